import Foundation
import ShortcutEngine

/// Where a weather action looks: the coordinates asked for and the name its items show. Read by
/// the one reader of places, `Place.resolve` (Apple's `WFLocationParameter` in every form the
/// location actions read: Current Location, `LAT,LON`, a serialized `WFLocationValue`, a
/// hand-written dictionary, a name geocoded), then located, and named by `Place.label`.
struct WeatherPlace: Equatable {
    var coordinates: Coordinates
    var name: String

    /// The place `value` names, with coordinates (geocoded when it gives only a name or address).
    static func resolve(_ value: Value, context: ActionContext, parameter: String) throws -> WeatherPlace {
        let found = try Place.locate(value, context: context, parameter: parameter)
        return WeatherPlace(coordinates: found.coordinates, name: found.place.label)
    }
}
