#!/usr/bin/env python3
"""LZFSE test vectors made by the reference encoder (issue 26, item 9).

The reference is Apple's LZFSE C library through its Python bindings (`pip install lzfse`,
BSD-3-Clause; bindings MIT). Nothing of it is copied into the repository: this script only
runs it, and the tests decode its output with our decoder.

    scripts/lzfse-vectors.py vectors [--seed N] [--count N] OUT
        Deterministic inputs from the seed (families below), each encoded by the reference and
        checked by the reference decoder; OUT holds, per input: family (1 byte), raw size
        (u32 LE), SHA-256 of the raw bytes (32 bytes), compressed size (u32 LE), compressed bytes.
        Families come in a cycle of 200 (40 random, 30 repetitive, 25 all-zero, 40 short, 1 of
        64 KiB ± 1, 1 of several blocks, 35 text, 28 runs). The committed corpus is
        `vectors --seed 26 --count 2000`
        (Tests/AppleFormatsTests/Fixtures/lzfse/reference-vectors.bin).
    scripts/lzfse-vectors.py signed-shortcut OUT
        The issue's named case: a signed shortcut (AEA profile 0, one segment) whose LZFSE
        stream, made by the reference encoder, has two blocks, the second decoding to 65,536
        bytes from a literal stream of 0 bytes (Fixtures/lzfse/multi-block-signed.shortcut).
"""
import hashlib, os, plistlib, random, struct, sys

import lzfse

FAMILIES = ["random", "repetitive", "zeros", "short", "exact64k", "multiblock", "text", "runs"]
# A cycle of 200 slots, so the large families (64 KiB and several blocks) stay a small share of
# the bytes a debug build decodes (about 1.5 MB/s) while every family is in every 200 inputs.
CYCLE = (["random"] * 40 + ["repetitive"] * 30 + ["zeros"] * 25 + ["short"] * 40 + ["exact64k"]
         + ["multiblock"] + ["text"] * 35 + ["runs"] * 28)
WORDS = b"the of and to in is that for it as with was on be by this shortcut action text file date".split()


def family_input(rng, family):
    if family == "random":
        return rng.randbytes(rng.randint(0, 2500))
    if family == "repetitive":
        unit = rng.randbytes(rng.randint(1, 40))
        return unit * rng.randint(1, 200)
    if family == "zeros":
        return bytes(rng.choice([1, 7, 8, 100, 4095, 4096, 4097, rng.randint(0, 5_000)]))
    if family == "short":
        return rng.randbytes(rng.randint(0, 24)) if rng.random() < 0.5 else bytes([rng.randint(0, 255)]) * rng.randint(0, 24)
    if family == "exact64k":
        # 64 KiB, and one byte either side of it.
        kind, size = rng.randint(0, 3), rng.choice([65535, 65536, 65536, 65537])
        if kind == 0:
            return bytes(size)
        if kind == 1:
            return (rng.randbytes(rng.randint(1, 64)) * size)[:size]
        if kind == 2:
            return (runs(rng) * 400)[:size].ljust(size, b"\0")
        return (text(rng, rng.randint(1, 4000)) * 64)[:size].ljust(size, b".")
    if family == "multiblock":
        # Several blocks: the reference encoder ends a block at 10,000 matches or 40,000 literals,
        # so text of 80–130 KB (about 11 matches a kilobyte) makes two or three, with runs and a
        # little noise between its pieces.
        parts, size, target = [], 0, rng.randint(80_000, 130_000)
        while size < target:
            choice = rng.randint(0, 5)
            part = (bytes([rng.randint(0, 255)]) * rng.randint(10, 5000) if choice == 0
                    else runs(rng)[:3000] if choice == 1
                    else rng.randbytes(rng.randint(1, 100)) if choice == 2
                    else text(rng, rng.randint(1000, 20_000)))
            parts.append(part)
            size += len(part)
        return b"".join(parts)
    if family == "text":
        return text(rng, rng.randint(0, 4_000))
    return runs(rng)


def runs(rng):
    """A few symbols in runs of random lengths: matches of every length class."""
    alphabet = rng.randbytes(rng.randint(1, 6))
    return b"".join(bytes([rng.choice(alphabet)]) * rng.randint(1, 120) for _ in range(rng.randint(0, 120)))


def text(rng, size):
    out, total = [], 0
    while total < size:
        word = rng.choice(WORDS)
        out.append(word)
        total += len(word) + 1
    return b" ".join(out)[:size]


def vectors(seed, count, out):
    rng = random.Random(seed)
    records = []
    for index in range(count):
        family = CYCLE[index % len(CYCLE)]
        raw = family_input(rng, family)
        packed = lzfse.compress(raw)
        # (The bindings' decompress raises on an empty output, so the empty input is not checked.)
        assert not raw or lzfse.decompress(packed) == raw, f"reference round trip failed for input {index}"
        records.append(struct.pack("<BI", FAMILIES.index(family), len(raw)) + hashlib.sha256(raw).digest()
                       + struct.pack("<I", len(packed)) + packed)
    with open(out, "wb") as file:
        file.write(b"".join(records))


