import ShortcutEngine

/// Get Current Weather: the conditions now at a place, from the weather service (Open-Meteo).
public enum GetCurrentWeatherAction: Action {
    public static let definition = ActionDefinition(
        "is.workflow.actions.weather.currentconditions", name: "Get Current Weather",
        summary:
            "Gets the weather now at a place (Current Location: the host's, --here) from Open-Meteo (RunOptions.weatherServiceURL): one item, a dictionary under Apple's property names (Temperature, High, Low, Condition, Feels Like, Humidity, Wind Speed…; metric) that Get Details of Weather Conditions reads. Needs network access.",
        category: "Location",
        parameters: [WeatherParameters.location], output: .produces(.dictionary),
        outputName: "Weather Conditions")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let place = try WeatherParameters.place(parameters, context: context)
        let answer = try WeatherService.answer(.current, at: place, context: context, parameter: WeatherParameters.location.key)
        return WeatherItems.current(answer, place: place, coercion: context.coercion)
    }
}
