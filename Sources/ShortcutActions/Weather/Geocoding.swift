import Foundation
import ShortcutEngine

/// A place given as text, found through Open-Meteo's geocoding API (`/v1/search`, no key; docs:
/// https://open-meteo.com/en/docs/geocoding-api) at the run's `geocodingServiceURL`, through the
/// web layer and its network permission. The service matches place names and postal codes, not
/// street addresses: when `Cupertino, CA` finds nothing, the part before the first comma is
/// tried once more.
enum Geocoding {
    /// The best match for `name`, or the failure saying none was found.
    static func place(named name: String, context: ActionContext, parameter: String) throws -> WeatherPlace {
        if let found = try search(name, context: context, parameter: parameter) { return found }
        if let comma = name.firstIndex(of: ",") {
            let head = name[..<comma].trimmingCharacters(in: .whitespaces)
            if !head.isEmpty, let found = try search(head, context: context, parameter: parameter) { return found }
        }
        throw ActionFailure(WeatherFailure.placeNotFound(Rendering.preview(name)), parameter: parameter)
    }

    /// The first result for `name`; nil when the service found none.
    static func search(_ name: String, context: ActionContext, parameter: String) throws -> WeatherPlace? {
        let items = [
            URLQueryItem(name: "name", value: name), URLQueryItem(name: "count", value: "1"),
            URLQueryItem(name: "language", value: "en"), URLQueryItem(name: "format", value: "json"),
        ]
        let url = try WeatherService.serviceURL(
            context.geocodingServiceURL, path: "/v1/search", items: items, service: "geocoding", parameter: parameter)
        let answer = try WeatherService.fetchJSON(url, service: "geocoding", context: context, parameter: parameter)
        guard case .list(let results)? = answer["results"], case .dictionary(let first)? = results.first,
            let coordinates = WeatherPlace.coordinates(in: first, depth: WeatherPlace.maxDepth)
        else { return nil }
        var parts: [String] = []
        for key in ["name", "admin1", "country"] {
            if case .text(let part)? = first[key], !part.isEmpty, !parts.contains(part) { parts.append(part) }
        }
        return WeatherPlace(coordinates: coordinates, name: parts.isEmpty ? coordinates.text : parts.joined(separator: ", "))
    }
}
