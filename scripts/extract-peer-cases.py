#!/usr/bin/env python3
"""Pull expression -> expected pairs out of the peer calculators' own tests and docs.

Reads fend (github.com/printfn/fend, MIT), numbat (github.com/sharkdp/numbat, MIT/Apache-2.0)
and insect (github.com/sharkdp/insect, MIT) from their git mirrors (as brought by the `fetch`
tool: /work/.mirror/<owner>+<name>/repo) with `git show HEAD:path`, and writes a TSV in the
layout of Tests/NaturalCalcTests/Fixtures/calc-dev.tsv (expression, expected, family, source).

Rows out of scope by design (programming-language features: function definitions, `let`,
structs, type annotations, lambdas, strings, printing/asserting statements, multi-statement
programs) go to a second TSV with the reason, so the report can count them.

Usage: scripts/extract-peer-cases.py [MIRROR_ROOT] [OUT.tsv] [SKIPPED.tsv]
"""

import re
import subprocess
import sys

MIRRORS = sys.argv[1] if len(sys.argv) > 1 else "/work/.mirror"
OUT = sys.argv[2] if len(sys.argv) > 2 else "/tmp/peer-cases.tsv"
SKIPPED = sys.argv[3] if len(sys.argv) > 3 else "/tmp/peer-skipped.tsv"

STR = r'"((?:[^"\\]|\\.)*)"'


def show(repo, path):
    """One file at HEAD of a mirror, or '' when absent."""
    try:
        return subprocess.run(
            ["git", "-C", f"{MIRRORS}/{repo}/repo", "show", f"HEAD:{path}"],
            capture_output=True, text=True, check=True,
        ).stdout
    except subprocess.CalledProcessError:
        return ""


def ls(repo, under):
    out = subprocess.run(
        ["git", "-C", f"{MIRRORS}/{repo}/repo", "ls-tree", "-r", "--name-only", "HEAD", under],
        capture_output=True, text=True, check=True,
    ).stdout
    return out.split()


ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}


def unescape(s):
    """A Rust or PureScript string literal's escapes decoded: `\\n`, `\\'`, `\\x7f`, `\\u{2030}`."""
    def one(m):
        body = m.group(1)
        if body[0] == "x":
            return chr(int(body[1:], 16))
        if body[0] == "u":
            return chr(int(body[2:-1], 16))
        return ESCAPES.get(body, "\\" + body)
    return re.sub(r"\\(x[0-9A-Fa-f]{2}|u\{[0-9A-Fa-f]{1,6}\}|.)", one, s)


def out_of_scope(expr, engine):
    """The reason a row is a programming-language feature, or None."""
    e = expr
    checks = [
        (r"\bfn\b|\bdef\b", "function definition"),
        (r"\blet\b", "let binding"),
        (r"\bstruct\b|\w\s*\{\s*\w+\s*:|\b[a-z_]\w*\.[a-z_]\w*", "struct"),
        (r"\bdimension\b|\bunit\s+\w+\s*[:=]|@aliases|@metric_prefixes|\buse\b", "unit/dimension definition"),
        (r"\bprint\(|\bassert(_eq)?\(|\bassert\b|\bwhere\b", "statement (print/assert/where)"),
        (r"\\\w+\.|λ|=>|\blambda\b|\bx:\s", "lambda"),
        (r'^"|#"|" *\+|\+ *"|\bstr\w*\(|to string', "string value"),
        (r"\n", "multi-statement program"),
    ]
    if engine == "numbat":
        checks.append((r"^\s*\w+\s*:\s*\w+", "type annotation"))
        checks.append((r"\)\s*:\s*[A-Z]|[a-z]\s*:\s*[A-Z][a-z]", "type annotation"))
    if engine == "fend":
        checks.append((r":", "lambda"))
    for pattern, reason in checks:
        if re.search(pattern, e):
            return reason
    return None


rows, skipped = [], []


