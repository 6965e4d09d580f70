import ShortcutEngine

/// Get Details of iTunes Product: one detail of each item the matching search made.
public enum GetITunesProductDetailsAction: Action {
    /// The details, as Apple names them.
    enum Detail: String, Choice {
        case name = "Name"
        case artist = "Artist"
        case album = "Album"
        case kind = "Kind"
        case storeID = "Store ID"
        case storeURL = "Store URL"
        case artworkURL = "Artwork URL"
        /// The picture at the Artwork URL, fetched and saved as an image file (`ItemDetails`).
        case artwork = "Artwork"
        case releaseDate = "Release Date"
        case genre = "Genre"
        case price = "Price"
        case formattedPrice = "Formatted Price"
        case currency = "Currency"
        case description = "Description"
        case rating = "Rating"
        case contentRating = "Content Rating"
        case isExplicit = "Is Explicit"
        case duration = "Duration"
        case previewURL = "Preview URL"
        case trackCount = "Track Count"
        case country = "Country"
        case streamable = "Streamable"

        /// iOS 12 and 13's name of the currency (WFActions.plist).
        var aliases: [String] { self == .currency ? ["Currency Code"] : [] }

    }

    static let property = ItemDetails.property(default: Detail.name)

    public static let definition = ActionDefinition(
        "is.workflow.actions.properties.itunesstore", name: "Get Details of iTunes Product",
        summary:
            "Gets one detail (name, artist, album, store ID and URL, artwork URL, price, release date, genre, rating…) of each product Search iTunes Store found.",
        category: "Web",
        parameters: [ItemDetails.item, property], input: ItemDetails.item, output: .produces(.any),
        outputName: "Details of iTunes Product")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[Self.property]
        return try ItemDetails.detail(
            detail.rawValue, of: parameters, parameter: ItemDetails.item, kind: "an iTunes product", context: context)
    }
}
