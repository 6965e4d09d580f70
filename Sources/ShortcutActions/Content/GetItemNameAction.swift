import ShortcutEngine

/// Get Name (`getitemname`): the name of each item; a web URL's is its page's title when
/// 'webPageTitle' is on (Apple's `GetWebPageTitle`, on by default in Shortcuts 10.0).
public enum GetItemNameAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "The items to name.")
    static let webPageTitle = Parameter<Bool>(
        "webPageTitle", wireKey: "GetWebPageTitle", label: "Get Web Page Title",
        summary:
            "For a web URL (http, https): fetch the page and give its title (og:title, else <title>; the URL's own name when it has none). Needs network access.",
        default: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.getitemname", name: "Get Name",
        summary:
            "Returns the name of every item of the input: the name Set Name gave it, a file's name, a web page's title (with 'webPageTitle', the default), a URL's last path component (else its host), a vCard text's contact name, and the text form of anything else.",
        category: "Content",
        parameters: [input, webPageTitle],
        input: input, output: .produces(.text), outputName: "Name")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let titles = try parameters[Self.webPageTitle]
        return CoercionOutput.shaped(
            try parameters.namedValue(Self.input).items.map { item in
                if titles, case .url = item, let address = item.webAddress, let title = try pageTitle(address, context: context) {
                    return .text(title)
                }
                return .text(try name(of: item, context: context))
            })
    }

    /// The title of the page at `address` (Get Title of Web Page's reading); nil when it has none.
    static func pageTitle(_ address: String, context: ActionContext) throws -> String? {
        let url = try HTTPClient.url(address, parameter: "input")
        let response = try HTTPClient.perform(HTTPRequest(url: url), context: context, parameter: "input")
        return GetWebPageTitleAction.title(of: try ResponseContent.text(of: response, context: context, parameter: "input"))
    }

    /// The name Set Name gave, a file's name, a URL's last path component or host, otherwise the text form.
    static func name(of value: Value, context: ActionContext) throws(ActionFailure) -> String {
        switch value {
        case .named(let item): return item.name
        case .file(let file): return file.name
        case .url(let url):
            let path = FileReference(path: url.split(separator: "?").first.map(String.init) ?? url)
            if url.contains("://"), let host = url.split(separator: "/").dropFirst().first,
                path.name == String(host) || path.name.isEmpty
            {
                return String(host)
            }
            return path.name
        case .text(let text): return VCardText.name(of: text) ?? text
        default: return try context.limitedText(value)
        }
    }
}
