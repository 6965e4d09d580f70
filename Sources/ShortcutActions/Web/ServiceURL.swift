import Foundation

/// The URL of a web service's endpoint, for the actions that ask one (weather, geocoding, routing,
/// the store searches): the service's base URL as the run was given it (a trailing slash dropped),
/// then `path`, with `items` as its query. nil unless the base is an absolute http or https URL;
/// each service then throws its own failure, naming the setting that points at it.
enum ServiceURL {
    static func make(_ base: String, path: String, items: [URLQueryItem]) -> URL? {
        let trimmed = base.hasSuffix("/") ? String(base.dropLast()) : base
        guard var components = URLComponents(string: trimmed + path),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https", components.host != nil
        else { return nil }
        components.queryItems = items
        return components.url
    }
}
