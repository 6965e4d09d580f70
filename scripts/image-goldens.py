#!/usr/bin/env python3
"""The image goldens' inputs and Pillow's answers: Workflows/Images/.

Writes the small input pictures (generated here, no outside source), then for each golden
workflow Workflows/Images/NAME.json the output it must print, NAME.expected, computed with
Pillow alone: each edited image's pixels (Pillow's resize, transpose, crop, alpha_composite…,
the same recipes as scripts/edit-fixtures.py) laid out as the BMP Convert Image writes (24-bit
bottom-up, or 32-bit BGRA with a V4 header when some pixel is not opaque) and hashed with
SHA-256. The workflow converts its output to BMP and hashes the file, so an equal hash means
equal pixels. Sizes come from Pillow's `size`, frame counts, delays and loop counts from
Pillow's reading of the GIF.

  python3 scripts/image-goldens.py           # rewrite the inputs and the .expected files
  python3 scripts/image-goldens.py --check   # recompute and compare with the committed files
  python3 scripts/image-goldens.py --gif-check   # also read the GIFs our binary makes with
      Pillow and ImageMagick's identify (needs .build/debug/shortcut; runs in a scratch
      folder under /tmp)

Needs: pip install pillow.
"""
import hashlib
import importlib.util
import io
import math
import os
import shutil
import struct
import subprocess
import sys
import tempfile

from PIL import Image, ImageDraw, ImageSequence

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bmp_layout import layout  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), ".."))
OUT = os.path.join(ROOT, "Workflows", "Images")


# --- inputs -------------------------------------------------------------------------------



