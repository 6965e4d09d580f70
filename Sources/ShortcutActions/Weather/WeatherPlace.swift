import Foundation
import ShortcutEngine

/// Where a weather action looks: coordinates and the name its items show.
struct WeatherPlace: Equatable {
    var coordinates: Coordinates
    var name: String

    /// How deep in a picked location the coordinates are looked for.
    static let maxDepth = 4

    /// The place `value` names (Apple's `WFLocationParameter`): Nothing, empty text or
    /// `Current Location` is the host's (`ActionContext.here`); text `LAT,LON` is those
    /// coordinates; other text is geocoded. A location as Apple serializes it (`WFLocationValue`)
    /// is read in Apple's order: `isCurrentLocation`, then its `placemark` (the coordinates of its
    /// `location` or `region`'s centre, named by its `addressDictionary`), then its `locationName`
    /// and `legacyVariableString` (texts, geocoded). A dictionary written by hand may instead hold
    /// `latitude` and `longitude` (any letter case, up to `maxDepth` levels down) or a name.
    static func resolve(_ value: Value, context: ActionContext, parameter: String) throws -> WeatherPlace {
        switch value.unnamed {
        case .nothing: return try here(context, parameter: parameter)
        case .list(let items): return try resolve(items.first ?? .nothing, context: context, parameter: parameter)
        case .dictionary(let location):
            guard location.count <= maxKeys else { throw notAPlace(value, context: context, parameter: parameter) }
            if let place = try serialized(location, context: context, parameter: parameter) { return place }
            let name = placeName(location)
            if let coordinates = coordinates(in: location, depth: 0) {
                return WeatherPlace(coordinates: coordinates, name: name ?? coordinates.text)
            }
            guard let name else { throw notAPlace(value, context: context, parameter: parameter) }
            return try Geocoding.place(named: name, context: context, parameter: parameter)
        case .text, .richText:
            let text = try context.limitedText(value).trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty || text.lowercased() == "current location" { return try here(context, parameter: parameter) }
            if let coordinates = Coordinates(parsing: text) {
                return WeatherPlace(coordinates: coordinates, name: coordinates.text)
            }
            return try Geocoding.place(named: text, context: context, parameter: parameter)
        default: throw notAPlace(value, context: context, parameter: parameter)
        }
    }

    /// A location in `WFLocationValue`'s serialized form; nil when it has none of its keys.
    static func serialized(_ location: ValueDictionary, context: ActionContext, parameter: String) throws -> WeatherPlace? {
        if location["isCurrentLocation"] == .boolean(true) { return try here(context, parameter: parameter) }
        var locationName: String?
        if case .text(let text)? = location["locationName"], !text.trimmingCharacters(in: .whitespaces).isEmpty {
            locationName = text
        }
        if case .dictionary(let placemark)? = location["placemark"], let coordinates = coordinates(in: placemark, depth: 1) {
            return WeatherPlace(coordinates: coordinates, name: locationName ?? placeName(placemark) ?? coordinates.text)
        }
        if let locationName { return try Geocoding.place(named: locationName, context: context, parameter: parameter) }
        switch location["legacyVariableString"] {
        case .text?, .richText?:
            return try resolve(location["legacyVariableString"] ?? .nothing, context: context, parameter: parameter)
        case .dictionary(let token)?:
            // A text field as Apple stores it, its variables left out: `{"Value": {"string": …}}`.
            guard case .dictionary(let field)? = token["Value"], case .text(let text)? = field["string"] else { return nil }
            return try resolve(.text(text.replacingOccurrences(of: "\u{FFFC}", with: "")), context: context, parameter: parameter)
        default: return nil
        }
    }

    /// Current Location: the host's place, or the failure naming the setting.
    static func here(_ context: ActionContext, parameter: String) throws -> WeatherPlace {
        guard let here = context.here else { throw ActionFailure(WeatherFailure.noHere, parameter: parameter) }
        return WeatherPlace(coordinates: here, name: here.text)
    }

    /// Dictionaries looked into for coordinates at most: a location is small, a value that shares
    /// one wide dictionary under each of its keys is not looked through.
    static let maxVisits = 256
    /// Keys a location dictionary has at most (Apple's has a handful): a larger one is not a place.
    static let maxKeys = 64

    /// Latitude and longitude in `location` or a dictionary inside it (at most `maxDepth` levels
    /// down and `maxVisits` dictionaries).
    static func coordinates(in location: ValueDictionary, depth: Int) -> Coordinates? {
        var visits = 0
        return coordinates(in: location, depth: depth, visits: &visits)
    }

    private static func coordinates(in location: ValueDictionary, depth: Int, visits: inout Int) -> Coordinates? {
        visits += 1
        guard location.count <= maxKeys else { return nil }
        func degrees(_ names: Set<String>) -> Double? {
            for (key, value) in location.pairs where names.contains(key.lowercased()) {
                if case .number(let number) = value { return number.double }
                if case .text(let text) = value, let number = Double(text) { return number }
            }
            return nil
        }
        if let latitude = degrees(["latitude", "lat"]), let longitude = degrees(["longitude", "lon", "lng", "long"]) {
            return Coordinates(latitude: latitude, longitude: longitude)
        }
        guard depth < maxDepth else { return nil }
        for (_, value) in location.pairs where visits < maxVisits {
            if case .dictionary(let inner) = value, let found = coordinates(in: inner, depth: depth + 1, visits: &visits) {
                return found
            }
        }
        return nil
    }

    /// A picked place's name or address: the first text under a name or address key, here or in
    /// its placemark or address dictionary (at most `maxDepth` levels down).
    static func placeName(_ location: ValueDictionary, depth: Int = 0) -> String? {
        guard location.count <= maxKeys else { return nil }
        let names = [
            "name", "title", "locationname", "address", "formattedaddress", "street", "thoroughfare", "city", "locality",
        ]
        for wanted in names {
            for (key, value) in location.pairs where key.lowercased() == wanted {
                if case .text(let text) = value, !text.trimmingCharacters(in: .whitespaces).isEmpty { return text }
            }
        }
        guard depth < maxDepth else { return nil }
        for (key, value) in location.pairs where ["placemark", "addressdictionary"].contains(key.lowercased()) {
            if case .dictionary(let inner) = value { return placeName(inner, depth: depth + 1) }
        }
        return nil
    }

    static func notAPlace(_ value: Value, context: ActionContext, parameter: String) -> ActionFailure {
        let shown = (try? context.limitedText(value)).map { "'\(Rendering.preview($0))'" } ?? "the value"
        return ActionFailure(WeatherFailure.notAPlace(got: "\(shown) (\(value.type.rawValue))"), parameter: parameter)
    }
}
