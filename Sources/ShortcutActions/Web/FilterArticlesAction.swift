import ShortcutEngine

/// Filter Articles (`filter.articles`, Apple's `WFContentItemFilterAction` on articles): the
/// articles Get Article made that meet Apple's condition table, sorted and limited, as Find Photos
/// does for photos.
public enum FilterArticlesAction: Action {
    /// What the articles are sorted by: Apple's sort choices for articles.
    enum SortKey: String, Choice {
        case author = "Author"
        case name = "Name"
        case numberOfWords = "Number of Words"
        case publishedDate = "Published Date"
        case title = "Title"
        case random = "Random"
        case url = "URL"
        case mainImageURL = "Main Image URL"
        case excerpt = "Excerpt"

        /// The article's detail the key sorts by (Name is the title, as Get Details of Article has it).
        var detail: GetArticleDetailsAction.Detail? {
            switch self {
            case .author: return .author
            case .name, .title: return .title
            case .numberOfWords: return .numberOfWords
            case .publishedDate: return .publishedDate
            case .url: return .url
            case .mainImageURL: return .mainImageURL
            case .excerpt: return .excerpt
            case .random: return nil
            }
        }
    }

    static let articles = Parameter<Value>("articles", type: .list, summary: "The articles (Get Article's dictionaries).")
    static let conditions = Parameter<Value>(
        "conditions", label: "Filter", type: .list,
        summary:
            #"Dictionaries {"property", "condition", "value"} — property Title, Author, Published Date, Body, URL, Main Image URL, Excerpt, Number of Words or Site Name; condition any of If's (is, contains, is greater than, is between with "upper", is in the last with "amount" and "unit"…)."#
    )
    /// Match, Sort By, its order and the limit.
    static let settings = ContentFilterSettings<SortKey>(items: "articles")

    public static let definition = ActionDefinition(
        "is.workflow.actions.filter.articles", name: "Filter Articles",
        summary:
            "Keeps the articles (Get Article's dictionaries) that meet every condition of Apple's condition table (or one, with Match Any) on their details, then sorts (ties keep their order, a missing detail first) and limits.",
        category: "Web",
        parameters: [articles, conditions] + settings.declarations, input: articles,
        output: .produces(.list), outputName: "Articles")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let table = try PropertyConditions<GetArticleDetailsAction.Detail>(
            parameters.optional(Self.conditions), match: parameters[Self.settings.match], items: "article")
        var articles: [ValueDictionary] = []
        for item in (parameters.optional(Self.articles) ?? .nothing).items where !item.isNothing {
            guard case .dictionary(let article) = item.unnamed else {
                let got = "'\(Rendering.preview(try context.limitedText(item)))' (\(item.type.rawValue))"
                throw ActionFailure(StoreWebFailure.notAnItem(kind: "an article", got: got), parameter: Self.articles)
            }
            if try table.keeps({ try $0.holds(article[$0.property.rawValue] ?? .nothing, context: context) }) {
                articles.append(article)
            }
        }
        articles = try settings.finish(articles, parameters, context: context) { key in
            key.detail.map { detail in { $0[detail.rawValue] ?? .nothing } }
        }
        return .list(articles.map(Value.dictionary))
    }
}
