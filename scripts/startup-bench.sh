#!/usr/bin/env bash
# Start-up cost of `shortcut`, side by side with a static Foundation "hello" (issue 29):
# CPU time (user + system) and peak memory of the whole process, the median of N runs each, and
# the shared libraries each command loads. Release builds, static Swift standard library.
#
#   scripts/startup-bench.sh [OTHER_BIN_DIR …]
#
# Builds this checkout's `shortcut` (release, --static-swift-stdlib) and a "hello" in a temporary
# folder; every OTHER_BIN_DIR given (say, another commit's .build/release) is measured in the same
# run, so the figures compare. RUNS=30 by default. Needs python3 and strace (for the library count).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${RUNS:-30}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ -z "${SKIP_BUILD:-}" ]; then
  swift build -c release --static-swift-stdlib --package-path "$root" --product shortcut >/dev/null
  swift build -c release --static-swift-stdlib --package-path "$root" --product shortcut-net >/dev/null
fi
this="$root/.build/release"

# The floor: `import Foundation` and one print, linked the same way.
mkdir -p "$work/hello/Sources/hello"
cat >"$work/hello/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "hello", targets: [.executableTarget(name: "hello")])
SWIFT
echo 'import Foundation
print("hello \(Date().timeIntervalSince1970 > 0)")' >"$work/hello/Sources/hello/main.swift"
hello_cache="$root/.build/startup-hello"
mkdir -p "$hello_cache"
[ -x "$hello_cache/release/hello" ] || swift build -c release --static-swift-stdlib --package-path "$work/hello" --scratch-path "$hello_cache" >/dev/null
hello="$hello_cache/release/hello"

# Every binary is measured as installed: copied, as `install` or `cp` puts it in place. A file just
# written by the linker through a memory map sits in the page cache in 4 KB pieces, and each start
# from it took 8 % (the hello, written by another linker) to 13 % (`shortcut`, by lld) more CPU
# than the same bytes copied; a copy, or the file read back after the cache is dropped, is held in
# larger pieces. Copying all of them, the hello too, measures what a user runs.
installed() {
  mkdir -p "$work/installed/$2"
  cp "$1" "$work/installed/$2/$(basename "$1")"
  echo "$work/installed/$2/$(basename "$1")"
}
hello=$(installed "$hello" hello)


dirs=()
index=0
for dir in "$this" "$@"; do
  index=$((index + 1))
  dirs+=("$(dirname "$(installed "$dir/shortcut" "$index")")")
done

ORIGINAL_DIRS="$this:$(IFS=:; echo "$*")" python3 - "$runs" "$hello" "$root/scripts/startup-five.json" "${dirs[@]}" <<'PY'
import os, statistics, subprocess, sys, tempfile

runs = int(sys.argv[1]); hello = sys.argv[2]; five = sys.argv[3]; dirs = sys.argv[4:]

def measure(argv):
    cpu, rss = [], []
    for _ in range(runs):
        pid = os.fork()
        if pid == 0:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1); os.dup2(devnull, 2)
            os.execv(argv[0], argv)
        _, status, usage = os.wait4(pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"{' '.join(argv)} failed")
        cpu.append((usage.ru_utime + usage.ru_stime) * 1000)
        rss.append(usage.ru_maxrss / 1024)
    return statistics.median(cpu), statistics.median(rss)

def exact_peak(argv):
    """Peak memory measured from a small parent: `ru_maxrss` counts what the process held before
    `exec`, so a child forked from this Python starts at Python's own size (about 11 MB), which
    floors every figure of `measure`. GNU time forks from a 1 MB process; nil without it."""
    if not os.path.exists("/usr/bin/time"):
        return None
    peaks = []
    for _ in range(min(runs, 10)):
        done = subprocess.run(["/usr/bin/time", "-f", "%M"] + argv, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True)
        peaks.append(int(done.stderr.strip().splitlines()[-1]) / 1024)
    return statistics.median(peaks)

def libraries(argv):
    with tempfile.NamedTemporaryFile() as log:
        subprocess.run(["strace", "-f", "-qq", "-e", "trace=openat", "-o", log.name] + argv,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        lines = open(log.name).read().splitlines()
    opened = {l.split('"')[1] for l in lines if ".so" in l and "ENOENT" not in l and '"' in l}
    opened = {p for p in opened if "/lib" in p and ".so" in os.path.basename(p)}
    heavy = sorted({os.path.basename(p).split(".so")[0] for p in opened if "curl" in p or "xml2" in p})
    return len(opened), ",".join(heavy) or "none"

rows = [("static Foundation hello", [hello])]
originals = os.environ.get("ORIGINAL_DIRS", "").split(":")
for i, d in enumerate(dirs):
    tag = "" if len(dirs) == 1 else f" ({originals[i] if i < len(originals) else d})"
    exe = os.path.join(d, "shortcut")
    rows += [(f"shortcut --version{tag}", [exe, "--version"]),
             (f"shortcut calc 2+2{tag}", [exe, "calc", "2+2"]),
             (f"shortcut run five.json{tag}", [exe, "run", five])]
base_cpu, base_rss = measure([hello])
base_exact = exact_peak([hello])
print(f"median of {runs} runs; CPU = user + system; peak = ru_maxrss of a child of this script (the")
print("issue's method, floored by the launcher's own size); exact peak = the same from GNU time")
print("| command | CPU ms | × hello | peak MB | × hello | exact peak MB | × hello | shared libraries | curl/xml2 |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
for name, argv in rows:
    cpu, rss = (base_cpu, base_rss) if argv == [hello] else measure(argv)
    exact = base_exact if argv == [hello] else exact_peak(argv)
    exact_cells = f"{exact:.1f} | {exact / base_exact:.2f}" if exact and base_exact else "– | –"
    count, heavy = libraries(argv)
    print(f"| {name} | {cpu:.1f} | {cpu / base_cpu:.2f} | {rss:.1f} | {rss / base_rss:.2f} | {exact_cells} | {count} | {heavy} |")
PY
