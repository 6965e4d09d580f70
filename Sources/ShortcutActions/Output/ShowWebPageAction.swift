import ShortcutEngine

/// Show Web Page: shows a page through the host (its URL on standard error in the CLI); passes the
/// input on. Safari Reader (`WFEnterSafariReader`) is read and kept: a terminal has no reader view.
public enum ShowWebPageAction: Action {
    static let url = Parameter<Value>("url", wireKey: "WFURL", label: "URL", summary: "The page's URL (or HTML text).")
    static let reader = Parameter<Value>(
        "reader", wireKey: "WFEnterSafariReader", label: "Enter Safari Reader", type: .boolean,
        summary: "Open in Safari's reader view; a terminal has none, so it only prints the page.", default: false)

    public static let definition = ActionDefinition(
        "is.workflow.actions.showwebpage", name: "Show Web Page",
        summary: "Shows a web page (its URL on standard error on a terminal); passes the input through.", category: "Output",
        parameters: [url, reader],
        input: url, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional(Self.url) ?? .nothing
        context.host.present(.webPage(try context.limitedText(value)))
        return value
    }
}
