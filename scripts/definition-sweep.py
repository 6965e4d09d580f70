#!/usr/bin/env python3
"""Imports documents generated from Apple's action definitions and lists what does not import as
itself: the way issue 24's families were found without fitting to files (docs/import.md, "Sweeps").

Usage: scripts/definition-sweep.py SHORTCUT_BINARY [--wfactions WFA12.json WFA13.json ...]
                                   [--cherri CHERRI_ACTIONS_DIR] [--keep DIR]

Always swept: Shortcuts 10.0's registry (scripts/data/shortcutkit-builtin-actions.tsv): for every
parameter of every action, every serialized form Apple's parameter states accept (plain value, token
string, variable, number/boolean/string states, quantity, dictionary), its default and every choice.
With --wfactions: every `Items` value and default of those WFActions.plist copies (see
scripts/apple-parameter-keys.py for where to get them), and a variable converted to each content
class they name. With --cherri: every enum value of Cherri's definitions for each parameter.

Each document holds a Text action (output UUID A-1), a Set Variable `v`, then the action swept.
A result is listed when the swept action is kept unsupported for a reason other than needing an
Apple device or app, or when the import warns that a value "is none of the action's values" (the
action would run with its default: a silent wrong answer for a value Apple knows). Nothing is run.
Documents are written to a temporary folder (or --keep DIR) and removed afterwards.
"""
import collections
import concurrent.futures
import json
import os
import plistlib
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ATTACHMENT = {"Value": {"Type": "ExtensionInput"}, "WFSerializationType": "WFTextTokenAttachment"}
OUTPUT = {"Value": {"Type": "ActionOutput", "OutputUUID": "A-1", "OutputName": "Text"},
          "WFSerializationType": "WFTextTokenAttachment"}
TOKENS = {"Value": {"string": "a \ufffc b", "attachmentsByRange": {"{2, 1}": {"Type": "ExtensionInput"}}},
          "WFSerializationType": "WFTextTokenString"}


def forms(parameter_class):
    """The serialized forms a parameter of `parameter_class` may hold (shortcutkit encoding-roundtrips)."""
    found = [("variable", ATTACHMENT), ("output", OUTPUT)]
    if parameter_class == "Switch":
        found += [("true", True), ("1", 1), ("number state", {"Value": True, "WFSerializationType": "WFNumberSubstitutableState"})]
    if parameter_class in ("NumberField", "Stepper", "Slider"):
        found += [("3", 3), ("'3'", "3"), ("0.5", 0.5), ("number state", {"Value": 2, "WFSerializationType": "WFNumberSubstitutableState"})]
    if parameter_class in ("TextInput", "DateField", "EmailAddressField", "PhoneNumberField"):
        found += [("text", "hello"), ("tokens", TOKENS)]
    if parameter_class in ("Enumeration", "DynamicEnumeration"):
        found += [("string state", {"Value": ATTACHMENT, "WFSerializationType": "WFStringSubstitutableState"})]
    if parameter_class in ("DurationQuantityField", "UnitQuantityField"):
        found += [("quantity", {"Value": {"Magnitude": "5", "Unit": "min"}, "WFSerializationType": "WFQuantityFieldValue"})]
    return found


def parsed(text):
    """The JSON value of a facts-file column as a one-item list; none when empty or not JSON ("(script template)")."""
    try:
        return [json.loads(text)] if text else []
    except ValueError:
        return []


def shortcutkit_cases():
    path = os.path.join(HERE, "data", "shortcutkit-builtin-actions.tsv")
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or line.startswith("identifier\t"):
                continue
            columns = (line.rstrip("\n").split("\t") + [""] * 6)[:6]
            identifier, _, key, parameter_class, default, choices = columns
            if not key:
                continue
            values = forms(parameter_class)
            values += [("default", value) for value in parsed(default)]
            values += [("choice " + str(choice), choice) for choice in (parsed(choices) or [[]])[0]]
            for label, value in values:
                yield identifier, {key: value}, key + ": " + label


def wfactions_cases(paths):
    classes = set()
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            actions = json.load(handle)
        classes |= set(re.findall(r'"(WF[A-Za-z]*ContentItem)"', json.dumps(actions)))
        for identifier, action in actions.items():
            for parameter in action.get("Parameters") or []:
                key = parameter.get("Key")
                values = [("item " + str(item), item) for item in parameter.get("Items") or [] if isinstance(item, (str, int, float))]
                if isinstance(parameter.get("DefaultValue"), (str, int, float, bool)):
                    values.append(("default", parameter["DefaultValue"]))
                for label, value in values:
                    yield identifier, {key: value}, key + ": " + label
    for name in sorted(classes):
        converted = {"Type": "Variable", "VariableName": "v",
                     "Aggrandizements": [{"Type": "WFCoercionVariableAggrandizement", "CoercionItemClass": name}]}
        text = {"Value": {"string": "\ufffc", "attachmentsByRange": {"{0, 1}": converted}}, "WFSerializationType": "WFTextTokenString"}
        yield "is.workflow.actions.gettext", {"WFTextActionText": text}, "as " + name


