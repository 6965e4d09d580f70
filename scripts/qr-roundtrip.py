#!/usr/bin/env python3
"""Round trip for Generate QR Code: `shortcut run` makes QR codes of seeded random texts (numeric,
alphanumeric, ASCII, UTF-8 with accents, CJK and emoji; 1 to 1,200 bytes; every level; some
Rounded) and OpenCV's QRCodeDetector reads each PNG back. Prints how many came back exactly,
by level and by version band; a code OpenCV cannot read is compared module by module (the pixel
at each module's centre) with python-qrcode's symbol of the same bytes under each mask, and one
text too long for its level must fail with the action's error. Needs OpenCV and python-qrcode
for Python (not the tests):

  pip install --target /tmp/qrpy opencv-python-headless qrcode
  PYTHONPATH=/tmp/qrpy scripts/qr-roundtrip.py .build/debug/shortcut [COUNT]
"""
import json
import os
import random
import subprocess
import sys
import tempfile

import cv2
import qrcode

LEVELS = {"Low": qrcode.constants.ERROR_CORRECT_L, "Medium": qrcode.constants.ERROR_CORRECT_M,
          "Quartile": qrcode.constants.ERROR_CORRECT_Q, "High": qrcode.constants.ERROR_CORRECT_H}

ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
WORDS = ["grüße", "東京", "🎉", "naïve", "Ωmega", "https://example.com/?q=", "WIFI:S:Home;"]


def text(rng):
    kind = rng.choice(["numeric", "alphanumeric", "ascii", "utf8"])
    length = rng.choice([1, 5, 20, 60, 150, 400, 800, 1200])
    if kind == "numeric":
        return "".join(rng.choice("0123456789") for _ in range(length))
    if kind == "alphanumeric":
        return "".join(rng.choice(ALNUM) for _ in range(length)).strip() or "A"
    if kind == "ascii":
        # No "{": two of them open a reference in our documents.
        return "".join(chr(rng.choice([c for c in range(33, 127) if c != 0x7B])) for _ in range(length))
    parts = []
    while len("".join(parts).encode()) < length:
        parts.append(rng.choice(WORDS))
    return " ".join(parts)


def same_as_reference(image, content, level):
    """Whether the modules drawn are python-qrcode's symbol of `content` under one of the masks."""
    side = image.shape[0] // 10 - 8
    ours = [[1 if image[(y + 4) * 10 + 5, (x + 4) * 10 + 5][0] < 128 else 0 for x in range(side)] for y in range(side)]
    for mask in range(8):
        code = qrcode.QRCode(version=None, error_correction=LEVELS[level], border=0, mask_pattern=mask)
        code.add_data(content.encode("utf-8"), optimize=0)
        code.make(fit=True)
        if [[1 if bit else 0 for bit in row] for row in code.get_matrix()] == ours:
            return True
    return False


def main():
    binary = os.path.abspath(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 80
    rng = random.Random(18004)
    cases = [(text(rng), rng.choice(["Low", "Medium", "Quartile", "High"]), rng.random() < 0.2) for _ in range(count)]
    detector = cv2.QRCodeDetector()
    results = {}
    unread_same, unread_other, too_long = 0, 0, 0
    with tempfile.TemporaryDirectory() as scratch:
        env = dict(os.environ, TMPDIR=scratch, HOME=scratch, XDG_DATA_HOME=scratch, XDG_CONFIG_HOME=scratch)
        for index, (content, level, rounded) in enumerate(cases):
            document = {"version": 1, "actions": [{"action": "generatebarcode", "parameters": {
                "text": content, "errorCorrection": level, "rounded": rounded}}]}
            path = os.path.join(scratch, "qr.json")
            with open(path, "w") as handle:
                json.dump(document, handle)
            out = subprocess.run([binary, "run", path], cwd=scratch, env=env, capture_output=True, text=True)
            if out.returncode != 0:
                assert "the largest QR code (version 40) holds" in out.stderr, out.stderr
                too_long += 1
                continue
            png = out.stdout.strip().splitlines()[-1]
            image = cv2.imread(png)
            decoded = detector.detectAndDecode(image)[0]
            if decoded != content:
                if same_as_reference(image, content, level):
                    unread_same += 1
                else:
                    unread_other += 1
            side = image.shape[0] // 10 - 8 if image is not None else 0
            version = (side - 17) // 4
            band = "1-9" if version <= 9 else "10-26" if version <= 26 else "27-40"
            key = (level, "rounded" if rounded else "square", band)
            good, total = results.get(key, (0, 0))
            results[key] = (good + (decoded == content), total + 1)
            os.remove(png)
    ok = sum(good for good, _ in results.values())
    print("%d of %d read back exactly; %d too long for their level (the action's error); of those OpenCV did"
          " not read, %d are python-qrcode's symbol module for module, %d differ"
          % (ok, len(cases) - too_long, too_long, unread_same, unread_other))
    for key in sorted(results):
        print("  %-8s %-7s versions %-5s %d/%d" % (key + results[key]))


main()
