#!/usr/bin/env bash
# Regenerates Sources/shortcut/startup-order.txt: the functions a short start executes, which the
# release link on Linux lays out together (Package.swift, `startupLinking`; issue 29). A start then
# touches a few dozen pages of code instead of scattering over the whole 21 MB text: the kernel maps
# 64 KB around every page fault, so scattered code costs memory and time.
#
#   scripts/startup-order.sh        # after changing what start-up runs; then build release again
#
# Runs the release binary under valgrind's callgrind (instruction-level, so the list is exact and
# the same on a loaded machine) for `--version`, `--help`, `calc 2+2`, and `check` and `run` of a
# five-action text workflow, and writes every function any of them executed, in first-seen order,
# by its symbol name. Needs valgrind. Names the program no longer has are skipped by the linker.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --static-swift-stdlib --package-path "$root" --product shortcut >/dev/null
bin="$root/.build/release/shortcut"


index=0
for command in "--version" "--help" "calc 2+2" "check $root/scripts/startup-five.json" "run $root/scripts/startup-five.json"; do
  index=$((index + 1))
  # shellcheck disable=SC2086 # the command's words are meant to split
  (cd "$work" && HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" \
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/profile.$index" "$bin" $command \
    >/dev/null 2>&1) || true
done

nm --defined-only "$bin" | awk '{print $3}' >"$work/defined"
python3 - "$work" "$index" "$root/Sources/shortcut/startup-order.txt" <<'PY'
import re, sys
work, count, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
# Only the program's own functions: what ran in ld.so, libc or libstdc++ cannot be laid out.
defined = set(open(f"{work}/defined").read().split())
names, seen = [], set()
for index in range(1, count + 1):
    for line in open(f"{work}/profile.{index}"):
        match = re.match(r"^c?fn=\(\d+\) (.+)$", line)
        if match:
            name = match.group(1).strip()
            if name not in seen and name in defined:
                seen.add(name)
                names.append(name)
open(out, "w").write("\n".join(names) + "\n")
print(f"{out}: {len(names)} functions")
PY
# SwiftPM does not know the list is an input of the link: remove the binary so the next release
# build links it again in the new order.
rm -f "$bin" "$(readlink -f "$bin" 2>/dev/null || echo "$bin")"
echo "removed $bin: the next release build links it in the new order"
