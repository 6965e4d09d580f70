import Foundation
import ShortcutEngine

/// Search Web: builds the search URL of the chosen engine and opens it as Open URLs does (the
/// host's opener; the CLI opens only with --allow-open, otherwise prints it).
public enum SearchWebAction: Action {
    /// The search engines, as Shortcuts lists them.
    enum Engine: String, Choice {
        case google = "Google"
        case bing = "Bing"
        case duckDuckGo = "DuckDuckGo"
        case yahoo = "Yahoo!"
        case amazon = "Amazon"
        case eBay = "eBay"
        case reddit = "Reddit"
        case twitter = "Twitter"
        case wikipedia = "Wikipedia"
        case youTube = "YouTube"

        /// Other names for the same engine.
        var aliases: [String] {
            switch self {
            case .yahoo: return ["Yahoo"]
            case .twitter: return ["X"]
            case .duckDuckGo: return ["Duck Duck Go"]
            case .google, .bing, .amazon, .eBay, .reddit, .wikipedia, .youTube: return []
            }
        }

        /// The engine's search page and the query parameter that carries the search.
        var search: (page: String, parameter: String) {
            switch self {
            case .google: return ("https://www.google.com/search", "q")
            case .bing: return ("https://www.bing.com/search", "q")
            case .duckDuckGo: return ("https://duckduckgo.com/", "q")
            case .yahoo: return ("https://search.yahoo.com/search", "p")
            case .amazon: return ("https://www.amazon.com/s", "k")
            case .eBay: return ("https://www.ebay.com/sch/i.html", "_nkw")
            case .reddit: return ("https://www.reddit.com/search/", "q")
            case .twitter: return ("https://twitter.com/search", "q")
            case .wikipedia: return ("https://en.wikipedia.org/w/index.php", "search")
            case .youTube: return ("https://www.youtube.com/results", "search_query")
            }
        }
    }

    static let engine = Parameter<Engine>(
        "engine", wireKey: "WFSearchWebDestination", label: "Search Engine", summary: "Where to search.", default: .google)
    static let query = Parameter<String>(
        "query", wireKey: "WFInputText", label: "Search", summary: "What to search for.", required: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.searchweb", name: "Search Web",
        summary:
            "Builds the search URL of the chosen engine (Google, Bing, DuckDuckGo, Yahoo!, Amazon, eBay, Reddit, Twitter, Wikipedia, YouTube) and opens it as Open URLs does (the CLI: --allow-open, otherwise prints it); outputs the URL.",
        category: "Web",
        parameters: [engine, query],
        input: query, output: .produces(.url), outputName: "Search URL")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let engine = try parameters[Self.engine]
        let query = try parameters[Self.query]
        let url = searchURL(engine, query)
        try context.host.open(url)
        return .url(url)
    }

    /// The search page of `engine` for `query`, the query form-encoded (spaces as `+`).
    static func searchURL(_ engine: Engine, _ query: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._*")
        let encoded =
            query.addingPercentEncoding(withAllowedCharacters: allowed.union(.whitespaces))?
            .replacingOccurrences(of: " ", with: "+") ?? ""
        return engine.search.page + "?" + engine.search.parameter + "=" + encoded
    }
}
