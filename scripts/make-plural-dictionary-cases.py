#!/usr/bin/env python3
"""Write Tests/InflectionTests/Fixtures/dictionary-regular.tsv: regular noun plurals from a real
dictionary, for the words our plural tables do not list (the suffix rules decide them).

A row is a WordNet 3.0 noun (Debian `wordnet-base`, index.noun) that noun.exc lists with no
irregular plural, so its plural is the regular one (+s, +es after s/x/z/ch/sh, -y → -ies after a
consonant), kept only when SCOWL's common-word list (Debian `wamerican`) has both the noun and
that plural. Up to 40 rows per family the rules find hard (-i/-u, -ex, -ix, -is, -us, -on, -um,
-ie, -sse, -ach, -o, -y) and 300 others, drawn with a fixed seed. `direction` is
`to-plural-only` where two nouns share the plural (caddie, caddy → caddies).

Usage: scripts/make-plural-dictionary-cases.py [WORDNET_DIR] [WORDS_FILE]
"""
import collections, pathlib, random, re, sys

root = pathlib.Path(__file__).resolve().parent.parent
wn = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/wordnet")
words_file = pathlib.Path(sys.argv[2] if len(sys.argv) > 2 else "/usr/share/dict/american-english")
out = root / "Tests/InflectionTests/Fixtures/dictionary-regular.tsv"

common = set(words_file.read_text(encoding="utf-8", errors="ignore").split())
irregular = {line.split()[1] for line in (wn / "noun.exc").read_text(encoding="latin-1").splitlines() if len(line.split()) >= 2}
nouns = [line.split(" ", 1)[0] for line in (wn / "index.noun").read_text(encoding="latin-1").splitlines() if not line.startswith(" ")]


def regular(w):
    if re.search(r"(s|x|z|ch|sh)$", w):
        return w + "es"
    if re.search(r"[^aeiou]y$", w):
        return w[:-1] + "ies"
    return w + "s"


pairs = [(w, regular(w)) for w in nouns if re.fullmatch(r"[a-z]{3,}", w) and w not in irregular
         and w in common and regular(w) in common]
shared = collections.Counter(p for _, p in pairs)
families = {
    "i/u-final": lambda w: w[-1] in "iu", "-ex": lambda w: w.endswith("ex"), "-ix": lambda w: w.endswith("ix"),
    "-is": lambda w: w.endswith("is"), "-us": lambda w: w.endswith("us"), "-on": lambda w: w.endswith("on"),
    "-um": lambda w: w.endswith("um"), "-ie": lambda w: w.endswith("ie"), "-sse": lambda w: w.endswith("sse"),
    "-ach": lambda w: w.endswith("ach"), "-o": lambda w: w.endswith("o"), "-y": lambda w: w.endswith("y"),
}
rng = random.Random(20261128)
chosen = {}
for name, test in families.items():
    group = [p for p in pairs if test(p[0])]
    rng.shuffle(group)
    for s, p in group[:40]:
        chosen.setdefault(s, (p, name))
rest = [p for p in pairs if p[0] not in chosen]
rng.shuffle(rest)
for s, p in rest[:300]:
    chosen[s] = (p, "other")
with out.open("w") as f:
    f.write("singular\tplural\tfamily\tdirection\n")
    for s, (p, name) in sorted(chosen.items()):
        f.write(f"{s}\t{p}\t{name}\t{'to-plural-only' if shared[p] > 1 else 'both'}\n")
print(f"{out.relative_to(root)}: {len(chosen)} rows from {len(pairs)} dictionary pairs")
