#!/usr/bin/env python3
"""Side-by-side run of NaturalCalc (calc-bench) and Qalculate (qalc -t) over calc-dev.tsv.

Reports wall time of one process evaluating the whole expression file for each tool, and how
many answers each gets right against the expected column. Contrast rows (family contrast-*)
are judged against the Soulver answer in their {...} note, as in the Swift test. Both tools'
answers go through the same generous comparator (`matches` below): thousands separators,
spaces, `approx.` and case are ignored, and numbers may differ by half a unit in the last written digit
(the rounding of the written answer), not more.
Multi-line sheets are given to qalc as one line joined with '; ' (qalc has no sheets).

Usage: scripts/compare-qalc.py [path/to/calc-dev.tsv]   (run from the package root after
`swift build -c release`).
"""
import re, subprocess, sys, tempfile, time, os

TSV = sys.argv[1] if len(sys.argv) > 1 else "Tests/NaturalCalcTests/Fixtures/calc-dev.tsv"
BENCH = ".build/release/calc-bench"


def unquote(s):
    if len(s) >= 2 and s.startswith('"') and s.endswith('"'):
        return s[1:-1].replace('""', '"')
    return s


def load():
    rows = []
    with open(TSV, encoding="utf-8") as f:
        next(f)
        for line in f:
            cols = [unquote(c) for c in line.rstrip("\n").split("\t")]
            if len(cols) >= 4:
                rows.append(cols[:4])
    return rows


def soulver_answer(source):
    m = re.search(r"\{([^}]*)\}", source)
    if not m:
        return None
    note = m.group(1).rsplit(": ", 1)[-1]
    p = re.search(r"\(([0-9][^)]*)\)", note)
    if p:
        return p.group(1)
    return re.sub(r"\s*\([^)]*\)", "", note).strip()


def norm(s):
    s = s.strip().lower().replace("approx. ", "").replace("≈", "").lstrip("=").strip()
    return re.sub(r"\s+", "", s)


NUM = re.compile(r"^([-+]?[$€£¥]?)([0-9][0-9,_]*(?:\.[0-9]+)?(?:e[-+]?[0-9]+)?)(.*)$")


def matches(answer, expected):
    a, e = norm(answer), norm(expected)
    if e == "(noanswer)":
        return a in ("", "(noanswer)")
    if not a or a == "(noanswer)":
        return False
    if a == e or a.replace(",", "") == e.replace(",", "").replace("_", ""):
        return True
    ma, me = NUM.match(a.replace(",", "")), NUM.match(e.replace(",", "").replace("_", ""))
    if not ma or not me or ma.group(1) != me.group(1) or ma.group(3) != me.group(3):
        return False
    try:
        x, y = float(ma.group(2)), float(me.group(2))
    except ValueError:
        return False
    digits = len(me.group(2).split(".")[1]) if "." in me.group(2) and "e" not in me.group(2) else 0
    # half a unit in the last written digit, plus a hair for binary floating point
    return abs(x - y) <= max(10 ** -digits / 2 * (1 + 1e-9), abs(y) * 1e-9)


def main():
    rows = load()
    exprs = [r[0].replace("\\n", "; ") for r in rows]
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
        f.write("\n".join(exprs) + "\n")
        qfile = f.name

    t0 = time.perf_counter()
    ours = subprocess.run([BENCH, TSV, "--answers"], capture_output=True, text=True, check=True).stdout.split("\n")
    ours_time = time.perf_counter() - t0

    t0 = time.perf_counter()
    subprocess.run(["qalc", "-t", "-f", qfile], capture_output=True, text=True, timeout=600)
    qalc_file_time = time.perf_counter() - t0

    qalc_answers = []
    t0 = time.perf_counter()
    for e in exprs:
        try:
            out = subprocess.run(["qalc", "-t", e], capture_output=True, text=True, timeout=20).stdout.strip()
        except subprocess.TimeoutExpired:
            out = ""
        qalc_answers.append(out.splitlines()[-1] if out else "")
    qalc_each_time = time.perf_counter() - t0

    ours_ok = qalc_ok = 0
    lines = []
    for i, (expr, expected, family, source) in enumerate(rows):
        target = soulver_answer(source) if family.startswith("contrast-") else expected
        a = ours[i] if i < len(ours) else ""
        q = qalc_answers[i]
        oa, qa = matches(a, target or ""), matches(q, target or "")
        ours_ok += oa
        qalc_ok += qa
        lines.append(f"{'✓' if oa else '✗'} {'✓' if qa else '✗'}  {expr}  | expected {target} | ours {a} | qalc {q}")
    with open("scripts/compare-qalc.last.txt", "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")

    print(f"rows: {len(rows)}")
    print(f"NaturalCalc: {ours_ok}/{len(rows)} right; one process over the file: {ours_time:.3f} s")
    print(f"qalc -t:     {qalc_ok}/{len(rows)} right; one process over the file (-f): {qalc_file_time:.3f} s; "
          f"one process per expression: {qalc_each_time:.1f} s")
    print(f"time ratio (qalc -f file / NaturalCalc process): {qalc_file_time / ours_time:.1f}x")
    print("per-row marks (ours, qalc) written to scripts/compare-qalc.last.txt")
    os.unlink(qfile)


if __name__ == "__main__":
    main()
