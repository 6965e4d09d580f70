import Foundation
import ShortcutEngine

/// One piece of the command line's own long work (reading standard input, importing a folder,
/// sorting lines) on the console's progress line: counts of a total and a rate, on a terminal
/// only, after `ProgressLine.delay`, cleared by `finish`. Workflow actions report through the
/// host (`CommandLineHost.progress`) instead.
final class ProgressMeter {
    private let console: Console
    private var report: ProgressReport
    private let started = DispatchTime.now().uptimeNanoseconds

    /// A meter of `what` (`read`, `imported`), counting `unit` (shown after the counts) of `total`.
    init(console: Console, what: String, unit: String? = nil, total: Int?) {
        self.console = console
        self.report = ProgressReport(what: what, done: 0, total: total, unit: unit)
    }

    /// `done` items so far; cheap to call often (the console draws at most ten times a second).
    func update(_ done: Int) {
        guard console.errorIsTerminal else { return }
        report.done = done
        draw()
    }

    /// Clears the line (when one was drawn).
    func finish() {
        report.finished = true
        draw()
    }

    private func draw() {
        let seconds = Double(DispatchTime.now().uptimeNanoseconds &- started) / 1e9
        console.progress(
            ProgressLine.text(report, seconds: seconds), finished: report.finished, startedAt: started, delay: ProgressLine.delay)
    }

    /// Runs `work`, which gives no counts of its own (a sort), with a line that shows what it is
    /// doing and for how long ("sorting 1,000,000 lines, 2.4 s"), redrawn from a timer while it
    /// runs and cleared after. Nothing else writes to the console meanwhile: the timer is stopped
    /// (and its last draw waited for) before `work`'s result is handed back.
    static func during<T>(_ console: Console, _ text: String, delay: Double = ProgressLine.delay, _ work: () throws -> T) rethrows
        -> T
    {
        guard console.errorIsTerminal else { return try work() }
        let started = DispatchTime.now().uptimeNanoseconds
        let queue = DispatchQueue(label: "shortcut.progress")
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
        timer.setEventHandler {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds &- started) / 1e9
            console.progress(
                text + ", " + String(format: "%.1f s", seconds), finished: false, startedAt: started, delay: delay)
        }
        timer.resume()
        defer {
            timer.cancel()
            queue.sync {}
            console.progress("", finished: true, startedAt: started)
        }
        return try work()
    }
}
