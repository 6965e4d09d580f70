#!/usr/bin/env python3
"""Regenerates Tests/ImagesTests/Fixtures/QRCode/: QR code matrices made by reference encoders for
QRCodeTests (the tests do not need Python): segno 1.6 (BSD, https://github.com/heuer/segno) and
python-qrcode 8 (BSD, https://github.com/lincolnloop/python-qrcode).

  pip install --target /tmp/qrpy segno qrcode && PYTHONPATH=/tmp/qrpy scripts/qr-fixtures.py

vectors.tsv: for each level and version 1-40 the longest payload of that version in byte mode,
and numeric and alphanumeric payloads of every version at one level; the payload is made by the
rule in `payload` (QRCodeTests makes the same bytes); columns: level, mode, version, length,
mask, SHA-256 of the matrix as rows of 0 and 1 joined by newlines.
matrices.txt: whole matrices of a few texts (`# level text-as-hex version mask` then the rows),
made by python-qrcode: segno adds a whole byte of padding bits when the data already ends on a
byte boundary (its write_padding_bits; ISO/IEC 18004 §7.4.10 adds padding bits only when it does
not), so its symbols of short byte-mode texts differ from the standard's; at full capacity, as in
vectors.tsv, no padding is written and segno's symbols are the standard's.

The mask: segno makes the symbol with each of the 8 masks (format and version information
written) and `penalty` below (ISO/IEC 18004:2015 table 11, the same four features as segno's
`mask_scores`) picks the lowest, the first of equal ones. segno itself scores the masks before it
writes the format and version information; ZXing, Nayuki's library and python-qrcode score the
finished symbol, as we do, so segno's own choice differs for about half of these symbols.
"""
import hashlib
import os
import qrcode
import segno
import segno.consts as consts

HERE = os.path.join(os.path.dirname(__file__), "..", "Tests", "ImagesTests", "Fixtures", "QRCode")
LEVELS = {"L": consts.ERROR_LEVEL_L, "M": consts.ERROR_LEVEL_M, "Q": consts.ERROR_LEVEL_Q, "H": consts.ERROR_LEVEL_H}
ALNUM = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"


def count_bits(mode, version):
    band = 0 if version <= 9 else 1 if version <= 26 else 2
    return {"numeric": [10, 12, 14], "alphanumeric": [9, 11, 13], "byte": [8, 16, 16]}[mode][band]


def capacity(mode, version, level):
    bits = consts.SYMBOL_CAPACITY[version][LEVELS[level]] - 4 - count_bits(mode, version)
    if mode == "byte":
        return bits // 8
    if mode == "numeric":
        n = bits // 10 * 3
        rest = bits % 10
        return n + (2 if rest >= 7 else 1 if rest >= 4 else 0)
    n = bits // 11 * 2
    return n + (1 if bits % 11 >= 6 else 0)


def payload(mode, version, length):
    if mode == "numeric":
        return bytes(0x30 + (i * 7 + version) % 10 for i in range(length))
    if mode == "alphanumeric":
        return bytes(ALNUM[(i * 11 + version) % 45] for i in range(length))
    # Starts with a lower-case letter so that no encoder picks another mode.
    return bytes([0x61] + [(i * 31 + version * 7 + 97) % 256 for i in range(1, length)])


def rows(qr):
    return "\n".join("".join(str(bit) for bit in row) for row in qr.matrix)


def penalty(matrix):
    size = len(matrix)
    columns = [[matrix[y][x] for y in range(size)] for x in range(size)]
    total = sum(runs(line) + finder_like(line) for line in [list(row) for row in matrix] + columns)
    for y in range(size - 1):
        for x in range(size - 1):
            if matrix[y][x] == matrix[y][x + 1] == matrix[y + 1][x] == matrix[y + 1][x + 1]:
                total += 3
    dark = sum(sum(row) for row in matrix)
    return total + 10 * (abs(dark * 100 - size * size * 50) // (size * size * 5))


def runs(line):
    points, length = 0, 1
    for index in range(1, len(line) + 1):
        if index < len(line) and line[index] == line[index - 1]:
            length += 1
            continue
        if length >= 5:
            points += length - 2
        length = 1
    return points


def finder_like(line):
    def light(start, end):
        return all(i < 0 or i >= len(line) or not line[i] for i in range(start, end))
    points = 0
    for start in range(len(line) - 6):
        if line[start:start + 7] == [1, 0, 1, 1, 1, 0, 1] and (light(start - 4, start) or light(start + 7, start + 11)):
            points += 40
    return points


def make_qrcode(data, level):
    """python-qrcode's symbol of `data` in one segment, the mask chosen by `penalty`: (version, mask, rows)."""
    levels = {"L": qrcode.constants.ERROR_CORRECT_L, "M": qrcode.constants.ERROR_CORRECT_M,
              "Q": qrcode.constants.ERROR_CORRECT_Q, "H": qrcode.constants.ERROR_CORRECT_H}
    symbols = []
    for mask in range(8):
        code = qrcode.QRCode(version=None, error_correction=levels[level], border=0, mask_pattern=mask)
        code.add_data(data, optimize=0)
        code.make(fit=True)
        symbols.append([[1 if bit else 0 for bit in row] for row in code.get_matrix()])
    scores = [penalty(symbol) for symbol in symbols]
    best = scores.index(min(scores))
    return code.version, best, symbols[best]


def make(data, level, mode):
    symbols = [
        segno.make(data, error=level.lower(), mode=mode, micro=False, boost_error=False, mask=mask) for mask in range(8)
    ]
    scores = [penalty(symbol.matrix) for symbol in symbols]
    return symbols[scores.index(min(scores))]


def main():
    lines = []
    for level in "LMQH":
        for version in range(1, 41):
            lines.append(vector(level, "byte", version))
    for version in range(1, 41):
        lines.append(vector("LMQH"[version % 4], "numeric", version))
        lines.append(vector("LMQH"[(version + 2) % 4], "alphanumeric", version))
    with open(os.path.join(HERE, "vectors.tsv"), "w") as handle:
        handle.write("# level\tmode\tversion\tlength\tmask\tsha256 (segno %s)\n" % segno.__version__)
        handle.write("\n".join(lines) + "\n")
    texts = [
        ("M", b"01234567", "numeric"), ("Q", b"HELLO WORLD", "alphanumeric"), ("L", b"https://example.com/", "byte"),
        ("H", b"https://example.com/", "byte"), ("M", "Grüße, 東京".encode("utf-8"), "byte"),
        ("Q", b"WIFI:S:Home;T:WPA;P:correct horse battery staple;;", "byte"),
    ]
    with open(os.path.join(HERE, "matrices.txt"), "w") as handle:
        for level, data, _ in texts:
            version, mask, matrix = make_qrcode(data, level)
            text = "\n".join("".join("1" if bit else "0" for bit in row) for row in matrix)
            handle.write("# %s %s %d %d\n%s\n" % (level, data.hex(), version, mask, text))


def vector(level, mode, version):
    length = capacity(mode, version, level)
    qr = make(payload(mode, version, length), level, mode)
    assert qr.version == version, (level, mode, version, qr.version)
    digest = hashlib.sha256(rows(qr).encode()).hexdigest()
    return "\t".join([level, mode, str(version), str(length), str(qr.mask), digest])


main()
