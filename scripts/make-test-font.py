#!/usr/bin/env python3
"""Writes ShortcutEngine's own test fonts (no font of anyone else's is copied):

  Tests/ImagesTests/Fixtures/fonts/ShortcutEngineTest.ttf  one face, TrueType outlines
  Tests/ImagesTests/Fixtures/fonts/ShortcutEngineTest.ttc  a collection of two faces (Regular, Bold)
  Tests/ImagesTests/Fixtures/fonts/ShortcutEngineTest-CFF.otf  an 'OTTO' header with a CFF table
      (no outline in it) and a name table: ShortcutEngineTest-CFF

Tables as the OpenType specification lays them out (head, hhea, maxp, hmtx, cmap formats 4
and 12, loca, glyf, name, kern format 0). 1,000 units per em, ascender 800, descender -200,
line gap 200. The glyphs are geometric:

  0 .notdef  a 400x600 frame (an outer and an inner contour)   advance 500
  1 space    no outline                                        advance 250
  2 H        the square 0..500 x 0..500 (repeated flags)       advance 500
  3 T        the triangle (0,0) (500,0) (250,500)              advance 500
  4 O        a round shape: four control points, no on-curve   advance 500
             point (every on-curve point is implied)
  5 C        composite: glyph 2 at half scale twice, at (0,0)  advance 500
             and at (250,250)
  6 .        the square 0..100 x 0..100                        advance 150
  7 ellipsis (U+2026) three such squares                       advance 450
  8 U+1F600  the square 0..500 x 0..500 (format 12 only)       advance 500

Kerning: H then T is -100. Run from the repository root: python3 scripts/make-test-font.py
"""
import os
import struct

OUT = os.path.join("Tests", "ImagesTests", "Fixtures", "fonts")


def simple(contours):
    """A simple glyph: contours of (x, y, on_curve); flags repeat where they can."""
    xs = [p[0] for c in contours for p in c]
    ys = [p[1] for c in contours for p in c]
    out = struct.pack(">hhhhh", len(contours), min(xs), min(ys), max(xs), max(ys))
    end = -1
    for c in contours:
        end += len(c)
        out += struct.pack(">H", end)
    out += struct.pack(">H", 0)  # no instructions
    flags, xdata, ydata = [], b"", b""
    px = py = 0
    for c in contours:
        for x, y, on in c:
            f = 1 if on else 0
            dx, dy = x - px, y - py
            px, py = x, y
            if dx == 0:
                f |= 0x10
            elif -255 <= dx <= 255:
                f |= 0x02 | (0x10 if dx > 0 else 0)
                xdata += struct.pack(">B", abs(dx))
            else:
                xdata += struct.pack(">h", dx)
            if dy == 0:
                f |= 0x20
            elif -255 <= dy <= 255:
                f |= 0x04 | (0x20 if dy > 0 else 0)
                ydata += struct.pack(">B", abs(dy))
            else:
                ydata += struct.pack(">h", dy)
            flags.append(f)
    encoded = b""
    i = 0
    while i < len(flags):
        run = 1
        while i + run < len(flags) and flags[i + run] == flags[i] and run < 255:
            run += 1
        if run > 1:
            encoded += struct.pack(">BB", flags[i] | 0x08, run - 1)
        else:
            encoded += struct.pack(">B", flags[i])
        i += run
    return out + encoded + xdata + ydata


def square(x0, y0, size):
    # Clockwise (y up), as TrueType fills.
    return [(x0, y0, True), (x0, y0 + size, True), (x0 + size, y0 + size, True), (x0 + size, y0, True)]


def composite():
    out = struct.pack(">hhhhh", -1, 0, 0, 500, 500)
    # ARG_1_AND_2_ARE_WORDS | ARGS_ARE_XY_VALUES | WE_HAVE_A_SCALE | MORE_COMPONENTS
    out += struct.pack(">HHhhh", 0x0001 | 0x0002 | 0x0008 | 0x0020, 2, 0, 0, 0x2000)
    # byte offsets | ARGS_ARE_XY_VALUES | WE_HAVE_AN_X_AND_Y_SCALE (last component)
    out += struct.pack(">HHbbhh", 0x0002 | 0x0040, 2, 125, 125, 0x2000, 0x2000)
    return out


GLYPHS = [
    (simple([[(50, 0, True), (50, 600, True), (450, 600, True), (450, 0, True)],
             [(100, 50, True), (400, 50, True), (400, 550, True), (100, 550, True)]]), 500),
    (b"", 250),
    (simple([square(0, 0, 500)]), 500),
    (simple([[(0, 0, True), (250, 500, True), (500, 0, True)]]), 500),
    (simple([[(0, 0, False), (0, 500, False), (500, 500, False), (500, 0, False)]]), 500),
    (composite(), 500),
    (simple([square(0, 0, 100)]), 150),
    (simple([square(0, 0, 100), square(150, 0, 100), square(300, 0, 100)]), 450),
    (simple([square(0, 0, 500)]), 500),
]
BMP = {0x20: 1, ord("H"): 2, ord("T"): 3, ord("O"): 4, ord("C"): 5, ord("."): 6, 0x2026: 7}
ALL = dict(BMP)
ALL[0x1F600] = 8