def archive_entry(kind, path, data=None):
    fields = b"TYP1" + kind + b"PATP" + struct.pack("<H", len(path)) + path
    fields += b"MOD2" + struct.pack("<H", 0o644) + b"MTMT" + struct.pack("<QI", 1_700_000_000, 5)
    if data is not None:
        fields += b"DATA" + struct.pack("<H", len(data))
    return b"AA01" + struct.pack("<H", 6 + len(fields)) + fields + (data or b"")


def signed_shortcut(out):
    """The issue's case: the reference encoder ends the first block at its 10,000th match, and
    the second block decodes to 65,536 bytes with a literal stream of 0 bytes. The shortcut's
    text is sized (searched from a seed) so that the first block ends exactly where a second
    archive entry of zero bytes begins (65,542 of them: the block starts 6 bytes into them)."""
    rng = random.Random(26)
    words = text(rng, 120_000).decode()
    for size in range(77_000, 80_000):
        payload = shortcut_archive(words[:size])
        packed = lzfse.compress(payload)
        blocks = block_sizes(packed)
        if len(blocks) == 2 and blocks[1][:3] == ("2", 65536, 0):
            break
    else:
        raise SystemExit("no text size gives a second block of 65,536 bytes with an empty literal stream")
    assert lzfse.decompress(packed) == payload
    auth = plistlib.dumps({"SigningCertificateChain": []}, fmt=plistlib.FMT_BINARY)
    data = b"AEA1" + bytes(4) + struct.pack("<I", len(auth)) + auth
    data += b"\xee" * (128 + 32 + 32 + 32)
    data += struct.pack("<QQII", len(payload), len(packed), 1 << 20, 256) + b"e" + bytes([0]) + bytes(22)
    data += b"\xaa" * 32
    segment_headers = struct.pack("<II", len(payload), len(packed)) + bytes(8 * 255)
    data += segment_headers + b"\xbb" * (32 + 256 * 32) + packed
    with open(out, "wb") as file:
        file.write(data)
    print(f"{out}: {len(data)} bytes, text {size} characters, payload {len(payload)} bytes, "
          f"LZFSE blocks (kind, raw, literal bytes, LMD bytes) {blocks}")


def shortcut_archive(words):
    """An Apple Archive: the folder, Shortcut.wflow (Text, Count, Show Result), then a file of
    65,542 zero bytes."""
    actions = [
        {"WFWorkflowActionIdentifier": "is.workflow.actions.gettext",
         "WFWorkflowActionParameters": {"WFTextActionText": words, "UUID": "A0000000-0000-0000-0000-000000000001"}},
        {"WFWorkflowActionIdentifier": "is.workflow.actions.count", "WFWorkflowActionParameters": {"WFCountType": "Words"}},
        {"WFWorkflowActionIdentifier": "is.workflow.actions.showresult", "WFWorkflowActionParameters": {}},
    ]
    wflow = plistlib.dumps({"WFWorkflowActions": actions, "WFWorkflowClientVersion": "2302.0.4",
                            "WFWorkflowMinimumClientVersion": 900}, fmt=plistlib.FMT_BINARY)
    return (archive_entry(b"D", b"") + archive_entry_large(b"Shortcut.wflow", wflow)
            + archive_entry_large(b"zeros.bin", bytes(65542)))


def archive_entry_large(path, data):
    fields = b"TYP1F" + b"PATP" + struct.pack("<H", len(path)) + path
    fields += b"MOD2" + struct.pack("<H", 0o644) + b"MTMT" + struct.pack("<QI", 1_700_000_000, 5)
    fields += b"DATB" + struct.pack("<I", len(data))
    return b"AA01" + struct.pack("<H", 6 + len(fields)) + fields + data


def block_sizes(packed):
    """(kind, raw size, literal payload bytes) of each block, for the report."""
    blocks, at = [], 0
    while packed[at:at + 4] != b"bvx$":
        kind, raw = packed[at + 3:at + 4].decode(), struct.unpack_from("<I", packed, at + 4)[0]
        if kind == "2":
            v0, v1, v2 = struct.unpack_from("<QQQ", packed, at + 8)
            literal_bytes, lmd_bytes = (v0 >> 20) & 0xFFFFF, (v1 >> 40) & 0xFFFFF
            blocks.append((kind, raw, literal_bytes, lmd_bytes))
            at += (v2 & 0xFFFFFFFF) + literal_bytes + lmd_bytes
        elif kind == "n":
            blocks.append((kind, raw))
            at += 12 + struct.unpack_from("<I", packed, at + 8)[0]
        elif kind == "-":
            blocks.append((kind, raw))
            at += 8 + raw
        else:
            raise SystemExit(f"unexpected block kind {kind!r}")
    return blocks


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["signed-shortcut"] and len(args) == 2:
        signed_shortcut(args[1])
    elif args[:1] == ["vectors"]:
        seed, count, rest = 26, 2000, args[1:]
        while len(rest) > 1 and rest[0].startswith("--"):
            if rest[0] == "--seed":
                seed = int(rest[1])
            elif rest[0] == "--count":
                count = int(rest[1])
            else:
                raise SystemExit(f"unknown option {rest[0]}")
            rest = rest[2:]
        if len(rest) != 1:
            raise SystemExit(__doc__)
        vectors(seed, count, rest[0])
    else:
        raise SystemExit(__doc__)
