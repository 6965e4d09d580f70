#!/usr/bin/env python3
"""Image edit fixtures and Pillow's pixels for them: Tests/ImagesTests/Fixtures/edit/.

Writes two small pictures (an opaque one and one with graded transparency) and cases.tsv: for
each edit, the size and SHA-256 of the RGBA8 pixels Pillow produces (resize with LANCZOS,
BICUBIC and BILINEAR, premultiplied for RGBA as Pillow does; quarter turns; flips; crop;
alpha_composite with an opacity; padding; combining by pasting with alpha_composite; a custom
mask by luminance). Turns by other angles are kept as reference PNGs (bilinear sampling in
floating point may differ by a level).

Needs: pip install pillow.  Run: python3 scripts/edit-fixtures.py
"""
import hashlib
import math
import os

from PIL import Image, ImageDraw, ImageOps

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "ImagesTests", "Fixtures", "edit")


def picture(alpha):
    w, h = 41, 29
    im = Image.new("RGBA", (w, h))
    px = im.load()
    for y in range(h):
        for x in range(w):
            r = (x * 6 + y * 3) % 256
            g = (x * x + y * 7) % 256
            b = 255 if (x // 5 + y // 5) % 2 else 20
            a = 255 if not alpha else max(0, min(255, 40 + x * 5 + (y % 7) * 9))
            if alpha and x > 36:
                a = 0
            px[x, y] = (r, g, b, a)
    d = ImageDraw.Draw(im)
    d.ellipse((5, 4, 25, 20), fill=(250, 250, 250, 255 if not alpha else 200))
    return im


def muldiv255(v, a):
    t = v * a + 128
    return ((t >> 8) + t) >> 8


def with_opacity(im, scale):
    r, g, b, a = im.split()
    return Image.merge("RGBA", (r, g, b, a.point(lambda v: muldiv255(v, scale))))


def paste_over(base, top, x, y):
    layer = Image.new("RGBA", base.size, (0, 0, 0, 0))
    layer.paste(top, (x, y))
    return Image.alpha_composite(base, layer)


def combined(images, layout, spacing):
    mw, mh = max(i.width for i in images), max(i.height for i in images)
    gaps = spacing * (len(images) - 1)
    if layout == "horizontal":
        canvas = Image.new("RGBA", (sum(i.width for i in images) + gaps, mh), (0, 0, 0, 0))
        x = 0
        for i in images:
            canvas = paste_over(canvas, i, x, (mh - i.height) // 2)
            x += i.width + spacing
    elif layout == "vertical":
        canvas = Image.new("RGBA", (mw, sum(i.height for i in images) + gaps), (0, 0, 0, 0))
        y = 0
        for i in images:
            canvas = paste_over(canvas, i, (mw - i.width) // 2, y)
            y += i.height + spacing
    else:
        cols = math.ceil(math.sqrt(len(images)))
        rows = (len(images) + cols - 1) // cols
        canvas = Image.new("RGBA", (cols * mw + (cols - 1) * spacing, rows * mh + (rows - 1) * spacing), (0, 0, 0, 0))
        for n, i in enumerate(images):
            canvas = paste_over(canvas, i, (n % cols) * (mw + spacing) + (mw - i.width) // 2,
                                (n // cols) * (mh + spacing) + (mh - i.height) // 2)
    return canvas


def custom_mask(im, mask):
    lum = mask.convert("RGB").resize(im.size, Image.LANCZOS).convert("L")
    r, g, b, a = im.split()
    a2 = Image.new("L", im.size)
    a2.putdata([muldiv255(x, y) for x, y in zip(a.getdata(), lum.getdata())])
    return Image.merge("RGBA", (r, g, b, a2))


def main():
    os.makedirs(OUT, exist_ok=True)
    opaque, clear = picture(False), picture(True)
    opaque.save(os.path.join(OUT, "opaque.png"))
    clear.save(os.path.join(OUT, "alpha.png"))
    rgb = opaque.convert("RGB")
    small = clear.resize((13, 9), Image.LANCZOS)
    cases = [
        ("resize-lanczos-down", "opaque", rgb.resize((17, 11), Image.LANCZOS)),
        ("resize-lanczos-up", "opaque", rgb.resize((90, 64), Image.LANCZOS)),
        ("resize-lanczos-across", "opaque", rgb.resize((20, 29), Image.LANCZOS)),
        ("resize-lanczos-down-alpha", "alpha", clear.resize((17, 11), Image.LANCZOS)),
        ("resize-bicubic-down", "opaque", rgb.resize((17, 11), Image.BICUBIC)),
        ("resize-bilinear-up-alpha", "alpha", clear.resize((60, 50), Image.BILINEAR)),
        ("rotate-90", "alpha", clear.transpose(Image.ROTATE_270)),
        ("rotate-180", "alpha", clear.transpose(Image.ROTATE_180)),
        ("rotate-270", "alpha", clear.transpose(Image.ROTATE_90)),
        ("flip-horizontal", "alpha", clear.transpose(Image.FLIP_LEFT_RIGHT)),
        ("flip-vertical", "alpha", clear.transpose(Image.FLIP_TOP_BOTTOM)),
        ("crop", "alpha", clear.crop((3, 5, 3 + 20, 5 + 12))),
        ("overlay", "opaque", paste_over(opaque, with_opacity(small, 153), 30, -2)),
        ("pad", "alpha", ImageOps.expand(clear, border=(4, 3, 2, 1), fill=(10, 20, 30, 255))),
        ("combine-horizontal", "opaque", combined([opaque, small, clear], "horizontal", 3)),
        ("combine-vertical", "opaque", combined([opaque, small, clear], "vertical", 0)),
        ("combine-grid", "opaque", combined([opaque, small, clear, small, opaque], "grid", 2)),
        ("mask-custom", "alpha", custom_mask(clear, opaque)),
    ]
    with open(os.path.join(OUT, "cases.tsv"), "w") as f:
        f.write("# case\tinput\twidth\theight\tsha256 of RGBA8 pixels (Pillow)\n")
        for name, source, im in cases:
            im = im.convert("RGBA")
            f.write(f"{name}\t{source}\t{im.width}\t{im.height}\t{hashlib.sha256(im.tobytes()).hexdigest()}\n")
    for angle in (30, -47.5):
        turned = clear.rotate(-angle, resample=Image.BILINEAR, expand=True)
        turned.save(os.path.join(OUT, f"rotate-{angle:g}.png"))


if __name__ == "__main__":
    main()
