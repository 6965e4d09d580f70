import Foundation
import ShortcutEngine

/// Get Contents of Web Page: the page's HTML, as text (the rich-text actions turn it into more).
public enum GetWebPageContentsAction: Action {
    static let url = Parameter<Value>(
        "url", wireKey: "WFInput", label: "URL", type: .url, summary: "The page's URL.", required: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.getwebpagecontents", name: "Get Contents of Web Page",
        summary: "Fetches a web page (GET, redirects followed) and outputs its HTML as text. Needs network access.",
        category: "Web",
        parameters: [url],
        input: url, output: .produces(.text), outputName: "Contents of Web Page", eachInputItem: true)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let url = try HTTPClient.url(try context.limitedText(try parameters.value(Self.url)), parameter: "url")
        let response = try HTTPClient.perform(HTTPRequest(url: url), context: context, parameter: "url")
        return .text(try ResponseContent.text(of: response, context: context, parameter: "url"))
    }
}
