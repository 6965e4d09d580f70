#!/usr/bin/env python3
"""Validates every workflow under Workflows/ against docs/workflow.schema.json.
Documents under Workflows/Errors/ that are deliberately invalid JSON, carry an unknown
version or misspell a key are expected to fail; every other document must pass. Exits non-zero on a mismatch."""
import glob, json, pathlib, sys
import jsonschema

root = pathlib.Path(__file__).resolve().parent.parent
schema = json.loads((root / "docs/workflow.schema.json").read_text())
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
expected_invalid = {
    "Workflows/Errors/malformed-json.json",
    "Workflows/Errors/unknown-version.json",
    "Workflows/Errors/misspelled-key.json",
}
problems, checked = [], 0
for path in sorted(glob.glob(str(root / "Workflows/**/*.json"), recursive=True)):
    relative = str(pathlib.Path(path).relative_to(root))
    try:
        errors = list(validator.iter_errors(json.loads(pathlib.Path(path).read_text())))
    except json.JSONDecodeError:
        errors = ["not JSON"]
    checked += 1
    if bool(errors) != (relative in expected_invalid):
        problems.append(f"{relative}: {'invalid: ' + str(getattr(errors[0], 'message', errors[0])) if errors else 'expected to be invalid'}")
for problem in problems:
    print("schema:", problem, file=sys.stderr)
print(f"schema: {checked - len(problems)} passed, {len(problems)} failed")
sys.exit(1 if problems else 0)
