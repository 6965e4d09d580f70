#!/usr/bin/env python3
"""Which Automator actions workflows use, and which of them the importer maps (issue 24 item 8).

Usage:
  scripts/automator-usage.py [--binary PATH] FOLDER...

Each FOLDER is searched for document.wflow files and *.wflow blobs (as
scripts/automator-parameter-keys.py reads them; never use the repositories in
reserved-sources.md). Every document is imported with `shortcut import` (nothing is run) and the
report's `unsupported:` line read. Prints the figure (actions, mapped) and one line per bundle
identifier, most used first: occurrences, documents, occurrences kept unsupported, identifier,
Automator's name for it. Writes nothing.
"""
import collections
import os
import plistlib
import re
import subprocess
import sys


def documents(folders):
    for folder in folders:
        for root, _, names in os.walk(folder):
            for name in sorted(names):
                if name == "document.wflow" or name.endswith(".wflow"):
                    yield os.path.join(root, name)


def normalized(bundle):
    return bundle.replace("_", "").replace(" ", "")


def main():
    arguments = sys.argv[1:]
    binary = ".build/debug/shortcut"
    if arguments[:1] == ["--binary"] and len(arguments) > 1:
        binary, arguments = arguments[1], arguments[2:]
    if not arguments:
        sys.exit(__doc__)
    uses, files, kept, names = collections.Counter(), collections.defaultdict(set), collections.Counter(), {}
    total = mapped = 0
    for path in documents(arguments):
        try:
            with open(path, "rb") as handle:
                plist = plistlib.load(handle)
        except Exception:
            continue
        if not isinstance(plist, dict) or not isinstance(plist.get("actions"), list):
            continue
        for entry in plist["actions"]:
            action = entry.get("action") if isinstance(entry, dict) else None
            if not isinstance(action, dict):
                continue
            bundle = normalized(str(action.get("BundleIdentifier") or action.get("ActionBundlePath") or "?"))
            uses[bundle] += 1
            files[bundle].add(path)
            names[bundle] = str(action.get("ActionName") or "")
        report = subprocess.run([binary, "import", path, "-o", "/dev/null"], capture_output=True, text=True).stderr
        for line in re.findall(r"^\s+unsupported: (.*)$", report, re.M):
            for item in line.split(", "):
                found = re.match(r"(.*) ×(\d+)", item.strip())
                if found:
                    kept[normalized(found.group(1))] += int(found.group(2))
        for count, done in re.findall(r"(\d+) actions: (\d+) mapped", report):
            total, mapped = total + int(count), mapped + int(done)
    print("actions %d, mapped %d (%.1f %%)" % (total, mapped, 100.0 * mapped / max(total, 1)))
    for bundle, count in uses.most_common():
        print("%5d %5d %5d  %s  [%s]" % (count, len(files[bundle]), kept[bundle], bundle, names[bundle]))


if __name__ == "__main__":
    main()
