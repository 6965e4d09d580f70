import Markup
import ShortcutEngine

/// Get Details of Safari Web Page (`properties.safariwebpage`, Apple's `WFContentItemPropertiesAction`
/// on `WFSafariWebPageContentItem`; iOS 12 and 13 definitions): the name, contents, URL or selection of
/// the page a shortcut was shared from. A Safari web page is its URL here (a shortcut run with the
/// page's address as its input), so the details come from the page itself: its title and its contents
/// are fetched (network access needed); there is no selection outside Safari, so Page Selection is Nothing.
public enum GetSafariWebPageDetailsAction: Action {
    /// The details of a Safari web page, as Apple names them (`WFContentItemPropertyName`).
    enum Detail: String, Choice {
        case name = "Name"
        case pageContents = "Page Contents"
        case pageURL = "Page URL"
        case pageSelection = "Page Selection"
    }

    static let page = Parameter<Value>(
        "page", wireKey: "WFInput", type: .url,
        summary: "The page's URL, or a list of them (one detail each); none gives Nothing, as a shortcut run outside Safari gets."
    )
    static let property = Parameter<Detail>(
        "property", wireKey: "WFContentItemPropertyName", label: "Detail", summary: "The detail to get.", default: .name)

    public static let definition = ActionDefinition(
        "is.workflow.actions.properties.safariwebpage", name: "Get Details of Safari Web Page",
        summary:
            "Gets one detail of each web page given by its URL: its Name (the page's title, fetched), Page Contents (its HTML as rich text, fetched), Page URL, or Page Selection (Nothing: no page is selected outside Safari). Fetching needs network access.",
        category: "Web",
        parameters: [page, property],
        input: page, output: .produces(.any), outputName: "Details of Safari Web Page")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[Self.property]
        guard let given = parameters.namedOptional(Self.page), !given.isNothing else { return .nothing }
        var details: [Value] = []
        for item in given.items {
            details.append(try self.detail(detail, of: try context.limitedText(item), context: context))
        }
        if case .list = given.unnamed { return .list(details) }
        return details.first ?? .nothing
    }

    /// One detail of the page at `address`.
    static func detail(_ detail: Detail, of address: String, context: ActionContext) throws -> Value {
        switch detail {
        case .pageURL: return .url(try HTTPClient.url(address, parameter: "page").absoluteString)
        case .pageSelection: return .nothing
        case .name, .pageContents:
            let url = try HTTPClient.url(address, parameter: "page")
            let response = try HTTPClient.perform(HTTPRequest(url: url), context: context, parameter: "page")
            let html = try ResponseContent.text(of: response, context: context, parameter: "page")
            if detail == .name { return GetWebPageTitleAction.title(of: html).map(Value.text) ?? .nothing }
            let text = try converting("page") { () throws(MarkupFailure) in try HTMLConverter.text(html) }
            return .richText(RichText(html: html, text: text))
        }
    }
}
