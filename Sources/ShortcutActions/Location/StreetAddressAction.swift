import ShortcutEngine

/// Street Address (`is.workflow.actions.address`): a location made of the address parts given.
public enum StreetAddressAction: Action {
    static let line1 = Parameter<String?>("line1", wireKey: "WFAddressLine1", label: "Line 1", summary: "The street line.")
    static let line2 = Parameter<String?>(
        "line2", wireKey: "WFAddressLine2", label: "Line 2", summary: "A second street line (apartment, floor…).")
    static let city = Parameter<String?>("city", wireKey: "WFCity", label: "City", summary: "The city.")
    static let state = Parameter<String?>("state", wireKey: "WFState", label: "State", summary: "The state or province.")
    static let postalCode = Parameter<String?>(
        "postalCode", wireKey: "WFPostalCode", label: "Postal Code", summary: "The postal (ZIP) code.")
    static let country = Parameter<String?>(
        "country", wireKey: "WFCountry", label: "Region", summary: "The country or region.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.address", name: "Street Address",
        summary:
            "Makes a location of the address parts given (its Street is line 1 and line 2 on two lines), which Get Details of Locations reads part by part; the location actions geocode it when they need coordinates (network access needed): by its city, else its postal code, as the geocoding service finds places, not streets.",
        category: "Location", parameters: [line1, line2, city, state, postalCode, country],
        output: .produces(.dictionary), outputName: "Street Address")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        func given(_ parameter: Parameter<String?>) throws -> String? {
            let text = try parameters[parameter]?.trimmingCharacters(in: .whitespacesAndNewlines)
            return text?.isEmpty == false ? text : nil
        }
        var place = Place()
        let street = [try given(line1), try given(line2)].compactMap { $0 }
        if !street.isEmpty { place.fields[.street] = street.joined(separator: "\n") }
        place.fields[.city] = try given(city)
        place.fields[.state] = try given(state)
        place.fields[.zipCode] = try given(postalCode)
        place.fields[.country] = try given(country)
        return place.value
    }
}
