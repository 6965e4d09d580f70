#!/usr/bin/env python3
"""Writes Tests/PDFTests/EncryptedPDFFixtures.swift: small PDFs encrypted with every form of the standard
security handler (RC4 revisions 2 and 3, crypt filters of revision 4, AES-256), made here independently of the engine (AES from OpenSSL through Python's
`cryptography`, the password algorithms written from ISO 32000-1 §7.6.3 and ISO 32000-2 §7.6.4),
so the reader is checked against a second implementation, not against itself.

Each document has one page whose content shows a line of text, an /Info /Title string, and (for
some) an XMP /Metadata stream. Salts, keys and vectors come from a seeded generator, so running the
script again gives the same bytes.

Usage: scripts/encrypted-pdf-fixtures.py  (needs `pip install cryptography`)
"""
import hashlib
import os
import random
import struct

from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

PADDING = bytes.fromhex("28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A")
RANDOM = random.Random(20261130)
ID = bytes(RANDOM.randrange(256) for _ in range(16))
PERMISSIONS = -3904
TEXT = "the locked page"
TITLE = "Locked document"


def rand(count):
    return bytes(RANDOM.randrange(256) for _ in range(count))


def rc4(key, data):
    state = list(range(256))
    j = 0
    for i in range(256):
        j = (j + state[i] + key[i % len(key)]) & 0xFF
        state[i], state[j] = state[j], state[i]
    out, i, j = bytearray(), 0, 0
    for byte in data:
        i = (i + 1) & 0xFF
        j = (j + state[i]) & 0xFF
        state[i], state[j] = state[j], state[i]
        out.append(byte ^ state[(state[i] + state[j]) & 0xFF])
    return bytes(out)


def aes_cbc(key, vector, data, decrypt=False):
    cipher = Cipher(algorithms.AES(key), modes.CBC(vector))
    worker = cipher.decryptor() if decrypt else cipher.encryptor()
    return worker.update(data) + worker.finalize()


def aes_encrypt_padded(key, data):
    vector = rand(16)
    pad = 16 - len(data) % 16
    return vector + aes_cbc(key, vector, data + bytes([pad]) * pad)


# Revision 4 (RC4-era password algorithms, AESV2 crypt filters).

def padded(password):
    raw = password.encode("latin-1")[:32]
    return raw + PADDING[: 32 - len(raw)]


def owner_value(owner, user, length, revision=4):
    digest = hashlib.md5(padded(owner or user)).digest()
    for _ in range(50 if revision >= 3 else 0):
        digest = hashlib.md5(digest).digest()
    key = digest[:length]
    value = rc4(key, padded(user))
    for round_ in range(1, 20 if revision >= 3 else 1):
        value = rc4(bytes(b ^ round_ for b in key), value)
    return value


def file_key_r4(user, owner_bytes, length, encrypt_metadata, revision=4):
    data = padded(user) + owner_bytes + struct.pack("<i", PERMISSIONS) + ID
    if not encrypt_metadata:
        data += b"\xff\xff\xff\xff"
    digest = hashlib.md5(data).digest()
    for _ in range(50 if revision >= 3 else 0):
        digest = hashlib.md5(digest[:length]).digest()
    return digest[:length]


def user_value_r4(key, revision=4):
    if revision == 2:
        return rc4(key, PADDING)
    value = rc4(key, hashlib.md5(PADDING + ID).digest())
    for round_ in range(1, 20):
        value = rc4(bytes(b ^ round_ for b in key), value)
    return value + bytes(16)


# Revisions 5 and 6 (AES-256).

def hash_2b(password, salt, user, revision):
    key = hashlib.sha256(password + salt + user).digest()
    if revision == 5:
        return key
    round_ = 0
    while True:
        block = (password + key + user) * 64
        enciphered = aes_cbc(key[:16], key[16:32], block)
        key = [hashlib.sha256, hashlib.sha384, hashlib.sha512][int.from_bytes(enciphered[:16], "big") % 3](enciphered).digest()
        round_ += 1
        if round_ >= 64 and enciphered[-1] <= round_ - 32:
            return key[:32]


