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
    static let match = Parameter<FileCondition.Match>(
        "match", label: "Match", summary: "Whether every condition must hold, or one.", default: .all)
    static let sortBy = Parameter<NoneOr<SortKey>>(
        "sortBy", wireKey: "WFContentItemSortProperty", label: "Sort By", summary: "Sort the articles by this.",
        default: NoneOr<SortKey>.none)
    static let order = Parameter<FileSorting.Order>(
        "order", wireKey: "WFContentItemSortOrder", summary: "The sort order.", default: .ascending,
        parent: .init(sortBy, NoneOr<SortKey>.allCases.filter { $0 != .none && $0 != .some(.random) }))
    static let limitEnabled = Parameter<Bool>(
        "limitEnabled", wireKey: "WFContentItemLimitEnabled", label: "Limit",
        summary: "Keep at most 'limit' articles (after sorting).", default: false)
    static let limit = Parameter<Int>(
        "limit", wireKey: "WFContentItemLimitNumber", label: "Get Items", summary: "How many to keep when 'limitEnabled' is on.",
        default: 5, minimum: 0)

    public static let definition = ActionDefinition(
        "is.workflow.actions.filter.articles", name: "Filter Articles",
        summary:
            "Keeps the articles (Get Article's dictionaries) that meet every condition of Apple's condition table (or one, with Match Any) on their details, then sorts (ties keep their order, a missing detail first) and limits.",
        category: "Web",
        parameters: [articles, conditions, match, sortBy, order, limitEnabled, limit], input: articles,
        output: .produces(.list), outputName: "Articles")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let table = try (parameters.optional(Self.conditions)?.items ?? []).enumerated().map {
            try ConditionRow<GetArticleDetailsAction.Detail>($0.element, position: $0.offset + 1, items: "article")
        }
        let match = try parameters[Self.match]
        var articles: [ValueDictionary] = []
        for item in (parameters.optional(Self.articles) ?? .nothing).items where !item.isNothing {
            guard case .dictionary(let article) = item.unnamed else {
                let got = "'\(Rendering.preview(try context.limitedText(item)))' (\(item.type.rawValue))"
                throw ActionFailure(StoreWebFailure.notAnItem(kind: "an article", got: got), parameter: Self.articles)
            }
            let holds = { (row: ConditionRow<GetArticleDetailsAction.Detail>) throws -> Bool in
                try row.holds(article[row.property.rawValue] ?? .nothing, context: context)
            }
            if try table.isEmpty || (match == .all ? table.allSatisfy(holds) : table.contains(where: holds)) {
                articles.append(article)
            }
        }
        if case .some(let key) = try parameters[Self.sortBy] {
            // Random has no order (the parameter is not offered with it).
            let order = key == .random ? .ascending : try parameters[Self.order]
            articles = sorted(articles, by: key, order: order, context: context)
        }
        if try parameters[Self.limitEnabled] { articles = Array(articles.prefix(try parameters[Self.limit])) }
        return .list(articles.map(Value.dictionary))
    }

    /// `articles` sorted by `key`'s detail (ties keep their order, Nothing first), or shuffled with the run's generator.
    static func sorted(_ articles: [ValueDictionary], by key: SortKey, order: FileSorting.Order, context: ActionContext)
        -> [ValueDictionary]
    {
        guard let detail = key.detail else {
            var shuffled = articles
            for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
                shuffled.swapAt(index, Int(context.random.next() % UInt64(index + 1)))
            }
            return shuffled
        }
        let comparison = Comparison(coercion: context.coercion, caseSensitive: false)
        let keyed = articles.enumerated().map { (offset: $0.offset, key: $0.element[detail.rawValue] ?? .nothing) }
        let sorted = keyed.sorted { left, right in
            let rank: Int
            switch (left.key, right.key) {
            case (.nothing, .nothing): rank = 0
            case (.nothing, _): rank = -1
            case (_, .nothing): rank = 1
            default: rank = comparison.compare(left.key, right.key)
            }
            return rank == 0 ? left.offset < right.offset : (order == .descending ? rank > 0 : rank < 0)
        }
        return sorted.map { articles[$0.offset] }
    }
}
