import Foundation
import ShortcutEngine

/// A place given as text, found through Open-Meteo's geocoding API (`/v1/search`, no key; docs:
/// https://open-meteo.com/en/docs/geocoding-api) at the run's `geocodingServiceURL`, through the
/// web layer and its network permission. The service matches place names and postal codes, not
/// street addresses: when `Cupertino, CA` finds nothing, the part before the first comma is
/// tried once more.
enum Geocoding {
    /// The best match for `name` as a location with the parts the service gives.
    static func details(named name: String, context: ActionContext, parameter: String) throws -> Place {
        details(of: try bestMatch(for: name, context: context, parameter: parameter))
    }

    /// A result as a location: its name, state (`admin1`), country, first postal code, elevation,
    /// and the name as the city when the match is a populated place (GeoNames feature code `PPL…`).
    private static func details(of found: (result: ValueDictionary, coordinates: Coordinates)) -> Place {
        var place = Place(coordinates: found.coordinates)
        place.geocoded = true
        func text(_ key: String) -> String? {
            if case .text(let text)? = found.result[key], !text.isEmpty { return text }
            return nil
        }
        place.fields[.name] = text("name")
        place.fields[.state] = text("admin1")
        place.fields[.country] = text("country")
        if case .list(let codes)? = found.result["postcodes"], case .text(let code)? = codes.first {
            place.fields[.zipCode] = code
        }
        if case .number(let elevation)? = found.result["elevation"] { place.altitude = elevation.double }
        if text("feature_code")?.hasPrefix("PPL") == true { place.fields[.city] = text("name") }
        return place
    }

    /// The first result for `name`, else for the part before its first comma; the failure
    /// saying none was found.
    private static func bestMatch(for name: String, context: ActionContext, parameter: String) throws -> (
        result: ValueDictionary, coordinates: Coordinates
    ) {
        if let found = try search(name, context: context, parameter: parameter) { return found }
        if let comma = name.firstIndex(of: ",") {
            let head = name[..<comma].trimmingCharacters(in: .whitespaces)
            if !head.isEmpty, let found = try search(head, context: context, parameter: parameter) { return found }
        }
        throw ActionFailure(WeatherFailure.placeNotFound(Rendering.preview(name)), parameter: parameter)
    }

    /// The service's first result for `name` and its coordinates; nil when it found none.
    static func search(_ name: String, context: ActionContext, parameter: String) throws -> (
        result: ValueDictionary, coordinates: Coordinates
    )? {
        let items = [
            URLQueryItem(name: "name", value: name), URLQueryItem(name: "count", value: "1"),
            URLQueryItem(name: "language", value: "en"), URLQueryItem(name: "format", value: "json"),
        ]
        let url = try WeatherService.serviceURL(
            context.geocodingServiceURL, path: "/v1/search", items: items, service: "geocoding", parameter: parameter)
        let answer = try WeatherService.fetchJSON(url, service: "geocoding", context: context, parameter: parameter)
        guard case .list(let results)? = answer["results"], case .dictionary(let first)? = results.first,
            let coordinates = Place.coordinates(in: first, depth: Place.maxDepth)
        else { return nil }
        return (first, coordinates)
    }
}
