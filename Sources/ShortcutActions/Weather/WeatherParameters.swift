import ShortcutEngine

/// The location key the two weather actions share (Apple's `WFWeatherCustomLocation`; iOS 12's
/// `WFWeatherLocation` switch is read on import through Apple's `WFLocationParameterMigration`).
enum WeatherParameters {
    /// Where to look (Apple's `WFWeatherCustomLocation`, a `WFLocationParameter`).
    static let location = Parameter<Value?>(
        "location", wireKey: "WFWeatherCustomLocation", label: "Location",
        summary:
            "Where: a place's name (geocoded), LAT,LON, a location picked in Shortcuts, or Current Location (the host's: --here); default Current Location."
    )

    /// The place the action looks at, from `location` (or `fallback` when it is absent).
    static func place(
        _ parameters: ResolvedParameters, fallback: Parameter<Value?>? = nil, context: ActionContext
    ) throws -> WeatherPlace {
        var value = try parameters[location] ?? .nothing
        var key = location.key
        if value.isNothing, let fallback, let given = try parameters[fallback] {
            value = given
            key = fallback.key
        }
        return try WeatherPlace.resolve(value, context: context, parameter: key)
    }
}
