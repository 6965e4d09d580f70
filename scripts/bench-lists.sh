#!/usr/bin/env bash
# Whole-process timing and peak memory of `shortcut do list.… --lines` (the real CLI path:
# read standard input, run one action, write standard output) against coreutils on the same
# file, interleaved, RUNS times each. Prints min and median
# seconds, max RSS, and the ratio of minimum times (ours / coreutils).
# Usage: scripts/bench-lists.sh [FILE] [RUNS]   (default: a generated 1,000,000-line file)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=/tmp/shortcut-list-bench
mkdir -p "$work"
file=${1:-$work/lines.txt}
runs=${2:-5}
bench=$root/.build/release/shortcut
[ -x "$bench" ] || swift build -c release --package-path "$root" >/dev/null
[ -f "$file" ] || python3 "$root/scripts/make-lines.py" 1000000 "$file"
# A real en_US collation for locale sort (the machine ships only C/POSIX/C.UTF-8).
if [ ! -d "$work/locale/en_US.UTF-8" ]; then
  mkdir -p "$work/locale" && localedef -i en_US -f UTF-8 "$work/locale/en_US.UTF-8" 2>/dev/null || true
fi
export LOCPATH=$work/locale

measure() {  # prints "seconds maxrss_kb" for one run of the command, the file on stdin
  /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" < "$file" > /dev/null
  cat "$work/time.txt"
}

stats() {  # stdin: "sec kb" lines → "min median maxkb"
  sort -n | awk '{t[NR]=$1; if ($2>m) m=$2} END {printf "%.3f %.3f %d\n", t[1], t[int((NR+1)/2)], m}'
}

row() {  # name, ours command..., --, theirs command...
  local name=$1; shift
  local ours=() theirs=() side=ours
  for a in "$@"; do
    if [ "$a" = "--" ]; then side=theirs; continue; fi
    if [ $side = ours ]; then ours+=("$a"); else theirs+=("$a"); fi
  done
  : > "$work/ours.txt"; : > "$work/theirs.txt"
  for _ in $(seq "$runs"); do
    measure "${ours[@]}" >> "$work/ours.txt"
    measure "${theirs[@]}" >> "$work/theirs.txt"
  done
  read -r omin omed omem < <(stats < "$work/ours.txt")
  read -r tmin tmed tmem < <(stats < "$work/theirs.txt")
  printf "%-10s ours %6ss (med %6s) %7d KB | %-34s %6ss (med %6s) %7d KB | ratio %.2f\n" \
    "$name" "$omin" "$omed" "$omem" "${theirs[*]: -2:1}" "$tmin" "$tmed" "$tmem" "$(echo "$omin / $tmin" | bc -l)"
}

size=$(stat -c %s "$file")
echo "file: $file, $(wc -l < "$file") lines, $size bytes; 4x input = $((size * 4 / 1024)) KB; runs: $runs"
baseline=$(file=/dev/null measure "$bench" do list.sort --lines | cut -d' ' -f2)
echo "baseline RSS of shortcut on empty input: $baseline KB"
row bytes    "$bench" do list.sort "order=Byte Order" --lines -- env LC_ALL=C sort
row alpha    "$bench" do list.sort order=Alphabetical --lines  -- env LC_ALL=en_US.UTF-8 sort
row alpha-c8 "$bench" do list.sort order=Alphabetical --lines  -- env LC_ALL=C.UTF-8 sort
row numeric  "$bench" do list.sort order=Numeric --lines       -- env LC_ALL=C sort -n
row natural  "$bench" do list.sort order=Natural --lines       -- env LC_ALL=C sort -V
row dedupe   "$bench" do list.dedupe --lines                   -- awk '!seen[$0]++'
row shuffle  "$bench" do list.shuffle --seed 1 --lines         -- shuf
uptime
