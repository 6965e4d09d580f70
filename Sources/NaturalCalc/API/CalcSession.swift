import Foundation

/// An interactive calculation, one line at a time, as `shortcut calc` reads it on a terminal:
/// each line sees the answers before it as `ans` (the last) and `line1`, `line2`, … (by number),
/// variables and totals, exactly as a sheet's lines do.
public struct CalcSession {
    /// Most lines a session holds by default; every answer is kept for `lineN`, so a session has a size.
    public static let defaultMaxLines = 10_000
    /// Most lines this session holds.
    public let maxLines: Int

    private var sheet: Sheet
    /// How many lines were entered.
    public private(set) var lineCount = 0

    /// Starts a session with the calculator's options.
    public init(calculator: Calculator, maxLines: Int = CalcSession.defaultMaxLines) {
        sheet = Sheet(calculator: calculator)
        self.maxLines = maxLines
    }

    /// Evaluates the next line; its number (for `lineN`) is `lineCount` afterwards.
    public mutating func enter(_ line: String) -> SheetLine {
        guard lineCount < maxLines else {
            return SheetLine(
                source: line, result: nil,
                error: CalcError(.sessionFull(maxLines: maxLines, lineCount: lineCount)))
        }
        lineCount += 1
        return sheet.append(line)
    }
}
