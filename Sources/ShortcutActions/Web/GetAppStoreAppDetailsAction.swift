import ShortcutEngine

/// Get Details of App Store App: one detail of each item the matching search made.
public enum GetAppStoreAppDetailsAction: Action {
    /// The details, as Apple names them.
    enum Detail: String, Choice {
        case name = "Name"
        case developer = "Developer"
        case artist = "Artist"
        case storeID = "Store ID"
        case storeURL = "Store URL"
        case artworkURL = "Artwork URL"
        /// The picture at the Artwork URL, fetched and saved as an image file (`ItemDetails`).
        case artwork = "Artwork"
        case price = "Price"
        case formattedPrice = "Formatted Price"
        case currency = "Currency"
        case rating = "Rating"
        case numberOfRatings = "Number of Ratings"
        case contentRating = "Content Rating"
        case description = "Description"
        case releaseNotes = "Release Notes"
        case version = "Version"
        case releaseDate = "Release Date"
        case lastUpdated = "Last Updated"
        case genre = "Genre"
        case size = "Size"
        case minimumOSVersion = "Minimum OS Version"
        case bundleID = "Bundle ID"
        case screenshotURLs = "Screenshot URLs"
        case supportedDevices = "Supported Devices"
        case ratingThisVersion = "Rating (This Version)"
        case numberOfRatingsThisVersion = "Number of Ratings (This Version)"
        case supportedLanguages = "Supported Languages"
        case iPadScreenshotURLs = "iPad Screenshot URLs"
        case supportsGameCenter = "Supports Game Center"
        case isUniversal = "Is Universal"

        /// iOS 12 and 13's names of the same details (WFActions.plist).
        var aliases: [String] {
            switch self {
            case .numberOfRatings: return ["# of Ratings"]
            case .numberOfRatingsThisVersion: return ["# of Ratings (This Version)"]
            case .currency: return ["Currency Code"]
            case .genre: return ["Category"]
            case .size: return ["Download Size"]
            default: return []
            }
        }

    }

    static let property = ItemDetails.property(default: Detail.name)

    public static let definition = ActionDefinition(
        "is.workflow.actions.properties.appstore", name: "Get Details of App Store App",
        summary:
            "Gets one detail (name, developer, store ID and URL, artwork URL, price, rating, version, release notes, last updated…) of each app Search App Store found.",
        category: "Web",
        parameters: [ItemDetails.item, property], input: ItemDetails.item, output: .produces(.any),
        outputName: "Details of App Store App")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[Self.property]
        return try ItemDetails.detail(
            detail.rawValue, of: parameters, parameter: ItemDetails.item, kind: "an App Store app", context: context)
    }
}
