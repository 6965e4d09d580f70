#!/usr/bin/env python3
"""Pluralise the same 100,000 words with `shortcut do text.pluralize mode=Plural --lines`
(release build, whole process: read, pluralise each item, write) and with Python `inflect`
(engine().plural_noun, timed in-process only, so the comparison favours Python) in one run;
print both times, the ratio and agreement.

Word pool: English prose words from Python's own documentation (pydoc_data/topics.py, so
mostly real words: nouns, verbs, adjectives) plus the singular column of plural-dev.tsv;
100,000 draws with a fixed seed, ~1 in 10 capitalised."""
import pathlib, random, re, subprocess, sys, time, collections
import pydoc_data.topics as topics
import inflect

root = pathlib.Path(__file__).resolve().parent.parent
bench = root / ".build/release/shortcut"
n = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000

prose = " ".join(topics.topics.values())
pool = sorted({w for w in re.findall(r"\b[a-z]{3,14}\b", prose)})
tsv = root / "Tests/InflectionTests/Fixtures/plural-dev.tsv"
rows = [l.split("\t") for l in tsv.read_text().splitlines()[1:]]
pool += sorted({r[0] for r in rows if " " not in r[0] and "classical" not in r[2]})
rng = random.Random(7)
words = []
for _ in range(n):
    w = rng.choice(pool)
    words.append(w.capitalize() if rng.random() < 0.1 else w)
path = pathlib.Path("/tmp/shortcut-plural-bench/words.txt")
path.parent.mkdir(parents=True, exist_ok=True)
path.write_text("\n".join(words) + "\n")

# Swift: the whole process, through the real CLI path.
t0 = time.perf_counter()
with open(path) as stdin:
    proc = subprocess.run([str(bench), "do", "text.pluralize", "mode=Plural", "--lines"], stdin=stdin, capture_output=True, text=True, check=True)
swift_wall = time.perf_counter() - t0
swift_out = proc.stdout.splitlines()

p = inflect.engine()
t0 = time.perf_counter()
py_out = [p.plural_noun(w) for w in words]
py_time = time.perf_counter() - t0

agree = sum(a == b for a, b in zip(swift_out, py_out))
# inflect is not idempotent ("matches" -> "matchess"); compare also on the words inflect itself
# reads as singular, i.e. where both libraries are asked the same question.
singular_mask = [p.singular_noun(w) is False for w in words]
sub = [(s, q) for s, q, m in zip(swift_out, py_out, singular_mask) if m]
sub_agree = sum(s == q for s, q in sub)
print(f"words: {n} ({len(pool)} distinct in pool)")
print(f"swift  shortcut do text.pluralize (whole process incl. I/O): {swift_wall:.3f} s")
print(f"python inflect {inflect.__version__ if hasattr(inflect, '__version__') else ''} plural_noun: {py_time:.3f} s")
print(f"speed ratio python (in-process) / swift (whole process): {py_time / swift_wall:.1f}x")
print(f"agreement: {agree}/{n} = {100 * agree / n:.2f} %")
print(f"agreement on words inflect reads as singular: {sub_agree}/{len(sub)} = {100 * sub_agree / len(sub):.2f} %")
diff = collections.Counter((w, s, q) for w, s, q, m in zip(words, swift_out, py_out, singular_mask) if s != q and m)
print(f"distinct disagreeing singular-looking words: {len(diff)}; most frequent:")
for (w, s, q), c in diff.most_common(40):
    print(f"  {c:5d}  {w:16s} swift={s:18s} inflect={q}")
