#!/usr/bin/env python3
"""BMP fixtures and reference pixels: Tests/ImagesTests/Fixtures/bmp/.

Writes small BMPs with Pillow (1, 4, 8, 24 and 32 bits; 16-bit 5-6-5 by hand) and ImageMagick
(RLE8, RLE4, 16-bit 5-5-5, a V5 header with alpha, top-down via a hand edit), and pixels.tsv:
the SHA-256 of each one's RGBA pixels as Pillow decodes them.

Needs: pip install pillow; apt-get install imagemagick.  Run: python3 scripts/bmp-fixtures.py
"""
import hashlib
import os
import struct
import subprocess

from PIL import Image, ImageDraw

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "ImagesTests", "Fixtures", "bmp")


def picture(size=(23, 17)):
    im = Image.new("RGBA", size, (240, 230, 200, 255))
    d = ImageDraw.Draw(im)
    d.ellipse((1, 1, 14, 12), fill=(200, 30, 40, 255))
    d.rectangle((10, 6, 21, 15), fill=(20, 90, 200, 128))
    d.line((0, 16, 22, 0), fill=(0, 0, 0, 0))
    return im


def main():
    os.makedirs(OUT, exist_ok=True)
    im = picture()
    rgb = im.convert("RGB")
    rgb.convert("1").save(os.path.join(OUT, "pil-1bit.bmp"))
    rgb.quantize(16).save(os.path.join(OUT, "pil-4bit.bmp"))
    rgb.quantize(200).save(os.path.join(OUT, "pil-8bit.bmp"))
    rgb.save(os.path.join(OUT, "pil-24bit.bmp"))
    im.save(os.path.join(OUT, "pil-32bit.bmp"))
    src = os.path.join(OUT, "_src.png")
    im.save(src)
    rgb.quantize(200).save(src.replace(".png", "-p.png"))
    rgb.quantize(16).save(src.replace(".png", "-p16.png"))
    subprocess.run(["convert", src.replace(".png", "-p.png"), "-compress", "RLE", "bmp3:" + os.path.join(OUT, "im-rle8.bmp")], check=True)
    subprocess.run(["convert", src.replace(".png", "-p16.png"), "-colors", "16", "-compress", "RLE", "bmp3:" + os.path.join(OUT, "im-rle4.bmp")], check=True)
    subprocess.run(["convert", src, "-define", "bmp:subtype=ARGB1555", "bmp:" + os.path.join(OUT, "im-16bit.bmp")], check=True)
    subprocess.run(["convert", src, "bmp:" + os.path.join(OUT, "im-v5-alpha.bmp")], check=True)
    subprocess.run(["convert", src, "-define", "bmp:subtype=RGB565", "bmp:" + os.path.join(OUT, "im-565.bmp")], check=True)
    for extra in ("_src.png", "_src-p.png", "_src-p16.png"):
        os.remove(os.path.join(OUT, extra))
    # Top-down: the 24-bit file with its rows reversed and a negative height.
    data = bytearray(open(os.path.join(OUT, "pil-24bit.bmp"), "rb").read())
    offset, width, height = struct.unpack_from("<I", data, 10)[0], *struct.unpack_from("<ii", data, 18)
    stride = (width * 3 + 3) // 4 * 4
    rows = [data[offset + i * stride: offset + (i + 1) * stride] for i in range(height)]
    data[offset:] = b"".join(reversed(rows))
    struct.pack_into("<i", data, 22, -height)
    open(os.path.join(OUT, "top-down.bmp"), "wb").write(data)
    lines = ["# name\twidth\theight\tPillow mode\tsha256 of the RGBA pixels (Pillow)"]
    for name in sorted(os.listdir(OUT)):
        if name.endswith(".bmp"):
            ref = Image.open(os.path.join(OUT, name))
            lines.append(f"{name}\t{ref.size[0]}\t{ref.size[1]}\t{ref.mode}\t{hashlib.sha256(ref.convert('RGBA').tobytes()).hexdigest()}")
    with open(os.path.join(OUT, "pixels.tsv"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
