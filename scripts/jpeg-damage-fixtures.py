#!/usr/bin/env python3
"""Writes Tests/ImagesTests/Fixtures/jpeg/damaged.tsv: cut and damaged JPEGs and what libjpeg-turbo
makes of them.

Each row takes a fixture already in Fixtures/jpeg, damages it in memory (cut inside its image
data, or six bytes of its first scan overwritten with stuffed 0xFF bytes, which read as a run of
one bits no Huffman code has), and keeps the pixels `djpeg` (libjpeg-turbo's own command) decodes
from the result as damaged-N.png. The test applies the same damage and compares: identical, or,
for a progressive file cut before its last scan, within 30 dB, because libjpeg then smooths the
blocks whose coefficients have not all come (its "block smoothing") and we do not.
Only files whose EXIF orientation is 1 are used (djpeg does not turn pictures upright).

It also writes Workflows/Images/cut.jpg (row 9's damage: a camera photograph cut half way
through its image data) for the golden damaged.json, and prints the first line that golden
expects: the size and the SHA-256 of djpeg's pixels laid out as Convert Image writes BMP.

Needs: apt install libjpeg-turbo-progs; pip install pillow.
Run:   python3 scripts/jpeg-damage-fixtures.py
"""
import hashlib
import os
import sys
import subprocess
import tempfile

from PIL import Image

sys.path.insert(0, os.path.dirname(__file__))
from bmp_layout import layout  # noqa: E402

FOLDER = os.path.join(os.path.dirname(__file__), "..", "Tests", "ImagesTests", "Fixtures", "jpeg")

# (fixture, damage, note): damage is "cut F" (keep that fraction of the bytes from the first scan's data on) or "ones F" (six
# bytes at that fraction of the first scan's data become FF 00 FF FF 00 FF 00: 24 one bits, one
# stuffed byte written with a fill byte as libjpeg accepts).
CASES = [
    ("pil-q75-420", "cut 0.5", "baseline 4:2:0 cut in its scan"),
    ("pil-q75-444", "cut 0.8", "baseline 4:4:4 cut near its end"),
    ("pil-q75-420-prog", "cut 0.3", "progressive, cut in an early scan"),
    ("pil-q75-420-prog", "cut 0.75", "progressive, cut in a later scan"),
    ("pil-q95-422-prog", "cut 0.9", "progressive 4:2:2, cut in a refinement scan"),
    ("pil-restart", "cut 0.6", "restart markers every 3 MCUs, cut in a segment"),
    ("cj-420-restart-prog", "cut 0.5", "progressive with a restart marker every row"),
    ("pil-grey", "cut 0.4", "greyscale"),
    ("cam-olympus-x-2", "cut 0.5", "camera photograph"),
    ("cam-sanyo-sr662", "cut 0.75", "camera photograph"),
    ("pil-q75-444", "ones 0.6", "a run of one bits no Huffman code has, in a baseline scan"),
    ("pil-q75-420-prog", "ones 0.5", "a run of one bits no Huffman code has, in a progressive first scan"),
    ("pil-restart", "ones 0.3", "a run of one bits no Huffman code has, between restart markers"),
]

ONES = bytes([0xFF, 0x00, 0xFF, 0xFF, 0x00, 0xFF, 0x00])


def first_scan_data(data):
    """Where the first scan's entropy-coded data starts and ends."""
    at = 2
    while at < len(data):
        marker, length = data[at + 1], int.from_bytes(data[at + 2:at + 4], "big")
        if marker == 0xDA:
            start = at + 2 + length
            end = start
            while not (data[end] == 0xFF and data[end + 1] not in (0x00,) and not 0xD0 <= data[end + 1] <= 0xD7):
                end += 1
            return start, end
        at += 2 + length
    raise ValueError("no scan")


def damaged(data, damage):
    kind, amount = damage.split()
    start, end = first_scan_data(data)
    if kind == "cut":
        return data[: start + int((len(data) - start) * float(amount))]
    at = start + int((end - start) * float(amount))
    while data[at - 1] == 0xFF:  # Do not split a stuffed byte or a restart marker.
        at += 1
    return data[:at] + ONES + data[at + 6:]


def main():
    rows = ["# fixture\tdamage (cut F: F of the bytes from the first scan's data on kept; ones F: 24 one bits at F of the first scan)"
            "\tthe pixels djpeg decodes\texpected (identical, or the least PSNR in dB)\tnote"]
    with tempfile.TemporaryDirectory() as tmp:
        for number, (name, damage, note) in enumerate(CASES, start=1):
            data = open(os.path.join(FOLDER, name + ".jpg"), "rb").read()
            assert Image.open(os.path.join(FOLDER, name + ".jpg")).getexif().get(0x0112, 1) == 1, name
            path = os.path.join(tmp, "in.jpg")
            with open(path, "wb") as out:
                out.write(damaged(data, damage))
            ppm = os.path.join(tmp, "out.ppm")
            run = subprocess.run(["djpeg", "-outfile", ppm, path], capture_output=True, text=True)
            assert os.path.getsize(ppm) > 0, (name, damage, run.stderr)
            reference = f"damaged-{number}.png"
            Image.open(ppm).save(os.path.join(FOLDER, reference), optimize=True)
            progressive = Image.open(os.path.join(FOLDER, name + ".jpg")).info.get("progressive", 0)
            expected = "30" if progressive and damage.startswith("cut") else "identical"
            rows.append(f"{name}\t{damage}\t{reference}\t{expected}\t{note}")
    with open(os.path.join(FOLDER, "damaged.tsv"), "w") as out:
        out.write("\n".join(rows) + "\n")
    golden = os.path.join(FOLDER, "..", "..", "..", "..", "Workflows", "Images")
    cut = damaged(open(os.path.join(FOLDER, "cam-olympus-x-2.jpg"), "rb").read(), "cut 0.5")
    with open(os.path.join(golden, "cut.jpg"), "wb") as out:
        out.write(cut)
    with tempfile.TemporaryDirectory() as tmp:
        ppm = os.path.join(tmp, "out.ppm")
        subprocess.run(["djpeg", "-outfile", ppm, os.path.join(golden, "cut.jpg")], capture_output=True)
        im = Image.open(ppm).convert("RGBA")
        print(f"damaged.expected begins: {im.width}×{im.height}: {hashlib.sha256(layout(im.tobytes(), *im.size)).hexdigest()}")


if __name__ == "__main__":
    main()
