#!/usr/bin/env python3
"""Compares Make Image from Text's drawing of a real font with FreeType's (through Pillow).

Draws each character of a sample set alone, then a few whole lines, with our binary
(`.build/debug/shortcut`, `--fonts` on the font's folder) and with FreeType two ways, white on
black at the same size and origin, and prints the PSNR (dB, over the grey values) and the share
of pixels that differ by more than 16 of 255:

- Pillow's ImageFont (basic layout, hinting as Pillow leaves it: FreeType's TrueType
  interpreter snaps heights and advances to whole pixels, which we do not do);
- the same FreeType library (the one bundled with Pillow, called through ctypes) with
  FT_LOAD_NO_HINTING: outlines as the font draws them, each glyph's origin on a whole pixel and
  the pen moved by its exact advance and the 'kern' table's pairs, as ours does.

Glyphs alone measure the rasterizer; lines add the layout. Runs in a scratch folder under /tmp.

  python3 scripts/text-vs-freetype.py [FONT.ttf] [SIZE]    # default: DejaVu Sans, 32 px

Needs: pip install pillow. A script, not a test: its figures depend on the machine's font.
"""
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile

from PIL import Image, ImageChops, ImageDraw, ImageFont

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), ".."))
FONT = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
SIZE = int(sys.argv[2]) if len(sys.argv) > 2 else 32
GLYPHS = [c for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789&@%?éßø"]
LINES = ["Hello World", "The quick brown fox jumps over the lazy dog.", "Shortcuts on Linux: 1,404 files"]


def ours(texts, scratch):
    name = ImageFont.truetype(FONT, SIZE).getname()[0]
    doc = {"format": "shortcut-engine-workflow", "version": 1, "name": "Compare", "actions": [
        {"action": "org.shortcutengine.image.text", "parameters": {
            "text": texts, "font": name, "fontSize": SIZE, "alignment": "Left"}}]}
    with open(os.path.join(scratch, "draw.json"), "w") as f:
        json.dump(doc, f)
    env = dict(os.environ, TMPDIR=scratch, HOME=scratch, XDG_DATA_HOME=scratch + "/data")
    subprocess.run([os.path.join(ROOT, ".build", "debug", "shortcut"), "run", "draw.json", "--fonts",
                    os.path.dirname(FONT)], cwd=scratch, env=env, check=True, stdout=subprocess.DEVNULL)
    folder = os.path.join(scratch, "shortcut-downloads")
    names = ["Text.png"] + [f"Text {n}.png" for n in range(2, len(texts) + 1)]
    return [Image.open(os.path.join(folder, n)).convert("L") for n in names]


def freetype(text, size):
    font = ImageFont.truetype(FONT, SIZE, layout_engine=ImageFont.Layout.BASIC)
    image = Image.new("L", size, 0)
    ImageDraw.Draw(image).text((0, 0), text, font=font, fill=255)
    return image


def unhinted_library():
    import ctypes
    import glob
    import PIL
    libs = glob.glob(os.path.join(os.path.dirname(PIL.__file__), "..", "pillow.libs", "libfreetype*.so*"))
    lib = ctypes.CDLL(libs[0] if libs else "libfreetype.so.6")
    library = ctypes.c_void_p()
    assert lib.FT_Init_FreeType(ctypes.byref(library)) == 0
    face = ctypes.c_void_p()
    assert lib.FT_New_Face(library, FONT.encode(), 0, ctypes.byref(face)) == 0
    assert lib.FT_Set_Pixel_Sizes(face, 0, SIZE) == 0
    return ctypes, lib, face


def unhinted(text, size, freetype_lib):
    """FreeType without hinting. Offsets into FT_FaceRec and FT_GlyphSlotRec for 64-bit builds
    (freetype.h): face->glyph at 152, units_per_EM at 136, ascender at 138; in the slot,
    linearHoriAdvance at 112, bitmap rows/width/pitch/buffer at 152/156/160/168, bitmap_left
    and bitmap_top at 192 and 196."""
    ctypes, lib, face = freetype_lib
    base = face.value
    read = lambda addr, kind: kind.from_address(addr).value
    units = read(base + 136, ctypes.c_ushort)
    ascender = read(base + 138, ctypes.c_short)
    baseline = round(ascender * SIZE / units)
    image = Image.new("L", size, 0)
    pen = 0.0
    previous = 0
    for ch in text:
        index = lib.FT_Get_Char_Index(face, ctypes.c_ulong(ord(ch)))
        if previous and index:
            # The 'kern' table's pair, in font units (FT_KERNING_UNSCALED), as our layout applies it.
            vector = (ctypes.c_long * 2)()
            if lib.FT_Get_Kerning(face, previous, index, 2, vector) == 0:
                pen += vector[0] * SIZE / units
        previous = index
        assert lib.FT_Load_Char(face, ord(ch), 0x4 | 0x2) == 0  # FT_LOAD_RENDER | FT_LOAD_NO_HINTING
        slot = read(base + 152, ctypes.c_void_p)
        rows, width = read(slot + 152, ctypes.c_uint), read(slot + 156, ctypes.c_uint)
        pitch, buffer = read(slot + 160, ctypes.c_int), read(slot + 168, ctypes.c_void_p)
        left, top = read(slot + 192, ctypes.c_int), read(slot + 196, ctypes.c_int)
        if rows and width:
            data = ctypes.string_at(buffer, rows * abs(pitch))
            glyph = Image.frombytes("L", (width, rows), data, "raw", "L", pitch)
            spot = (round(pen) + left, baseline - top)
            under = Image.new("L", size, 0)
            under.paste(glyph, spot)
            image = ImageChops.add(image, under)
        pen += read(slot + 112, ctypes.c_long) / 65536
    return image


def compare(a, b):
    diff = ImageChops.difference(a, b)
    values = list(diff.tobytes())
    mse = sum(v * v for v in values) / len(values)
    psnr = float("inf") if mse == 0 else 10 * math.log10(255 * 255 / mse)
    return psnr, sum(1 for v in values if v > 16), len(values), mse


def report(label, pairs):
    total_sq = sum(c[3] * c[2] for c in pairs)
    pixels = sum(c[2] for c in pairs)
    off = sum(c[1] for c in pairs)
    mse = total_sq / pixels
    psnr = float("inf") if mse == 0 else 10 * math.log10(255 * 255 / mse)
    worst = min(c[0] for c in pairs)
    print(f"{label}: PSNR {psnr:.1f} dB over {pixels:,} pixels (worst single image {worst:.1f} dB); "
          f"{off:,} pixels ({100 * off / pixels:.2f} %) differ by more than 16/255")


def main():
    if not os.path.exists(os.path.join(ROOT, ".build", "debug", "shortcut")):
        print("build first: swift build --product shortcut", file=sys.stderr)
        sys.exit(1)
    scratch = tempfile.mkdtemp(prefix="text-vs-freetype.")
    try:
        print(f"font {FONT} at {SIZE} px, Pillow {Image.__version__ if hasattr(Image, '__version__') else ''}")
        library = unhinted_library()
        glyphs = ours(GLYPHS, scratch)
        shutil.rmtree(os.path.join(scratch, "shortcut-downloads"))
        lines = ours(LINES, scratch)
        for label, draw in (("Pillow (hinted)", freetype), ("FreeType unhinted", lambda t, s: unhinted(t, s, library))):
            print(label)
            report(f"  {len(GLYPHS)} glyphs alone", [compare(img, draw(t, img.size)) for t, img in zip(GLYPHS, glyphs)])
            results = [compare(img, draw(t, img.size)) for t, img in zip(LINES, lines)]
            report(f"  {len(LINES)} lines", results)
            for text, result in zip(LINES, results):
                print(f"    {text!r}: {result[0]:.1f} dB")
    finally:
        shutil.rmtree(scratch)


if __name__ == "__main__":
    main()
