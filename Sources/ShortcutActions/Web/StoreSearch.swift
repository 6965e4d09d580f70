import Foundation
import ShortcutEngine

/// One request to Apple's iTunes Search API (`/search` with `term`, `country`, `media`, `entity`,
/// `attribute`, `limit`; `/lookup` with `id`), at the run's `storeSearchURL`, through the web
/// layer and its network permission; the results become products: dictionaries under Apple's
/// property names, which the "Get Details of …" actions read.
enum StoreSearch {
    /// The store's country, as the three store searches declare it (Apple's `WFCountry`).
    static let country = Parameter<String>(
        "country", wireKey: "WFCountry", summary: "The store's country: an English name or a two-letter code.",
        default: .text("United States"))
    /// How many results, as the three store searches declare it (Apple's `WFItemLimit`).
    static let limit = Parameter<Int>(
        "limit", wireKey: "WFItemLimit", label: "Limit", summary: "How many results at most.", default: 25, minimum: 1,
        maximum: 200)

    /// What to ask for.
    struct Query {
        var term: String
        /// Look the term up as a store ID instead of searching for it.
        var byID = false
        var country = "US"
        var media: String?
        var entity: String?
        var attribute: String?
        var limit: Int?
    }

    /// The products the service gives for `query`; failures name `parameter`.
    static func products(_ query: Query, context: ActionContext, parameter: String) throws -> Value {
        let url = try requestURL(query, base: context.storeSearchURL, parameter: parameter)
        let response = try HTTPClient.perform(HTTPRequest(url: url), context: context, parameter: parameter)
        let preview = Rendering.preview(String(decoding: response.body.prefix(200), as: UTF8.self))
        guard response.status == 200, let json = try? JSONParser.parse(response.body),
            case .dictionary(let answer) = Value(json: json), case .list(let results)? = answer["results"]
        else {
            throw ActionFailure(StoreWebFailure.notSearchResults(status: response.status, preview: preview), parameter: parameter)
        }
        return .list(results.compactMap(product))
    }

    /// The request's URL under `base`.
    static func requestURL(_ query: Query, base: String, parameter: String) throws -> URL {
        var items = [
            URLQueryItem(name: query.byID ? "id" : "term", value: query.term),
            URLQueryItem(name: "country", value: query.country),
        ]
        if let media = query.media { items.append(URLQueryItem(name: "media", value: media)) }
        if let entity = query.entity { items.append(URLQueryItem(name: "entity", value: entity)) }
        if let attribute = query.attribute, !query.byID { items.append(URLQueryItem(name: "attribute", value: attribute)) }
        if let limit = query.limit { items.append(URLQueryItem(name: "limit", value: String(limit))) }
        guard let url = ServiceURL.make(base, path: query.byID ? "/lookup" : "/search", items: items) else {
            throw ActionFailure(StoreWebFailure.badServiceURL(base), parameter: parameter)
        }
        return url
    }

    /// The two-letter code of a store country: a code as given (upper-cased), or an English name
    /// from `countries`.
    static func countryCode(_ text: String, parameter: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.count == 2, trimmed.allSatisfy({ $0.isASCII && $0.isLetter }) { return trimmed.uppercased() }
        if let code = countries[trimmed.lowercased()] { return code }
        throw ActionFailure(StoreWebFailure.unknownCountry(trimmed), parameter: parameter)
    }

    /// The storefronts by English name (as Shortcuts lists them), lowercased.
    static let countries: [String: String] = [
        "united states": "US", "united kingdom": "GB", "canada": "CA", "australia": "AU", "new zealand": "NZ",
        "ireland": "IE", "france": "FR", "germany": "DE", "italy": "IT", "spain": "ES", "portugal": "PT",
        "netherlands": "NL", "belgium": "BE", "luxembourg": "LU", "switzerland": "CH", "austria": "AT", "sweden": "SE",
        "norway": "NO", "denmark": "DK", "finland": "FI", "iceland": "IS", "poland": "PL", "czech republic": "CZ",
        "czechia": "CZ", "hungary": "HU", "greece": "GR", "turkey": "TR", "russia": "RU", "ukraine": "UA",
        "japan": "JP", "china": "CN", "hong kong": "HK", "taiwan": "TW", "south korea": "KR", "korea": "KR",
        "singapore": "SG", "india": "IN", "indonesia": "ID", "malaysia": "MY", "philippines": "PH", "thailand": "TH",
        "vietnam": "VN", "brazil": "BR", "mexico": "MX", "argentina": "AR", "chile": "CL", "colombia": "CO",
        "peru": "PE", "south africa": "ZA", "egypt": "EG", "israel": "IL", "saudi arabia": "SA",
        "united arab emirates": "AE", "nigeria": "NG", "kenya": "KE", "romania": "RO", "slovakia": "SK",
        "slovenia": "SI", "croatia": "HR", "bulgaria": "BG", "estonia": "EE", "latvia": "LV", "lithuania": "LT",
    ]

