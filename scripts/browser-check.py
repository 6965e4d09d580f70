#!/usr/bin/env python3
"""The HTML content graph in a real browser (docs/testing.md "The HTML graph in a browser").

Makes pages with `shortcut graph --format html`, opens them in headless Chromium and checks them:

- the golden chore rota (Repeat > Repeat with Each > If/Otherwise, with --run): the page's own
  self-test (`#selftest`) folds and unfolds blocks, clicks actions and reads the details panel;
  its results come back through `--dump-dom`, and this script checks the dumped DOM on its own
  against `shortcut graph --format json` (one row per action, nothing else);
- a workflow whose names and values are markup (`<script>`, `<img onerror>`): nothing runs,
  the text shows as text;
- readable without clicking: rows say what the Shortcuts editor says (variable names, the If
  condition, the Repeat count, menu items, big literals as counts), and at three window sizes the
  page's own layout check (`#layout=ID`) finds no text on other text, no wrapped row and no
  squeezed column, through the element boxes;
- screenshots at three window sizes (checked to be real PNGs of that size);
- render time of a generated 1,000-action workflow (and of any `--time FILE`), against a budget
  of 1,000 ms (GRAPH_RENDER_BUDGET_MS).

Exits 1 when any check fails, and when Chromium is missing — unless SHORTCUT_SKIP_BROWSER=1 is
set outside CI (when CI is set the switch is ignored: CI never skips).

usage: browser-check.py [--shortcut PATH] [--screenshots DIR] [--time FILE.json ...]
"""
import argparse
import html
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLDEN = os.path.join(ROOT, "Workflows", "Lists", "chore-rota.json")
failures = []


def check(name, ok, detail=""):
    print(("ok    " if ok else "FAIL  ") + name + (f"  ({detail})" if detail and not ok else ""))
    if not ok:
        failures.append(name)


def find_chromium():
    for name in [os.environ.get("CHROMIUM", ""), "chromium", "chromium-browser", "google-chrome"]:
        if name and shutil.which(name):
            return shutil.which(name)
    return None


def shortcut(binary, *arguments):
    result = subprocess.run([binary, *arguments], capture_output=True, text=True)
    return result


def chromium(browser, profile, *arguments):
    command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
               f"--user-data-dir={profile}", "--virtual-time-budget=10000", *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def self_test(browser, profile, page):
    """Opens `page#selftest` and returns (dumped DOM, the self-test's JSON result or None)."""
    dom = chromium(browser, profile, "--dump-dom", "file://" + page + "#selftest").stdout
    found = re.search(r'<pre id="selftest">(.*?)</pre>', dom, re.S)
    return dom, (json.loads(html.unescape(found.group(1))) if found else None)


def layout_check(browser, profile, page, node, size):
    """Opens `page#layout=NODE` at `size` and returns the page's layout checks, or None."""
    dom = chromium(browser, profile, f"--window-size={size[0]},{size[1]}", "--dump-dom", f"file://{page}#layout={node}").stdout
    found = re.search(r'<pre id="selftest">(.*?)</pre>', dom, re.S)
    return json.loads(html.unescape(found.group(1))) if found else None


def busy_workflow():
    """What a large imported shortcut looks like: a dictionary literal of 300 keys with long
    values, 60 Set Variable actions, an If, a Repeat and a menu."""
    actions = [{"action": "dictionary", "parameters": {"items": {f"key{i}": "iVBORw0KGgo" * 20 for i in range(300)}}}]
    actions.append({"action": "number", "parameters": {"number": 7}})
    actions += [{"action": "setvariable", "parameters": {"name": f"score{i}"}} for i in range(1, 61)]
    actions.append({"action": "conditional", "mode": "start", "parameters": {"input": "{{var:score60}}", "condition": "is greater than", "number": 10}})
    actions.append({"action": "gettext", "parameters": {"text": "big: {{var:score1}} and {{var:score2}}"}})
    actions.append({"action": "conditional", "mode": "end"})
    actions.append({"action": "repeat.count", "mode": "start", "parameters": {"count": 3}})
    actions.append({"action": "repeat.count", "mode": "end"})
    actions.append({"action": "choosefrommenu", "mode": "start", "parameters": {"prompt": "Drink?", "items": ["Tea", "Coffee", "Water"]}})
    for item in ["Tea", "Coffee", "Water"]:
        actions.append({"action": "choosefrommenu", "mode": "middle", "parameters": {"title": item}})
        actions.append({"action": "gettext", "parameters": {"text": f"{item} for {{{{var:score{len(item)}}}}}"}})
    actions.append({"action": "choosefrommenu", "mode": "end"})
    return {"format": "shortcut-engine-workflow", "version": 1, "name": "Busy", "actions": actions}


