#!/usr/bin/env python3
"""Writes Sources/Markup/Generated/EntityTable.swift from Python's copy of the HTML5 named
character references (html.entities.html5), keeping the names that end in ';'."""
import html.entities
import pathlib

items = sorted((name[:-1], text) for name, text in html.entities.html5.items() if name.endswith(";"))
parts = [name + "=" + " ".join("%X" % ord(c) for c in text) for name, text in items]
lines, current = [], ""
for part in parts:
    if len(current) + len(part) + 1 > 110:
        lines.append(current)
        current = ""
    current += part + ";"
lines.append(current)
header = """// Generated from the HTML5 named character references (WHATWG HTML, "Named character references";
// the same table as Python's html.entities.html5), entries ending in ';' only. Licence: the WHATWG
// HTML Living Standard, © WHATWG (Apple, Google, Mozilla, Microsoft), CC BY 4.0; the names and code
// points are the standard's. Do not edit by hand: regenerate with scripts/generate-entity-table.py.

/// Every HTML5 named character reference: `name=HEX[ HEX]` entries separated by `;`.
let namedEntityTable = \"\"\"
"""
body = "\n".join(line + "\\" for line in lines[:-1]) + "\n" + lines[-1] + '\n"""\n'
target = pathlib.Path(__file__).resolve().parent.parent / "Sources/Markup/Generated/EntityTable.swift"
target.write_text(header + body)
print(f"{len(items)} entities")
