/// Why a calendar could not be read, or a value, rule or recurrence could not be evaluated: the
/// 1-based physical line a reader error starts on (nil for a value read on its own), and a
/// lowercase sentence.
public struct ICalendarError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based physical line the offending content line starts on; nil when no line applies.
    public let line: Int?
    /// The lowercase sentence saying what is wrong, without the line.
    public let message: String

    /// An error at `line` (nil: not tied to a line of a file).
    public init(line: Int? = nil, _ message: String) {
        self.line = line
        self.message = message
    }

    /// "line 12: 'END:VTODO' closes 'VEVENT'", or the message alone without a line.
    public var description: String {
        guard let line else { return message }
        return "line \(line): \(message)"
    }
}
