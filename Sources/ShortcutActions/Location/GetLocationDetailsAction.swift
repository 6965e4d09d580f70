import ShortcutEngine

/// Get Details of Locations (`is.workflow.actions.properties.locations`): one detail of each
/// location given.
public enum GetLocationDetailsAction: Action {
    /// The details, as Apple names them (iOS 13's definitions, whose first is the default, as for
    /// an enumeration without one; Cherri's for iOS 16–18 add Label, a saved place's label such as
    /// Home, and Region, the name Country took in later systems' address fields).
    enum Detail: String, Choice {
        case phoneNumber = "Phone Number"
        case state = "State"
        case altitude = "Altitude"
        case name = "Name"
        case longitude = "Longitude"
        case country = "Country"
        case city = "City"
        case street = "Street"
        case url = "URL"
        case latitude = "Latitude"
        case zipCode = "ZIP Code"
        case label = "Label"
        case region = "Region"
    }

    static let location = Parameter<Value>(
        "location", wireKey: "WFInput", label: "Location",
        summary: "A location, or a list of them (one detail each); a name or address is geocoded; none gives Nothing.")
    static let property = Parameter<Detail>(
        "property", wireKey: "WFContentItemPropertyName", label: "Detail", summary: "The detail to get.", default: .phoneNumber)

    public static let definition = ActionDefinition(
        "is.workflow.actions.properties.locations", name: "Get Details of Locations",
        summary:
            "Gets one detail of each location: its name, label, street, city, state, ZIP code, country (also as Region), phone number and URL, as the location holds them, and its latitude, longitude and altitude (metres). A location without coordinates, or text naming a place or address, is geocoded with Open-Meteo (network access needed); a detail the location lacks is Nothing (there is no reverse geocoding here: coordinates alone name no street).",
        category: "Location", parameters: [location, property], input: location, output: .produces(.any),
        outputName: "Details of Locations")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[property]
        guard let given = parameters.namedOptional(location), !given.isNothing else { return .nothing }
        var details: [Value] = []
        for item in given.items {
            var place = try Place.resolve(item, context: context, parameter: location.key)
            if place.coordinates == nil, value(detail, of: place).isNothing {
                place = try place.located(context: context, parameter: location.key)
            }
            details.append(value(detail, of: place))
        }
        if case .list = given.unnamed { return .list(details) }
        return details.first ?? .nothing
    }

    static func value(_ detail: Detail, of place: Place) -> Value {
        switch detail {
        case .latitude: return place.coordinates.map { .number(Number($0.latitude)) } ?? .nothing
        case .longitude: return place.coordinates.map { .number(Number($0.longitude)) } ?? .nothing
        case .altitude: return place.altitude.map { .number(Number($0)) } ?? .nothing
        case .url: return place.fields[.url].map { .url($0) } ?? .nothing
        case .region: return place.fields[.country].map { .text($0) } ?? .nothing
        case .phoneNumber, .state, .name, .country, .city, .street, .zipCode, .label:
            guard let field = Place.Field(rawValue: detail.rawValue), let text = place.fields[field] else { return .nothing }
            return .text(text)
        }
    }
}
