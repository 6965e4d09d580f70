import Foundation
import ShortcutEngine

/// The map apps Show in Maps and Show Directions hand a place to (Apple's
/// `WFMapsAppPickerParameter`), by the web links each documents: Apple's Map Links
/// (https://maps.apple.com/?q=…&ll=…, directions `daddr` with `dirflg`), Google Maps URLs
/// (`/maps/search/?api=1&query=…`, `/maps/dir/?api=1&destination=…&travelmode=…`) and Waze's deep
/// links (`https://waze.com/ul?q=…` or `ll=…`, `navigate=yes`). A link opens the app where it is
/// installed and the web map elsewhere.
enum MapsApp: String, Choice {
    case maps = "Maps"
    case googleMaps = "Google Maps"
    case waze = "Waze"

    /// How a route is travelled (Show Directions' mode).
    enum Mode: String, Choice {
        case driving = "Driving"
        case walking = "Walking"
        case transit = "Transit"
        case cycling = "Cycling"
    }

    /// The link that shows `place` (text searched for as given, else coordinates and name).
    func searchLink(_ place: MapsPlace) -> String {
        switch self {
        case .maps: return Self.link("maps.apple.com", "/", place.appleItems)
        case .googleMaps:
            return Self.link(
                "www.google.com", "/maps/search/", [.init(name: "api", value: "1"), .init(name: "query", value: place.query)])
        case .waze: return Self.link("waze.com", "/ul", place.wazeItems)
        }
    }

    /// The link that shows the way to `place` from `origin` (nil: where the device is; Waze
    /// always starts there), travelled by `mode`.
    func directionsLink(to place: MapsPlace, from origin: MapsPlace?, by mode: Mode) -> String {
        switch self {
        case .maps:
            let flag: [Mode: String] = [.driving: "d", .walking: "w", .transit: "r", .cycling: "c"]
            let start = origin.map { [URLQueryItem(name: "saddr", value: $0.query)] } ?? []
            return Self.link(
                "maps.apple.com", "/",
                start + [.init(name: "daddr", value: place.query), .init(name: "dirflg", value: flag[mode])])
        case .googleMaps:
            let travel: [Mode: String] = [.driving: "driving", .walking: "walking", .transit: "transit", .cycling: "bicycling"]
            let start = origin.map { [URLQueryItem(name: "origin", value: $0.query)] } ?? []
            return Self.link(
                "www.google.com", "/maps/dir/",
                [.init(name: "api", value: "1")] + start + [
                    .init(name: "destination", value: place.query), .init(name: "travelmode", value: travel[mode]),
                ])
        case .waze: return Self.link("waze.com", "/ul", place.wazeItems + [.init(name: "navigate", value: "yes")])
        }
    }

    static func link(_ host: String, _ path: String, _ items: [URLQueryItem]) -> String {
        var components = URLComponents()
        components.scheme = "https"
        components.host = host
        components.path = path
        components.queryItems = items
        return components.string ?? "https://\(host)\(path)"
    }
}

/// A place as a map link names it: its coordinates (when known) and a label or search text.
struct MapsPlace {
    var coordinates: Coordinates?
    var label: String?

    /// What to search for or go to: the coordinates when known, else the label.
    var query: String { coordinates?.text ?? label ?? "" }

    var appleItems: [URLQueryItem] {
        var items: [URLQueryItem] = []
        if let label { items.append(URLQueryItem(name: "q", value: label)) }
        if let coordinates { items.append(URLQueryItem(name: "ll", value: coordinates.text)) }
        return items
    }

    var wazeItems: [URLQueryItem] {
        if let coordinates { return [URLQueryItem(name: "ll", value: coordinates.text)] }
        return [URLQueryItem(name: "q", value: label ?? "")]
    }

    /// The place `item` names: text other than coordinates or Current Location is searched for as
    /// it is (the map app finds it; nothing is geocoded here); anything else is read as `Place`.
    static func of(_ item: Value, context: ActionContext, parameter: String) throws -> MapsPlace {
        switch item.unnamed {
        case .text, .richText:
            let text = try context.limitedText(item).trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty, text.lowercased() != "current location", Coordinates(parsing: text) == nil {
                return MapsPlace(label: text)
            }
        default: break
        }
        let place = try Place.resolve(item, context: context, parameter: parameter)
        return MapsPlace(
            coordinates: place.coordinates, label: place.fields[.name] ?? Place.addressLine(of: place) ?? place.query)
    }
}
