#!/bin/bash
# Runs every shortcut file of a folder headless, as CorpusRunTests runs the dev corpus, and counts
# exit codes (issue 11: no file Apple runs may stop as a bad document, an internal error or a crash).
# Not run by `swift test`. Usage:
#   scripts/run-campaign.sh BINARY FOLDER OUTDIR [JOBS]
# e.g. scripts/run-campaign.sh .build/debug/shortcut /work/heldout/extratone /tmp/campaign 2
# Each file runs in a fresh temporary folder (current folder, HOME, TMPDIR — so the engine's download
# folder is the run's own —, XDG_DATA_HOME, the only allowed
# path and the journal) with a fixed clock, seed and time zone, `--answer-defaults --skip-unsupported
# --no-input`, no network, shell or open permission, and `timeout 20` around the process (124 = hang).
# OUTDIR/results.tsv: file, exit code, first error line. OUTDIR/codes.txt: the exit-code table.
# OUTDIR/families.txt: the exit-70 (action failed) messages grouped by family (quoted parts as 'X').
set -u
B=$(cd "$(dirname "$1")" && pwd)/$(basename "$1"); FOLDER=$2; OUT=$3; JOBS=${4:-2}
mkdir -p "$OUT/err"
one() {
  local B=$1 OUT=$2 f=$3
  local n; n=$(basename "$f")
  local dir; dir=$(mktemp -d /tmp/shortcut-campaign.XXXXXX)
  cp "$f" "$dir/"; mkdir -p "$dir/tmp"
  ( cd "$dir" && HOME="$dir" TMPDIR="$dir/tmp" XDG_DATA_HOME="$dir/data" timeout 20 "$B" run "$n" --answer-defaults --skip-unsupported \
      --no-input --now 2026-11-21T10:00:00Z --tz UTC --seed 7 --timeout 10 --max-steps 20000 --allow-path "$dir" \
      --journal-dir "$dir/journal" </dev/null >/dev/null 2>"$OUT/err/$n.txt" )
  local code=$?
  printf "%s\t%s\t%s\n" "$n" "$code" "$(grep -m1 '^error' "$OUT/err/$n.txt" | cut -c1-300)"
  rm -rf "$dir"
}
export -f one
find "$FOLDER" -maxdepth 1 -type f \( -name '*.shortcut' -o -name '*.plist' -o -name '*.wflow' -o -name '*.xml' \) -print0 \
  | sort -z | xargs -0 -P "$JOBS" -I{} bash -c 'one "$@"' _ "$B" "$OUT" {} > "$OUT/results.tsv"
cut -f2 "$OUT/results.tsv" | sort | uniq -c | sort -rn > "$OUT/codes.txt"
awk -F'\t' '$2==70 {print $3}' "$OUT/results.tsv" | sed -E 's/^error: [^:]*: //' | sed -E "s/'[^']*'/'X'/g; s/action [0-9]+/action N/" \
  | sort | uniq -c | sort -rn > "$OUT/families.txt"
echo "files: $(wc -l < "$OUT/results.tsv")"; cat "$OUT/codes.txt"
