#!/usr/bin/env python3
"""Compares Make Image from Text's drawing of a real font with FreeType's (through Pillow).

Draws each character of a sample set alone, then a few whole lines, with our binary
(`.build/debug/shortcut`, `--fonts` on the font's folder) and with Pillow's ImageFont (FreeType,
basic layout, hinting as Pillow leaves it), white on black at the same size and origin, and
prints the PSNR (dB, over the grey values) and the share of pixels that differ by more than 16
of 255. Glyphs alone measure the rasterizer; lines add the layout (FreeType's hinted advances are
whole pixels, ours are not, so lines drift apart). Runs in a scratch folder under /tmp.

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


def compare(a, b):
    diff = ImageChops.difference(a, b)
    values = list(diff.getdata())
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
        glyphs = ours(GLYPHS, scratch)
        report(f"{len(GLYPHS)} glyphs alone", [compare(img, freetype(t, img.size)) for t, img in zip(GLYPHS, glyphs)])
        shutil.rmtree(os.path.join(scratch, "shortcut-downloads"))
        lines = ours(LINES, scratch)
        results = [compare(img, freetype(t, img.size)) for t, img in zip(LINES, lines)]
        report(f"{len(LINES)} lines", results)
        for text, result in zip(LINES, results):
            print(f"  {text!r}: {result[0]:.1f} dB")
    finally:
        shutil.rmtree(scratch)


if __name__ == "__main__":
    main()