def stripes(colours, w=24, h=16):
    """An opaque frame of a few colours (so a GIF holds it exactly)."""
    im = Image.new("RGB", (w, h))
    px = im.load()
    for y in range(h):
        for x in range(w):
            px[x, y] = colours[(x // 3 + y // 4) % len(colours)]
    return im.convert("RGBA")


def inputs():
    opaque, clear = picture(False), picture(True)
    small = clear.resize((13, 9), Image.LANCZOS)
    frame_a = stripes([(255, 0, 0), (0, 128, 255), (250, 250, 250)])
    frame_b = stripes([(20, 200, 20), (0, 0, 0), (255, 220, 0), (128, 0, 128)])
    frame_c = stripes([(10, 10, 10), (240, 100, 60)])
    return {"opaque": opaque, "alpha": clear, "small": small, "frame-a": frame_a, "frame-b": frame_b,
            "frame-c": frame_c}


def pillow_gif(frames):
    """A 3-frame GIF written by Pillow: delays 100, 250, 40 ms, loop 2 (Get Frames reads it)."""
    buf = io.BytesIO()
    rgb = [f.convert("RGB") for f in frames]
    rgb[0].save(buf, "GIF", save_all=True, append_images=rgb[1:], duration=[100, 250, 40], loop=2, optimize=False)
    return buf.getvalue()


# --- Pillow's answers ---------------------------------------------------------------------

def bmp(im):
    """The bytes Convert Image's BMP writer gives for these pixels (scripts/bmp_layout.py)."""
    im = im.convert("RGBA")
    return layout(im.tobytes(), *im.size)


def digest(im):
    return hashlib.sha256(bmp(im)).hexdigest()


# The reference edits (opacity, pasting, combining, custom masks) are the ones the Images edit
# fixtures were made with: one copy, in edit-fixtures.py.
_spec = importlib.util.spec_from_file_location("edit_fixtures", os.path.join(os.path.dirname(os.path.abspath(__file__)), "edit-fixtures.py"))
_edits = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_edits)
muldiv255, with_opacity, paste_over = _edits.muldiv255, _edits.with_opacity, _edits.paste_over
combined, custom_mask = _edits.combined, _edits.custom_mask
# The 41×29 test picture (gradients, a checker, an ellipse; graded transparency with alpha).
picture = _edits.picture


def padded(im, w, h, colour):
    """Pad Image: the picture's pixels replace a w×h canvas of colour, its top left at half the
    difference rounded down (negative: cut), as Image Events centres."""
    canvas = Image.new("RGBA", (w, h), colour)
    canvas.paste(im.convert("RGBA"), ((w - im.width) // 2, (h - im.height) // 2))
    return canvas


TEST_FONT = os.path.join(ROOT, "Tests", "ImagesTests", "Fixtures", "fonts", "ShortcutEngineTest.ttf")


def text_images():
    """Make Image from Text's goldens drawn by Pillow (FreeType) with our test font: its square
    glyphs land on whole pixels at 40 px an em, so both rasterizers give the same pixels."""
    from PIL import ImageFont
    font = ImageFont.truetype(TEST_FONT, 40)
    # Two lines, left, padding 2: 66 px of advances, two lines of 48 px (ascender 32).
    two = Image.new("RGBA", (66 + 4, 2 * 48 + 4), (0, 0, 0, 255))
    draw = ImageDraw.Draw(two)
    draw.text((2, 2), "HC.H", font=font, fill=(255, 255, 255, 255))
    draw.text((2, 2 + 48), "CH", font=font, fill=(255, 255, 255, 255))
    # "C" right-aligned in 60×60, transparent, red: the 48 px line centred down (top 6).
    right = Image.new("RGBA", (60, 60), (0, 0, 0, 0))
    ImageDraw.Draw(right).text((60 - 20, 6), "C", font=font, fill=(255, 0, 0, 255))
    return two, right


def lines(pairs):
    return "".join(f"{label}: {value}\n" for label, value in pairs)


def filtered(named):
    """Filter Images' three answers for filter.json: wider than 20; by width, largest first, two;
    a GIF or under 10 pixels high."""
    names = lambda items: "\n".join(name for name, _ in items)
    wide = [(n, im) for n, im in named if im.width > 20]
    largest = sorted(named, key=lambda pair: -pair[1].width)[:2]
    gif_or_low = [(n, im) for n, im in named if n.endswith(".gif") or im.height < 10]
    return lines([
        ("wider than 20", names(wide)), ("largest two", names(largest)),
        ("GIF or under 10 high", names(gif_or_low)),
    ])


def expected(pics, gif_bytes):
    o, a, s = pics["opaque"], pics["alpha"], pics["small"]
    rgb = o.convert("RGB")
    gif_frames = [f.convert("RGBA") for f in ImageSequence.Iterator(Image.open(io.BytesIO(gif_bytes)))]
    gif = Image.open(io.BytesIO(gif_bytes))
    size = lambda im: f"{im.width}×{im.height}"
    return {
        "resize": lines([
            ("opaque 17×11", digest(rgb.resize((17, 11), Image.LANCZOS))),
            ("alpha 17×11", digest(a.resize((17, 11), Image.LANCZOS))),
            ("opaque 90×64", digest(rgb.resize((90, 64), Image.LANCZOS))),
            ("longest edge 20", size(rgb.resize((20, round(29 * 20 / 41)), Image.LANCZOS))),
            ("longest edge 20 pixels", digest(rgb.resize((20, round(29 * 20 / 41)), Image.LANCZOS))),
        ]),
        "crop": lines([
            ("custom 3,5 20×12", digest(a.crop((3, 5, 23, 17)))),
            ("bottom right 20×12", digest(o.crop((41 - 20, 29 - 12, 41, 29)))),
            ("top left 10×10", digest(o.crop((0, 0, 10, 10)))),
        ]),
        "rotate": lines([
            ("90", digest(a.transpose(Image.ROTATE_270))),
            ("180", digest(a.transpose(Image.ROTATE_180))),
            ("-90", digest(a.transpose(Image.ROTATE_90))),
            ("90 size", size(a.transpose(Image.ROTATE_270))),
        ]),
        "flip": lines([
            ("horizontal", digest(a.transpose(Image.FLIP_LEFT_RIGHT))),
            ("vertical", digest(a.transpose(Image.FLIP_TOP_BOTTOM))),
        ]),
        "combine": lines([
            ("horizontally, spacing 3", digest(combined([o, s, a], "horizontal", 3))),
            ("vertically", digest(combined([o, s, a], "vertical", 0))),
            ("in a grid, spacing 2", digest(combined([o, s, a, s, o], "grid", 2))),
            ("grid size", size(combined([o, s, a, s, o], "grid", 2))),
        ]),
        "overlay": lines([
            ("custom 20,10 at 60%", digest(paste_over(o, with_opacity(s, 153), 20, 10))),
            ("top left, opaque", digest(paste_over(o, s, 0, 0))),
        ]),
        "mask": lines([
            ("custom image", digest(custom_mask(a, o))),
        ]),
        "convert": lines([
            ("PNG", digest(o)),
            ("TIFF", digest(o)),
            ("TIFF with alpha", digest(a)),
            ("BMP with alpha", digest(a)),
            ("GIF (4 colours)", digest(pics["frame-b"])),
            ("JPEG size", size(o)),
        ]),
        "details": lines([
            ("opaque", size(o)),
            ("small", size(s)),
            ("GIF", size(gif)),
            # Pillow's frame durations in ms, added, in seconds; a still picture has none.
            ("GIF duration", f"{sum(f.info['duration'] for f in ImageSequence.Iterator(Image.open(io.BytesIO(gif_bytes)))) / 1000:g}"),
            ("PNG duration", ""),
        ]),
        # Filter Images: the three files by Pillow's sizes (name, width, height), in the list's order.
        "filter": filtered([("opaque.png", o), ("small.png", s), ("pillow.gif", gif)]),
        "pad": lines([
            ("alpha to 50×40 in #FF000080", digest(padded(a, 50, 40, (255, 0, 0, 128)))),
            ("opaque by margin 3 in white", digest(padded(o, 41 + 6, 29 + 6, (255, 255, 255, 255)))),
            ("opaque to 20×10 (cut)", digest(padded(o, 20, 10, (0, 0, 0, 255)))),
            ("margin size", size(padded(o, 41 + 6, 29 + 6, (255, 255, 255, 255)))),
        ]),
        "make-gif": lines([
            ("size", size(pics["frame-a"])),
            ("frames", 3),
            ("frame 1", digest(pics["frame-a"])),
            ("frame 2", digest(pics["frame-b"])),
            ("frame 3", digest(pics["frame-c"])),
        ]),
        "text": lines([
            ("two lines, left, padding 2", digest(text_images()[0])),
            ("size", size(text_images()[0])),
            ("C right in 60×60, transparent", digest(text_images()[1])),
        ]),
        "get-frames": lines([
            ("frames", len(gif_frames)),
        ] + [(f"frame {n + 1}", digest(f)) for n, f in enumerate(gif_frames)]),
    }


PROVENANCE = """# Workflows/Images

The image goldens (issue 28). Every picture here was generated by `scripts/image-goldens.py`
(no outside source; the project's licence): `opaque.png` and `alpha.png` (41×29, the second
with graded transparency), `small.png` (Pillow's Lanczos resize of `alpha.png` to 13×9),
`frame-a.png`, `frame-b.png`, `frame-c.png` (24×16, a few colours each) and `pillow.gif` (those
three frames written by Pillow: 100, 250 and 40 ms, loop 2). `text.json` draws with our own test
font (`Tests/ImagesTests/Fixtures/fonts`, written by `scripts/make-test-font.py`), found through
`--fonts` (`text.args`); Pillow draws the same text with FreeType. Each `NAME.expected` is Pillow's
answer for `NAME.json`, written by the same script; `python3 scripts/image-goldens.py --check`
recomputes them all, `--gif-check` also reads the GIFs our binary makes with Pillow.
"""


def files():
    pics = inputs()
    out = {f"{name}.png": png(im) for name, im in pics.items()}
    out["pillow.gif"] = pillow_gif([pics["frame-a"], pics["frame-b"], pics["frame-c"]])
    out["README.md"] = PROVENANCE.encode()
    for name, text in expected(pics, out["pillow.gif"]).items():
        out[f"{name}.expected"] = text.encode()
    return out


def png(im):
    buf = io.BytesIO()
    im.save(buf, "PNG")
    return buf.getvalue()


def gif_check():
    """Make GIF with our binary, then Pillow reads the GIF: size, frames, delays, loop, pixels."""
    binary = os.path.join(ROOT, ".build", "debug", "shortcut")
    if not os.path.exists(binary):
        print("SKIPPED (LOUDLY): build first (swift build); nothing was checked", file=sys.stderr)
        return True
    pics = inputs()
    ok = True
    scratch = tempfile.mkdtemp(prefix="image-goldens.")
    try:
        for name in ("frame-a", "frame-b", "frame-c"):
            pics[name].save(os.path.join(scratch, name + ".png"))
        for label, params, loop in (("forever", "", 0), ("3 loops", ', "loopForever": false, "loops": 3', 3)):
            with open(os.path.join(scratch, "make.json"), "w") as f:
                f.write('{"format": "shortcut-engine-workflow", "version": 1, "name": "GIF Check", "actions": ['
                        + ", ".join('{"action": "documentpicker.open", "id": "%s", "parameters": {"path": "%s.png"}}' % (n, n)
                                    for n in ("frame-a", "frame-b", "frame-c"))
                        + ', {"action": "list", "id": "all", "parameters": {"items": ["{{frame-a}}", "{{frame-b}}", "{{frame-c}}"]}}'
                        + ', {"action": "makegif", "id": "gif", "parameters": {"input": "{{all}}", "delay": 0.35%s}}' % params
                        + ', {"action": "documentpicker.save", "parameters": {"input": "{{gif}}", "path": "made.gif", "overwrite": true}}]}')
            subprocess.run([binary, "run", "make.json", "--allow-path", scratch, "--journal-dir", scratch + "/journal"],
                           cwd=scratch, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            gif = Image.open(os.path.join(scratch, "made.gif"))
            frames = [f.convert("RGBA") for f in ImageSequence.Iterator(gif)]
            durations = [f.info.get("duration") for f in ImageSequence.Iterator(Image.open(os.path.join(scratch, "made.gif")))]
            facts = {"size": gif.size, "frames": len(frames), "delays": durations, "loop": gif.info.get("loop"),
                     "pixels": [f.tobytes() == pics[n].tobytes() for f, n in zip(frames, ("frame-a", "frame-b", "frame-c"))]}
            want = {"size": (24, 16), "frames": 3, "delays": [350] * 3, "loop": loop, "pixels": [True] * 3}
            print(f"Make GIF ({label}) in Pillow: {facts}")
            if facts != want:
                print(f"  expected {want}", file=sys.stderr)
                ok = False
            identify = shutil.which("identify") or "/usr/local/bin/identify"
            if not os.path.exists(identify):
                print("SKIPPED (LOUDLY): ImageMagick's identify is not installed", file=sys.stderr)
                continue
            seen = subprocess.run([identify, "-format", "%w×%h %T\\n", os.path.join(scratch, "made.gif")],
                                  check=True, capture_output=True, text=True).stdout.split()
            print(f"Make GIF ({label}) in ImageMagick (size, delay in hundredths a frame): {seen}")
            if seen != ["24×16", "35"] * 3:
                ok = False
    finally:
        shutil.rmtree(scratch)
    return ok


def main():
    wanted = files()
    if "--check" in sys.argv or "--gif-check" in sys.argv:
        bad = [n for n, data in sorted(wanted.items())
               if not os.path.exists(os.path.join(OUT, n)) or open(os.path.join(OUT, n), "rb").read() != data]
        for n in bad:
            print(f"differs from Pillow's answer: Workflows/Images/{n}", file=sys.stderr)
        ok = not bad and (gif_check() if "--gif-check" in sys.argv else True)
        print("image goldens: Pillow agrees" if ok else "image goldens: MISMATCH")
        sys.exit(0 if ok else 1)
    os.makedirs(OUT, exist_ok=True)
    for name, data in wanted.items():
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)
    print(f"wrote {len(wanted)} files to Workflows/Images")


if __name__ == "__main__":
    main()
