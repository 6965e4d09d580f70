#!/bin/sh
# Times the Inflection lexicon's lazy load in an optimised build: compiles Sources/Inflection
# with a small main (swiftc -O, whole module) and prints the cost of the first plural call
# (parses the plural table), the first singular call (adds the singular -s and -sis lists),
# and a second call, in thread CPU time. Usage: scripts/plural-load-time.sh
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$(mktemp -d)
cat > "$dir/main.swift" <<'SWIFT'
import Foundation
/// Thread CPU time, so time spent descheduled on a busy machine does not count.
func cpuNanos() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1e9 + Double(t.tv_nsec)
}
func ms(_ body: () -> String) -> (String, Double) {
    let t = cpuNanos()
    let r = body()
    return (r, (cpuNanos() - t) / 1e6)
}
let (_, parse) = ms { var n = 0; TableText.forEachLine(PluralLexicon.plurals) { n += $0.count }; return "\(n)" }
let (_, parse2) = ms { var n = 0; TableText.forEachLine(PluralLexicon.plurals) { n += $0.count }; return "\(n)" }
print("parse only: \(String(format: "%.3f", parse)) ms, again \(String(format: "%.3f", parse2)) ms")
let (_, tables) = ms { "\(DictionaryTables(classical: false).toPlural.count)" }
let (_, hand) = ms { "\(Lexicon.irregular.count + Lexicon.classical.count + Lexicon.uncountable.count)" }
print("dictionary tables alone: \(String(format: "%.3f", tables)) ms; hand lists: \(String(format: "%.3f", hand)) ms")
var inflector: Inflector?
let (a, first) = ms { inflector = Inflector(); return inflector?.plural("larva") ?? "" }
guard let inflector else { exit(1) }
let (b, firstSingular) = ms { inflector.singular("mitoses") }
let (c, second) = ms { inflector.plural("genus") }
print("first plural (loads the table): \(a) \(String(format: "%.3f", first)) ms")
print("first singular (loads the -s lists): \(b) \(String(format: "%.3f", firstSingular)) ms")
print("later call: \(c) \(String(format: "%.4f", second)) ms")
SWIFT
swiftc -O -wmo -module-name Inflection "$root"/Sources/Inflection/*.swift "$root"/Sources/Inflection/Generated/*.swift "$dir/main.swift" -o "$dir/load" 2>&1 | grep -v "^$" || true
for i in 1 2 3 4 5; do "$dir/load"; done  # a shared machine is noisy: read the smallest
rm -rf "$dir"
