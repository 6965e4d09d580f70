#!/usr/bin/env python3
"""Measures a folder of shortcut files the way issue 24 asks (item 9): import failures, Apple
actions mapped among the portable ones, files with every portable Apple action mapped,
third-party actions mapped, and headless runs by exit code.

Usage: scripts/measure-corpus.py SHORTCUT_BINARY DIR [--json] [--import-only] [--automator]

Each file is imported (`shortcut import FILE`, exit code and document) and run headless
(`shortcut run FILE --skip-unsupported`, standard input closed, a pinned clock, no network, 20 s
at most). An action counts as Apple's when its original identifier starts with
`is.workflow.actions.` or `com.apple.`; it is portable unless the importer kept it unsupported
as needing an Apple device ("Apple-only: …") or as not an action Apple has (an identifier none of
Apple's definitions names: "not an action Apple has: …"). Third-party counts come from `import --report
--json` (`thirdParty`, `thirdPartyMapped`, `thirdPartyPortable`: mapped or "not built yet", not needing the app; binaries before issue 24 do not report them).
Files are read, never changed; nothing is written outside a temporary folder.

--import-only skips the headless runs (the import figures of a large folder in seconds).
--automator measures the Automator bundles (`NAME.workflow` folders) directly in DIR instead: bundles
that fail to import, Automator actions and how many of them map (the importer's own count, from
`import --report --json`), bundles with every action mapped, and headless runs by exit code (the
same run, in a folder of its own; scripts stay off, as no `--allow-shell` is passed).
"""
import collections
import json
import os
import subprocess
import sys
import tempfile


def run(arguments, timeout=20, cwd=None, env=None):
    try:
        done = subprocess.run(
            arguments, stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout, cwd=cwd, env=env)
        return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


def is_apple(identifier):
    return identifier.startswith("is.workflow.actions.") or identifier.startswith("com.apple.")


def each_imported(binary, folder, names, runs, totals, headless, counted):
    """Imports each of `names` (counted under `counted`), yields the documents that import, and
    runs each of them headless afterwards when `runs`; failures are counted by exit code."""
    with tempfile.TemporaryDirectory() as scratch:
        for name in names:
            path = os.path.join(folder, name)
            totals[counted] += 1
            code, out, _ = run([binary, "import", path])
            if code != 0:
                totals["import failures"] += 1
                headless[f"import {code}"] += 1
                continue
            yield json.loads(out)
            if runs:
                headless[f"run {run_headless(binary, path, scratch)}"] += 1


def measure(binary, folder, runs=True):
    names = sorted(n for n in os.listdir(folder) if n.rsplit(".", 1)[-1].lower() in ("shortcut", "plist", "wflow", "xml"))
    totals = collections.Counter()
    headless = collections.Counter()
    for document in each_imported(binary, folder, names, runs, totals, headless, "files"):
        apple_total = 0
        apple_kept = 0
        for action in document["actions"]:
            kept = action.get("unsupported")
            if kept is None:
                apple_total += 1  # third-party ones mapped are taken off below, from the report
            elif is_apple(action["action"]) and not kept["reason"].startswith(("Apple-only", "not an action Apple has")):
                apple_total += 1
                apple_kept += 1
        totals["portable Apple actions"] += apple_total
        totals["portable Apple actions mapped"] += apple_total - apple_kept
        if apple_kept == 0:
            totals["files with every portable Apple action mapped"] += 1
    return totals, headless


def run_headless(binary, path, scratch):
    # Each run starts in a folder of its own, which is also its home and data folder: what a
    # shortcut saves (files, the store, the journal) lands there, never beside the corpus or the
    # caller, and no run sees another's files.
    with tempfile.TemporaryDirectory(dir=scratch) as own:
        env = dict(os.environ, HOME=own, XDG_DATA_HOME=os.path.join(own, "data"), XDG_CONFIG_HOME=os.path.join(own, "config"))
        code, _, _ = run(
            [binary, "run", os.path.abspath(path), "--skip-unsupported", "--now", "2026-01-02T10:00:00Z", "--tz", "UTC", "--seed", "1"],
            cwd=own, env=env)
    return code


def measure_automator(binary, folder, runs):
    names = sorted(n for n in os.listdir(folder) if n.endswith(".workflow") and os.path.isdir(os.path.join(folder, n)))
    totals = collections.Counter()
    headless = collections.Counter()
    for document in each_imported(binary, folder, names, runs, totals, headless, "bundles"):
        if not any("unsupported" in action for action in document["actions"]):
            totals["bundles with every action mapped"] += 1
    code, out, _ = run([binary, "import", "--report", folder, "--json", "--depth", "0"], timeout=3600)
    report = json.loads(out) if code == 0 else {}
    totals["Automator actions"] = int(report.get("actions", 0))
    totals["Automator actions mapped"] = int(report.get("mapped", 0))
    result = {"folder": folder, "totals": dict(totals), "headless": dict(sorted(headless.items(), key=lambda kv: str(kv[0])))}
    if totals["Automator actions"]:
        result["Automator actions mapped %"] = round(100 * totals["Automator actions mapped"] / totals["Automator actions"], 1)
    return result


def main(arguments):
    flags = {a for a in arguments if a.startswith("--")}
    arguments = [a for a in arguments if not a.startswith("--")]
    if len(arguments) < 2 or flags - {"--json", "--import-only", "--automator"}:
        sys.stderr.write(__doc__)
        return 64
    runs = "--import-only" not in flags
    if "--automator" in flags:
        print(json.dumps(measure_automator(arguments[0], arguments[1], runs), indent=2))
        return 0
    totals, headless = measure(arguments[0], arguments[1], runs)
    code, out, _ = run([arguments[0], "import", "--report", arguments[1], "--json"], timeout=3600)
    report = json.loads(out) if code == 0 else {}
    if "thirdParty" in report:
        totals["third-party actions"] = int(report["thirdParty"])
        totals["third-party actions mapped"] = int(report["thirdPartyMapped"])
        if "thirdPartyPortable" in report:
            totals["portable third-party actions"] = int(report["thirdPartyPortable"])
        totals["portable Apple actions"] -= int(report["thirdPartyMapped"])
        totals["portable Apple actions mapped"] -= int(report["thirdPartyMapped"])
    result = {"folder": arguments[1], "totals": dict(totals), "headless": dict(sorted(headless.items(), key=lambda kv: str(kv[0])))}
    if totals["portable Apple actions"]:
        result["portable Apple mapped %"] = round(100 * totals["portable Apple actions mapped"] / totals["portable Apple actions"], 1)
    if totals["files"]:
        result["files fully mapped %"] = round(100 * totals["files with every portable Apple action mapped"] / totals["files"], 1)
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
