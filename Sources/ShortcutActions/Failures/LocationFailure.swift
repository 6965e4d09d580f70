import ShortcutEngine

/// The location actions' own failures (their places are read as the weather actions' are, with
/// `WeatherFailure`'s messages).
enum LocationFailure: FailureFacts, Equatable {
    /// A location has neither coordinates nor a name or address to look them up by.
    case noCoordinates

    var message: String {
        switch self {
        case .noCoordinates: return "the location has no coordinates and no name or address to look them up by"
        }
    }

    var hint: String? {
        switch self {
        case .noCoordinates: return "give coordinates (48.8566,2.3522), a place's name or address, or Current Location"
        }
    }
}
