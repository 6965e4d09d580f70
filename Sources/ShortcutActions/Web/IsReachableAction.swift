import Foundation
import ShortcutEngine

/// Is Reachable: whether a web server answers (the Actions app's Is Reachable, and its Is Online,
/// which asks a well-known server).
public enum IsReachableAction: Action {
    static let host = Parameter<String>(
        "host", summary: "A host (example.com, 192.168.0.1) or a URL; a host alone is asked over https.", required: true)

    public static let definition = ActionDefinition(
        "org.shortcutengine.url.reachable", name: "Is Reachable",
        summary:
            "Makes a HEAD request and tells whether the server answered at all (any status): No when the host is unknown, refuses the connection or does not answer in time. Needs network access; with it off, stops with that error.",
        category: "Web",
        parameters: [host],
        output: .produces(.boolean), outputName: "Is Reachable")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let given = try parameters[Self.host].trimmingCharacters(in: .whitespaces)
        let text = given.contains("://") ? given : "https://" + given
        let url = try HTTPClient.url(text, parameter: Self.host.key)
        do {
            _ = try HTTPClient.perform(HTTPRequest(method: "HEAD", url: url), context: context, parameter: Self.host.key)
            return .boolean(true)
        } catch let failure as ActionFailure {
            switch failure.facts as? WebFailure {
            case .connectionRefused?, .unknownHost?, .timedOut?, .transferFailed?: return .boolean(false)
            default: throw failure
            }
        }
    }
}