CHERRI_ACTION = re.compile(r"^action\s+(?:[!\w]+\s+)*?(?:'([^']+)'\s+)?([A-Za-z_]\w*)\s*\((.*)\)")


def cherri_cases(folder):
    enums, actions = {}, []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".cherri"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            text = handle.read()
        for match in re.finditer(r"enum\s+(\w+)\s*\{([^}]*)\}", text):
            enums[match.group(1)] = re.findall(r"'((?:[^'\\]|\\.)*)'", match.group(2))
        for line in text.splitlines():
            match = CHERRI_ACTION.match(line.strip())
            if not match:
                continue
            identifier = match.group(1) or match.group(2).lower()
            if not identifier.startswith("com.") and identifier.count(".") < 2:
                identifier = "is.workflow.actions." + identifier
            for argument in re.split(r",\s*(?![^()]*\))", match.group(3)):
                parsed = re.match(r"\s*&?(\w+)\s+\??(\w+)\s*:\s*'([^']+)'", argument)
                if parsed:
                    actions.append((identifier, parsed.group(1), parsed.group(3)))
    for identifier, kind, key in actions:
        for value in enums.get(kind, []):
            yield identifier, {key: value.replace("\\'", "'")}, key + ": " + value


def document(identifier, parameters):
    return {"WFWorkflowActions": [
        {"WFWorkflowActionIdentifier": "is.workflow.actions.gettext",
         "WFWorkflowActionParameters": {"WFTextActionText": "x", "UUID": "A-1"}},
        {"WFWorkflowActionIdentifier": "is.workflow.actions.setvariable", "WFWorkflowActionParameters": {"WFVariableName": "v"}},
        {"WFWorkflowActionIdentifier": identifier, "WFWorkflowActionParameters": parameters},
    ], "WFWorkflowClientVersion": "2302.0.4"}


def outcome(binary, path):
    done = subprocess.run([binary, "import", path], capture_output=True, stdin=subprocess.DEVNULL, timeout=60)
    errors = done.stderr.decode("utf-8", "replace")
    if done.returncode != 0:
        return "import failed (exit %d): %s" % (done.returncode, errors.strip().splitlines()[-1:])
    action = json.loads(done.stdout)["actions"][-1]
    reason = (action.get("unsupported") or {}).get("reason")
    if reason and not ("Apple-only" in reason or "needs an Apple device" in reason or "third-party app action" in reason):
        return "unsupported: " + reason
    defaulted = [line.strip() for line in errors.splitlines() if "is none of the action's values" in line]
    return ("runs with the default: " + defaulted[0].split("): ", 1)[-1]) if defaulted else None


def main(arguments):
    if not arguments or arguments[0].startswith("-"):
        print(__doc__)
        return 64
    binary, options = arguments[0], arguments[1:]
    cases = list(shortcutkit_cases())
    if "--wfactions" in options:
        paths = []
        for value in options[options.index("--wfactions") + 1:]:
            if value.startswith("--"):
                break
            paths.append(value)
        cases += list(wfactions_cases(paths))
    if "--cherri" in options:
        cases += list(cherri_cases(options[options.index("--cherri") + 1]))
    keep = options[options.index("--keep") + 1] if "--keep" in options else None
    folder = keep or tempfile.mkdtemp(prefix="definition-sweep-")
    os.makedirs(folder, exist_ok=True)
    paths = []
    for index, (identifier, parameters, _) in enumerate(cases):
        path = os.path.join(folder, "%05d.plist" % index)
        with open(path, "wb") as handle:
            plistlib.dump(document(identifier, parameters), handle)
        paths.append(path)
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda path: outcome(binary, path), paths))
    if not keep:
        for path in paths:
            os.remove(path)
        os.rmdir(folder)
    listed = collections.OrderedDict()
    for (identifier, _, label), result in zip(cases, results):
        if result:
            listed.setdefault((identifier, result), []).append(label)
    for (identifier, result), labels in listed.items():
        print("%s — %s (%s)" % (identifier, result, "; ".join(labels[:4]) + (" …" if len(labels) > 4 else "")))
    print("%d documents, %d results listed" % (len(cases), len(listed)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
