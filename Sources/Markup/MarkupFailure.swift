/// Why a Markdown or HTML conversion refused its input. Worded here only; hosts add no text.
public enum MarkupFailure: Error, Equatable, Sendable {
    /// The input is larger than `limit` bytes of UTF-8.
    case inputTooLarge(bytes: Int, limit: Int)
    /// Block quotes, lists or HTML elements nest deeper than `limit` levels.
    case nestingTooDeep(limit: Int)

    /// The facts, in one sentence.
    public var message: String {
        switch self {
        case .inputTooLarge(let bytes, let limit):
            return "the text is \(bytes) bytes, more than the \(limit)-byte limit for Markdown and HTML conversion"
        case .nestingTooDeep(let limit):
            return "the text nests block quotes, lists or elements more than \(limit) levels deep"
        }
    }

    /// What to do about it.
    public var hint: String {
        switch self {
        case .inputTooLarge: return "split the text into smaller parts and convert each"
        case .nestingTooDeep: return "flatten the nesting below \(MarkupLimits.maximumNesting) levels"
        }
    }
}

/// The sizes a caller's text may reach.
public enum MarkupLimits {
    /// The largest input converted, in UTF-8 bytes (64 MB).
    public static let maximumInputBytes = 64 * 1024 * 1024
    /// The deepest nesting of containers (block quotes, list items, HTML elements) followed.
    public static let maximumNesting = 1000
}
