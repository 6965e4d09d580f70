import ShortcutEngine

/// Search Podcasts: searches Apple's podcast directory through the iTunes Search API.
public enum SearchPodcastsAction: Action {
    static let query = Parameter<String>(
        "query", wireKey: "WFSearchTerm", label: "Search", summary: "What to search for.", required: true)
    static let attribute = Parameter<SearchITunesAction.Attribute>(
        "attribute", wireKey: "WFAttribute", label: "Search By",
        summary: "What the search term is matched against; Product ID looks a store ID up.", default: .all)
    static let country = StoreSearch.country
    static let limit = StoreSearch.limit

    public static let definition = ActionDefinition(
        "is.workflow.actions.searchpodcasts", name: "Search Podcasts",
        summary:
            "Searches Apple's podcast directory (the iTunes Search API; RunOptions.storeSearchURL) and outputs the shows found, each a dictionary (Name, Artist, Feed URL, Episode Count, Genre, Store ID, Store URL, Artwork URL) that Get Details of Podcast reads. Needs network access.",
        category: "Web",
        parameters: [query, attribute, country, limit],
        input: query, output: .produces(.list), outputName: "Podcasts")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let attribute = try parameters[Self.attribute]
        var query = StoreSearch.Query(term: try parameters[Self.query])
        query.byID = attribute == .productID
        query.country = try StoreSearch.countryCode(try parameters[Self.country], parameter: "country")
        query.attribute = attribute.api(for: .podcasts)
        query.media = "podcast"
        query.entity = "podcast"
        query.limit = try parameters[Self.limit]
        return try StoreSearch.products(query, context: context, parameter: "query")
    }
}
