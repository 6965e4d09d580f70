#!/usr/bin/env bash
# The memory campaign (issue 26): every action family of scripts/memory-campaign.tsv probed twice
# through the real CLI, each probe its own process, with its exit, time and peak memory:
#   shared  — after a dictionary holding itself twice, doubled 30 times (a billion leaves in 31
#             storages): the family must measure it, not expand it;
#   budget  — inside a Repeat of 40 over a 16 MiB text, the results kept: the run's memory budget
#             (--max-memory, 512 MiB by default) must stop what would pass it.
# A probe is clean when it exits 0 or with a positioned `error:` (65, 70), within its time limit
# (--timeout 10, and a hard 60 s), under 1 GB of peak memory, with no signal.
#
#   scripts/memory-campaign.sh [SHORTCUT_BINARY]     (default: this checkout's .build/release/shortcut)
#
# Each probe runs in its own process group under a 4 GiB address-space limit (prlimit), and is
# killed whole after 60 s, so a runaway probe cannot take the machine (a first version killed only
# GNU time: the orphaned run grew to 22 GB). Prints a Markdown table and a summary; exits 1 when a
# probe is not clean. Peak memory is the
# process's maximum resident set (GNU time's %M). Needs python3 and /usr/bin/time. Not run by
# `swift test`: a release build takes the figures (docs/testing.md).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
binary="$(cd "$(dirname "${1:-$root/.build/release/shortcut}")" && pwd)/$(basename "${1:-shortcut}")"
[ -x "$binary" ] || { echo "error: no shortcut binary at $binary; build it with swift build -c release" >&2; exit 66; }
python3 - "$binary" "$root/scripts/memory-campaign.tsv" <<'PY'
import os, shutil, signal, subprocess, sys, tempfile

binary, table = sys.argv[1], sys.argv[2]
TIMEOUT, HARD, PEAK_BAR = 10, 60, 1024

def shared(consumer):
    return f'''{{"version": 1, "actions": [
{{"action": "dictionary", "parameters": {{"items": {{"k": "v"}}}}}},
{{"action": "setvariable", "parameters": {{"name": "v"}}}},
{{"action": "repeat.count", "mode": "start", "parameters": {{"count": 30}}}},
{{"action": "dictionary", "parameters": {{"items": {{"a": "{{{{v}}}}", "b": "{{{{v}}}}"}}}}}},
{{"action": "setvariable", "parameters": {{"name": "v"}}}},
{{"action": "repeat.count", "mode": "end"}},
{consumer}
]}}'''

def budget(consumer):
    return f'''{{"version": 1, "actions": [
{{"action": "gettext", "parameters": {{"text": "x"}}}},
{{"action": "setvariable", "parameters": {{"name": "v"}}}},
{{"action": "repeat.count", "mode": "start", "parameters": {{"count": 24}}}},
{{"action": "gettext", "parameters": {{"text": "{{{{v}}}}{{{{v}}}}"}}}},
{{"action": "setvariable", "parameters": {{"name": "v"}}}},
{{"action": "repeat.count", "mode": "end"}},
{{"action": "repeat.count", "mode": "start", "parameters": {{"count": 40}}}},
{consumer},
{{"action": "repeat.count", "mode": "end"}},
{{"action": "count", "parameters": {{"type": "Items"}}}}
]}}'''

def probe(document, flags):
    folder = tempfile.mkdtemp(prefix="memory-campaign-")
    try:
        with open(os.path.join(folder, "probe.json"), "w") as f: f.write(document)
        measured = os.path.join(folder, "time.txt")
        argv = ["prlimit", f"--as={4 << 30}", "/usr/bin/time", "-o", measured, "-f", "%M %e", binary, "run", "probe.json", "--no-input",
                "--timeout", str(TIMEOUT), "--allow-path", folder, "--store", os.path.join(folder, "store.json"),
                "--journal-dir", os.path.join(folder, "journal")] + flags
        env = dict(os.environ, HOME=folder, XDG_DATA_HOME=folder + "/data", XDG_STATE_HOME=folder + "/state", TMPDIR=folder)
        # Its own process group, so that a hang is killed whole (GNU time and the run under it).
        child = subprocess.Popen(argv, cwd=folder, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.PIPE, start_new_session=True)
        try:
            _, stderr = child.communicate(timeout=HARD)
        except subprocess.TimeoutExpired:
            os.killpg(child.pid, signal.SIGKILL)
            child.communicate()
            return ("hang", float(HARD), 0.0, f"no end after {HARD} s")
        done = subprocess.CompletedProcess(argv, child.returncode, None, stderr)
        lines = open(measured).read().split("\n")
        killed = next((l for l in lines if "signal" in l), None)
        kb, seconds = next(l for l in lines if l and l[0].isdigit()).split()
        error = next((l for l in done.stderr.decode(errors="replace").splitlines() if "error:" in l), "")
        code = "signal" if killed or done.returncode < 0 else str(done.returncode)
        return (code, float(seconds), int(kb) / 1024, error.split("error: ", 1)[-1] if error else "")
    finally:
        shutil.rmtree(folder, ignore_errors=True)

rows = [l.rstrip("\n").split("\t") for l in open(table) if l.strip() and not l.startswith("#")]
print(f"binary: {binary}; --timeout {TIMEOUT}; peak = maximum resident set")
print("| family | probe | exit | seconds | peak MB | how it ended |")
print("| --- | --- | ---: | ---: | ---: | --- |")
bad, peaks = [], []
for family, flags, consumer in rows:
    for name, make in (("shared", shared), ("budget", budget)):
        code, seconds, peak, message = probe(make(consumer), flags.split())
        peaks.append(peak)
        clean = code in ("0", "65", "70") and seconds <= TIMEOUT + 2 and peak < PEAK_BAR and (code == "0" or message)
        if not clean: bad.append(f"{family} ({name})")
        shown = (message[:110] + "…") if len(message) > 110 else (message or "finished")
        print(f"| {family} | {name} | {code} | {seconds:.2f} | {peak:.0f} | {shown.replace('|', '/')} |")
print(f"\n{len(peaks)} probes over {len(rows)} families: {len(peaks) - len(bad)} clean, "
      f"{len(bad)} not clean{': ' + ', '.join(bad) if bad else ''}; largest peak {max(peaks):.0f} MB")
sys.exit(1 if bad else 0)
PY
