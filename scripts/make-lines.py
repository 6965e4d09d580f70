#!/usr/bin/env python3
"""Writes a realistic 1,000,000-line file: words (some capitalised/accented), file names with
numbers, and numbers (ints, decimals, negatives, exponents, thousands separators). Seeded."""
import random, re, sys, pathlib, glob

n = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
out = sys.argv[2] if len(sys.argv) > 2 else "lines.txt"
rng = random.Random(20261121)
words = set()
for path in glob.glob("/usr/lib/python3*/**/*.py", recursive=True)[:400]:
    try:
        words.update(re.findall(r"\b[a-z]{3,12}\b", pathlib.Path(path).read_text(errors="ignore")))
    except OSError:
        pass
words = sorted(words)
accents = ["café", "naïve", "résumé", "Éclair", "über", "façade", "jalapeño", "Ångström", "coöperate", "São Paulo"]
exts = ["txt", "jpg", "png", "pdf", "swift", "md"]
lines = []
for _ in range(n):
    r = rng.random()
    if r < 0.45:
        w = rng.choice(words)
        if rng.random() < 0.2: w = w.capitalize()
        if rng.random() < 0.05: w = rng.choice(accents)
        if rng.random() < 0.3: w += " " + rng.choice(words)
        lines.append(w)
    elif r < 0.75:
        lines.append(f"{rng.choice(words)}{rng.randint(0, 5000)}.{rng.choice(exts)}")
    else:
        k = rng.random()
        if k < 0.5: lines.append(str(rng.randint(-100000, 1000000)))
        elif k < 0.8: lines.append(f"{rng.uniform(-1000, 1000):.3f}")
        elif k < 0.9: lines.append(f"{rng.uniform(1, 9):.2f}e{rng.randint(-5, 8)}")
        else: lines.append(f"{rng.randint(1000, 9999999):,}")
pathlib.Path(out).write_text("\n".join(lines) + "\n")
print(f"{out}: {n} lines, {len(words)} distinct base words", file=sys.stderr)
