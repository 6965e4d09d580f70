import Foundation

/// Answers shaped as Open-Meteo's (https://open-meteo.com/en/docs: `/v1/forecast` with
/// `timeformat=unixtime`, `/v1/search` of the geocoding API), for the weather tests; served under
/// `/weather`. The forecast's temperature now is the latitude asked for, so a test sees which
/// place was used. Latitude 66.6 gets the service's error (status 400), latitude 13.13 a page that
/// is not JSON; the place `Nowhere` (and `Cupertino, CA`, as the service does with a state after
/// the comma) finds nothing, `Broken` gets status 500.
enum OpenMeteoAnswers {
    /// Midnight UTC of the forecast's first day (2025-11-29), and its time now (08:00 UTC; 07:06:40 for `now`).
    static let dayStart = 1_764_374_400
    static let now = 1_764_400_000

    /// The status, content type and body for `path` (after `/weather`); nil when it is not one of them.
    static func answer(_ path: String) -> (Int, String, String)? {
        guard let query = URLComponents(string: "http://x" + path)?.queryItems else { return nil }
        func value(_ name: String) -> String? { query.first { $0.name == name }?.value }
        if path.hasPrefix("/v1/search?") { return search(value("name") ?? "") }
        guard path.hasPrefix("/v1/forecast?"), let latitude = value("latitude") else { return nil }
        if latitude == "66.6" {
            return (400, "application/json", #"{"error":true,"reason":"Latitude must be in range of -90 to 90°. Given: 66.6."}"#)
        }
        if latitude == "13.13" { return (200, "text/html", "<html><body>Service unavailable</body></html>") }
        var parts = [#""latitude":\#(latitude),"longitude":\#(value("longitude") ?? "0"),"utc_offset_seconds":0"#]
        if value("current") != nil { parts.append(current(latitude)) }
        if value("hourly") != nil { parts.append(hourly) }
        if let days = value("forecast_days").flatMap(Int.init), value("daily") != nil { parts.append(daily(days)) }
        return (200, "application/json", "{" + parts.joined(separator: ",") + "}")
    }

    static func current(_ latitude: String) -> String {
        #""current":{"time":\#(now),"interval":900,"temperature_2m":\#(latitude),"relative_humidity_2m":81,"apparent_temperature":-1.4,"dew_point_2m":-0.5,"precipitation_probability":20,"precipitation":0.4,"weather_code":61,"pressure_msl":1013.2,"visibility":24140.0,"wind_speed_10m":12.6,"wind_direction_10m":250,"uv_index":0.85}"#
    }

    static var hourly: String {
        let hours = 0..<48
        func column(_ name: String, _ value: (Int) -> String) -> String {
            "\"\(name)\":[" + hours.map(value).joined(separator: ",") + "]"
        }
        let columns = [
            column("time") { String(dayStart + $0 * 3600) }, column("temperature_2m") { "\(Double($0) / 2)" },
            column("relative_humidity_2m") { _ in "70" }, column("precipitation_probability") { String($0 % 10 * 10) },
            column("weather_code") { $0 < 12 ? "3" : "0" }, column("wind_speed_10m") { _ in "5.5" },
        ]
        return "\"hourly\":{" + columns.joined(separator: ",") + "}"
    }

    static func daily(_ days: Int) -> String {
        let range = 0..<days
        func column(_ name: String, _ value: (Int) -> String) -> String {
            "\"\(name)\":[" + range.map(value).joined(separator: ",") + "]"
        }
        let columns = [
            column("time") { String(dayStart + $0 * 86_400) }, column("weather_code") { $0 == 0 ? "61" : "2" },
            column("temperature_2m_max") { "\(8 + $0).5" }, column("temperature_2m_min") { "\($0 - 2)" },
            column("apparent_temperature_max") { "\(6 + $0)" },
            column("sunrise") { String(dayStart + $0 * 86_400 + 27_000) },
            column("sunset") { String(dayStart + $0 * 86_400 + 58_500) }, column("uv_index_max") { _ in "1.2" },
            column("precipitation_sum") { _ in "2.1" }, column("precipitation_probability_max") { _ in "65" },
            column("wind_speed_10m_max") { _ in "20.2" }, column("wind_direction_10m_dominant") { _ in "240" },
        ]
        return "\"daily\":{" + columns.joined(separator: ",") + "}"
    }

    static func search(_ name: String) -> (Int, String, String) {
        switch name {
        case "Broken": return (500, "application/json", #"{"error":true,"reason":"Internal error"}"#)
        case "Paris":
            return (
                200, "application/json",
                #"{"results":[{"id":2988507,"name":"Paris","latitude":48.85341,"longitude":2.3488,"elevation":42.0,"feature_code":"PPLC","country_code":"FR","admin1":"Île-de-France","country":"France","postcodes":["75001","75020"]}],"generationtime_ms":0.9}"#
            )
        case "Cupertino":
            return (
                200, "application/json",
                #"{"results":[{"id":5341145,"name":"Cupertino","latitude":37.32300,"longitude":-122.03218,"admin1":"California","country":"United States"}],"generationtime_ms":0.7}"#
            )
        default: return (200, "application/json", #"{"generationtime_ms":0.2}"#)
        }
    }
}
