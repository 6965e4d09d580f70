/// The words of a condition: Open-Meteo gives WMO weather interpretation codes (WMO 4677, as
/// https://open-meteo.com/en/docs lists them); each is named with the words Apple's Weather uses
/// for the same sky where one fits (Clear, Mostly Clear, Partly Cloudy, Cloudy, Foggy, Drizzle,
/// Rain, Heavy Rain, Snow, Thunderstorms…).
enum WeatherCondition {
    /// The name of WMO code `code`; `Unknown` for a code outside the table.
    static func name(code: Int) -> String { names[code] ?? "Unknown" }

    static let names: [Int: String] = [
        0: "Clear", 1: "Mostly Clear", 2: "Partly Cloudy", 3: "Cloudy", 45: "Foggy", 48: "Foggy",
        51: "Drizzle", 53: "Drizzle", 55: "Drizzle", 56: "Freezing Drizzle", 57: "Freezing Drizzle",
        61: "Rain", 63: "Rain", 65: "Heavy Rain", 66: "Freezing Rain", 67: "Freezing Rain",
        71: "Flurries", 73: "Snow", 75: "Heavy Snow", 77: "Snow",
        80: "Showers", 81: "Showers", 82: "Heavy Rain", 85: "Snow Showers", 86: "Heavy Snow",
        95: "Thunderstorms", 96: "Thunderstorms", 99: "Thunderstorms",
    ]
}
