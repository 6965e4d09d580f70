import Foundation
import ShortcutEngine

/// Get Component of URL: one part of `scheme://user:password@host:port/path?query#fragment`.
public enum URLComponentAction: Action {
    /// The part (`WFURLComponent`).
    public enum Component: String, Choice {
        case scheme = "Scheme"
        case user = "User"
        case password = "Password"
        case host = "Host"
        case port = "Port"
        case path = "Path"
        case query = "Query"
        case fragment = "Fragment"

        /// The part of parsed components, percent escapes removed except in the query.
        func part(of components: URLComponents) -> String? {
            switch self {
            case .scheme: return components.scheme
            case .user: return components.user
            case .password: return components.password
            case .host: return components.host
            case .port: return components.port.map(String.init)
            case .path: return components.path.isEmpty ? nil : components.path
            case .query: return components.percentEncodedQuery
            case .fragment: return components.fragment
            }
        }
    }

    static let url = Parameter<Value>("url", wireKey: "WFURL", label: "URL", type: .url, summary: "The URL.")
    static let component = Parameter<Component>(
        "component", wireKey: "WFURLComponent", summary: "The part to get.", default: .scheme)

    public static let definition = ActionDefinition(
        "is.workflow.actions.geturlcomponent", name: "Get Component of URL",
        summary: "Gets the scheme, user, password, host, port, path, query or fragment of a URL.", category: "Text",
        parameters: [url, component],
        input: url, output: .produces(.text), outputName: "Component of URL")

    /// Runs the action on its resolved parameters; a part the URL does not have gives Nothing.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .url(let text) = try parameters.value(Self.url) else { return .nothing }
        guard let components = URLComponents(string: text) else {
            throw ActionFailure(
                ValueFailure.cannotConvert(from: .text, preview: Rendering.preview(text, limit: 40), to: .url), parameter: "url")
        }
        return try parameters[Self.component].part(of: components).map(Value.text) ?? .nothing
    }
}
