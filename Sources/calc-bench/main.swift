import Foundation
import NaturalCalc

// Release-mode benchmark: warm evaluation throughput over the dev expressions.
// Usage: calc-bench [path/to/calc-dev.tsv] [--answers] [--seconds N] [--passes N]
// `--passes N` runs exactly N timed passes (for instruction counts under callgrind: the
// difference between two pass counts is the warm cost of the extra passes).
let arguments = Array(CommandLine.arguments.dropFirst())
let path = arguments.first { !$0.hasPrefix("--") && Double($0) == nil } ?? "Tests/NaturalCalcTests/Fixtures/calc-dev.tsv"
/// The number following `flag`, if any.
func numberAfter(_ flag: String) -> Double? {
    arguments.firstIndex(of: flag).flatMap { i in arguments.dropFirst(i + 1).first.flatMap(Double.init) }
}
let seconds = numberAfter("--seconds") ?? 3
let fixedPasses = numberAfter("--passes").map { Int($0) }

guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
    exit(66)
}

/// Undoes the CSV-style quoting a few fields carry.
func unquote(_ s: String) -> String {
    guard s.count >= 2, s.hasPrefix("\""), s.hasSuffix("\"") else { return s }
    return String(s.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"")
}

let expressions = text.split(separator: "\n").dropFirst().compactMap { line -> String? in
    line.split(separator: "\t", omittingEmptySubsequences: false).first.map {
        unquote(String($0)).replacingOccurrences(of: "\\n", with: "\n")
    }
}

var options = CalcOptions(now: Date(timeIntervalSince1970: 1_795_255_200), timeZone: TimeZone(identifier: "UTC") ?? .current)
options.lenient = true
let calculator = Calculator(options: options)

/// One evaluation per expression; sheets for multi-line input, as a notepad would.
@inline(never) func answer(_ expression: String) -> String {
    if expression.contains(where: { $0 == "\n" }) {
        return calculator.evaluateSheet(expression).last?.result?.text ?? "(no answer)"
    }
    do { return try calculator.evaluate(expression).text } catch { return "error: \(error)" }
}

if arguments.contains("--answers") {
    // Every row as a notepad sheet (the last line's answer), as Soulver would show it.
    for e in expressions {
        let last = calculator.evaluateSheet(e).last { $0.result != nil || $0.error != nil }
        print(last?.result?.text ?? last?.error.map { "error: \($0)" } ?? "(no answer)")
    }
    exit(0)
}

var sink = 0
for e in expressions {
    if arguments.contains("--trace") { FileHandle.standardError.write(Data((e + "\n").utf8)) }; sink &+= answer(e).count
}  // warm-up pass
/// CPU time of this process, so a busy shared machine inflates the figure less than wall time.
func cpuSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

var evaluations = 0
var passes = 0
let cpuStart = cpuSeconds()
let start = DispatchTime.now().uptimeNanoseconds
var elapsed = 0.0
while fixedPasses.map({ passes < $0 }) ?? (elapsed < seconds) {
    for e in expressions { sink &+= answer(e).count }
    evaluations += expressions.count
    passes += 1
    elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
let cpu = cpuSeconds() - cpuStart
let rate = Double(evaluations) / elapsed
let cpuRate = Double(evaluations) / cpu
print(
    String(
        format: "expressions: %d, passes: %d, evaluations: %d, wall: %.3f s, cpu: %.3f s", expressions.count, passes, evaluations,
        elapsed, cpu))
print(String(format: "throughput (wall): %.0f expressions/s (%.2f µs each)", rate, 1e6 / rate))
print(String(format: "throughput (cpu):  %.0f expressions/s (%.2f µs each)", cpuRate, 1e6 / cpuRate))
if sink == 42 { print("") }
