#!/usr/bin/env bash
# The two ways `shortcut` is linked both build and work (issue 29): the release build users
# install, with the Swift standard library and Foundation linked in (--static-swift-stdlib), and
# the dynamic build (CI's debug build; LINK_CHECK_DYNAMIC_RELEASE=1 adds a dynamic release build).
# For each: `--version` and `calc 2+2` run, `shortcut` links no libcurl or libxml2 and opens none
# (strace, when installed), and `shortcut-net` is built beside it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
status=0

fail() { echo "link-check: $*" >&2; status=1; }

check() {
  local bin=$1 label=$2
  [ -x "$bin/shortcut-net" ] || fail "$label: no shortcut-net beside $bin/shortcut"
  "$bin/shortcut" --version >/dev/null || fail "$label: shortcut --version failed"
  [ "$("$bin/shortcut" calc 2+2)" = "4" ] || fail "$label: shortcut calc 2+2 did not print 4"
  if ldd "$bin/shortcut" | grep -E "libcurl|libxml2|FoundationNetworking|FoundationXML" >&2; then
    fail "$label: shortcut links networking or XML libraries (above)"
  fi
  if command -v strace >/dev/null; then
    if strace -f -e trace=openat "$bin/shortcut" calc 2+2 2>&1 >/dev/null | grep -E "libcurl|libxml2" >&2; then
      fail "$label: shortcut calc 2+2 opens networking or XML libraries (above)"
    fi
  fi
  echo "link-check: $label: ok ($(ldd "$bin/shortcut" | wc -l) shared libraries linked)"
}

# Dynamic: the debug build CI already has, or one made here.
swift build --product shortcut >/dev/null
swift build --product shortcut-net >/dev/null
debug="$(swift build --show-bin-path)"
ldd "$debug/shortcut" | grep -q "libswiftCore" || fail "debug: shortcut is not linked dynamically"
check "$debug" "dynamic debug"

if [ -n "${LINK_CHECK_DYNAMIC_RELEASE:-}" ]; then
  swift build -c release --product shortcut >/dev/null
  swift build -c release --product shortcut-net >/dev/null
  release="$(swift build -c release --show-bin-path)"
  ldd "$release/shortcut" | grep -q "libswiftCore" || fail "release: shortcut is not linked dynamically"
  check "$release" "dynamic release"
fi

# Static: what users install (README, docs/performance.md); built last, so it is what .build/release holds.
swift build -c release --static-swift-stdlib --product shortcut >/dev/null
swift build -c release --static-swift-stdlib --product shortcut-net >/dev/null
release="$(swift build -c release --static-swift-stdlib --show-bin-path)"
if ldd "$release/shortcut" | grep -E "libswiftCore|libFoundation" >&2; then
  fail "static release: shortcut still links the Swift runtime or Foundation dynamically (above)"
fi
check "$release" "static release"

# The start-up layout (Package.swift, `startupLinking`): how much of the order file still names
# functions of this build (a stale list only costs speed: rerun scripts/startup-order.sh), and
# whether the relative relocations are packed (glibc 2.36 and later).
order="Sources/shortcut/startup-order.txt"
if command -v nm >/dev/null && [ -f "$order" ]; then
  found=$(nm --defined-only "$release/shortcut" | awk '{print $3}' | sort -u | comm -12 - <(sort -u "$order") | wc -l)
  echo "link-check: startup order: $found of $(wc -l <"$order") listed functions are in this build"
fi
# grep reads to the end (no -q): with pipefail, a grep that stops early would fail readelf with SIGPIPE.
if readelf -S "$release/shortcut" | grep "\.relr\.dyn" >/dev/null; then
  echo "link-check: relative relocations packed (DT_RELR)"
else
  echo "link-check: relative relocations not packed (this glibc predates 2.36)"
fi
exit "$status"
