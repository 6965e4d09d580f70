import DigitGrouping
import ShortcutEngine

/// Failures of the app-style text, list and CSV tools (the actions third-party apps' tools import to).
enum ToolFailure: FailureFacts, Equatable, Error {
    /// Generate CSV was given a row that is neither a dictionary nor a list.
    case csvRowNotTable(row: Int, found: ValueType)
    /// Query Records with SQL was given CSV whose columns × rows pass `limit` cells.
    case csvTooManyCells(columns: Int, rows: Int, limit: Int)
    /// Filter List's regular expression does not compile.
    case badPattern(String)
    /// Parse JSON5 was given text that is not JSON5.
    case notJSON5(String)
    /// Ask for Confirmation was answered with neither button.
    case notAButton(String, buttons: [String])
    /// Parse CSV was given a custom delimiter that is not one character.
    case badDelimiter(String)
    /// Create URL or Edit URL was given a scheme that URLs cannot have.
    case badScheme(String)
    /// Create URL or Edit URL made something that is not a URL.
    case notAURL(String)
    /// Text that does not read as a date in the given pattern (Parse Date).
    case notInDateFormat(String, format: String)

    var message: String {
        switch self {
        case .csvRowNotTable(let row, let found): return "row \(row) is \(found.article), not a dictionary or a list"
        case .csvTooManyCells(let columns, let rows, let limit):
            return
                "the CSV has \(DigitGrouping.grouped(columns)) columns and \(DigitGrouping.grouped(rows)) rows, more than \(DigitGrouping.grouped(limit)) cells"
        case .badPattern(let pattern): return "'\(pattern)' is not a valid regular expression"
        case .notJSON5(let reason): return "not JSON5: \(reason)"
        case .notAButton(let answer, let buttons):
            return "the answer '\(answer)' is neither '\(buttons.joined(separator: "' nor '"))'"
        case .badDelimiter(let given): return "the delimiter '\(given.prefix(20))' is not one character"
        case .badScheme(let scheme): return "'\(scheme)' is not a URL scheme"
        case .notAURL(let text): return "'\(text)' is not a valid URL"
        case .notInDateFormat(let text, let format): return "'\(text.prefix(40))' is not a date in the format '\(format)'"
        }
    }

    var hint: String? {
        switch self {
        case .csvRowNotTable: return "give a list of dictionaries (one a row, keys as columns) or a list of lists"
        case .csvTooManyCells: return "split the file, or keep the columns and rows you need before querying it"
        case .badPattern: return "check brackets and escapes (ICU syntax); or choose a condition that compares text as written"
        case .notJSON5:
            return "JSON5 is JSON plus comments, trailing commas, unquoted keys, single quotes and hex numbers (json5.org)"
        case .notAButton(_, let buttons): return "answer with one of the buttons: '\(buttons.joined(separator: "' or '"))'"
        case .badDelimiter: return "give one character, such as | or ;, or choose Comma, Semicolon or Tab"
        case .badScheme: return "a scheme is a letter, then letters, digits, '+', '-' or '.' (https, mailto, x-callback-url)"
        case .notAURL: return "a path starts with '/' when there is a host, and cannot start with '//' when there is none"
        case .notInDateFormat:
            return
                "the format is a Unicode date pattern (MM/dd/yyyy, yyyy-MM-dd HH:mm); turn 'Fail If Invalid' off to get Nothing instead"
        }
    }
}
