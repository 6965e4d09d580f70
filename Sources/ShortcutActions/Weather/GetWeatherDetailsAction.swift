import ShortcutEngine

/// Get Details of Weather Conditions: one detail of each item the weather actions made.
public enum GetWeatherDetailsAction: Action {
    /// The details, as Apple names them (the property names of `WFWeatherDataContentItem`; the
    /// list of Cherri's `weatherDetail`, electrikmilk/cherri actions/location.cherri). The three
    /// air-quality details are Apple's too; the weather service here has no air quality, so
    /// they are Nothing.
    enum Detail: String, Choice {
        case date = "Date"
        case location = "Location"
        case name = "Name"
        case condition = "Condition"
        case temperature = "Temperature"
        case high = "High"
        case low = "Low"
        case feelsLike = "Feels Like"
        case humidity = "Humidity"
        case dewpoint = "Dewpoint"
        case visibility = "Visibility"
        case pressure = "Pressure"
        case precipitationChance = "Precipitation Chance"
        case precipitationAmount = "Precipitation Amount"
        case windSpeed = "Wind Speed"
        case windDirection = "Wind Direction"
        case uvIndex = "UV Index"
        case sunriseTime = "Sunrise Time"
        case sunsetTime = "Sunset Time"
        case airQualityIndex = "Air Quality Index"
        case airQualityCategory = "Air Quality Category"
        case airPollutants = "Air Pollutants"
    }

    static let property = ItemDetails.property(default: Detail.temperature)

    public static let definition = ActionDefinition(
        "is.workflow.actions.properties.weather.conditions", name: "Get Details of Weather Conditions",
        summary:
            "Gets one detail (Temperature, High, Low, Condition, Feels Like, Humidity, Wind Speed, Sunrise Time…) of each item Get Current Weather or Get Weather Forecast made; the air-quality details are Nothing (the service has none).",
        category: "Location",
        parameters: [ItemDetails.item, property], input: ItemDetails.item, output: .produces(.any),
        outputName: "Details of Weather Conditions")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[Self.property]
        return try ItemDetails.detail(
            detail.rawValue, of: parameters, parameter: ItemDetails.item, kind: "weather conditions", context: context)
    }
}
