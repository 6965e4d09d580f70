import Foundation
import ShortcutEngine

/// Parse Date: text read as a date in a Unicode date pattern (Gizmo Pack's Parse Date), where Get
/// Dates from Input guesses the form.
public enum ParseDateAction: Action {
    static let text = Parameter<Value>("text", summary: "The text, or a list of texts (one date each).")
    static let format = Parameter<String>(
        "format", summary: "The Unicode date pattern the text is in: MM/dd/yyyy, yyyy-MM-dd'T'HH:mm, d MMMM y …",
        required: true)
    static let locale = Parameter<String>(
        "locale", summary: "The language of month and weekday names (en, fr, de …).", default: "en_US_POSIX")
    static let failIfInvalid = Parameter<Bool>(
        "failIfInvalid", label: "Fail If Invalid", summary: "Stop when a text is not in the format; off gives Nothing for it.",
        default: true)

    public static let definition = ActionDefinition(
        "org.shortcutengine.date.parse", name: "Parse Date",
        summary:
            "Reads text as a date in the given Unicode pattern (MM/dd/yyyy reads 12/25/2001), in the run's time zone; a list gives a date each.",
        category: "Dates",
        parameters: [text, format, locale, failIfInvalid],
        input: text, output: .produces(.date), outputName: "Date")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let pattern = try parameters[Self.format]
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: try parameters[Self.locale])
        formatter.timeZone = context.host.timeZone
        formatter.dateFormat = pattern
        formatter.isLenient = false
        let strict = try parameters[Self.failIfInvalid]
        let read = { (item: Value) throws -> Value in
            let text = try context.limitedText(item).trimmingCharacters(in: .whitespacesAndNewlines)
            if let date = formatter.date(from: text) { return .date(date) }
            if strict { throw ActionFailure(ToolFailure.notInDateFormat(text, format: pattern), parameter: Self.text) }
            return .nothing
        }
        let given = try parameters.value(Self.text)
        if case .list(let items) = given { return .list(try items.map(read)) }
        return try read(given)
    }
}
