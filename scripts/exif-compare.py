#!/usr/bin/env python3
"""Our EXIF reading (camera make, model, date taken, orientation) against two other readers.

For each JPEG in FOLDER, `images-bench exif` (release build) gives what our reader finds; Pillow's
`getexif()` is the first reference, and metadata-extractor's own dump of the file (its
`metadata/java/NAME.txt`, as drewnoakes/metadata-extractor-images ships them) the second, when
META is given. Date taken is DateTimeOriginal, else DateTimeDigitized, as ours reads it. A field
counts as right when it equals the reference's up to its first NUL, spaces trimmed; a field no reader
finds is not counted. Prints each disagreement and a summary per field.

Needs: pip install pillow; swift build -c release --product images-bench.
Run:   python3 scripts/exif-compare.py FOLDER [META]
"""
import os
import re
import subprocess
import sys

from PIL import Image

BENCH = os.path.join(os.path.dirname(__file__), "..", ".build", "release", "images-bench")
FIELDS = ["make", "model", "date taken", "orientation"]


def clean(value):
    if value is None:
        return ""
    if isinstance(value, bytes):
        value = value.decode("latin-1")
    # An ASCII field ends at its first NUL (EXIF 2.32, 4.6.2); some cameras leave bytes after it.
    return str(value).split("\x00")[0].strip()


def pillow(path):
    try:
        exif = Image.open(path).getexif()
    except Exception:  # Pillow cannot read the file: no reference.
        return None
    sub = exif.get_ifd(0x8769)
    date = sub.get(0x9003) or sub.get(0x9004)
    return [clean(exif.get(0x010F)), clean(exif.get(0x0110)), clean(date), clean(exif.get(0x0112) or 1)]


def extractor(meta_folder, name):
    path = os.path.join(meta_folder, name + ".txt")
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        return None
    text = open(path, encoding="utf-8", errors="replace").read()

    def tag(directory, number):
        found = re.search(r"^\[%s - %s\] [^=]*= (.*)$" % (re.escape(directory), number), text, re.M)
        return clean(found.group(1)) if found else ""

    date = tag("Exif SubIFD", "0x9003") or tag("Exif SubIFD", "0x9004")
    return [tag("Exif IFD0", "0x010f"), tag("Exif IFD0", "0x0110"), date, None]


def main():
    folder = sys.argv[1]
    meta = sys.argv[2] if len(sys.argv) > 2 else None
    names = sorted(n for n in os.listdir(folder) if n.lower().endswith((".jpg", ".jpeg"))
                   and os.path.getsize(os.path.join(folder, n)) > 0)
    lines = subprocess.run([BENCH, "exif"] + [os.path.join(folder, n) for n in names],
                           capture_output=True, text=True).stdout.splitlines()
    tallies = {reference: {field: [0, 0] for field in FIELDS} for reference in ("Pillow", "metadata-extractor")}
    for name, line in zip(names, lines):
        ours = [clean(v) for v in line.split("\t")[1:]]
        if ours and ours[0].startswith("ERROR"):
            print(f"{name}\t{ours[0]}")
            ours = ["", "", "", ""]
        references = {"Pillow": pillow(os.path.join(folder, name))}
        if meta:
            references["metadata-extractor"] = extractor(meta, name)
        for reference, values in references.items():
            if values is None:
                continue
            for field, mine, theirs in zip(FIELDS, ours, values):
                if theirs is None or (not mine and not theirs):
                    continue
                tallies[reference][field][1] += 1
                if mine == theirs:
                    tallies[reference][field][0] += 1
                else:
                    print(f"{name}\t{field}\tours {mine!r}\t{reference} {theirs!r}")
    print(f"\n{len(names)} files")
    for reference, fields in tallies.items():
        summary = ", ".join(f"{field} {right}/{total}" for field, (right, total) in fields.items() if total)
        print(f"agree with {reference}: {summary}")


if __name__ == "__main__":
    main()
