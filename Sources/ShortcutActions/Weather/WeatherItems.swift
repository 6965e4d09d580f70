import Foundation
import ShortcutEngine

/// Weather items from the service's answer: each a dictionary under Apple's property names
/// (those of `WFWeatherDataContentItem`, as Get Details of Weather Conditions lists them), so
/// `property: Temperature` and Get Details read it. Temperatures, speeds, pressure, visibility
/// and precipitation are measurement text in metric units (`21.5 °C`, `12 km/h`, `1013 hPa`,
/// `24.1 km`, `0.4 mm`), which Convert Measurement reads; humidity and precipitation chance are
/// percentages (numbers 0–100), wind direction degrees from north, UV index a number; the times
/// are dates. A value the service does not give for that kind of item is Nothing.
enum WeatherItems {
    /// The keys every item has, in the order it shows them.
    static let keys = [
        "Date", "Location", "Name", "Condition", "Temperature", "High", "Low", "Feels Like", "Humidity", "Dewpoint",
        "Visibility", "Pressure", "Precipitation Chance", "Precipitation Amount", "Wind Speed", "Wind Direction", "UV Index",
        "Sunrise Time", "Sunset Time",
    ]

    /// The conditions now: the answer's `current` with the first day of its `daily`.
    static func current(_ answer: ValueDictionary, place: WeatherPlace, coercion: Coercion) -> Value {
        let now = fields(answer["current"])
        let today = day(0, of: answer)
        var item = base(place)
        fill(&item, hourly: now, coercion: coercion)
        fill(&item, daily: today, coercion: coercion, replacingCurrent: false)
        return .dictionary(item)
    }

    /// One item a day of the answer's `daily`, at most `limit`.
    static func daily(_ answer: ValueDictionary, place: WeatherPlace, limit: Int, coercion: Coercion) -> Value {
        var items: [Value] = []
        for index in 0..<min(limit, column(answer["daily"], "time").count) {
            var item = base(place)
            fill(&item, daily: day(index, of: answer), coercion: coercion, replacingCurrent: true)
            items.append(.dictionary(item))
        }
        return .list(items)
    }

    /// One item an hour of the answer's `hourly`, from the hour that holds the answer's current
    /// time, at most `limit`.
    static func hourly(_ answer: ValueDictionary, place: WeatherPlace, limit: Int, coercion: Coercion) -> Value {
        let hourly = fields(answer["hourly"])
        let times = column(answer["hourly"], "time")
        let now = seconds(fields(answer["current"])["time"]) ?? -Double.infinity
        var items: [Value] = []
        for index in times.indices where items.count < limit {
            guard let start = seconds(times[index]), start + 3600 > now else { continue }
            var row = ValueDictionary()
            for (key, value) in hourly.pairs {
                if case .list(let values) = value, index < values.count { row[key] = values[index] }
            }
            var item = base(place)
            fill(&item, hourly: row, coercion: coercion)
            items.append(.dictionary(item))
        }
        return .list(items)
    }

    /// An item with every key, Nothing but its place.
    private static func base(_ place: WeatherPlace) -> ValueDictionary {
        var item = ValueDictionary(keys.map { ($0, Value.nothing) })
        item["Location"] = .text(place.name)
        item["Name"] = .text(place.name)
        return item
    }

    /// The conditions of one moment (Open-Meteo's current or hourly variables).
    private static func fill(_ item: inout ValueDictionary, hourly row: ValueDictionary, coercion: Coercion) {
        let metric = Metric(coercion: coercion)
        set(&item, "Date", date(row["time"]))
        set(&item, "Condition", condition(row["weather_code"]))
        set(&item, "Temperature", metric.text(row["temperature_2m"], "°C"))
        set(&item, "Feels Like", metric.text(row["apparent_temperature"], "°C"))
        set(&item, "Humidity", plain(row["relative_humidity_2m"]))
        set(&item, "Dewpoint", metric.text(row["dew_point_2m"], "°C"))
        set(&item, "Visibility", metric.text(number(row["visibility"]).flatMap(kilometres), "km"))
        set(&item, "Pressure", metric.text(row["pressure_msl"], "hPa"))
        set(&item, "Precipitation Chance", plain(row["precipitation_probability"]))
        set(&item, "Precipitation Amount", metric.text(row["precipitation"], "mm"))
        set(&item, "Wind Speed", metric.text(row["wind_speed_10m"], "km/h"))
        set(&item, "Wind Direction", plain(row["wind_direction_10m"]))
        set(&item, "UV Index", plain(row["uv_index"]))
    }

