import ShortcutEngine

/// Get Weather Forecast: a daily or hourly forecast at a place, from the weather service (Open-Meteo).
public enum GetWeatherForecastAction: Action {
    /// Apple's forecast kinds.
    enum Kind: String, Choice {
        case daily = "Daily"
        case hourly = "Hourly"

        var summary: String {
            switch self {
            case .daily: return "one item a day, 7 days from today"
            case .hourly: return "one item an hour, 24 hours from this hour"
            }
        }
    }

    static let type = Parameter<Kind>(
        "type", wireKey: "WFWeatherForecastType", label: "Type", summary: "Daily or hourly.", default: .daily)
    /// Shortcuts 10's key for the location (Cherri's definition of the action writes it).
    static let place = Parameter<Value?>(
        "place", wireKey: "WFInput", label: "Location",
        summary: "Where, as Shortcuts 10 stores it; read when location is not given.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.weather.forecast", name: "Get Weather Forecast",
        summary:
            "Gets a daily (7 days) or hourly (24 hours) forecast at a place (Current Location: the host's, --here) from Open-Meteo (RunOptions.weatherServiceURL): a list of items, dictionaries under Apple's property names (Date, Temperature, High, Low, Condition, Precipitation Chance…; metric) that Get Details of Weather Conditions reads. Needs network access.",
        category: "Location",
        parameters: [WeatherParameters.location, type, place], output: .produces(.list),
        outputName: "Weather Conditions")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let spot = try WeatherParameters.place(parameters, fallback: Self.place, context: context)
        let key = WeatherParameters.location.key
        switch try parameters[Self.type] {
        case .daily:
            let days = WeatherService.forecastDays
            let answer = try WeatherService.answer(.daily(days: days), at: spot, context: context, parameter: key)
            return WeatherItems.daily(answer, place: spot, limit: days, coercion: context.coercion)
        case .hourly:
            let hours = WeatherService.forecastHours
            let answer = try WeatherService.answer(.hourly(hours: hours), at: spot, context: context, parameter: key)
            return WeatherItems.hourly(answer, place: spot, limit: hours, coercion: context.coercion)
        }
    }
}
