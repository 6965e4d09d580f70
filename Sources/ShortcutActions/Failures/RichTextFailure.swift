import Markup
import ShortcutEngine

/// Failures of the rich text actions: the Markup module's facts, worded here.
enum RichTextFailure: FailureFacts, Equatable {
    /// The Markdown or HTML conversion refused the input.
    case markup(MarkupFailure)

    var message: String {
        switch self {
        case .markup(.inputTooLarge(let bytes, let limit)):
            return "the text is \(bytes) bytes, more than the \(limit)-byte limit for Markdown and HTML conversion"
        case .markup(.nestingTooDeep(let limit)):
            return "the text nests block quotes, lists or elements more than \(limit) levels deep"
        }
    }

    var hint: String? {
        switch self {
        case .markup(.inputTooLarge): return "split the text into smaller parts and convert each"
        case .markup(.nestingTooDeep(let limit)): return "flatten the nesting to at most \(limit) levels"
        }
    }
}

/// Runs a conversion of the Markup module, its failure reported against `parameter`.
func converting<T>(_ parameter: String, _ body: () throws(MarkupFailure) -> T) throws(ActionFailure) -> T {
    do {
        return try body()
    } catch {
        throw ActionFailure(RichTextFailure.markup(error), parameter: parameter)
    }
}
