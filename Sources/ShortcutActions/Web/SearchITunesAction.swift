import ShortcutEngine

/// Search iTunes Store: searches Apple's store catalogue through the iTunes Search API.
public enum SearchITunesAction: Action {
    /// The kind of media to search (`media`).
    enum Media: String, Choice {
        case all = "All"
        case music = "Music"
        case movies = "Movies"
        case tvShows = "TV Shows"
        case musicVideos = "Music Videos"
        case podcasts = "Podcasts"
        case audiobooks = "Audiobooks"
        case books = "iBooks"
        case shortFilms = "Short Films"

        /// Other names for the same media.
        var aliases: [String] {
            switch self {
            case .books: return ["Books", "eBooks"]
            case .tvShows: return ["TV"]
            case .all, .music, .movies, .musicVideos, .podcasts, .audiobooks, .shortFilms: return []
            }
        }

        /// The API's `media` value.
        var api: String {
            switch self {
            case .all: return "all"
            case .music: return "music"
            case .movies: return "movie"
            case .tvShows: return "tvShow"
            case .musicVideos: return "musicVideo"
            case .podcasts: return "podcast"
            case .audiobooks: return "audiobook"
            case .books: return "ebook"
            case .shortFilms: return "shortFilm"
            }
        }
    }

    /// The kind of result (`entity`), read with the media.
    enum Entity: String, Choice {
        case songs = "Songs"
        case albums = "Albums"
        case artists = "Artists"
        case musicVideos = "Music Videos"
        case movies = "Movies"
        case episodes = "Episodes"
        case seasons = "Seasons"
        case podcasts = "Podcasts"
        case audiobooks = "Audiobooks"
        case books = "Books"

        /// The API's `entity` value for this kind of result of `media`.
        func api(for media: Media) -> String {
            switch self {
            case .songs: return "song"
            case .albums: return "album"
            case .artists:
                switch media {
                case .movies: return "movieArtist"
                case .audiobooks, .books: return "audiobookAuthor"
                case .all: return "allArtist"
                case .music, .musicVideos, .podcasts, .tvShows, .shortFilms: return "musicArtist"
                }
            case .musicVideos: return "musicVideo"
            case .movies: return "movie"
            case .episodes: return media == .podcasts ? "podcastEpisode" : "tvEpisode"
            case .seasons: return "tvSeason"
            case .podcasts: return "podcast"
            case .audiobooks: return "audiobook"
            case .books: return "ebook"
            }
        }
    }

    /// What the search term is matched against (`attribute`), or a lookup by store ID.
    enum Attribute: String, Choice {
        case all = "All"
        case productID = "Product ID"
        case artist = "Artist"
        case album = "Album"
        case title = "Title"
        case author = "Author"
        case keywords = "Keywords"

        /// Other names for the same attribute.
        var aliases: [String] {
            switch self {
            case .productID: return ["ID", "Store ID"]
            case .title: return ["Name"]
            case .all, .artist, .album, .author, .keywords: return []
            }
        }

        /// The API's `attribute` value for `media`; nil: none (match everything).
        func api(for media: Media) -> String? {
            switch self {
            case .all, .productID: return nil
            case .artist: return "artistTerm"
            case .album: return "albumTerm"
            case .author: return "authorTerm"
            case .keywords: return "keywordsTerm"
            case .title:
                switch media {
                case .all: return "allTrackTerm"
                case .music, .musicVideos: return "songTerm"
                case .movies: return "movieTerm"
                case .tvShows: return "showTerm"
                case .shortFilms: return "shortFilmTerm"
                case .podcasts, .audiobooks, .books: return "titleTerm"
                }
            }
        }
    }

    static let query = Parameter<String>(
        "query", wireKey: "WFSearchTerm", label: "Search",
        summary: "What to search for (a store ID when searching by Product ID).", required: true)
    static let media = Parameter<Media>(
        "media", wireKey: "WFMediaType", label: "Category", summary: "The kind of media to search.", default: .music)
    static let entity = Parameter<Entity?>(
        "entity", wireKey: "WFEntity", label: "Results", summary: "The kind of result; none: the category's usual one.")
    static let attribute = Parameter<Attribute>(
        "attribute", wireKey: "WFAttribute", label: "Search By",
        summary: "What the search term is matched against; Product ID looks a store ID up.", default: .all)
    static let country = StoreSearch.country
    static let limit = StoreSearch.limit

    public static let definition = ActionDefinition(
        "is.workflow.actions.searchitunes", name: "Search iTunes Store",
        summary:
            "Searches the iTunes Store (Apple's iTunes Search API; RunOptions.storeSearchURL) and outputs the products found, each a dictionary (Name, Artist, Store ID, Store URL, Artwork URL, Price, Release Date, Genre…) that Get Details of iTunes Product reads. Needs network access.",
        category: "Web",
        parameters: [query, media, entity, attribute, country, limit],
        input: query, output: .produces(.list), outputName: "iTunes Products")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let media = try parameters[Self.media]
        let attribute = try parameters[Self.attribute]
        var query = StoreSearch.Query(term: try parameters[Self.query])
        query.byID = attribute == .productID
        query.country = try StoreSearch.countryCode(try parameters[Self.country], parameter: "country")
        query.media = media.api
        query.entity = try parameters[Self.entity]?.api(for: media)
        query.attribute = attribute.api(for: media)
        query.limit = try parameters[Self.limit]
        return try StoreSearch.products(query, context: context, parameter: "query")
    }
}