def add(expr, expected, engine, source, family="peer"):
    expr = expr.strip()
    expected = expected.strip(" ")  # not str.strip(): a control character can be the answer
    if not expr:
        return
    reason = out_of_scope(expr, engine)
    sm = re.fullmatch(r'"(.*)"', expected)
    if sm and engine == "numbat":
        expected = sm.group(1)  # numbat asserts formatted output as a string
    if reason is None and family != "error" and re.search(r'\bfn\b', expected):
        reason = "function value"
    if reason:
        skipped.append((expr.replace("\n", "\\n"), expected.replace("\n", "\\n"), reason, source))
        return
    if re.search(r"[\t\r]", expr) or re.search(r"[\t\n\r]", expected):
        skipped.append((expr.replace("\n", "\\n"), repr(expected), "tab or line break in the answer (not a TSV cell)", source))
        return
    rows.append((expr.replace("\n", "\\n"), expected.replace("\n", "\\n"), family, source))


# fend -----------------------------------------------------------------------------------
FEND = "printfn+fend"
text = show(FEND, "core/tests/integration_tests.rs")
src = "github.com/printfn/fend core/tests/integration_tests.rs (MIT)"
for m in re.finditer(r"test_eval(?:_simple)?\(\s*" + STR + r"\s*,\s*" + STR + r"\s*,?\s*\)", text):
    add(unescape(m.group(1)), unescape(m.group(2)), "fend", src)
for m in re.finditer(r"expect_error\(\s*" + STR, text):
    add(unescape(m.group(1)), "(error)", "fend", src, "error")
for path in ls(FEND, "documentation/chapters"):
    if not path.endswith(".md"):
        continue
    doc = show(FEND, path)
    dsrc = f"github.com/printfn/fend {path} (MIT)"
    for block in re.findall(r"```[a-z]*\n(.*?)```", doc, re.S):
        lines = block.split("\n")
        for i, line in enumerate(lines):
            if line.startswith("> ") and i + 1 < len(lines) and not lines[i + 1].startswith("> "):
                out = lines[i + 1]
                if out.startswith("Error:"):
                    add(line[2:], "(error)", "fend", dsrc, "error")
                elif out:
                    add(line[2:], out, "fend", dsrc)

# numbat ---------------------------------------------------------------------------------
NUMBAT = "sharkdp+numbat"
text = show(NUMBAT, "numbat/tests/interpreter.rs")
src = "github.com/sharkdp/numbat numbat/tests/interpreter.rs (MIT/Apache-2.0)"
RAW = r'(?:r#"(.*?)"#|' + STR + r")"
for m in re.finditer(r"expect_output\(\s*" + RAW + r"\s*,\s*" + RAW + r"\s*,?\s*\)", text, re.S):
    code = m.group(1) if m.group(1) is not None else unescape(m.group(2))
    out = m.group(3) if m.group(3) is not None else unescape(m.group(4))
    add(code, out, "numbat", src)
for m in re.finditer(r"expect_failure\(\s*" + RAW, text, re.S):
    code = m.group(1) if m.group(1) is not None else unescape(m.group(2))
    add(code, "(error)", "numbat", src, "error")

for path in ls(NUMBAT, "examples/tests"):
    if not path.endswith(".nbt"):
        continue
    nsrc = f"github.com/sharkdp/numbat {path} (MIT/Apache-2.0)"
    program = show(NUMBAT, path)
    # names bound by `let` (or defined by `fn`) earlier in the file: rows using them depend on the program
    bound = set(re.findall(r"^\s*(?:let|fn)\s+([A-Za-z_]\w*)", program, re.M))
    for line in program.split("\n"):
        m = re.match(r"\s*assert_eq\((.*)\)\s*$", line)
        if not m:
            continue
        # split the top-level arguments
        args, depth, cur, in_str = [], 0, "", False
        for ch in m.group(1):
            if ch == '"':
                in_str = not in_str
            if not in_str and ch in "([{":
                depth += 1
            if not in_str and ch in ")]}":
                depth -= 1
            if ch == "," and depth == 0 and not in_str:
                args.append(cur.strip())
                cur = ""
            else:
                cur += ch
        args.append(cur.strip())
        if len(args) < 2:
            continue
        a, b = args[0], args[1]
        sa = re.fullmatch(r'"\{(.*)\}"', a)
        sb = re.fullmatch(r'"\{(.*)\}"', b)
        if sa and sb:
            a, b = sa.group(1), sb.group(1)
        # either side: `assert_eq(datetime("…"), test_date1)` compares with a bound name
        names = set(re.findall(r"[A-Za-z_]\w*", a)) | set(re.findall(r"[A-Za-z_]\w*", b))
        if names & bound:
            skipped.append((a, b, "uses a let binding or function defined in the file", nsrc))
            continue
        add(a, b, "numbat", nsrc)

