import Foundation

/// Rows of figures, printed as an aligned table.
struct BenchTable {
    private var rows: [(String, String, String)] = []

    mutating func add(_ name: String, _ figure: String, _ note: String = "") { rows.append((name, figure, note)) }

    func print() {
        let widths = (rows.map(\.0.count).max() ?? 0, rows.map(\.1.count).max() ?? 0)
        Swift.print(
            "benchmark".padding(toLength: widths.0, withPad: " ", startingAt: 0) + "  "
                + "figure".padding(toLength: widths.1, withPad: " ", startingAt: 0) + "  note")
        for row in rows {
            Swift.print(
                row.0.padding(toLength: widths.0, withPad: " ", startingAt: 0) + "  "
                    + row.1.padding(toLength: widths.1, withPad: " ", startingAt: 0) + "  " + row.2)
        }
    }
}

/// Seconds taken by `body`, best of `repeats`.
func measure(repeats: Int = 3, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}

func format(_ value: Double, _ digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
}

/// The built `shortcut` binary beside this benchmark's.
func shortcutBinary() -> String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("shortcut").path
}

/// Wall-clock seconds of a whole process run, via posix_spawn and waitpid (Foundation's
/// Process adds tens of milliseconds of its own on Linux). Output goes to /dev/null.
func timeProcess(_ executable: String, _ arguments: [String], stdin: String? = nil) -> Double {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdin ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return .nan }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}
