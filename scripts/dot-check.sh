#!/usr/bin/env bash
# Every example workflow's `shortcut graph --format dot` (with and without --all-nodes) must parse
# with Graphviz: `dot -Tsvg` exits 0. Covers Workflows/**/*.json and the imported real files
# (Workflows/Imported/*.import.expected), and prints the drawing size of the imported ones.
# Exits 1 when dot rejects any output, or when Graphviz is missing (install it with
# `apt-get install -y graphviz`; SHORTCUT_SKIP_DOT=1 skips outside CI, loudly).
set -uo pipefail
cd "$(dirname "$0")/.."
if ! command -v dot >/dev/null; then
  if [ "${SHORTCUT_SKIP_DOT:-}" = 1 ] && [ -z "${CI:-}" ]; then
    echo "!!! SKIPPED: Graphviz (dot) is not installed, so the DOT output was NOT checked" >&2
    exit 0
  fi
  echo "error: Graphviz (dot) is not installed; apt-get install -y graphviz (or SHORTCUT_SKIP_DOT=1 outside CI)" >&2
  exit 1
fi
shortcut=.build/debug/shortcut
[ -x "$shortcut" ] || swift build --product shortcut >/dev/null
work=$(mktemp -d)
failed=0
checked=0
while IFS= read -r file; do
  if [[ "$file" == *.import.expected ]]; then
    # The imported document, without the import report that follows it.
    sed '/^}$/q' "$file" >"$work/$(basename "$file" .import.expected).json"
    file="$work/$(basename "$file" .import.expected).json"
    imported=1
  else
    imported=0
  fi
  for flags in "" "--all-nodes"; do
    # shellcheck disable=SC2086
    if ! "$shortcut" graph "$file" --format dot $flags >"$work/graph.dot" 2>"$work/err"; then
      continue  # a document the graph command rejects (a deliberate error case) has no DOT to check
    fi
    if ! dot -Tsvg "$work/graph.dot" >"$work/graph.svg" 2>"$work/dot.err"; then
      echo "FAIL  dot rejects the graph of $file $flags:" >&2
      cat "$work/dot.err" >&2
      failed=1
    else
      checked=$((checked + 1))
      if [ -z "$flags" ] && [ "$imported" = 1 ]; then
        size=$(grep -o '<svg width="[0-9]*pt" height="[0-9]*pt"' "$work/graph.svg" | sed -E 's/<svg width="([0-9]+)pt" height="([0-9]+)pt"/\1 × \2 pt/')
        actions=$(grep -c '"action":' "$file")
        echo "      imported $(basename "$file" .json): $actions actions, drawn $size"
      fi
    fi
  done
done < <(find Workflows -name '*.json' -o -name '*.import.expected' | sort)
rm -rf "$work"
if [ "$failed" -ne 0 ]; then echo "the DOT check failed" >&2; exit 1; fi
echo "dot -Tsvg parsed all $checked graphs"
