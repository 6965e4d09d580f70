import ShortcutEngine

/// Failures of a road or path route (Get Distance's Driving, Walking and Biking): what the
/// routing service answered, or that its URL is not one.
enum RoutingFailure: FailureFacts, Equatable {
    /// The service found no route for this way of travel between the two places.
    case noRoute(travel: String)
    /// The service refused the request with OSRM's `code` and `message`.
    case refused(code: String, message: String)
    /// The service answered with something that is not OSRM's JSON (`status`, the start of the body).
    case notServiceJSON(status: Int, preview: String)
    /// The service's base URL is not an absolute http(s) URL.
    case badServiceURL(url: String)

    var message: String {
        switch self {
        case .noRoute(let travel): return "the routing service found no \(travel) route between the two places"
        case .refused(let code, let message):
            return message.isEmpty
                ? "the routing service refused the route: \(code)" : "the routing service refused the route: \(code): \(message)"
        case .notServiceJSON(let status, let preview):
            return "the routing service answered status \(status) without its JSON: '\(preview)'"
        case .badServiceURL(let url): return "the routing service '\(url)' is not an http or https URL"
        }
    }

    var hint: String? {
        switch self {
        case .noRoute:
            return "check both places are on land joined by roads or paths, or choose another route type (Direct needs no route)"
        case .refused:
            return
                "the service's own reason is above; a server whose car profile has no such class cannot avoid tolls or highways"
        case .notServiceJSON, .badServiceURL:
            return
                "check --routing-url: leave it out for FOSSGIS's OSRM servers, or give a server laid out and answering as they do"
        }
    }
}