def aes256_dictionary(user, owner, revision, file_key):
    user, owner = user.encode(), owner.encode()
    validation, key_salt = rand(8), rand(8)
    u = hash_2b(user, validation, b"", revision) + validation + key_salt
    ue = aes_cbc(hash_2b(user, key_salt, b"", revision), bytes(16), file_key)
    validation, key_salt = rand(8), rand(8)
    o = hash_2b(owner, validation, u, revision) + validation + key_salt
    oe = aes_cbc(hash_2b(owner, key_salt, u, revision), bytes(16), file_key)
    perms = struct.pack("<i", PERMISSIONS) + b"\xff\xff\xff\xffTadb" + rand(4)
    ecb = Cipher(algorithms.AES(file_key), modes.ECB()).encryptor()
    perms = ecb.update(perms) + ecb.finalize()
    return (
        f"<< /Filter /Standard /V 5 /R {revision} /Length 256 /P {PERMISSIONS} "
        f"/CF << /StdCF << /CFM /AESV3 /AuthEvent /DocOpen /Length 32 >> >> /StmF /StdCF /StrF /StdCF "
        f"/O <{o.hex()}> /U <{u.hex()}> /OE <{oe.hex()}> /UE <{ue.hex()}> /Perms <{perms.hex()}> >>"
    )


def object_key(file_key, number, method):
    if method == "AESV3":
        return file_key
    data = file_key + struct.pack("<I", number)[:3] + b"\x00\x00"
    if method == "AESV2":
        data += b"sAlT"
    return hashlib.md5(data).digest()[: min(len(file_key) + 5, 16)]


def encipher(method, key, data):
    if method == "Identity":
        return data
    if method == "V2":
        return rc4(key, data)
    return aes_encrypt_padded(key, data)


def document(encrypt, file_key, string_method, stream_method, metadata=None, encrypt_metadata=True):
    """The PDF: catalog, pages, page, content, font, info, [metadata], encrypt (last, plain)."""
    content = f"BT /F1 12 Tf 72 712 Td ({TEXT}) Tj ET".encode()
    objects = [
        ("<< /Type /Catalog /Pages 2 0 R" + (" /Metadata 7 0 R" if metadata else "") + " >>", None),
        ("<< /Type /Pages /Kids [3 0 R] /Count 1 >>", None),
        ("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
         "/Resources << /Font << /F1 5 0 R >> >> >>", None),
        ("stream", content),
        ("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>", None),
        ("title", None),
    ]
    if metadata:
        objects.append(("metadata", metadata))
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for index, (body, data) in enumerate(objects):
        number = index + 1
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode()
        if body == "title":
            title = encipher(string_method, object_key(file_key, number, string_method), TITLE.encode())
            out += f"<< /Title <{title.hex()}> /Producer (encrypted-pdf-fixtures.py) >>".encode()
        elif body in ("stream", "metadata"):
            method = stream_method
            if body == "metadata" and not encrypt_metadata:
                method = "Identity"
            data = encipher(method, object_key(file_key, number, method), data)
            kind = " /Type /Metadata /Subtype /XML" if body == "metadata" else ""
            out += f"<< /Length {len(data)}{kind} >>\nstream\n".encode() + data + b"\nendstream"
        else:
            out += body.encode()
        out += b"\nendobj\n"
    encrypt_number = len(objects) + 1
    offsets.append(len(out))
    out += f"{encrypt_number} 0 obj\n{encrypt}\nendobj\n".encode()
    xref = len(out)
    out += f"xref\n0 {encrypt_number + 1}\n0000000000 65535 f \n".encode()
    for offset in offsets:
        out += f"{offset:010d} 00000 n \n".encode()
    out += (
        f"trailer\n<< /Size {encrypt_number + 1} /Root 1 0 R /Info 6 0 R /Encrypt {encrypt_number} 0 R "
        f"/ID [<{ID.hex()}> <{ID.hex()}>] >>\nstartxref\n{xref}\n%%EOF\n"
    ).encode()
    return bytes(out)


def revision4(user, owner, method, encrypt_metadata=True, metadata=None, string_method=None):
    o = owner_value(owner, user, 16)
    key = file_key_r4(user, o, 16, encrypt_metadata)
    u = user_value_r4(key)
    flag = "" if encrypt_metadata else " /EncryptMetadata false"
    strf = "/StdCF" if string_method is None else f"/{string_method}"
    encrypt = (
        f"<< /Filter /Standard /V 4 /R 4 /Length 128 /P {PERMISSIONS} "
        f"/CF << /StdCF << /CFM /{method} /AuthEvent /DocOpen /Length 16 >> >> /StmF /StdCF /StrF {strf}{flag} "
        f"/O <{o.hex()}> /U <{u.hex()}> >>"
    )
    return document(encrypt, key, string_method or method, method, metadata, encrypt_metadata)


