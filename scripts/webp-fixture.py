#!/usr/bin/env python3
"""Writes Workflows/Images/spinner.webp and prints what Workflows/Images/webp.expected says of it.

spinner.webp is an animated lossless WebP written from the WebP container specification and
RFC 9649 with Python's struct alone (a second writer for our reader; no outside source): an 8×8
canvas, three frames of one colour each (a full opaque frame; a half-transparent 4×4 square
alpha-blended at (2, 2) and cleared afterwards; an opaque 4×4 square copied at (4, 4) without
blending), 200, 300 and 100 ms, looping forever. Each composited frame is computed here with the
specification's blending formula and laid out as our BMP writer writes it, then hashed (SHA-256),
as the golden's Convert Image to BMP and Hash do.

Run: python3 scripts/webp-fixture.py [--write]   (--write rewrites spinner.webp)
"""
import hashlib
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bmp_layout import layout  # noqa: E402

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Workflows", "Images")
FRAMES = [  # x, y, width, height, ms, blend, clear after, (r, g, b, a)
    (0, 0, 8, 8, 200, True, False, (0, 64, 255, 255)),
    (2, 2, 4, 4, 300, True, True, (255, 0, 0, 128)),
    (4, 4, 4, 4, 100, False, False, (0, 200, 0, 255)),
]


def bits_to_bytes(bits):
    out = bytearray((len(bits) + 7) // 8)
    for i, bit in enumerate(bits):
        out[i // 8] |= bit << (i % 8)
    return bytes(out)


def uniform_vp8l(width, height, rgba):
    """A lossless image of one colour: no transform, no cache, one group of one-symbol codes."""
    r, g, b, a = rgba
    header = [(0x2F >> i) & 1 for i in range(8)]
    header += [((width - 1) >> i) & 1 for i in range(14)] + [((height - 1) >> i) & 1 for i in range(14)]
    header += [1, 0, 0, 0]
    bits = header + [0, 0, 0]
    for symbol in (g, r, b, a, 0):
        bits += [1, 0, 1] + [(symbol >> i) & 1 for i in range(8)]
    return bits_to_bytes(bits)


def chunk(tag, payload):
    return tag + struct.pack("<I", len(payload)) + payload + (b"\0" if len(payload) % 2 else b"")


def le24(value):
    return struct.pack("<I", value)[:3]


def webp():
    body = chunk(b"VP8X", bytes([0x12, 0, 0, 0]) + le24(7) + le24(7)) + chunk(b"ANIM", bytes(6))
    for x, y, w, h, ms, blend, clear, rgba in FRAMES:
        flags = (0 if blend else 2) | (1 if clear else 0)
        head = le24(x // 2) + le24(y // 2) + le24(w - 1) + le24(h - 1) + le24(ms) + bytes([flags])
        body += chunk(b"ANMF", head + chunk(b"VP8L", uniform_vp8l(w, h, rgba)))
    return b"RIFF" + struct.pack("<I", len(body) + 4) + b"WEBP" + body


def blended(src, dst):
    """Source over, straight alpha, as the container specification gives it; rounded."""
    sa, da = src[3], dst[3]
    alpha = sa + da * (1 - sa / 255)
    if alpha == 0:
        return (0, 0, 0, 0)
    rgb = [(src[i] * sa + dst[i] * da * (1 - sa / 255)) / alpha for i in range(3)]
    return tuple(int(v + 0.5) for v in rgb) + (int(alpha + 0.5),)


def composited():
    canvas = [(0, 0, 0, 0)] * 64
    frames, previous = [], None
    for frame in FRAMES:
        if previous and previous[6]:
            px, py, pw, ph = previous[:4]
            for yy in range(py, py + ph):
                for xx in range(px, px + pw):
                    canvas[yy * 8 + xx] = (0, 0, 0, 0)
        x, y, w, h, _, blend, _, rgba = frame
        for yy in range(y, y + h):
            for xx in range(x, x + w):
                canvas[yy * 8 + xx] = blended(rgba, canvas[yy * 8 + xx]) if blend else rgba
        frames.append(list(canvas))
        previous = frame
    return frames


def main():
    if "--write" in sys.argv:
        with open(os.path.join(HERE, "spinner.webp"), "wb") as out:
            out.write(webp())
    with open(os.path.join(HERE, "spinner.webp"), "rb") as existing:
        assert existing.read() == webp(), "spinner.webp differs from what this script writes"
    for number, frame in enumerate(composited(), 1):
        rgba = bytes(channel for pixel in frame for channel in pixel)
        print(f"frame {number}: {hashlib.sha256(layout(rgba, 8, 8)).hexdigest()}")


main()
