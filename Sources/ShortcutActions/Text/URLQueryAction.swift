import Foundation
import ShortcutEngine

/// Get Query of URL: one query item's value, or every item as a dictionary (the Actions app's
/// Get Query Item Value from URL and Get Query Items from URL as Dictionary).
public enum URLQueryAction: Action {
    static let url = Parameter<Value>("url", label: "URL", type: .url, summary: "The URL.")
    static let name = Parameter<String>(
        "name",
        summary:
            "The query item whose value is wanted (its first occurrence; Nothing when there is none). Absent: every item, as a dictionary of names and values (a repeated name keeps its first value).",
        default: "")
    static let asList = Parameter<Bool>(
        "asList", label: "As List",
        summary:
            "With no name: every item as a dictionary of its name and value, in order and repeats kept (the Actions app's Get Query Items from URL).",
        default: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.url.query", name: "Get Query of URL",
        summary: "The value of one query item of a URL (?name=value, percent escapes decoded), or all of them as a dictionary.",
        category: "Text",
        parameters: [url, name, asList],
        input: url, output: .produces(.any), outputName: "Query")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .url(let text) = try parameters.value(Self.url) else { return .nothing }
        guard let components = URLComponents(string: text) else {
            throw ActionFailure(context.coercion.failure(.text(text), .url), parameter: "url")
        }
        let items = components.queryItems ?? []
        let wanted = try parameters[Self.name]
        if !wanted.isEmpty {
            return items.first { $0.name == wanted }.map { Value.text($0.value ?? "") } ?? .nothing
        }
        if try parameters[Self.asList] {
            return .list(
                items.map { .dictionary(ValueDictionary([("name", .text($0.name)), ("value", .text($0.value ?? ""))])) })
        }
        var dictionary = ValueDictionary()
        for item in items where dictionary[item.name] == nil { dictionary[item.name] = .text(item.value ?? "") }
        return .dictionary(dictionary)
    }
}
