import Foundation
import ShortcutEngine

/// Format Date: a date as text, by style or a Unicode date pattern; locale-independent.
public enum FormatDateAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.format.date", name: "Format Date", summary: "Formats a date as text.", category: "Dates",
        parameters: [
            ParameterDefinition("date", wireKey: "WFDate", type: .date, summary: "The date to format."),
            ParameterDefinition(
                "style", wireKey: "WFDateFormatStyle", label: "Date Format", type: .text, summary: "The date style.",
                default: "Short",
                allowed: ["None", "Short", "Medium", "Long", "ISO 8601", "RFC 2822", "Custom"]),
            ParameterDefinition(
                "timeStyle", wireKey: "WFTimeFormatStyle", label: "Time Format", type: .text, summary: "The time style.",
                default: "Short", allowed: ["None", "Short", "Medium", "Long"],
                parent: .init("style", ["None", "Short", "Medium", "Long"])),
            ParameterDefinition(
                "format", wireKey: "WFDateFormat", label: "Format String", type: .text,
                summary: "A Unicode date pattern such as yyyy-MM-dd HH:mm.", required: true, parent: .init("style", ["Custom"])),
            ParameterDefinition(
                "includeTime", wireKey: "WFISO8601IncludeTime", label: "Include ISO 8601 Time", type: .boolean,
                summary: "Whether ISO 8601 output includes the time.", default: true, parent: .init("style", ["ISO 8601"])),
        ],
        input: "date", output: .produces(.text), outputName: "Formatted Date")

    static let datePatterns = ["Short": "M/d/yy", "Medium": "MMM d, y", "Long": "MMMM d, y"]
    static let timePatterns = ["Short": "h:mm a", "Medium": "h:mm:ss a", "Long": "h:mm:ss a zzz"]

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .date(let date) = try parameters.value("date") else { return .text("") }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = context.host.timeZone
        switch try parameters.choice("style") {
        case "Custom": formatter.dateFormat = try parameters.text("format")
        case "ISO 8601": formatter.dateFormat = try parameters.bool("includeTime") ? "yyyy-MM-dd'T'HH:mm:ssXXXXX" : "yyyy-MM-dd"
        case "RFC 2822": formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        case let style:
            let parts = [datePatterns[style], timePatterns[try parameters.choice("timeStyle")]].compactMap { $0 }
            if parts.isEmpty { return .text("") }
            formatter.dateFormat = parts.joined(separator: style == "Short" ? ", " : " 'at' ")
        }
        return .text(formatter.string(from: date))
    }
}
