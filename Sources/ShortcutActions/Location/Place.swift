import Foundation
import ShortcutEngine

/// A location as the location actions make and read it (Apple's `WFLocationContentItem`: a
/// placemark with its map item): coordinates, altitude and the address parts Get Details of
/// Locations names. A location made here is a dictionary under those names (`value`), as the
/// weather items are, which the weather actions read too. Read from: that dictionary; a location
/// as Apple serializes it (`WFLocationValue`: `isCurrentLocation`, `placemark` with its
/// `addressDictionary`, `locationName`, else a Workflow-era `legacyVariableString`); a dictionary written by hand with the same names in any
/// letter case; text `LAT,LON`; Current Location (the host's, `--here`); or a place's name or
/// address as text, geocoded (network access needed).
struct Place: Equatable {
    /// The address parts, under Apple's detail names.
    enum Field: String, CaseIterable {
        case name = "Name"
        case street = "Street"
        case city = "City"
        case state = "State"
        case zipCode = "ZIP Code"
        case country = "Country"
        case phoneNumber = "Phone Number"
        case url = "URL"
        case label = "Label"

        /// The keys a serialized placemark (CLPlacemark's address dictionary, MKMapItem) or a
        /// hand-written dictionary uses for the part, lowercased, in the order they are tried.
        var keys: [String] {
            switch self {
            case .name: return ["name", "locationname", "title"]
            case .street: return ["street", "thoroughfare"]
            case .city: return ["city", "locality"]
            case .state: return ["state", "administrativearea"]
            case .zipCode: return ["zip code", "zip", "postalcode", "postcode"]
            case .country: return ["country"]
            case .phoneNumber: return ["phone number", "phonenumber", "phone"]
            case .url: return ["url"]
            case .label: return ["label"]
            }
        }
    }

    var coordinates: Coordinates?
    /// Metres above sea level.
    var altitude: Double?
    var fields: [Field: String] = [:]
    /// The text to geocode when the coordinates are asked for and not given (a name or address).
    var query: String?
    /// Whether the geocoding service found it (its name, state and country are the service's).
    var geocoded = false

    /// The place's name as the weather items show it: a found place's name, state and country
    /// (`Paris, Île-de-France, France`); otherwise its own name, else its address line, else its
    /// coordinates (`LAT,LON`).
    var label: String {
        if geocoded {
            var parts: [String] = []
            for part in [fields[.name], fields[.state], fields[.country]].compactMap({ $0 }) where !parts.contains(part) {
                parts.append(part)
            }
            if !parts.isEmpty { return parts.joined(separator: ", ") }
        }
        return fields[.name] ?? Self.addressLine(of: self) ?? coordinates?.text ?? ""
    }

    /// The location as a value: a dictionary of the parts it has, in Get Details' order.
    var value: Value {
        var pairs: [(String, Value)] = []
        for field in [Field.name, .label, .street, .city, .state, .zipCode, .country] {
            if let text = fields[field] { pairs.append((field.rawValue, .text(text))) }
        }
        if let coordinates {
            pairs.append(("Latitude", .number(Number(coordinates.latitude))))
            pairs.append(("Longitude", .number(Number(coordinates.longitude))))
        }
        if let altitude { pairs.append(("Altitude", .number(Number(altitude)))) }
        if let phone = fields[.phoneNumber] { pairs.append((Field.phoneNumber.rawValue, .text(phone))) }
        if let url = fields[.url] { pairs.append((Field.url.rawValue, .url(url))) }
        return .dictionary(ValueDictionary(pairs))
    }

    /// The place `value` names (`resolve`, then `located`) and its coordinates, or the failure
    /// naming `parameter`: what the weather actions look at.
    static func locate(_ value: Value, context: ActionContext, parameter: String) throws -> (
        place: Place, coordinates: Coordinates
    ) {
        let place = try resolve(value, context: context, parameter: parameter).located(context: context, parameter: parameter)
        guard let coordinates = place.coordinates else {
            throw ActionFailure(LocationFailure.noCoordinates, parameter: parameter)
        }
        return (place, coordinates)
    }

    /// The coordinates of the place `value` names: what Get Distance and Get Halfway Point measure with.
    static func coordinates(of value: Value, context: ActionContext, parameter: String) throws -> Coordinates {
        try locate(value, context: context, parameter: parameter).coordinates
    }

    /// The place with coordinates: geocoded from its query when it has none (network access
    /// needed), the parts it already has kept; a place with neither fails naming `parameter`.
    func located(context: ActionContext, parameter: String) throws -> Place {
        if coordinates != nil { return self }
        guard let query else { throw ActionFailure(LocationFailure.noCoordinates, parameter: parameter) }
        var found = try Geocoding.details(named: query, context: context, parameter: parameter)
        for (field, text) in fields { found.fields[field] = text }
        return found
    }
}