for path in ls(NUMBAT, "book/src"):
    if not path.endswith(".md"):
        continue
    doc = show(NUMBAT, path)
    bsrc = f"github.com/sharkdp/numbat {path} (MIT/Apache-2.0)"
    lines = doc.split("\n")
    for i, line in enumerate(lines):
        m = re.match(r"\s*>>> (.*)$", line)
        if m:
            for j in range(i + 1, min(i + 4, len(lines))):
                r = re.match(r"\s*= (.*?)(?:\s{2,}\[[^\]]*\])?\s*$", lines[j])
                if r:
                    add(m.group(1), r.group(1), "numbat", bsrc)
                    break
                if lines[j].strip().startswith(">>>"):
                    break
            continue
    # "!!! example" blocks: the expression, a blank line, `= value    [Dimension]`
    for m in re.finditer(r'```nbt\n((?:[ \t]*[^\n`]*\n)+?)[ \t]*```', doc):
        body = [l for l in m.group(1).split("\n")]
        if any(l.strip().startswith(">>>") for l in body):
            continue  # prompt-and-answer blocks are read line by line above
        exprs = [l.strip() for l in body if l.strip() and not l.strip().startswith("=")]
        vals = [re.match(r"\s*= (.*?)(?:\s{2,}\[[^\]]*\])?\s*$", l) for l in body]
        vals = [v.group(1) for v in vals if v]
        if len(exprs) == 1 and len(vals) == 1:
            add(exprs[0], vals[0], "numbat", bsrc)

# insect ---------------------------------------------------------------------------------
INSECT = "sharkdp+insect"
text = show(INSECT, "test/Main.purs")
src = "github.com/sharkdp/insect test/Main.purs (MIT)"
# insect's REPL prints a failure as its message: those rows are must-fail rows
INSECT_ERRORS = r"^(Parse error|Assignment error|Wrong number of arguments|Unknown identifier|Numerical error|Conversion error|Unification error)\b"
for m in re.finditer(r"expectOutput'\s+" + STR + r"\s+" + STR, text):
    if re.match(INSECT_ERRORS, unescape(m.group(1))):
        add(unescape(m.group(2)), "(error)", "insect", src, "error")
    else:
        add(unescape(m.group(2)), unescape(m.group(1)), "insect", src)
for m in re.finditer(r"shouldFail\s+" + STR, text):
    add(unescape(m.group(1)), "(error)", "insect", src, "error")


def scalar(tree):
    m = re.fullmatch(r"\(?Expression \((Negate \()?scalar ([0-9.e-]+)\)?\)?\)?", tree.strip())
    if not m:
        return None
    v = m.group(2)
    if v.endswith(".0"):
        v = v[:-2]
    return ("-" if m.group(1) else "") + v


for m in re.finditer(r"allParseAs\s+(\(Expression[^\n]*)\n\s*\[(.*?)\]", text, re.S):
    v = scalar(m.group(1))
    if v is None:
        continue
    for s in re.findall(STR, m.group(2)):
        add(unescape(s), v, "insect", src)
for m in re.finditer(r"shouldParseAs\s+(\(Expression[^\n]*?\))\s+" + STR + r"\s*$", text, re.M):
    v = scalar(m.group(1))
    if v is not None:
        add(unescape(m.group(2)), v, "insect", src)

# write ----------------------------------------------------------------------------------
seen = set()
with open(OUT, "w") as f:
    f.write("expression\texpected\tfamily\tsource\n")
    for r in rows:
        if (r[0], r[3].split()[0]) in seen:
            continue
        seen.add((r[0], r[3].split()[0]))
        f.write("\t".join(r) + "\n")
with open(SKIPPED, "w") as f:
    f.write("expression\texpected\treason\tsource\n")
    for r in skipped:
        f.write("\t".join(r) + "\n")
print(f"{len(seen)} rows -> {OUT}; {len(skipped)} out of scope -> {SKIPPED}")
