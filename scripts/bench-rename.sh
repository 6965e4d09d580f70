#!/usr/bin/env bash
# Renaming speed, side by side in one run: `shortcut run` of a rename-with-date-prefix workflow
# against Perl `rename` (Debian package `rename`) adding the same prefix, on N files in one folder
# (default 10,000). Both runs start from an identical fresh folder; the page cache is warm for both.
# shortcut's figure includes what Perl's does not: the policy checks, the collision check
# against the disk, and the fsync'd undo journal. Usage: scripts/bench-rename.sh [N] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-10000}
rounds=${2:-5}
command -v rename >/dev/null || { echo "needs Perl rename: apt-get install -y rename" >&2; exit 1; }
swift build -c release --product shortcut >/dev/null
shortcut=$(swift build -c release --show-bin-path)/shortcut
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/prefix.json" <<'JSON'
{"version": 1, "name": "Date Prefix", "actions": [
  {"action": "file.getfoldercontents", "parameters": {"folder": "files"}},
  {"action": "files.rename", "parameters": {"mode": "Add Date or Time", "date": "Current Date", "dateFormat": "yyyy-MM-dd", "dateSeparator": "_"}},
  {"action": "count"}
]}
JSON
fresh() {
  rm -rf "$work/files" && mkdir "$work/files"
  (cd "$work/files" && seq -f "photo_%05g.jpg" 1 "$count" | xargs touch)
}
seconds() { local start=$(date +%s.%N); "$@" >/dev/null; echo "$(date +%s.%N) - $start" | bc -l; }
best_shortcut=999; best_perl=999
for round in $(seq 1 "$rounds"); do
  fresh
  s=$(cd "$work" && seconds "$shortcut" run prefix.json --now 2026-11-21T10:00:00Z --tz UTC --journal-dir "$work/journal")
  [ "$(ls "$work/files" | grep -c '^2026-11-21_photo_')" = "$count" ] || { echo "shortcut did not rename every file" >&2; exit 1; }
  fresh
  # Perl rename: the same prefix on every file of the folder, one process (the shell's glob).
  p=$(cd "$work/files" && seconds sh -c "rename 's/^/2026-11-21_/' *")
  [ "$(ls "$work/files" | grep -c '^2026-11-21_photo_')" = "$count" ] || { echo "rename did not rename every file" >&2; exit 1; }
  best_shortcut=$(echo "if ($s < $best_shortcut) $s else $best_shortcut" | bc -l)
  best_perl=$(echo "if ($p < $best_perl) $p else $best_perl" | bc -l)
  printf 'round %d: shortcut %.3f s, perl rename %.3f s\n' "$round" "$s" "$p"
done
printf '%d files, best of %d: shortcut %.3f s (%.0f files/s), perl rename %.3f s (%.0f files/s), ratio %.2fx\n' \
  "$count" "$rounds" "$best_shortcut" "$(echo "$count / $best_shortcut" | bc -l)" "$best_perl" "$(echo "$count / $best_perl" | bc -l)" \
  "$(echo "$best_shortcut / $best_perl" | bc -l)"
