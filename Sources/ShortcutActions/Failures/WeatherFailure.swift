import ShortcutEngine

/// Failures of the weather actions (Get Current Weather, Get Weather Forecast): the place they
/// look at and the two services they ask (Open-Meteo's forecast and geocoding APIs).
enum WeatherFailure: FailureFacts, Equatable {
    /// Current Location was asked for and the host set none (`RunOptions.here`).
    case noHere
    /// The location given is none of the forms a place takes (`got`: what it was, shown).
    case notAPlace(got: String)
    /// The geocoding service knows no place by this name.
    case placeNotFound(String)
    /// A service answered with its error (`status`, the reason it gave).
    case serviceError(service: String, status: Int, reason: String)
    /// A service answered with something that is not its JSON (`status`, the start of the body).
    case notServiceJSON(service: String, status: Int, preview: String)
    /// A service's base URL is not an absolute http(s) URL.
    case badServiceURL(service: String, url: String)

    var message: String {
        switch self {
        case .noHere: return "Current Location is not set: this machine has no location of its own"
        case .notAPlace(let got):
            return "\(got) is not a place: give a place's name, LAT,LON or a location picked in Shortcuts"
        case .placeNotFound(let name): return "the geocoding service found no place named '\(name)'"
        case .serviceError(let service, let status, let reason):
            return "the \(service) service answered status \(status): \(reason)"
        case .notServiceJSON(let service, let status, let preview):
            return "the \(service) service answered status \(status) without its JSON: '\(preview)'"
        case .badServiceURL(let service, let url): return "the \(service) service '\(url)' is not an http or https URL"
        }
    }

    var hint: String? {
        switch self {
        case .noHere:
            return
                "give the run a place: --here LAT,LON (e.g. --here 48.8566,2.3522), or the line LAT,LON in $XDG_CONFIG_HOME/shortcut/here"
        case .notAPlace: return "pass a city's name (Paris, France), coordinates (48.8566,2.3522) or Current Location"
        case .placeNotFound: return "check the spelling, give a larger place (a city), or give coordinates as LAT,LON"
        case .serviceError: return "check the location given; the service's own reason is above"
        case .notServiceJSON, .badServiceURL:
            return "check --weather-url: leave it out for Open-Meteo, or give a server that answers as Open-Meteo does"
        }
    }
}