    /// One day's forecast; `replacingCurrent`: the day is the item (its date, condition, and its
    /// high as the temperature), else it adds today's high, low, sunrise and sunset to the
    /// conditions now.
    private static func fill(
        _ item: inout ValueDictionary, daily row: ValueDictionary, coercion: Coercion, replacingCurrent: Bool
    ) {
        let metric = Metric(coercion: coercion)
        set(&item, "High", metric.text(row["temperature_2m_max"], "°C"))
        set(&item, "Low", metric.text(row["temperature_2m_min"], "°C"))
        set(&item, "Sunrise Time", date(row["sunrise"]))
        set(&item, "Sunset Time", date(row["sunset"]))
        if item["Precipitation Chance"]?.isNothing ?? true {
            set(&item, "Precipitation Chance", plain(row["precipitation_probability_max"]))
        }
        guard replacingCurrent else { return }
        set(&item, "Date", date(row["time"]))
        set(&item, "Condition", condition(row["weather_code"]))
        set(&item, "Temperature", metric.text(row["temperature_2m_max"], "°C"))
        set(&item, "Feels Like", metric.text(row["apparent_temperature_max"], "°C"))
        set(&item, "Precipitation Amount", metric.text(row["precipitation_sum"], "mm"))
        set(&item, "Wind Speed", metric.text(row["wind_speed_10m_max"], "km/h"))
        set(&item, "Wind Direction", plain(row["wind_direction_10m_dominant"]))
        set(&item, "UV Index", plain(row["uv_index_max"]))
    }

    /// Measurement text of a number in a unit.
    private struct Metric {
        let coercion: Coercion
        func text(_ value: Value?, _ unit: String) -> Value? {
            guard let amount = number(value) else { return nil }
            return text(amount, unit)
        }
        func text(_ amount: Number?, _ unit: String) -> Value? {
            guard let amount else { return nil }
            return .text(coercion.text(.number(MeasurementText.rounded(amount))) + " " + unit)
        }
    }

    private static func set(_ item: inout ValueDictionary, _ key: String, _ value: Value?) {
        if let value { item[key] = value }
    }

    /// The day at `index` of the answer's `daily` columns.
    private static func day(_ index: Int, of answer: ValueDictionary) -> ValueDictionary {
        var row = ValueDictionary()
        for (key, value) in fields(answer["daily"]).pairs {
            if case .list(let values) = value, index < values.count { row[key] = values[index] }
        }
        return row
    }

    private static func fields(_ value: Value?) -> ValueDictionary {
        if case .dictionary(let dictionary)? = value { return dictionary }
        return ValueDictionary()
    }

    private static func column(_ value: Value?, _ key: String) -> [Value] {
        if case .list(let values)? = fields(value)[key] { return values }
        return []
    }

    private static func number(_ value: Value?) -> Number? {
        if case .number(let number)? = value { return number }
        return nil
    }

    /// A number as it came (a percentage, degrees, an index).
    private static func plain(_ value: Value?) -> Value? { number(value).map(Value.number) }

    private static func seconds(_ value: Value?) -> Double? { number(value)?.double }

    private static func date(_ value: Value?) -> Value? {
        seconds(value).map { .date(Date(timeIntervalSince1970: $0)) }
    }

    private static func kilometres(_ metres: Number) -> Number? { try? metres.divided(by: .integer(1000)) }

    private static func condition(_ value: Value?) -> Value? {
        guard let code = number(value)?.int else { return nil }
        return .text(WeatherCondition.name(code: code))
    }
}
