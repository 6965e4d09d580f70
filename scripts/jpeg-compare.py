#!/usr/bin/env python3
"""Our JPEG decoder against libjpeg-turbo (through Pillow) on a folder of photographs.

For each JPEG in FOLDER: decode with `images-bench decode` (release build) and with Pillow
(ImageOps.exif_transpose, so both upright), then PSNR over RGB. Prints one line per file and a
summary. (scripts/exif-compare.py compares our EXIF reading.)

Needs: pip install pillow; swift build -c release --product images-bench.
Run:   python3 scripts/jpeg-compare.py FOLDER
"""
import math
import os
import subprocess
import sys
import tempfile

from PIL import Image, ImageChops, ImageOps, ImageStat

BENCH = os.path.join(os.path.dirname(__file__), "..", ".build", "release", "images-bench")


def psnr(a, b):
    if a.size != b.size:
        return -1.0
    total = sum(ImageStat.Stat(ImageChops.difference(a, b)).sum2)
    if total == 0:
        return math.inf
    return 10 * math.log10(255 * 255 / (total / (a.size[0] * a.size[1] * 3)))


def main():
    folder = sys.argv[1]
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in sorted(os.listdir(folder)):
            if not name.lower().endswith((".jpg", ".jpeg")):
                continue
            path = os.path.join(folder, name)
            try:
                ref = ImageOps.exif_transpose(Image.open(path)).convert("RGB")
            except Exception as error:  # Pillow cannot read it either: not a measure of ours.
                print(f"{name}\tskipped: Pillow cannot decode it ({error})")
                continue
            out = os.path.join(tmp, "out.png")
            run = subprocess.run([BENCH, "decode", path, out], capture_output=True, text=True)
            if run.returncode != 0:
                results.append((name, None))
                print(f"{name}\tERROR {run.stderr.strip()}")
                continue
            ours = Image.open(out).convert("RGB")
            value = psnr(ours, ref)
            results.append((name, value))
            progressive = Image.open(path).info.get("progressive", 0)
            print(f"{name}\t{ref.size[0]}x{ref.size[1]}\t{'progressive' if progressive else 'baseline'}\t"
                  f"{'identical' if value == math.inf else f'{value:.1f} dB'}")
    decoded = [v for _, v in results if v is not None]
    good = [v for v in decoded if v >= 45]
    print(f"\n{len(results)} files: {len(decoded)} decoded, {len(good)} within 45 dB, "
          f"{sum(1 for v in decoded if v == math.inf)} identical, worst {min(decoded) if decoded else 'n/a'}")


if __name__ == "__main__":
    main()