    /// A product from one result of the API; nil for a result that is not an object.
    static func product(_ result: Value) -> Value? {
        guard case .dictionary(let fields) = result else { return nil }
        func first(_ keys: String...) -> Value? {
            for key in keys { if let value = fields[key], !value.isNothing { return value } }
            return nil
        }
        func link(_ keys: String...) -> Value? {
            for key in keys { if case .text(let text)? = fields[key], !text.isEmpty { return .url(text) } }
            return nil
        }
        func date(_ key: String) -> Value? {
            guard case .text(let text)? = fields[key] else { return nil }
            return ArticleExtractor.publishedDate(text)
        }
        var product = ValueDictionary()
        let pairs: [(String, Value?)] = [
            ("Name", first("trackName", "collectionName", "artistName")),
            ("Artist", first("artistName", "sellerName")),
            ("Album", fields["trackName"] == nil ? nil : first("collectionName")),
            ("Kind", first("kind", "wrapperType")),
            ("Store ID", first("trackId", "collectionId", "artistId")),
            ("Store URL", link("trackViewUrl", "collectionViewUrl", "artistViewUrl", "artistLinkUrl")),
            ("Artwork URL", link("artworkUrl600", "artworkUrl512", "artworkUrl100", "artworkUrl60")),
            ("Release Date", date("releaseDate")),
            ("Genre", first("primaryGenreName")),
            ("Price", first("trackPrice", "collectionPrice", "price")),
            ("Formatted Price", first("formattedPrice")),
            ("Currency", first("currency")),
            ("Description", first("description", "longDescription")),
            ("Rating", first("averageUserRating", "contentAdvisoryRating", "trackContentRating")),
            ("Content Rating", first("contentAdvisoryRating", "trackContentRating")),
            ("Number of Ratings", first("userRatingCount")),
            ("Is Explicit", (first("trackExplicitness", "collectionExplicitness")).map { .boolean($0 == .text("explicit")) }),
            ("Duration", fields["trackTimeMillis"].flatMap(seconds)),
            ("Preview URL", link("previewUrl")),
            ("Track Count", first("trackCount")),
            ("Episode Count", fields["feedUrl"] == nil ? nil : first("trackCount")),
            ("Feed URL", link("feedUrl")),
            ("Developer", first("sellerName", "artistName")),
            ("Version", first("version")),
            ("Release Notes", first("releaseNotes")),
            ("Last Updated", date("currentVersionReleaseDate")),
            ("Minimum OS Version", first("minimumOsVersion")),
            ("Bundle ID", first("bundleId")),
            (
                "Size",
                first("fileSizeBytes").map { value in
                    if case .text(let text) = value, let bytes = Int(text) { return .number(.integer(bytes)) }
                    return value
                }
            ),
            ("Screenshot URLs", first("screenshotUrls")),
            ("Supported Devices", first("supportedDevices")),
            ("Rating (This Version)", first("averageUserRatingForCurrentVersion")),
            ("Number of Ratings (This Version)", first("userRatingCountForCurrentVersion")),
            ("Supported Languages", first("languageCodesISO2A")),
            ("iPad Screenshot URLs", first("ipadScreenshotUrls")),
            ("Supports Game Center", first("isGameCenterEnabled")),
            // A universal app (one for iPhone and iPad) lists "iosUniversal" among its features.
            ("Is Universal", fields["features"].map { .boolean($0.items.contains(.text("iosUniversal"))) }),
            ("Streamable", first("isStreamable")),
            ("Country", first("country")),
        ]
        for (key, value) in pairs { if let value { product[key] = value } }
        return .dictionary(product)
    }

    /// Milliseconds as a duration in seconds.
    private static func seconds(_ value: Value) -> Value? {
        guard case .number(let milliseconds) = value, let seconds = try? milliseconds.divided(by: .integer(1000)) else {
            return nil
        }
        return .duration(seconds)
    }
}
