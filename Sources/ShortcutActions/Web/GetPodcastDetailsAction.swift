import ShortcutEngine

/// Get Details of Podcast: one detail of each item the matching search made.
public enum GetPodcastDetailsAction: Action {
    /// The details, as Apple names them.
    enum Detail: String, Choice {
        case name = "Name"
        case artist = "Artist"
        case feedURL = "Feed URL"
        case episodeCount = "Episode Count"
        case genre = "Genre"
        case storeID = "Store ID"
        case storeURL = "Store URL"
        case artworkURL = "Artwork URL"
        /// The picture at the Artwork URL, fetched and saved as an image file (`ItemDetails`).
        case artwork = "Artwork"

    }

    static let property = ItemDetails.property(default: Detail.name)

    public static let definition = ActionDefinition(
        "is.workflow.actions.properties.podcastshow", name: "Get Details of Podcast",
        summary:
            "Gets one detail (name, artist, feed URL, episode count, genre, store ID and URL, artwork URL) of each show Search Podcasts found.",
        category: "Web",
        parameters: [ItemDetails.item, property], input: ItemDetails.item, output: .produces(.any),
        outputName: "Details of Podcast")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[Self.property]
        return try ItemDetails.detail(
            detail.rawValue, of: parameters, parameter: ItemDetails.item, kind: "a podcast", context: context)
    }
}
