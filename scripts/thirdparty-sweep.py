#!/usr/bin/env python3
"""Third-party app actions by their whole definition (issue 24 item 5): a re-runnable sweep.

The Open-Jellycore compiler publishes the intent definitions of Toolbox Pro, Data Jar, Gizmo Pack,
Actions and other apps as Swift tables (Lookup Tables/Apps/<App>/: the identifiers in
`<App>LookupTable.swift`, each intent's parameters as a `…Parameter` struct, each choice as an enum).
This script reads them, writes one minimal shortcut per intent and per value of each of its choices and
flags, imports each with BINARY, and reports:

- intents of an app we map that import as themselves in some forms but not in others (a mode, value or
  flag the definition has and our declarations do not): the family to fix;
- intents of those apps that are not mapped and are not named as needing a device (third-party app
  action "from" the app): candidates to build or to classify.

Run: python3 scripts/thirdparty-sweep.py .build/release/shortcut --jellycore DIR [--apps Toolbox,DataJar,…]
DIR is a checkout of OpenJelly/Open-Jellycore (or a folder holding its `Lookup Tables/Apps`).
Writes nothing outside a temporary folder.
"""
import argparse
import collections
import json
import os
import plistlib
import re
import subprocess
import sys
import tempfile

DEFAULT_APPS = ["Toolbox", "DataJar", "GizmoPack", "Actions"]
INPUT = {"Value": {"Type": "ExtensionInput"}, "WFSerializationType": "WFTextTokenAttachment"}


def apps_folder(root):
    for path, dirs, _ in os.walk(root):
        if os.path.basename(path) == "Apps" and "Lookup Tables" in path:
            return path
    sys.exit(f"no 'Lookup Tables/Apps' folder under {root}")


def read_swift(folder):
    text = {}
    for path, _, files in os.walk(folder):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(path, name), encoding="utf-8") as handle:
                    text[name] = handle.read()
    return text


def enums(sources):
    """Enum name → the values it serializes (the `return "…"` of `value`, else the case names)."""
    table = {}
    for source in sources.values():
        for match in re.finditer(r"enum (\w+): String, JellyEnum[^{]*\{(.*?)\n\}", source, re.S):
            name, body = match.group(1), match.group(2)
            returned = re.findall(r'case \.\w+:\s*return "([^"]*)"', body)
            table[name] = returned or re.findall(r"^\s*case (\w+)\s*$", body, re.M)
    return table


def intents(sources):
    """Identifier → (parameter struct name, the intent's display name)."""
    table = {}
    for name, source in sources.items():
        if "LookupTable" not in name:
            continue
        for match in re.finditer(r'Action<(\w+)>\(name: "([^"]*)", identifier: "([^"]+)"', source):
            table[match.group(3)] = (match.group(1), match.group(2))
    return table


def structs(sources):
    """Parameter struct name → [(key, type)]."""
    table = {}
    for source in sources.values():
        for match in re.finditer(r"struct (\w+): ParameterProtocol[^{]*\{(.*?)static func build", source, re.S):
            table[match.group(1)] = re.findall(r"^\s*var (\w+): (\w+(?:<\w+>)?)\?", match.group(2), re.M)
    return table


def sample(kind, enum_values):
    if kind in enum_values:
        return enum_values[kind][0] if enum_values[kind] else "x"
    return {
        "JellyString": "text", "JellyInteger": 2, "JellyDouble": 0.5, "JellyBoolean": False,
        "JellyDate": "2026-01-02T03:04:05Z",
    }.get(kind, INPUT)


def documents(identifier, fields, enum_values):
    """(label, parameters) pairs: the intent with every key, then each choice value and flag in turn."""
    base = {key: sample(kind, enum_values) for key, kind in fields}
    yield "every key", base
    for key, kind in fields:
        for value in enum_values.get(kind, [])[1:]:
            yield f"{key}={value}", dict(base, **{key: value})
        if kind == "JellyBoolean":
            yield f"{key}=true", dict(base, **{key: True})


def import_one(binary, folder, parameters, identifier, home):
    path = os.path.join(folder, "sweep.shortcut")
    action = {"WFWorkflowActionIdentifier": identifier, "WFWorkflowActionParameters": parameters}
    with open(path, "wb") as handle:
        plistlib.dump({"WFWorkflowActions": [action], "WFWorkflowClientVersion": "1146.14"}, handle)
    run = subprocess.run(
        [binary, "import", path], capture_output=True, stdin=subprocess.DEVNULL,
        env=dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config")))
    if run.returncode != 0:
        return "import failed: " + run.stderr.decode(errors="replace").strip().splitlines()[0][:160]
    actions = json.loads(run.stdout).get("actions", [])
    missing = [a["unsupported"].get("reason", "") for a in actions if "unsupported" in a]
    return missing[0] if missing else None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--jellycore", required=True)
    parser.add_argument("--apps", default=",".join(DEFAULT_APPS))
    args = parser.parse_args()
    apps = apps_folder(args.jellycore)
    totals = collections.Counter()
    with tempfile.TemporaryDirectory() as folder:
        home = os.path.join(folder, "home")
        os.makedirs(home)
        for app in args.apps.split(","):
            sources = read_swift(os.path.join(apps, app))
            enum_values, shapes = enums(sources), structs(sources)
            unmapped, partial = [], []
            for identifier, (struct, title) in sorted(intents(sources).items()):
                results = [
                    (label, import_one(args.binary, folder, parameters, identifier, home))
                    for label, parameters in documents(identifier, shapes.get(struct, []), enum_values)
                ]
                totals["documents"] += len(results)
                failures = [(label, reason) for label, reason in results if reason]
                if len(failures) == len(results):
                    reason = failures[0][1]
                    if "needs an Apple device" not in reason and "Apple-only" not in reason:
                        unmapped.append(f"  {identifier} ({title}): {reason}")
                    totals["not mapped"] += 1
                elif failures:
                    partial.append(f"  {identifier} ({title}):")
                    partial += [f"    {label}: {reason}" for label, reason in failures]
                    totals["partly mapped"] += 1
                else:
                    totals["mapped in every form"] += 1
            print(f"# {app}")
            print("forms of mapped intents that do not import as themselves:")
            print("\n".join(partial) or "  none")
            print("intents not mapped and not named as device-bound:")
            print("\n".join(unmapped) or "  none")
    print(", ".join(f"{key}: {value}" for key, value in totals.items()))


if __name__ == "__main__":
    main()
