#!/usr/bin/env python3
"""TIFF fixtures and reference pixels: Tests/ImagesTests/Fixtures/tiff/.

Writes small TIFFs with Pillow (libtiff): uncompressed, LZW (with and without the horizontal
predictor), PackBits; 1-bit, 8-bit grey, 16-bit grey, palette, RGB, RGBA; and pixels.tsv with the
SHA-256 of each one's RGBA8 pixels as Pillow decodes them (16-bit grey: the high byte).

Needs: pip install pillow.  Run: python3 scripts/tiff-fixtures.py
"""
import hashlib
import os

from PIL import Image, ImageDraw

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "ImagesTests", "Fixtures", "tiff")


def main():
    os.makedirs(OUT, exist_ok=True)
    im = Image.new("RGBA", (29, 19), (240, 230, 200, 255))
    d = ImageDraw.Draw(im)
    d.ellipse((1, 1, 16, 14), fill=(200, 30, 40, 255))
    d.rectangle((12, 6, 27, 17), fill=(20, 90, 200, 100))
    rgb = im.convert("RGB")
    cases = {
        "rgb-raw.tif": (rgb, {}),
        "rgb-lzw.tif": (rgb, {"compression": "tiff_lzw"}),
        "rgb-lzw-predictor.tif": (rgb, {"compression": "tiff_lzw", "predictor": 2}),
        "rgb-packbits.tif": (rgb, {"compression": "packbits"}),
        "rgba-lzw.tif": (im, {"compression": "tiff_lzw"}),
        "grey-raw.tif": (rgb.convert("L"), {}),
        "grey16.tif": (rgb.convert("L").point(lambda v: v).convert("I;16"), {}),
        "bilevel.tif": (rgb.convert("1"), {}),
        "palette-lzw.tif": (rgb.quantize(12), {"compression": "tiff_lzw"}),
    }
    lines = ["# name\twidth\theight\tsha256 of the RGBA8 pixels (Pillow)"]
    for name, (image, options) in sorted(cases.items()):
        path = os.path.join(OUT, name)
        image.save(path, **options)
        ref = Image.open(path)
        if ref.mode.startswith("I;16"):
            data = bytes(b for v in ref.get_flattened_data() for b in (v >> 8, v >> 8, v >> 8, 255))
        else:
            data = ref.convert("RGBA").tobytes()
        lines.append(f"{name}\t{ref.size[0]}\t{ref.size[1]}\t{hashlib.sha256(data).hexdigest()}")
    with open(os.path.join(OUT, "pixels.tsv"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
