import Foundation
import ShortcutEngine

/// One request to the weather service, Open-Meteo's forecast API (`/v1/forecast`, no key; docs:
/// https://open-meteo.com/en/docs), at the run's `weatherServiceURL`, through the web layer and
/// its network permission. Metric units as the API gives them by default (°C, km/h, hPa, mm, m);
/// times as Unix seconds (`timeformat=unixtime`), so no time zone is guessed.
enum WeatherService {
    /// What to ask for.
    enum Request: Equatable {
        /// The conditions now, with today's high, low, sunrise and sunset.
        case current
        /// One item a day, `days` days from today.
        case daily(days: Int)
        /// One item an hour from the current hour, `hours` hours.
        case hourly(hours: Int)
    }

    /// Days a daily forecast covers (Open-Meteo's default).
    static let forecastDays = 7
    /// Hours an hourly forecast covers.
    static let forecastHours = 24

    /// The variables asked for the conditions now, and for each hour.
    static let hourlyFields = [
        "temperature_2m", "relative_humidity_2m", "apparent_temperature", "dew_point_2m", "precipitation_probability",
        "precipitation", "weather_code", "pressure_msl", "visibility", "wind_speed_10m", "wind_direction_10m", "uv_index",
    ]
    /// The variables asked for each day.
    static let dailyFields = [
        "weather_code", "temperature_2m_max", "temperature_2m_min", "apparent_temperature_max", "sunrise", "sunset",
        "uv_index_max", "precipitation_sum", "precipitation_probability_max", "wind_speed_10m_max",
        "wind_direction_10m_dominant",
    ]

    /// The service's answer for `place`: its JSON object.
    static func answer(
        _ request: Request, at place: WeatherPlace, context: ActionContext, parameter: String
    ) throws -> ValueDictionary {
        let url = try requestURL(request, at: place.coordinates, base: context.weatherServiceURL, parameter: parameter)
        return try fetchJSON(url, service: "weather", context: context, parameter: parameter)
    }

    /// The request's URL under `base`.
    static func requestURL(_ request: Request, at place: Coordinates, base: String, parameter: String) throws -> URL {
        var items = [
            URLQueryItem(name: "latitude", value: String(place.latitude)),
            URLQueryItem(name: "longitude", value: String(place.longitude)),
        ]
        switch request {
        case .current:
            items.append(URLQueryItem(name: "current", value: hourlyFields.joined(separator: ",")))
            items.append(URLQueryItem(name: "daily", value: dailyFields.joined(separator: ",")))
            items.append(URLQueryItem(name: "forecast_days", value: "1"))
        case .daily(let days):
            items.append(URLQueryItem(name: "daily", value: dailyFields.joined(separator: ",")))
            items.append(URLQueryItem(name: "forecast_days", value: String(days)))
        case .hourly(let hours):
            // The current time says which hour is the first; two days hold the next 24 hours.
            items.append(URLQueryItem(name: "current", value: "weather_code"))
            items.append(URLQueryItem(name: "hourly", value: hourlyFields.joined(separator: ",")))
            items.append(URLQueryItem(name: "forecast_days", value: String(hours / 24 + 1)))
        }
        items.append(URLQueryItem(name: "timeformat", value: "unixtime"))
        items.append(URLQueryItem(name: "timezone", value: "auto"))
        return try serviceURL(base, path: "/v1/forecast", items: items, service: "weather", parameter: parameter)
    }

    /// `base` + `path` with `items`, or the bad-URL failure naming `service`.
    static func serviceURL(
        _ base: String, path: String, items: [URLQueryItem], service: String, parameter: String
    ) throws -> URL {
        guard let url = ServiceURL.make(base, path: path, items: items) else {
            throw ActionFailure(WeatherFailure.badServiceURL(service: service, url: base), parameter: parameter)
        }
        return url
    }

    /// GETs `url` and reads its JSON object; a service's `{"error": true, "reason": …}` or a
    /// status other than 200 is its error, anything else not an object is not its JSON.
    static func fetchJSON(_ url: URL, service: String, context: ActionContext, parameter: String) throws -> ValueDictionary {
        let response = try HTTPClient.perform(HTTPRequest(url: url), context: context, parameter: parameter)
        let preview = Rendering.preview(String(decoding: response.body.prefix(200), as: UTF8.self))
        guard let json = try? JSONParser.parse(response.body), case .dictionary(let answer) = Value(json: json) else {
            throw ActionFailure(
                WeatherFailure.notServiceJSON(service: service, status: response.status, preview: preview), parameter: parameter)
        }
        if response.status != 200 || answer["error"] == .boolean(true) {
            var reason = preview
            if case .text(let given)? = answer["reason"] { reason = Rendering.preview(given, limit: 200) }
            throw ActionFailure(
                WeatherFailure.serviceError(service: service, status: response.status, reason: reason), parameter: parameter)
        }
        return answer
    }
}
