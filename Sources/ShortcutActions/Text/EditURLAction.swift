import Foundation
import ShortcutEngine

/// Edit URL: one change to a URL's parts (the Actions app's Edit URL and its 17 edits). An empty
/// value leaves the URL as it was, as the app does.
public enum EditURLAction: Action {
    /// The change made.
    public enum Edit: String, Choice {
        case addQueryItem = "Add Query Item"
        case addPathComponent = "Add Path Component"
        case appendToQuery = "Append to Query"
        case appendToFragment = "Append to Fragment"
        case removeQueryItemsNamed = "Remove Query Items Named"
        case removeLastPathComponent = "Remove Last Path Component"
        case removeQuery = "Remove Query"
        case removeFragment = "Remove Fragment"
        case removePath = "Remove Path"
        case removePort = "Remove Port"
        case removeUserAndPassword = "Remove User and Password"
        case setQuery = "Set Query"
        case setFragment = "Set Fragment"
        case setPath = "Set Path"
        case setScheme = "Set Scheme"
        case setHost = "Set Host"
        case setUserAndPassword = "Set User and Password"
    }

    /// The edits that take `text`.
    static let textEdits: [Edit] = [
        .addPathComponent, .appendToQuery, .appendToFragment, .setQuery, .setFragment, .setPath, .setScheme, .setHost,
    ]

    static let url = Parameter<Value>("url", label: "URL", type: .url, summary: "The URL to edit.")
    static let edit = Parameter<Edit>("edit", summary: "The change to make.", default: .addQueryItem)
    static let name = Parameter<String>(
        "name", summary: "The query item's name (kept as written when removing; spaces trimmed when adding).", default: "",
        parent: .init(edit, [.addQueryItem, .removeQueryItemsNamed]))
    static let value = Parameter<String>(
        "value", summary: "The query item's value.", default: "", parent: .init(edit, [.addQueryItem]))
    static let text = Parameter<String>(
        "text", summary: "The path component, query, fragment, path, scheme or host the edit adds or sets.", default: "",
        parent: .init(edit, textEdits))
    static let user = Parameter<String>(
        "user", summary: "The user name.", default: "", parent: .init(edit, [.setUserAndPassword]))
    static let password = Parameter<String>(
        "password", summary: "The password.", default: "", parent: .init(edit, [.setUserAndPassword]))

    public static let definition = ActionDefinition(
        "org.shortcutengine.url.edit", name: "Edit URL",
        summary:
            "Adds, appends to, sets or removes one part of a URL: a query item, a path component, the query, fragment, path, scheme, host, port, or user and password.",
        category: "Text",
        parameters: [url, edit, name, value, text, user, password],
        input: url, output: .produces(.url), outputName: "Edited URL")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let given = try parameters.value(Self.url)
        if case .nothing = given { return .nothing }
        let original = try context.limitedText(given)
        guard var components = URLComponents(string: original) else {
            throw ActionFailure(ToolFailure.notAURL(String(original.prefix(80))), parameter: Self.url.key)
        }
        let edit = try parameters[Self.edit]
        let text = Self.textEdits.contains(edit) ? try parameters[Self.text] : ""
        let blank = text.trimmingCharacters(in: .whitespaces).isEmpty
        switch edit {
        case .addQueryItem:
            let name = try parameters[Self.name].trimmingCharacters(in: .whitespaces)
            let value = try parameters[Self.value]
            if !name.isEmpty, !value.isEmpty {
                components.queryItems = (components.queryItems ?? []) + [.init(name: name, value: value)]
            }
        case .removeQueryItemsNamed:
            let name = try parameters[Self.name]
            let kept = (components.queryItems ?? []).filter { $0.name != name }
            components.queryItems = kept.isEmpty ? nil : kept
        case .setUserAndPassword:
            let user = try parameters[Self.user].trimmingCharacters(in: .whitespaces)
            let password = try parameters[Self.password]
            if !user.isEmpty, !password.isEmpty { (components.user, components.password) = (user, password) }
        default:
            if !(blank && Self.textEdits.contains(edit)) { try change(&components, edit, text) }
        }
        return try URLParts.url(components)
    }

    /// The edits of one part, removing or with `text` given (not blank).
    static func change(_ components: inout URLComponents, _ edit: Edit, _ text: String) throws {
        switch edit {
        case .addPathComponent:
            let path = components.path
            components.path = path + (path.hasSuffix("/") ? "" : "/") + text
        case .removeLastPathComponent:
            var path = components.path
            while path.count > 1, path.hasSuffix("/") { path.removeLast() }
            if let slash = path.lastIndex(of: "/") { components.path = String(path[...slash]) }
        case .appendToQuery: components.query = (components.query ?? "") + text
        case .appendToFragment: components.fragment = (components.fragment ?? "") + text
        case .setQuery: components.query = text
        case .setFragment: components.fragment = text
        case .setPath:
            components.path = URLParts.path(text.trimmingCharacters(in: .whitespaces), host: components.host)
        case .setScheme: components.scheme = try URLParts.scheme(text, parameter: Self.text.key)
        case .setHost: components.host = text.trimmingCharacters(in: .whitespaces)
        case .removeQuery: components.query = nil
        case .removeFragment: components.fragment = nil
        case .removePath: components.path = ""
        case .removePort: components.port = nil
        case .removeUserAndPassword: (components.user, components.password) = (nil, nil)
        case .addQueryItem, .removeQueryItemsNamed, .setUserAndPassword: break
        }
    }
}
