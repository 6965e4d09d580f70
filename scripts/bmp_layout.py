"""The bytes our BMP writer (Sources/Images/BMP/BMP.swift) gives for RGBA8 pixels: 24-bit, or
32-bit with a V4 header and bit fields when some pixel is not opaque; bottom-up rows padded to 4
bytes. Shared by scripts/image-goldens.py and scripts/webp-fixture.py, which hash Convert Image's
BMP output."""
import struct


def layout(rgba, w, h):
    """`rgba`: w × h × 4 bytes, row by row from the top left."""
    alpha = any(rgba[i] != 255 for i in range(3, len(rgba), 4))
    bpp = 32 if alpha else 24
    stride = (w * bpp + 31) // 32 * 4
    header = 108 if alpha else 40
    offset = 14 + header
    out = bytearray(b"BM" + struct.pack("<IIII", offset + stride * h, 0, offset, header))
    out += struct.pack("<iiHHIIiiII", w, h, 1, bpp, 3 if alpha else 0, stride * h, 2835, 2835, 0, 0)
    if alpha:
        out += struct.pack("<IIII", 0x00FF0000, 0x0000FF00, 0x000000FF, 0xFF000000) + b"BGRs" + bytes(48)
    for y in range(h - 1, -1, -1):
        row = bytearray()
        for x in range(w):
            r, g, b, a = rgba[(y * w + x) * 4:(y * w + x) * 4 + 4]
            row += bytes((b, g, r, a) if alpha else (b, g, r))
        out += row + bytes(stride - len(row))
    return bytes(out)
