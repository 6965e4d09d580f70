import ShortcutEngine

/// The location keys the two weather actions share (Apple's `WFWeatherCustomLocation`, and the
/// older `WFWeatherLocation` switch of iOS 12).
enum WeatherParameters {
    /// Where to look (Apple's `WFWeatherCustomLocation`, a `WFLocationParameter`).
    static let location = Parameter<Value?>(
        "location", wireKey: "WFWeatherCustomLocation", label: "Location",
        summary:
            "Where: a place's name (geocoded), LAT,LON, a location picked in Shortcuts, or Current Location (the host's: --here); default Current Location."
    )
    /// Apple's older switch between Current Location and the location field.
    static let mode = Parameter<WeatherPlace.Mode?>(
        "at", wireKey: "WFWeatherLocation", label: "At",
        summary: "iOS 12's switch: Current Location ignores the location field.", default: nil)

    /// The place the action looks at, from `location` (or `fallback` when it is absent) and `mode`.
    static func place(
        _ parameters: ResolvedParameters, fallback: Parameter<Value?>? = nil, context: ActionContext
    ) throws -> WeatherPlace {
        var value = try parameters[location] ?? .nothing
        var key = location.key
        if value.isNothing, let fallback, let given = try parameters[fallback] {
            value = given
            key = fallback.key
        }
        return try WeatherPlace.resolve(value, mode: try parameters[mode], context: context, parameter: key)
    }
}
