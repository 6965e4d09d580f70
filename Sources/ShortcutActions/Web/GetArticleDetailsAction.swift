import ShortcutEngine

/// Get Details of Article: one detail of an article Get Article made.
public enum GetArticleDetailsAction: Action {
    /// The details of an article, as Apple names them.
    enum Detail: String, Choice {
        case title = "Title"
        case author = "Author"
        case publishedDate = "Published Date"
        case body = "Body"
        case url = "URL"
        case mainImageURL = "Main Image URL"
        case excerpt = "Excerpt"
        case numberOfWords = "Number of Words"
        case siteName = "Site Name"

        /// Other names for the same detail.
        var aliases: [String] {
            switch self {
            case .title: return ["Name"]
            case .numberOfWords: return ["Word Count"]
            case .author, .publishedDate, .body, .url, .mainImageURL, .excerpt, .siteName: return []
            }
        }
    }

    static let article = Parameter<Value>(
        "article", wireKey: "WFInput", summary: "An article, or a list of them (one detail each); none gives Nothing.")
    static let property = Parameter<Detail>(
        "property", wireKey: "WFContentItemPropertyName", label: "Detail", summary: "The detail to get.", default: .title)

    public static let definition = ActionDefinition(
        "is.workflow.actions.properties.articles", name: "Get Details of Article",
        summary:
            "Gets one detail (title, author, published date, body, URL, main image URL, excerpt, number of words) of each article Get Article made.",
        category: "Web",
        parameters: [article, property],
        input: article, output: .produces(.any), outputName: "Details of Article")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[Self.property]
        return try ItemDetails.detail(
            detail.rawValue, of: parameters, parameter: Self.article, kind: "an article", context: context)
    }
}
