#!/usr/bin/env python3
"""GIF fixtures and reference frames: Tests/ImagesTests/Fixtures/gif/.

Writes a few GIFs with Pillow and ImageMagick (animation with transparency and each disposal,
delays and a loop count; interlaced; a local colour table per frame), and for each NAME.gif a
line in frames.tsv: frame count, loop count, and per frame its delay in hundredths and the
SHA-256 of its RGBA pixels as Pillow composites them (fully transparent pixels as 0, 0, 0, 0).

Needs: pip install pillow; apt-get install imagemagick.  Run: python3 scripts/gif-fixtures.py
"""
import hashlib
import os
import subprocess

from PIL import Image, ImageDraw, ImageSequence

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "ImagesTests", "Fixtures", "gif")


def frame(i, size=(40, 30), transparent=False):
    im = Image.new("RGBA", size, (0, 0, 0, 0) if transparent else (250, 250, 240, 255))
    d = ImageDraw.Draw(im)
    d.ellipse((2 + i * 6, 3, 16 + i * 6, 20), fill=(200, 30 + 60 * i, 40, 255))
    d.rectangle((20, 10 + i * 3, 36, 26), fill=(20, 90, 200 - 50 * i, 255))
    return im


def main():
    os.makedirs(OUT, exist_ok=True)
    frames = [frame(i, transparent=True) for i in range(4)]
    frames[0].save(os.path.join(OUT, "pil-transparent.gif"), save_all=True, append_images=frames[1:],
                   duration=[100, 50, 250, 70], loop=0, disposal=[2, 1, 3, 2])
    opaque = [frame(i).convert("RGB") for i in range(3)]
    opaque[0].save(os.path.join(OUT, "pil-opaque.gif"), save_all=True, append_images=opaque[1:], duration=40, loop=3, interlace=True)
    gradient = Image.linear_gradient("L").resize((64, 48)).convert("RGB")
    gradient.save(os.path.join(OUT, "pil-still.gif"))
    # ImageMagick: optimised frames (sub-rectangles), disposal previous.
    subprocess.run(["convert", "-delay", "20", "-dispose", "Previous", "-loop", "0",
                    os.path.join(OUT, "pil-opaque.gif"), "-layers", "Optimize", os.path.join(OUT, "im-optimised.gif")], check=True)
    lines = ["# name\tframes\tloop (- none)\tdelays (hundredths)\tsha256 of each frame's RGBA"]
    for name in sorted(os.listdir(OUT)):
        if not name.endswith(".gif"):
            continue
        im = Image.open(os.path.join(OUT, name))
        delays, digests = [], []
        for f in ImageSequence.Iterator(im):
            delays.append(str(f.info.get("duration", 0) // 10))
            rgba = bytearray(f.convert("RGBA").tobytes())
            for i in range(0, len(rgba), 4):  # A fully transparent pixel has no colour.
                if rgba[i + 3] == 0:
                    rgba[i:i + 3] = b"\0\0\0"
            digests.append(hashlib.sha256(bytes(rgba)).hexdigest())
        loop = im.info.get("loop")
        lines.append(f"{name}\t{len(digests)}\t{'-' if loop is None else loop}\t{','.join(delays)}\t{','.join(digests)}")
    with open(os.path.join(OUT, "frames.tsv"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
