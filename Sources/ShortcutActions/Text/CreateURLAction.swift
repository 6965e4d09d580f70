import Foundation
import ShortcutEngine

/// Create URL: a URL built from its parts (the Actions app's Create URL; Toolbox Pro's Build URL,
/// whose query items Make Query Item gives).
public enum CreateURLAction: Action {
    static let scheme = Parameter<String>(
        "scheme", summary: "The scheme; a trailing ':' or '://' is dropped; empty: https.", default: "https")
    static let host = Parameter<String>("host", summary: "The host name (empty: none, as in mailto: URLs).", default: "")
    static let path = Parameter<String>(
        "path",
        summary:
            "The path; with a host, a '/' is put before it when missing. Characters a path cannot hold are %-escaped.",
        default: "")
    static let queryItems = Parameter<Value>(
        "queryItems", label: "Query Items",
        summary:
            "A dictionary (each key a name), or a list whose dictionaries give names and values and whose other items alternate name, value (a last name alone has no value). Empty: no query.",
        default: .nothing)
    static let fragment = Parameter<String>("fragment", summary: "The part after '#' (empty: none).", default: "")
    static let user = Parameter<String>("user", summary: "The user name before '@' (empty: none).", default: "")
    static let password = Parameter<String>("password", summary: "The password after the user (empty: none).", default: "")
    static let customPort = Parameter<Bool>(
        "customPort", label: "Custom Port", summary: "Whether the URL names a port.", default: false)
    static let port = Parameter<Int>(
        "port", summary: "The port (0: none).", default: 0, minimum: 0, maximum: 65535, parent: .init(customPort, is: true))

    public static let definition = ActionDefinition(
        "org.shortcutengine.url.build", name: "Create URL",
        summary: "Builds a URL from a scheme, host, path, query items, fragment, user, password and port.",
        category: "Text",
        parameters: [scheme, host, path, queryItems, fragment, user, password, customPort, port],
        output: .produces(.url), outputName: "URL")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var components = URLComponents()
        components.scheme = try URLParts.scheme(try parameters[Self.scheme], parameter: Self.scheme.key) ?? "https"
        let host = try parameters[Self.host].trimmingCharacters(in: .whitespaces)
        if !host.isEmpty { components.host = host }
        let path = try parameters[Self.path].trimmingCharacters(in: .whitespaces)
        if !path.isEmpty { components.path = URLParts.path(path, host: components.host) }
        let items = try URLParts.queryItems(parameters.optional(Self.queryItems.key) ?? .nothing, context: context)
        if !items.isEmpty { components.queryItems = items }
        let fragment = try parameters[Self.fragment]
        if !fragment.isEmpty { components.fragment = fragment }
        let user = try parameters[Self.user]
        if !user.isEmpty { components.user = user }
        let password = try parameters[Self.password]
        if !password.isEmpty { components.password = password }
        if try parameters[Self.customPort] {
            let port = try parameters[Self.port]
            if port != 0 { components.port = port }
        }
        return try URLParts.url(components)
    }
}

/// What Create URL and Edit URL share: a scheme as users write it, query items from a value, and
/// the finished URL.
enum URLParts {
    /// The scheme without a trailing ':' or '://' (nil when empty), or a failure naming `parameter`.
    static func scheme(_ text: String, parameter: String) throws -> String? {
        var scheme = text.trimmingCharacters(in: .whitespaces)
        for suffix in ["://", ":"] where scheme.hasSuffix(suffix) {
            scheme.removeLast(suffix.count)
            break
        }
        guard !scheme.isEmpty else { return nil }
        let valid =
            scheme.first.map { $0.isASCII && $0.isLetter } == true
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
        guard valid else { throw ActionFailure(ToolFailure.badScheme(scheme), parameter: parameter) }
        return scheme
    }

    /// A path as a URL with `host` must hold it: starting with '/' (the apps add it; a URL with
    /// no host, such as mailto:, keeps the path as written).
    static func path(_ path: String, host: String?) -> String {
        host.map { !$0.isEmpty } == true && !path.hasPrefix("/") ? "/" + path : path
    }

    /// Query items from a dictionary, or a list of dictionaries and alternating names and values.
    static func queryItems(_ value: Value, context: ActionContext) throws -> [URLQueryItem] {
        let values: [Value]
        switch value {
        case .nothing: return []
        case .list(let list): values = list
        default: values = [value]
        }
        var items: [URLQueryItem] = []
        var name: String?
        for value in values {
            if case .dictionary(let dictionary) = value {
                if let pending = name { items.append(URLQueryItem(name: pending, value: nil)) }
                name = nil
                for (key, item) in dictionary.pairs {
                    items.append(URLQueryItem(name: key, value: try context.limitedText(item)))
                }
                continue
            }
            let text = try context.limitedText(value)
            if let pending = name {
                items.append(URLQueryItem(name: pending, value: text))
                name = nil
            } else {
                name = text
            }
        }
        if let pending = name { items.append(URLQueryItem(name: pending, value: nil)) }
        return items
    }

    /// The URL the components make, or a failure showing what they make.
    static func url(_ components: URLComponents) throws -> Value {
        guard let text = components.string, components.url != nil else {
            let host = components.host.map { "//" + $0 } ?? ""
            let shown = components.string ?? (components.scheme ?? "") + ":" + host + components.path
            throw ActionFailure(ToolFailure.notAURL(String(shown.prefix(80))))
        }
        return .url(text)
    }
}
