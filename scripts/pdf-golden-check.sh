#!/bin/sh
# Checks the PDFs the PDF goldens make with two reference readers: qpdf (--check) and poppler's
# pdftotext, then compares their text with the committed reference results
# (Workflows/PDF/reference-check.txt). Runs in a scratch folder under /tmp, never in the repository.
# Skips LOUDLY when a tool is missing: apt-get install -y qpdf poppler-utils
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
for tool in qpdf pdftotext; do
    command -v "$tool" >/dev/null || { echo "SKIPPED (LOUDLY): $tool is not installed; nothing was checked" >&2; exit 0; }
done
scratch=$(mktemp -d /tmp/pdf-golden-check.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
cat > make.json <<'JSON'
{"format": "shortcut-engine-workflow", "version": 1, "name": "PDF Check",
 "actions": [
  {"action": "gettext", "id": "first", "parameters": {"text": "Invoice 42\nTotal: 19.99 €"}},
  {"action": "gettext", "id": "second", "parameters": {"text": "Thank you for your order."}},
  {"action": "list", "id": "both", "parameters": {"items": ["{{first}}", "{{second}}"]}},
  {"action": "makepdf", "id": "pdf", "parameters": {"input": "{{both}}", "includeMargin": true}},
  {"action": "documentpicker.save", "parameters": {"input": "{{pdf}}", "path": "made.pdf"}}
 ]}
JSON
"$root/.build/debug/shortcut" run make.json --allow-path "$scratch" >/dev/null 2>&1
{
    qpdf --check made.pdf | grep -E "^(checking|PDF Version|File is not encrypted|No syntax)"
    pdftotext made.pdf -
} > result.txt
# RECORD=1 writes the reference results instead of comparing.
if [ "${RECORD:-}" = 1 ]; then cp result.txt "$root/Workflows/PDF/reference-check.txt"; echo "recorded"; exit 0; fi
if diff -u "$root/Workflows/PDF/reference-check.txt" result.txt; then echo "PDF golden check: the reference readers agree"; else exit 1; fi
