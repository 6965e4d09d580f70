/// Why a Markdown or HTML conversion refused its input: facts only. The actions word them
/// (`Sources/ShortcutActions/Failures/RichTextFailure.swift`), as the engine words file facts.
public enum MarkupFailure: Error, Equatable, Sendable {
    /// The input is larger than `limit` bytes of UTF-8.
    case inputTooLarge(bytes: Int, limit: Int)
    /// Block quotes, lists or HTML elements nest deeper than `limit` levels.
    case nestingTooDeep(limit: Int)
}

/// The sizes a caller's text may reach.
public enum MarkupLimits {
    /// The largest input converted, in UTF-8 bytes (64 MB).
    public static let maximumInputBytes = 64 * 1024 * 1024
    /// The deepest nesting of containers (block quotes, list items, HTML elements) followed.
    public static let maximumNesting = 1000
}
