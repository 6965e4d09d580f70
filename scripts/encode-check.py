#!/usr/bin/env python3
"""Our encoders' files in Pillow: for each JPEG photograph in FOLDER (every STEP-th file),

- `images-bench jpeg IN OUT.jpg 85`: Pillow must open OUT.jpg, and its pixels must be within
  PSNR 38 dB of the original as libjpeg-turbo decodes it (upright);
- `images-bench decode IN OUT.png`: Pillow must open OUT.png (our PNG encoder) and find exactly
  the pixels libjpeg-turbo decodes from IN (our decoder being bit-identical to it).

With --jpeg-only the PNG check is skipped (PNG encoding is the slow part of a large folder). With
--beside-libjpeg each photograph is also encoded by libjpeg-turbo through Pillow at the same quality
and 4:4:4, and its PSNR printed beside ours: where ours is under 38 dB, whether the standard tables
at that quality allow more.

Prints one line per file and a summary. Needs: pip install pillow; swift build -c release --product images-bench.
Run: python3 scripts/encode-check.py FOLDER [STEP] [--jpeg-only] [--beside-libjpeg]
"""
import io
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
    return math.inf if total == 0 else 10 * math.log10(255 * 255 / (total / (a.size[0] * a.size[1] * 3)))


def libjpeg_psnr(ref):
    """libjpeg-turbo's file at quality 85, 4:4:4 (Pillow), decoded and compared with `ref`."""
    buffer = io.BytesIO()
    ref.save(buffer, "JPEG", quality=85, subsampling=0)
    buffer.seek(0)
    return psnr(Image.open(buffer).convert("RGB"), ref)


def main():
    flags = {a for a in sys.argv[1:] if a.startswith("--")}
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    folder, step = arguments[0], int(arguments[1]) if len(arguments) > 1 else 1
    jpeg_only, beside = "--jpeg-only" in flags, "--beside-libjpeg" in flags
    names = sorted(n for n in os.listdir(folder) if n.lower().endswith((".jpg", ".jpeg")))[::step]
    jpeg_values, png_exact, failures, under_both = [], 0, 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            path = os.path.join(folder, name)
            try:
                ref = ImageOps.exif_transpose(Image.open(path)).convert("RGB")
            except Exception:
                continue
            jpg, png = os.path.join(tmp, "out.jpg"), os.path.join(tmp, "out.png")
            if subprocess.run([BENCH, "jpeg", path, jpg, "85"], capture_output=True).returncode != 0 or (
                    not jpeg_only and subprocess.run([BENCH, "decode", path, png], capture_output=True).returncode != 0):
                failures += 1
                print(f"{name}\tours failed")
                continue
            try:
                ours_jpeg = Image.open(jpg)
                ours_jpeg.load()
                ours_png = None if jpeg_only else Image.open(png)
                if ours_png:
                    ours_png.load()
            except Exception as error:
                failures += 1
                print(f"{name}\tPillow cannot open our output: {error}")
                continue
            value = psnr(ours_jpeg.convert("RGB"), ref)
            exact = ours_png is not None and psnr(ours_png.convert("RGB"), ref) == math.inf
            jpeg_values.append(value)
            png_exact += exact
            line = f"{name}\t{ref.size[0]}x{ref.size[1]}\tJPEG q85 {value:.1f} dB"
            if beside:
                theirs = libjpeg_psnr(ref)
                under_both += value < 38 and theirs < 38
                line += f"\tlibjpeg-turbo q85 4:4:4 {theirs:.1f} dB"
            print(line if jpeg_only else f"{line}\tPNG {'exact' if exact else 'DIFFERENT'}")
    print(f"\n{len(jpeg_values)} photographs: Pillow opened every output we wrote ({failures} failures); "
          f"JPEG q85 PSNR min {min(jpeg_values):.1f} dB, median {sorted(jpeg_values)[len(jpeg_values) // 2]:.1f} dB, "
          f"{sum(v >= 38 for v in jpeg_values)} at 38 dB or more"
          + ("" if jpeg_only else f"; PNG exact {png_exact}/{len(jpeg_values)}")
          + (f"; under 38 dB with libjpeg-turbo's 4:4:4 too: {under_both}" if beside else ""))


if __name__ == "__main__":
    main()
