#!/usr/bin/env python3
"""Reference pixels for JPEG draft (DCT-scaled) decoding: Tests/ImagesTests/Fixtures/jpeg/draft-*.png.

For a few fixtures (4:2:0, 4:2:2, 4:4:4, greyscale, CMYK, progressive, camera photographs with
EXIF orientations), libjpeg-turbo's decode at 1/2, 1/4 and 1/8 scale through Pillow's `draft`,
turned upright as Pillow's exif_transpose does.

Needs: pip install pillow.  Run: python3 scripts/jpeg-draft-fixtures.py
"""
import os

from PIL import Image, ImageOps

HERE = os.path.join(os.path.dirname(__file__), "..", "Tests", "ImagesTests", "Fixtures", "jpeg")
NAMES = ["pil-q75-420", "pil-q30-422-prog", "pil-q30-444", "pil-grey", "pil-cmyk",
         "cam-landscape-6", "cam-portrait-8", "cam-sanyo-sr662"]


def main():
    for name in NAMES:
        for scale in (2, 4, 8):
            im = Image.open(os.path.join(HERE, name + ".jpg"))
            # Pillow scales by min(width // w, height // h), capped at 8.
            im.draft(im.mode, (im.width // scale, im.height // scale))
            im = ImageOps.exif_transpose(im).convert("RGBA")
            im.save(os.path.join(HERE, f"draft-{name}-{scale}.png"))


if __name__ == "__main__":
    main()