def cmap4(mapping):
    codes = sorted(mapping)
    segs = [(c, c, (mapping[c] - c) & 0xFFFF) for c in codes] + [(0xFFFF, 0xFFFF, 1)]
    n = len(segs)
    body = struct.pack(">HHHH", n * 2, 0, 0, 0)
    body += b"".join(struct.pack(">H", s[1]) for s in segs) + struct.pack(">H", 0)
    body += b"".join(struct.pack(">H", s[0]) for s in segs)
    body += b"".join(struct.pack(">H", s[2]) for s in segs)
    body += b"".join(struct.pack(">H", 0) for s in segs)
    return struct.pack(">HHH", 4, 6 + len(body), 0) + body


def cmap12(mapping):
    groups = b"".join(struct.pack(">III", c, c, mapping[c]) for c in sorted(mapping))
    return struct.pack(">HHIII", 12, 0, 16 + len(groups), 0, len(mapping)) + groups


def cmap():
    a, b = cmap4(BMP), cmap12(ALL)
    head = struct.pack(">HH", 0, 2)
    off = 4 + 16
    head += struct.pack(">HHI", 3, 1, off) + struct.pack(">HHI", 3, 10, off + len(a))
    return head + a + b


def name(style):
    family = "ShortcutEngine Test"
    records = [(1, family), (2, style), (4, family + " " + style), (6, "ShortcutEngineTest-" + style)]
    strings = b""
    table = b""
    for nid, text in records:
        data = text.encode("utf-16-be")
        table += struct.pack(">HHHHHH", 3, 1, 0x409, nid, len(data), len(strings))
        strings += data
    return struct.pack(">HHH", 0, len(records), 6 + len(table)) + table + strings


def tables(style):
    glyf, loca = b"", []
    for data, _ in GLYPHS:
        loca.append(len(glyf))
        glyf += data + b"\0" * (len(data) % 2)
    loca.append(len(glyf))
    n = len(GLYPHS)
    head = struct.pack(">IIIIHHqqhhhhHHhhh", 0x00010000, 0x00010000, 0, 0x5F0F3CF5, 0, 1000, 0, 0,
                       0, -200, 600, 800, 0, 8, 2, 0, 0)
    hhea = struct.pack(">IhhhHhhhhhhhhhhhH", 0x00010000, 800, -200, 200, 600, 0, 0, 600, 1, 0, 0,
                       0, 0, 0, 0, 0, n)
    maxp = struct.pack(">IH", 0x00005000, n)
    hmtx = b"".join(struct.pack(">Hh", adv, 0) for _, adv in GLYPHS)
    kern = struct.pack(">HH", 0, 1) + struct.pack(">HHH", 0, 14 + 6, 0x0001)
    kern += struct.pack(">HHHH", 1, 6, 0, 0) + struct.pack(">HHh", 2, 3, -100)
    return {
        b"cmap": cmap(), b"glyf": glyf, b"head": head, b"hhea": hhea, b"hmtx": hmtx, b"kern": kern,
        b"loca": struct.pack(">%dH" % len(loca), *[o // 2 for o in loca]), b"maxp": maxp, b"name": name(style),
    }


def font(tabs, base=0, version=0x00010000):
    """A table directory at `base` with its tables after it; offsets from the file's start."""
    tags = sorted(tabs)
    offset = base + 12 + 16 * len(tags)
    directory = struct.pack(">IHHHH", version, len(tags), 0, 0, 0)
    body = b""
    for tag in tags:
        data = tabs[tag]
        directory += struct.pack(">4sIII", tag, 0, offset + len(body), len(data))
        body += data + b"\0" * (-len(data) % 4)
    return directory + body


def main():
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "ShortcutEngineTest.ttf"), "wb") as f:
        f.write(font(tables("Regular")))
    first = font(tables("Regular"), base=20)
    second = font(tables("Bold"), base=20 + len(first))
    with open(os.path.join(OUT, "ShortcutEngineTest.ttc"), "wb") as f:
        f.write(struct.pack(">4sHHIII", b"ttcf", 1, 0, 2, 20, 20 + len(first)) + first + second)
    with open(os.path.join(OUT, "ShortcutEngineTest-CFF.otf"), "wb") as f:
        f.write(font({b"CFF ": b"\1\0\4\1", b"head": tables("Regular")[b"head"], b"name": name("CFF")},
                     version=0x4F54544F))


main()
