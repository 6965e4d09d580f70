#!/usr/bin/env python3
"""Rewrites expected error texts in Swift test sources from the old form
    error: FILE: action N …: MESSAGE at line L, column C
to the FILE:LINE:COL form of issue 25 (item 5):
    FILE:L:C: error: action N …: MESSAGE
(`<workflow>:L:C:` when no file is named). For merging branches written before the change:
    python3 scripts/migrate-error-positions.py Tests
then run the tests: a message that names a place of its own (a corrupt store's
'at line 1, column 12') is not a document position and may need putting back by hand.
"""
import os
import re
import sys

PLACED = re.compile(r'(?P<label>error|warning): (?P<body>[^\n]*?) at line (?P<l>\d+), column (?P<c>\d+)(?=\\n|\\r|"|$|\n| \(|\)|\s*$)')
BRACKETED = re.compile(r'(?P<label>error|warning): (?P<body>[^\n]*?) \(in the workflow at line (?P<l>\d+), column (?P<c>\d+)\)')


def split(body):
    """The file named first in BODY, and the rest; `<workflow>` when none is."""
    if body.startswith('action ') or body.startswith('parameter '):
        return '<workflow>', body
    colon = body.find(': ')
    if colon < 0:
        return '<workflow>', body
    candidate = body[:colon]
    if ' ' in candidate and '\\(' not in candidate:
        return '<workflow>', body
    return candidate, body[colon + 2:]


def rewrite(match):
    file, rest = split(match.group('body'))
    return f"{file}:{match.group('l')}:{match.group('c')}: {match.group('label')}: {rest}"


def main(folder):
    changed = 0
    for root, _, files in os.walk(folder):
        for name in files:
            if not name.endswith('.swift'):
                continue
            path = os.path.join(root, name)
            with open(path, encoding='utf-8') as handle:
                text = handle.read()
            new = PLACED.sub(rewrite, BRACKETED.sub(rewrite, text))
            if new != text:
                changed += 1
                with open(path, 'w', encoding='utf-8') as handle:
                    handle.write(new)
    print(f'{changed} files rewritten')


if __name__ == '__main__':
    main(sys.argv[1] if len(sys.argv) > 1 else 'Tests')
