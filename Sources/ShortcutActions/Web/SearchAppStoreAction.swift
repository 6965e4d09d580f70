import ShortcutEngine

/// Search App Store: searches Apple's App Store through the iTunes Search API.
public enum SearchAppStoreAction: Action {
    /// The devices whose apps to search (`entity`).
    enum Device: String, Choice {
        case iPhone = "iPhone"
        case iPad = "iPad"
        case mac = "Mac"

        /// The API's `entity` value.
        var api: String {
            switch self {
            case .iPhone: return "software"
            case .iPad: return "iPadSoftware"
            case .mac: return "macSoftware"
            }
        }
    }

    /// What the search term is matched against, or a lookup by store ID.
    enum Attribute: String, Choice {
        case all = "All"
        case productID = "Product ID"
        case developer = "Developer"

        /// Other names for the same attribute.
        var aliases: [String] {
            switch self {
            case .productID: return ["ID", "Store ID"]
            case .developer: return ["Artist"]
            case .all: return []
            }
        }
    }

    static let query = Parameter<String>(
        "query", wireKey: "WFSearchTerm", label: "Search",
        summary: "What to search for (a store ID when searching by Product ID).", required: true)
    static let device = Parameter<Device>(
        "device", wireKey: "WFEntity", label: "Device", summary: "Whose apps to search.", default: .iPhone)
    static let attribute = Parameter<Attribute>(
        "attribute", wireKey: "WFAttribute", label: "Search By",
        summary: "What the search term is matched against; Product ID looks a store ID up.", default: .all)
    static let country = StoreSearch.country
    static let limit = StoreSearch.limit

    public static let definition = ActionDefinition(
        "is.workflow.actions.searchappstore", name: "Search App Store",
        summary:
            "Searches the App Store (Apple's iTunes Search API; RunOptions.storeSearchURL) and outputs the apps found, each a dictionary (Name, Developer, Store ID, Store URL, Artwork URL, Price, Rating, Version, Release Notes, Last Updated…) that Get Details of App Store App reads. Needs network access.",
        category: "Web",
        parameters: [query, device, attribute, country, limit],
        input: query, output: .produces(.list), outputName: "App Store Apps")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let attribute = try parameters[Self.attribute]
        var query = StoreSearch.Query(term: try parameters[Self.query])
        query.byID = attribute == .productID
        query.country = try StoreSearch.countryCode(try parameters[Self.country], parameter: "country")
        query.media = "software"
        query.entity = try parameters[Self.device].api
        switch attribute {
        case .developer: query.attribute = "softwareDeveloper"
        case .all, .productID: query.attribute = nil
        }
        query.limit = try parameters[Self.limit]
        return try StoreSearch.products(query, context: context, parameter: "query")
    }
}
