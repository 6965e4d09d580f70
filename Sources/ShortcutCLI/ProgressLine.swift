import DigitGrouping
import Foundation
import ShortcutEngine

/// The text of the progress line: "renamed 5,000 of 10,000 (50%), 12,345/s", "read 1,048,576 of
/// 4,194,304 bytes (25%), 9,876,543/s".
enum ProgressLine {
    /// The line for `report`, `seconds` after the work started.
    static func text(_ report: ProgressReport, seconds: Double) -> String {
        var text = report.what + " " + DigitGrouping.grouped(report.done)
        if let total = report.total, total > 0 { text += " of " + DigitGrouping.grouped(total) }
        if let unit = report.unit { text += " " + unit }
        if let total = report.total, total > 0 { text += " (\(min(report.done, total) * 100 / total)%)" }
        if seconds > 0, report.done > 0 { text += ", " + DigitGrouping.grouped(Int(Double(report.done) / seconds)) + "/s" }
        return text
    }

    /// Seconds of work before the line shows: 1, or `SHORTCUT_PROGRESS_AFTER` (the tests set 0).
    static let delay = Double(ProcessEnvironment.value("SHORTCUT_PROGRESS_AFTER") ?? "") ?? 1
}
