import Foundation
import ShortcutEngine

/// The rules of reading a place (`Place.resolve`, which the location and the weather actions
/// share): how deep and how wide a location dictionary is looked through, where its coordinates
/// and its name are, Apple's `legacyVariableString`, Current Location, and the failure for a value
/// that is no place.
extension Place {
    /// How deep in a picked location the coordinates are looked for.
    static let maxDepth = 4

    /// Current Location: the host's coordinates (`--here`), or the failure naming the setting.
    static func hereCoordinates(_ context: ActionContext, parameter: String) throws -> Coordinates {
        guard let here = context.here else { throw ActionFailure(WeatherFailure.noHere, parameter: parameter) }
        return here
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

    /// The text of a serialized location's `legacyVariableString` (Workflow-era files): plain text,
    /// or a text field as Apple stores it, `{"Value": {"string": …}}`, its variables left out;
    /// nil when it has none.
    static func legacyText(_ location: ValueDictionary) -> Value? {
        switch location["legacyVariableString"] {
        case .text(let text)?: return .text(text)
        case .richText?: return location["legacyVariableString"]
        case .dictionary(let token)?:
            guard case .dictionary(let field)? = token["Value"], case .text(let text)? = field["string"] else { return nil }
            return .text(text.replacingOccurrences(of: "\u{FFFC}", with: ""))
        default: return nil
        }
    }
}
