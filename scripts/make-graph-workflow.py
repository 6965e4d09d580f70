#!/usr/bin/env python3
"""Writes a runnable workflow of about N actions for the HTML graph's timing check
(scripts/browser-check.py): Text, Calculate, Set Variable and Comment actions in If/Otherwise
and Repeat blocks nested up to three deep, with magic-variable and variable references
between them. Deterministic: the same N gives the same file.

usage: make-graph-workflow.py N > workflow.json
"""
import json
import sys


def main():
    target = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    actions = []
    group = 0

    def add(action):
        actions.append(action)

    def body(depth, looping):
        nonlocal group
        step = len(actions) + 1
        add({"action": "comment", "parameters": {"text": f"section {step}: <b>notes</b> & \"quotes\""}})
        add({"action": "gettext", "id": f"t{step}", "parameters": {"text": f"item {step} <script>x</script> {{{{Repeat Index}}}}" if looping else f"item {step}"}})
        add({"action": "math", "parameters": {"input": 2, "operation": "+", "operand": step % 7}})
        add({"action": "setvariable", "parameters": {"name": f"v{step % 13}"}})
        add({"action": "gettext", "parameters": {"text": f"{{{{t{step}}}}} / {{{{var:v{step % 13}}}}}"}})
        if depth < 3 and len(actions) < target - 20:
            group += 1
            name = f"g{group}"
            if group % 2:
                add({"action": "conditional", "mode": "start", "group": name, "parameters": {"input": step, "condition": "is greater than", "value": 3}})
                body(depth + 1, looping)
                add({"action": "conditional", "mode": "middle", "group": name})
                add({"action": "gettext", "parameters": {"text": "otherwise"}})
                add({"action": "conditional", "mode": "end", "group": name})
            else:
                add({"action": "repeat.count", "mode": "start", "group": name, "parameters": {"count": 2}})
                body(depth + 1, True)
                add({"action": "repeat.count", "mode": "end", "group": name})

    while len(actions) < target - 30:
        body(0, False)
    while len(actions) < target:
        add({"action": "gettext", "parameters": {"text": f"tail {len(actions) + 1}"}})
    document = {"format": "shortcut-engine-workflow", "version": 1, "name": f"Generated {len(actions)} actions", "actions": actions}
    json.dump(document, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