def report(name, result):
    check(f"{name}: the page ran its self-test", result is not None)
    if result is None:
        return
    for item in result["checks"]:
        check(f"{name}: {item['name']}", item["ok"], item["detail"])


def png_size(path):
    with open(path, "rb") as file:
        head = file.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", head[16:24])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shortcut", default=os.path.join(ROOT, ".build", "debug", "shortcut"))
    parser.add_argument("--screenshots", help="where to write graph-wide.png, graph-medium.png and graph-narrow.png (default: a temporary folder)")
    parser.add_argument("--time", nargs="*", default=[], help="more workflow files whose render time to report")
    options = parser.parse_args()

    browser = find_chromium()
    if browser is None:
        if os.environ.get("SHORTCUT_SKIP_BROWSER") == "1" and not os.environ.get("CI"):
            print("!!! SKIPPED: Chromium is not installed, so the HTML graph was NOT checked in a browser", file=sys.stderr)
            print("!!! (SHORTCUT_SKIP_BROWSER=1; install it with: apt-get install -y chromium)", file=sys.stderr)
            return 0
        print("error: Chromium is not installed (looked for chromium, chromium-browser, google-chrome and $CHROMIUM);",
              "install it with `apt-get install -y chromium`, or set SHORTCUT_SKIP_BROWSER=1 outside CI to skip", file=sys.stderr)
        return 1
    if not os.access(options.shortcut, os.X_OK):
        subprocess.run(["swift", "build", "--product", "shortcut"], cwd=ROOT, check=True)

    work = tempfile.mkdtemp(prefix="graph-check-")
    profile = os.path.join(work, "profile")
    shots = os.path.abspath(options.screenshots or work)
    os.makedirs(shots, exist_ok=True)

    # 1. The golden with nested blocks, after a run.
    page = os.path.join(work, "chore-rota.html")
    made = shortcut(options.shortcut, "graph", GOLDEN, "--format", "html", "--run", "-o", page)
    check("chore rota: shortcut graph --format html --run exits 0", made.returncode == 0, made.stderr)
    graph = json.loads(shortcut(options.shortcut, "graph", GOLDEN, "--format", "json", "--run").stdout)
    text = open(page, encoding="utf-8").read()
    check("chore rota: the page references nothing on the network", not re.search(r"https?://|<script[^>]*\bsrc=|<link\b|@import|url\((?!#)", text))
    dom, result = self_test(browser, profile, page)
    report("chore rota", result)
    tried = [item["name"] for item in (result or {"checks": []})["checks"]]
    check("chore rota: the self-test folded a nested block", any(name.startswith("folding action:4 ") for name in tried))
    check("chore rota: the self-test clicked an action that ran 9 times",
          any(name.startswith("clicking ") and "each of its runs" in name for name in tried))
    expected = [node["id"] for node in graph["nodes"] if node["kind"] == "action"]
    rows = re.findall(r'<div class="row[^"]*" data-node="([^"]+)"', dom)
    check(f"chore rota: the dumped DOM has one row per action ({len(expected)})", rows == expected, f"{rows} != {expected}")
    shown = re.search(r'<pre class="output" data-role="output">(.*?)</pre>', dom, re.S)
    check("chore rota: the DOM after the clicks shows an output value", shown is not None and shown.group(1) != "")

    # 2. Markup in names and values stays text.
    hostile = os.path.join(work, "hostile.json")
    markup = "</script><script>window.__injected=1</script><img src=x onerror=\"window.__injected=2\">"
    with open(hostile, "w", encoding="utf-8") as file:
        json.dump({"format": "shortcut-engine-workflow", "version": 1, "name": "<b>" + markup, "actions": [
            {"action": "gettext", "id": "<i>x</i>", "output": markup, "parameters": {"text": markup}},
            {"action": "setvariable", "parameters": {"name": markup}},
            {"action": "gettext", "parameters": {"text": "{{var:" + markup + "}} & {{<i>x</i>}}"}},
        ]}, file)
    page = os.path.join(work, "hostile.html")
    made = shortcut(options.shortcut, "graph", hostile, "--format", "html", "--run", "-o", page)
    check("markup: shortcut graph exits 0", made.returncode == 0, made.stderr)
    dom, result = self_test(browser, profile, page)
    report("markup", result)
    check("markup: no element came from the values", "<img" not in dom and dom.count("<script") == 2, "")

    # 3. A run that fails, in a Menu: the page still opens, the failing action is marked.
    page = os.path.join(work, "coffee-order.html")
    made = shortcut(options.shortcut, "graph", os.path.join(ROOT, "Workflows", "Control", "coffee-order.json"),
                    "--format", "html", "--run", "-o", page)
    check("failed run: shortcut graph exits 70 and still writes the page", made.returncode == 70 and os.path.exists(page), made.stderr)
    dom, result = self_test(browser, profile, page)
    report("failed run", result)
    tried = [item["name"] for item in (result or {"checks": []})["checks"]]
    check("failed run: the self-test looked at the failed action", any("failed at" in name for name in tried))

    # 4. Readable without clicking, at three window sizes: each row says what the editor says
    # (variable names, the If condition, the Repeat count, menu items), no text lies on other
    # text, no row wraps, no column is squeezed; then the screenshots the README shows.
    sizes = [("graph-wide.png", (1400, 900)), ("graph-medium.png", (1024, 768)), ("graph-narrow.png", (760, 1000))]
    busy = os.path.join(work, "busy.json")
    with open(busy, "w", encoding="utf-8") as file:
        json.dump(busy_workflow(), file)
    page = os.path.join(work, "busy.html")
    made = shortcut(options.shortcut, "graph", busy, "--format", "html", "--run", "--answer", "Drink?=Coffee", "-o", page)
    check("busy workflow: shortcut graph exits 0", made.returncode == 0, made.stderr)
    dom = chromium(browser, profile, "--dump-dom", "file://" + page).stdout
    summaries = dict(re.findall(r'data-node="(action:\d+)"[^>]*>(?:(?!data-node=).)*?<span class="params"[^>]*>(.*?)</span>', dom))
    check("busy workflow: Set Variable rows name their variable", all(f"score{i}" in summaries.get(f"action:{i + 2}", "") for i in range(1, 61)),
          str(list(summaries.items())[:3]))
    check("busy workflow: the If row shows its condition", "{{var:score60}} is greater than 10" in summaries.get("action:63", ""), summaries.get("action:63", ""))
    check("busy workflow: the Repeat row shows its count", summaries.get("action:66", "") == "3 times", summaries.get("action:66", ""))
    check("busy workflow: the menu row shows its items", "3 items: \"Tea\", \"Coffee\", \"Water\"" in html.unescape(summaries.get("action:68", "")),
          summaries.get("action:68", ""))
    check("busy workflow: a 300-key dictionary is a count, not 300 keys", "{300 keys}" in summaries.get("action:1", ""), summaries.get("action:1", "")[:120])
    for label, page, node in [("chore rota", os.path.join(work, "chore-rota.html"), "action:9"), ("busy workflow", page, "action:63")]:
        for name, size in sizes:
            result = layout_check(browser, profile, page, node, size)
            report(f"{label} at {size[0]}×{size[1]}", result)
    page = os.path.join(work, "chore-rota.html")
    for name, size in sizes:
        target = os.path.join(shots, name)
        if os.path.exists(target):
            os.remove(target)
        chromium(browser, profile, f"--screenshot={target}", f"--window-size={size[0]},{size[1]}",
                 "file://" + page + "#select=action:9")
        got = png_size(target) if os.path.exists(target) else None
        check(f"screenshot {name} is a {size[0]}×{size[1]} PNG", got == size, f"got {got}")
        print(f"      {target}")

    # 5. Render time: a generated 1,000-action workflow, then any --time files.
    budget = float(os.environ.get("GRAPH_RENDER_BUDGET_MS", "1000"))
    generated = os.path.join(work, "generated-1000.json")
    with open(generated, "w", encoding="utf-8") as file:
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "make-graph-workflow.py"), "1000"], stdout=file, check=True)
    for index, workflow in enumerate([generated] + options.time):
        page = os.path.join(work, f"timed-{index}.html")
        made = shortcut(options.shortcut, "graph", workflow, "--format", "html", "--run", "--skip-unsupported", "-o", page)
        if made.returncode not in (0, 70):
            check(f"render time of {os.path.basename(workflow)}: page made", False, made.stderr.strip()[:300])
            continue
        dom, result = self_test(browser, profile, page)
        if result is None:
            check(f"render time of {os.path.basename(workflow)}: page opened", False)
            continue
        size = os.path.getsize(page)
        line = (f"{os.path.basename(workflow)}: {result['actions']} actions, {result['edges']} edges, {size:,} bytes: "
                f"rendered {result['renderMs']:.0f} ms after navigation ({result['buildMs']:.0f} ms building rows and edges)")
        check(f"render time under {budget:.0f} ms — {line}", result["renderMs"] < budget)
        report(os.path.basename(workflow), result)

    if failures:
        print(f"{len(failures)} browser check(s) failed", file=sys.stderr)
        return 1
    print("all browser checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
