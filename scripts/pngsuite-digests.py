#!/usr/bin/env python3
"""Reference pixels for PngSuite: writes Tests/ImagesTests/Fixtures/pngsuite-digests.tsv.

For each valid PngSuite image (not x*.png): width, height, bits per sample, the SHA-256 of its
RGBA8 pixels as Pillow decodes them, and for 16-bit images the SHA-256 of its RGBA16 pixels
(big-endian) as pypng decodes them. 16-bit images are 8-bit by their high byte (what Pillow
does). tRNS is applied as the PNG specification says. The two decoders are checked against each
other and any disagreement stops the script.

Needs: pip install pillow pypng.   Run: python3 scripts/pngsuite-digests.py
"""
import glob
import hashlib
import os
import struct
import sys
import zlib

import png  # pypng
from PIL import Image

ROOT = os.path.join(os.path.dirname(__file__), "..", "Tests", "ImagesTests", "Fixtures")
SUITE = os.path.join(ROOT, "pngsuite")


def pypng_rgba16(path):
    """RGBA samples scaled to 16 bits by pypng (which applies tRNS in asRGBA)."""
    # pypng rescales samples by sBIT (significant bits); PNG decoders return the stored samples,
    # so the sBIT chunk is left out of what pypng reads.
    chunks = [(t, d) for t, d in png.Reader(filename=path).chunks() if t != b"sBIT"]
    data = bytearray(png.signature)
    for t, d in chunks:
        data += struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
    reader = png.Reader(bytes=bytes(data))
    width, height, rows, info = reader.asDirect()  # palette and tRNS applied
    depth = info["bitdepth"]
    channels = info["planes"]
    top = (1 << depth) - 1
    out = []
    for row in rows:
        row = [v * 65535 // top for v in row]
        for x in range(width):
            px = row[x * channels:(x + 1) * channels]
            if channels <= 2:
                px = [px[0]] * 3 + px[1:]
            if len(px) == 3:
                px.append(65535)
            out += px
    return width, height, out


def pillow_rgba8(path, bits):
    im = Image.open(path)
    im.load()
    if im.mode == "L" and bits < 8 and isinstance(im.info.get("transparency"), int):
        # Pillow scales 1/2/4-bit grey samples to 8 bits but not the tRNS key: scale it too.
        im.info["transparency"] = im.info["transparency"] * 255 // ((1 << bits) - 1)
    if im.mode in ("I;16", "I;16B", "I"):
        key = im.info.get("transparency")
        out = bytearray()
        for v in im.get_flattened_data():
            out += bytes([v >> 8] * 3 + [0 if key == v else 255])
        return im.size, bytes(out)
    if im.mode == "RGB" and isinstance(im.info.get("transparency"), tuple) and max(im.info["transparency"]) > 255:
        return im.size, None  # Pillow keeps a 16-bit key against 8-bit samples: no usable alpha.
    return im.size, im.convert("RGBA").tobytes()


def main():
    lines = ["# name\twidth\theight\tbits\tsha256(RGBA8)\tsha256(RGBA16 big-endian) or -"]
    for path in sorted(glob.glob(os.path.join(SUITE, "*.png"))):
        name = os.path.basename(path)
        if name.startswith("x"):
            continue
        bits = png.Reader(filename=path).read()[3]["bitdepth"]
        width, height, samples16 = pypng_rgba16(path)
        from_pypng = bytes(v >> 8 for v in samples16) if bits == 16 else bytes(
            (v * 255 + 32767) // 65535 for v in samples16)
        (w, h), from_pillow = pillow_rgba8(path, bits)
        assert (w, h) == (width, height), name
        if from_pillow is None:
            print(f"{name}: Pillow cannot apply a 16-bit tRNS; alpha from pypng", file=sys.stderr)
            rgb = Image.open(path).convert("RGB").tobytes()
            assert all(rgb[i * 3:i * 3 + 3] == from_pypng[i * 4:i * 4 + 3] for i in range(w * h)), name
            from_pillow = from_pypng
        if from_pillow != from_pypng:
            sys.exit(f"{name}: Pillow and pypng disagree")
        digest16 = hashlib.sha256(struct.pack(f">{len(samples16)}H", *samples16)).hexdigest() if bits == 16 else "-"
        lines.append(f"{name}\t{width}\t{height}\t{bits}\t{hashlib.sha256(from_pillow).hexdigest()}\t{digest16}")
    with open(os.path.join(ROOT, "pngsuite-digests.tsv"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{len(lines) - 1} images", file=sys.stderr)


if __name__ == "__main__":
    main()
