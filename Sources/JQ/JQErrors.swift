// The errors of a jq program: rejected text (JQSyntaxError), a run that failed as jq reports
// (JQRuntimeError), and a run stopped by its limits (JQLimitError), with the limits themselves.

/// Why a jq program's text was rejected.
public struct JQSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in a short sentence without position.
    public let message: String
    /// The 1-based column, in Unicode scalars, where the problem is.
    public let column: Int

    /// Creates an error with `message` at `column`.
    public init(message: String, column: Int) {
        self.message = message
        self.column = column
    }

    /// `jq program: column 7: <message>`.
    public var description: String { "jq program: column \(column): \(message)" }
}

/// An error raised while a program ran and not caught by `try`: jq's own message, or the value
/// given to `error`.
public struct JQRuntimeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The error's value: jq's message as a string, or whatever `error(v)` was given.
    public let value: JQValue

    /// Creates an error carrying `value`.
    public init(value: JQValue) { self.value = value }

    /// The message: the string itself, or the value as JSON with "(not a string)" before it.
    public var message: String {
        if case .string(let text) = value { return text }
        return "\(value.serialized()) (not a string)"
    }

    /// `jq program: <message>`.
    public var description: String { "jq program: \(message)" }
}

/// Why a run stopped before its end.
public enum JQLimitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// More than `limit` evaluation steps.
    case tooManySteps(limit: Int)
    /// More than `limit` results.
    case tooManyOutputs(limit: Int)
    /// Calls or nesting went deeper than `limit`.
    case tooDeep(limit: Int)
    /// A string or array grew beyond `limit` characters or items.
    case tooLarge(limit: Int)
    /// `JQLimits.shouldStop` said so.
    case stopped

    /// A sentence naming the limit.
    public var description: String {
        switch self {
        case .tooManySteps(let limit): return "jq program: stopped after \(limit) evaluation steps"
        case .tooManyOutputs(let limit): return "jq program: stopped after \(limit) results"
        case .tooDeep(let limit): return "jq program: calls or values nested deeper than \(limit) levels"
        case .tooLarge(let limit): return "jq program: a string or array grew beyond \(limit) items"
        case .stopped: return "jq program: stopped by the caller"
        }
    }
}

/// What one run may spend.
public struct JQLimits {
    /// The most evaluation steps (about one per filter applied to one value).
    public var maximumSteps: Int
    /// The most results the program may give.
    public var maximumOutputs: Int
    /// Asked every 1,024 steps: true stops the run (a run's clock). Nil: only the counts bound it.
    public var shouldStop: (() -> Bool)?

    /// Limits of `maximumSteps` steps and `maximumOutputs` results, stopped when `shouldStop` says so.
    public init(maximumSteps: Int = 10_000_000, maximumOutputs: Int = 1_000_000, shouldStop: (() -> Bool)? = nil) {
        self.maximumSteps = maximumSteps
        self.maximumOutputs = maximumOutputs
        self.shouldStop = shouldStop
    }
}

/// An error raised inside a run, which `try` may catch: its value is what `catch` receives.
struct JQFailure: Error {
    let value: JQValue

    init(value: JQValue) { self.value = value }
    init(message: String) { self.value = .string(message) }
}

/// A failure raised after `try`'s body had given a value, on its way past that `try`.
struct JQPassingFailure: Error {
    let failure: JQFailure
    let owner: Int
}

/// `break $label` on its way to its label.
struct JQBreak: Error {
    let label: Int
}

/// How jq describes a value in a message: `number (1)`, `string ("abc")`, cut short when long.
func describe(_ value: JQValue) -> String {
    var text = value.serialized()
    if text.unicodeScalars.count > 11 {
        text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(10))) + "..."
    }
    return "\(value.typeName) (\(text))"
}
