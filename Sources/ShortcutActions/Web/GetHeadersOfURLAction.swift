import Foundation
import ShortcutEngine

/// Get Headers of URL: a HEAD request; the response's header fields as a dictionary.
public enum GetHeadersOfURLAction: Action {
    static let url = Parameter<Value>(
        "url", wireKey: "WFInput", label: "URL", type: .url, summary: "The URL to ask.", required: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.url.getheaders", name: "Get Headers of URL",
        summary:
            "Makes a HEAD request and outputs the response's header fields as a dictionary (names as the server sent them, sorted). Needs network access.",
        category: "Web",
        parameters: [url],
        input: url, output: .produces(.dictionary), outputName: "Headers of URL", eachInputItem: true)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let url = try HTTPClient.url(try context.limitedText(try parameters.value(Self.url)), parameter: "url")
        let response = try HTTPClient.perform(HTTPRequest(method: "HEAD", url: url), context: context, parameter: "url")
        return response.headerDictionary
    }
}
