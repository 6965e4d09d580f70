#!/usr/bin/env python3
"""JPEG fixtures and their reference pixels: Tests/ImagesTests/Fixtures/jpeg/.

Each case is NAME.jpg and NAME.png, the pixels libjpeg-turbo decodes (through Pillow, EXIF
orientation applied with ImageOps.exif_transpose), and a row in cases.tsv. The JPEGs are:
- a synthetic photograph-like picture (gradients, edges, noise; odd sizes so MCUs are cut) written
  by Pillow and by libjpeg-turbo's cjpeg at many qualities and sampling factors, baseline and
  progressive, with restart markers, greyscale and CMYK;
- lossless crops (jpegtran -crop -copy all, so the camera's own coding and EXIF stay) of public
  camera photographs from drewnoakes/metadata-extractor-images ("free to use however you wish")
  and recurser/exif-orientation-examples (MIT), given as SOURCE_DIR (a folder of their files).

Needs: pip install pillow; apt-get install libjpeg-turbo-progs.
Run:   python3 scripts/jpeg-fixtures.py SOURCE_DIR
"""
import hashlib
import os
import random
import subprocess
import sys

from PIL import Image, ImageDraw, ImageOps

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "ImagesTests", "Fixtures", "jpeg")


def picture(width, height, seed=7):
    """Smooth gradients, hard edges, text-like strokes and sensor-like noise."""
    rng = random.Random(seed)
    im = Image.new("RGB", (width, height))
    px = im.load()
    for y in range(height):
        for x in range(width):
            r = int(128 + 100 * ((x / width) - 0.5) + rng.randint(-3, 3))
            g = int(90 + 120 * (y / height) + rng.randint(-3, 3))
            b = int(200 - 80 * ((x + y) / (width + height)) + rng.randint(-3, 3))
            px[x, y] = (max(0, min(255, r)), max(0, min(255, g)), max(0, min(255, b)))
    d = ImageDraw.Draw(im)
    d.ellipse((width // 5, height // 6, width // 2, height // 2), fill=(230, 40, 30))
    d.rectangle((width // 2, height // 2, width - 6, height - 4), outline=(10, 10, 10), width=2)
    d.line((0, height - 1, width - 1, 0), fill=(250, 250, 250), width=1)
    for i in range(3):
        d.text((4 + i * 14, height // 2 + 6), "ab"[i % 2], fill=(20, 200 - i * 20, 60))
    return im


def reference(jpg):
    """Saves the reference pixels as ref-DIGEST.png (cases with the same pixels share one file)."""
    im = ImageOps.exif_transpose(Image.open(jpg)).convert("RGB")
    digest = hashlib.sha256(im.tobytes() + repr(im.size).encode()).hexdigest()[:12]
    name = f"ref-{digest}.png"
    im.save(os.path.join(OUT, name), optimize=True)
    return name


def main():
    sources = sys.argv[1] if len(sys.argv) > 1 else None
    os.makedirs(OUT, exist_ok=True)
    cases = []
    base = picture(61, 45)
    src_ppm = os.path.join(OUT, "_source.ppm")
    base.save(src_ppm)

    def add(name, note):
        cases.append((name, reference(os.path.join(OUT, name + ".jpg")), note))

    # Pillow: its subsampling 0/1/2 is 4:4:4, 4:2:2, 4:2:0.
    for q in (30, 75, 95):
        for sub, label in ((0, "444"), (1, "422"), (2, "420")):
            for progressive in (False, True):
                name = f"pil-q{q}-{label}{'-prog' if progressive else ''}"
                base.save(os.path.join(OUT, name + ".jpg"), quality=q, subsampling=sub, progressive=progressive)
                add(name, f"Pillow quality {q}, {label}, {'progressive' if progressive else 'baseline'}")
    base.save(os.path.join(OUT, "pil-restart.jpg"), quality=80, subsampling=2, restart_marker_blocks=3)
    add("pil-restart", "Pillow 4:2:0 with a restart marker every 3 MCUs")
    base.convert("L").save(os.path.join(OUT, "pil-grey.jpg"), quality=85)
    add("pil-grey", "greyscale")
    base.convert("L").save(os.path.join(OUT, "pil-grey-prog.jpg"), quality=85, progressive=True)
    add("pil-grey-prog", "greyscale progressive")
    base.convert("CMYK").save(os.path.join(OUT, "pil-cmyk.jpg"), quality=90)
    add("pil-cmyk", "CMYK with an Adobe marker (inverted inks)")

    # cjpeg: any sampling factors, restart intervals in rows, smoothing off.
    cj = [
        ("cj-2x1-1x2", ["-sample", "2x1,1x2,1x1", "-quality", "88"], "cjpeg sampling 2x1,1x2,1x1"),
        ("cj-1x2", ["-sample", "1x2", "-quality", "90"], "cjpeg 4:4:0 (1x2)"),
        ("cj-4x1", ["-sample", "4x1", "-quality", "90"], "cjpeg 4:1:1 (4x1)"),
        ("cj-4x2-prog", ["-sample", "4x2", "-progressive", "-quality", "70"], "cjpeg 4x2 progressive"),
        ("cj-3x1", ["-sample", "3x1", "-quality", "92"], "cjpeg 3x1 (a ratio no fancy upsampling covers)"),
        ("cj-420-restart-prog", ["-sample", "2x2", "-restart", "1", "-progressive", "-quality", "85"], "cjpeg 4:2:0 progressive, restart every row"),
        ("cj-444-q100", ["-sample", "1x1", "-quality", "100"], "cjpeg 4:4:4 quality 100"),
        ("cj-rgb", ["-rgb", "-quality", "90"], "cjpeg RGB components (no YCbCr)"),
        ("cj-opt-prog-grey", ["-grayscale", "-progressive", "-optimize", "-quality", "60"], "cjpeg greyscale, optimised tables, progressive"),
        ("cj-restart-blocks", ["-restart", "5B", "-sample", "2x2", "-quality", "75"], "cjpeg 4:2:0, restart every 5 MCUs"),
        ("cj-12", ["-quality", "5"], "cjpeg quality 5 (large coefficients)"),
    ]
    for name, args, note in cj:
        subprocess.run(["cjpeg", *args, "-outfile", os.path.join(OUT, name + ".jpg"), src_ppm], check=True)
        add(name, note)
    os.remove(src_ppm)

    # Camera photographs, cropped losslessly to keep the fixtures small.
    if sources:
        for file, crop in sorted(CAMERA.items()):
            name = "cam-" + "".join(c if c.isalnum() else "-" for c in os.path.splitext(file)[0]).strip("-").lower()
            out = os.path.join(OUT, name + ".jpg")
            args = ["jpegtran", "-copy", "all"] + (["-crop", crop] if crop else []) + ["-outfile", out, os.path.join(sources, file)]
            subprocess.run(args, check=True)
            add(name, f"camera photograph {file}" + (f", cropped {crop}" if crop else ""))

    with open(os.path.join(OUT, "cases.tsv"), "w") as f:
        f.write("# name (NAME.jpg)\treference pixels (libjpeg-turbo through Pillow, upright)\tnote\n")
        for name, ref, note in cases:
            f.write(f"{name}\t{ref}\t{note}\n")
    total = sum(os.path.getsize(os.path.join(OUT, n)) for n in os.listdir(OUT))
    print(f"{len(cases)} cases, {total // 1024} KB", file=sys.stderr)


# File → jpegtran crop (WxH+X+Y) or None for the whole file.
CAMERA = {
    "Casio QV-7000SX.jpg": "96x64+100+80",
    "Issue 122.jpg": None,
    "Issue 609.jpg": "96x96+40+40",
    "Olympus C2040Z.jpg": None,
    "Olympus X-2.jpg": None,
    "Pentax Optio S4.jpg": None,
    "Sanyo SR662.jpg": "96x72+96+64",
    "Sony DigitalMavica.jpg": "96x64+128+96",
    "Landscape_6.jpg": "96x64+0+0",
    "Portrait_8.jpg": "64x96+0+0",
    "Landscape_3.jpg": "96x64+32+32",
    "Portrait_5.jpg": "64x96+16+0",
}

if __name__ == "__main__":
    main()
