#!/usr/bin/env python3
"""Cut and damaged JPEGs: our decoder against libjpeg-turbo's own `djpeg`.

libjpeg decodes what it can of a cut or damaged file: where a scan's data ends it feeds zero bits
for the unit it is in and leaves the rest of the segment grey; a code no Huffman table defines is
read as symbol 0. Ours does the same. For each JPEG in FOLDER whose EXIF orientation is 1 (djpeg
does not turn pictures upright), this cuts the file at each FRACTION of its length (or, with
`--as-is`, takes it whole), decodes it with `djpeg -ppm` and with `images-bench decode`, and
compares the pixels. A file djpeg refuses is reported, not counted.

Needs: pip install pillow; apt install libjpeg-turbo-progs; swift build -c release --product images-bench.
Run:   python3 scripts/jpeg-damage-compare.py FOLDER [--as-is | FRACTION...]
"""
import math
import os
import subprocess
import sys
import tempfile

from PIL import Image, ImageChops, ImageStat

BENCH = os.path.join(os.path.dirname(__file__), "..", ".build", "release", "images-bench")


def psnr(a, b):
    if a.size != b.size:
        return None
    total = sum(ImageStat.Stat(ImageChops.difference(a, b)).sum2)
    return math.inf if total == 0 else 10 * math.log10(255 * 255 / (total / (a.size[0] * a.size[1] * 3)))


def upright_files(folder):
    names = sorted(n for n in os.listdir(folder) if n.lower().endswith((".jpg", ".jpeg"))
                   and os.path.getsize(os.path.join(folder, n)) > 0)
    lines = subprocess.run([BENCH, "exif"] + [os.path.join(folder, n) for n in names],
                           capture_output=True, text=True).stdout.splitlines()
    # A file whose EXIF we cannot read (or which we cannot decode at all) is kept: it is upright
    # as far as anyone knows, and a refusal of ours is what the comparison is for.
    return [n for n, line in zip(names, lines) if line.split("\t")[-1] not in ("2", "3", "4", "5", "6", "7", "8")]


def compare(data, tmp):
    cut = os.path.join(tmp, "cut.jpg")
    with open(cut, "wb") as out:
        out.write(data)
    reference = subprocess.run(["djpeg", "-outfile", os.path.join(tmp, "ref.ppm"), cut], capture_output=True, text=True)
    if not os.path.exists(os.path.join(tmp, "ref.ppm")) or reference.returncode == 1:
        return "djpeg refuses", None
    ours = subprocess.run([BENCH, "decode", cut, os.path.join(tmp, "ours.png")], capture_output=True, text=True)
    if ours.returncode != 0:
        return "ours refuses: " + ours.stderr.strip(), None
    value = psnr(Image.open(os.path.join(tmp, "ours.png")).convert("RGB"), Image.open(os.path.join(tmp, "ref.ppm")).convert("RGB"))
    return ("identical" if value == math.inf else "different size" if value is None else f"{value:.1f} dB"), value


def main():
    folder = sys.argv[1]
    as_is = "--as-is" in sys.argv
    fractions = [float(f) for f in sys.argv[2:] if f != "--as-is"] or [0.25, 0.5, 0.9]
    counts = {"identical": 0, "compared": 0, "ours refuses": 0, "djpeg refuses": 0}
    for name in upright_files(folder):
        data = open(os.path.join(folder, name), "rb").read()
        for fraction in [1.0] if as_is else fractions:
            with tempfile.TemporaryDirectory() as tmp:
                outcome, value = compare(data[: int(len(data) * fraction)], tmp)
            print(f"{name}\t{fraction}\t{outcome}")
            if outcome == "djpeg refuses":
                counts["djpeg refuses"] += 1
                continue
            counts["compared"] += 1
            counts["identical"] += value == math.inf
            counts["ours refuses"] += outcome.startswith("ours refuses")
    print(f"\n{counts['compared']} compared: {counts['identical']} identical to djpeg, "
          f"{counts['ours refuses']} refused by ours; {counts['djpeg refuses']} refused by djpeg (not counted)")


if __name__ == "__main__":
    main()