def rc4_only(user, owner, revision):
    """Revisions 2 (40-bit) and 3 (128-bit): RC4 throughout, no crypt filters."""
    length = 5 if revision == 2 else 16
    o = owner_value(owner, user, length, revision)
    key = file_key_r4(user, o, length, True, revision)
    u = user_value_r4(key, revision)
    version = 1 if revision == 2 else 2
    encrypt = (
        f"<< /Filter /Standard /V {version} /R {revision} /Length {8 * length} /P {PERMISSIONS} "
        f"/O <{o.hex()}> /U <{u.hex()}> >>"
    )
    return document(encrypt, key, "V2", "V2")


def revision56(user, owner, revision):
    key = rand(32)
    return document(aes256_dictionary(user, owner, revision, key), key, "AESV3", "AESV3")


METADATA = b'<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta><?xpacket end="r"?>'
FIXTURES = [
    ("rc4Revision2", "Revision 2, RC4 with a 40-bit key; user `user`, owner `owner`.", rc4_only("user", "owner", 2)),
    ("rc4Revision3", "Revision 3, RC4 with a 128-bit key; user `user`, owner `owner`.", rc4_only("user", "owner", 3)),
    ("rc4OpenRevision3", "Revision 3, RC4 128-bit; an empty user password, owner `owner`.", rc4_only("", "owner", 3)),
    ("aesV2", "Revision 4, AESV2 crypt filters for strings and streams; user `user`, owner `owner`.",
     revision4("user", "owner", "AESV2")),
    ("aesV2OpenMetadata",
     "Revision 4, AESV2, an empty user password (opens without one), owner `owner`, `/EncryptMetadata false` "
     "and a plain XMP stream.",
     revision4("", "owner", "AESV2", encrypt_metadata=False, metadata=METADATA)),
    ("rc4CryptFilter", "Revision 4 with an RC4 (`/V2`) crypt filter for streams and `/Identity` for strings; "
     "user `user`, owner `owner`.",
     revision4("user", "owner", "V2", string_method="Identity")),
    ("aes256Revision6", "Revision 6 (ISO 32000-2 AES-256); user `user`, owner `owner`.", revision56("user", "owner", 6)),
    ("aes256Revision5", "Revision 5 (Adobe extension level 3, AES-256 with SHA-256 passwords); user `user`, owner `owner`.",
     revision56("user", "owner", 5)),
    ("aes256Unicode", "Revision 6; user `pässwörd ✓` (UTF-8), owner `ówner`.", revision56("pässwörd ✓", "ówner", 6)),
]


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    lines = [
        "// Generated by scripts/encrypted-pdf-fixtures.py (an independent implementation: AES from OpenSSL",
        "// through Python's cryptography). Do not edit: run the script again.",
        "",
        "/// PDFs encrypted with each form of the standard security handler; each page shows",
        f'/// "{TEXT}" and the /Info /Title is "{TITLE}".',
        "enum EncryptedPDFFixtures {",
    ]
    for name, summary, data in FIXTURES:
        lines.append(f"    /// {summary}")
        lines.append(f"    static let {name} = hex(")
        lines.append('        """')
        text = data.hex().upper()
        lines += [f"        {text[i:i + 100]}" for i in range(0, len(text), 100)]
        lines.append('        """')
        lines.append("    )")
        lines.append("")
    lines += [
        "    private static func hex(_ text: String) -> [UInt8] {",
        "        var bytes: [UInt8] = []",
        "        let digits = Array(text.utf8).filter { $0 != 10 && $0 != 32 }",
        "        for start in stride(from: 0, to: digits.count - 1, by: 2) {",
        "            bytes.append(UInt8(String(decoding: digits[start..<(start + 2)], as: UTF8.self), radix: 16) ?? 0)",
        "        }",
        "        return bytes",
        "    }",
        "}",
        "",
    ]
    with open(os.path.join(root, "Tests", "PDFTests", "EncryptedPDFFixtures.swift"), "w") as file:
        file.write("\n".join(lines))


if __name__ == "__main__":
    main()
