import Foundation
import ShortcutEngine

extension Place {
    /// Dictionaries looked into for a location's parts: itself, its placemark and their address
    /// dictionaries (a serialized `WFLocationValue` nests them so).
    static let nestedKeys = ["placemark", "addressdictionary", "location"]

    /// The place `value` names (see the type's comment); Nothing is Current Location.
    static func resolve(_ value: Value, context: ActionContext, parameter: String) throws -> Place {
        switch value.unnamed {
        case .nothing: return try here(context, parameter: parameter)
        case .list(let items): return try resolve(items.first ?? .nothing, context: context, parameter: parameter)
        case .dictionary(let location):
            guard location.count <= maxKeys else {
                throw notAPlace(value, context: context, parameter: parameter)
            }
            if location["isCurrentLocation"] == .boolean(true) { return try here(context, parameter: parameter) }
            var place = Place()
            place.coordinates = coordinates(in: location, depth: 0)
            read(location, into: &place, depth: 0)
            if place.coordinates == nil {
                place.query = geocodable(place) ?? placeName(location)
            }
            // A Workflow-era location holds only its text field (`legacyVariableString`).
            if place.coordinates == nil, place.query == nil, let legacy = legacyText(location) {
                return try resolve(legacy, context: context, parameter: parameter)
            }
            guard place.coordinates != nil || place.query != nil else {
                throw notAPlace(value, context: context, parameter: parameter)
            }
            return place
        case .text, .richText:
            let text = try context.limitedText(value).trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty || text.lowercased() == "current location" { return try here(context, parameter: parameter) }
            if let coordinates = Coordinates(parsing: text) { return Place(coordinates: coordinates) }
            return try Geocoding.details(named: text, context: context, parameter: parameter)
        default: throw notAPlace(value, context: context, parameter: parameter)
        }
    }

    /// Current Location: the host's coordinates (`--here`), or the failure naming the setting.
    static func here(_ context: ActionContext, parameter: String) throws -> Place {
        Place(coordinates: try hereCoordinates(context, parameter: parameter))
    }

    /// The parts `location` holds (a part found nearer the top wins), its altitude, and those of
    /// its nested placemark and address dictionaries, at most `maxDepth` levels down.
    private static func read(_ location: ValueDictionary, into place: inout Place, depth: Int) {
        guard location.count <= maxKeys else { return }
        for field in Field.allCases where place.fields[field] == nil {
            if let text = text(in: location, keys: field.keys) { place.fields[field] = text }
        }
        if place.altitude == nil, let altitude = number(in: location, keys: ["altitude", "elevation"]) {
            place.altitude = altitude
        }
        if place.fields[.street] == nil, let street = text(in: location, keys: ["thoroughfare"]) {
            let number = text(in: location, keys: ["subthoroughfare"])
            place.fields[.street] = [number, street].compactMap { $0 }.joined(separator: " ")
        }
        guard depth < maxDepth else { return }
        for (key, value) in location.pairs where nestedKeys.contains(key.lowercased()) {
            if case .dictionary(let inner) = value { read(inner, into: &place, depth: depth + 1) }
        }
    }

    private static func text(in location: ValueDictionary, keys: [String]) -> String? {
        for wanted in keys {
            for (key, value) in location.pairs where key.lowercased() == wanted {
                switch value {
                case .text(let text), .url(let text):
                    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                    if !trimmed.isEmpty { return trimmed }
                default: continue
                }
            }
        }
        return nil
    }

    private static func number(in location: ValueDictionary, keys: [String]) -> Double? {
        for (key, value) in location.pairs where keys.contains(key.lowercased()) {
            if case .number(let number) = value { return number.double }
            if case .text(let text) = value, let number = Double(text) { return number }
        }
        return nil
    }

    /// What to geocode for a place without coordinates: the geocoding service finds places and
    /// postal codes, not streets, so an address is looked up by its city (with its country),
    /// else its postal code, name, state or country; nil with none of them.
    static func geocodable(_ place: Place) -> String? {
        if let city = place.fields[.city] {
            return [city, place.fields[.country]].compactMap { $0 }.joined(separator: ", ")
        }
        return place.fields[.zipCode] ?? place.fields[.name] ?? place.fields[.state] ?? place.fields[.country]
    }

    /// The address as one line (`Street, City, State ZIP, Country`), else the name; nil with neither.
    static func addressLine(of place: Place) -> String? {
        let zip = [place.fields[.state], place.fields[.zipCode]].compactMap { $0 }.joined(separator: " ")
        let parts = [place.fields[.street], place.fields[.city], zip.isEmpty ? nil : zip, place.fields[.country]]
            .compactMap { $0 }
        if parts.isEmpty { return place.fields[.name] }
        return parts.joined(separator: ", ")
    }
}
