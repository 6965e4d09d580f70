#!/bin/bash
# Imports and checks every .shortcut/.plist/.workflow under the given folders and counts the files
# `check` rejects as bad documents (exit 65). Usage:
#   scripts/import-check-rejects.sh BINARY OUTDIR FOLDER...
# e.g. scripts/import-check-rejects.sh .build/debug/shortcut /tmp/rejects Tests/ShortcutImportTests/Fixtures/automator ../shared/corpus/shortcuts
# OUTDIR/results.tsv has one line per file: name, step (import/check), exit code, first error.
B=$1; OUT=$2; shift 2; mkdir -p "$OUT"; : > "$OUT/results.tsv"
for folder in "$@"; do
  for f in "$folder"/*.workflow "$folder"/*.shortcut "$folder"/*.plist "$folder"/*.xml; do
    [ -e "$f" ] || continue
    n=$(basename "$f"); j="$OUT/$n.json"
    "$B" import "$f" -o "$j" 2>"$OUT/$n.import.err"; ri=$?
    if [ $ri -ne 0 ]; then
      printf "%s\timport\t%s\t%s\n" "$n" $ri "$(grep -m1 '^error' "$OUT/$n.import.err" | cut -c1-200)" >> "$OUT/results.tsv"; continue
    fi
    "$B" check "$j" >"$OUT/$n.check.out" 2>&1; rc=$?
    printf "%s\tcheck\t%s\t%s\n" "$n" $rc "$(grep -m1 '^error' "$OUT/$n.check.out" | cut -c1-200)" >> "$OUT/results.tsv"
  done
done
echo "files: $(wc -l < "$OUT/results.tsv")  rejected as bad documents (65): $(awk -F'\t' '$3==65' "$OUT/results.tsv" | wc -l)  other non-zero: $(awk -F'\t' '$3!=0 && $3!=65' "$OUT/results.tsv" | wc -l)"
