import Foundation

/// The built-in units and the names they answer to.
enum UnitTable {
    // SI symbols for the dimensions: L length, M mass, T time, D data, K temperature, A angle.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    private static let L = Dimension.length1, M = Dimension.mass1, T = Dimension.time1
    // swift-format-ignore: AlwaysUseLowerCamelCase
    private static let D = Dimension.data1, K = Dimension.temperature1, A = Dimension.angle1
    private static let area = Dimension(length: 2), volume = Dimension(length: 3)
    private static let speed = Dimension(length: 1, time: -1)
    private static let energy = Dimension(length: 2, mass: 1, time: -2)
    private static let power = Dimension(length: 2, mass: 1, time: -3)
    private static let pressure = Dimension(length: -1, mass: 1, time: -2)

    static let second = UnitDef("s", "s", T, 1)
    static let minute = UnitDef("min", "min", T, 60)
    static let hour = UnitDef("hour", "hour", plural: "hours", T, 3600)
    static let day = UnitDef("day", "day", plural: "days", T, 86_400)
    static let week = UnitDef("week", "week", plural: "weeks", T, 604_800)
    /// Soulver's month and year: 30.436875 and 365.2425 days.
    static let month = UnitDef("month", "month", plural: "months", T, d("2629746"))
    static let year = UnitDef("year", "year", plural: "years", T, d("31556952"))
    /// Five workdays make a week.
    static let workday = UnitDef("workday", "workday", plural: "workdays", T, 120_960)
    /// Eight work hours make a workday (SoulverCore 3.4.0's default): forty to the week.
    static let workhour = UnitDef("workhour", "workhour", plural: "workhours", T, 15_120)
    /// One video frame; `fps` is frames per second.
    static let frame = UnitDef("frame", "frame", plural: "frames", Dimension.frames1, 1)
    static let metre = UnitDef("m", "m", L, 1)
    static let kilometre = UnitDef("km", "km", L, 1000)
    static let byte = UnitDef("B", "B", D, 8)
    static let celsius = UnitDef("°C", "°C", K, 1, offset: d("273.15"))
    static let fahrenheit = UnitDef("°F", "°F", K, Decimal(5) / Decimal(9), offset: d("255.3722222222222222222222222222222"))
    static let kelvin = UnitDef("K", "K", K, 1)
    /// Rankine: Fahrenheit-sized degrees from absolute zero.
    static let rankine = UnitDef("°R", "°R", K, Decimal(5) / Decimal(9))
    static let degree = UnitDef("°", "°", A, d("0.01745329251994329576923690768488613"))

    /// Decimal from a literal table entry (the literals are fixed; 0 never happens).
    static func d(_ s: String) -> Decimal { Decimal(string: s) ?? 0 }

    /// Every unit with all of its names; names are matched case-sensitively first.
    static let entries: [(UnitDef, [String])] = [
        (second, ["s", "sec", "secs", "second", "seconds"]),
        (UnitDef("ms", "ms", T, d("0.001")), ["ms", "millisecond", "milliseconds"]),
        (minute, ["min", "mins", "minute", "minutes"]),
        (hour, ["h", "hr", "hrs", "hour", "hours"]),
        (day, ["d", "day", "days", "night", "nights"]),
        (week, ["w", "wk", "wks", "week", "weeks"]),
        (UnitDef("fortnight", "fortnight", plural: "fortnights", T, 1_209_600), ["fortnight", "fortnights"]),
        (month, ["mo", "month", "months"]),
        (year, ["y", "yr", "yrs", "year", "years"]),
        (workday, ["workday", "workdays"]),
        (workhour, ["workhour", "workhours"]),
        (frame, ["frame", "frames"]),
        (UnitDef("mm", "mm", L, d("0.001")), ["mm", "millimeter", "millimeters", "millimetre", "millimetres"]),
        (UnitDef("cm", "cm", L, d("0.01")), ["cm", "centimeter", "centimeters", "centimetre", "centimetres"]),
        (metre, ["m", "meter", "meters", "metre", "metres"]),
        (kilometre, ["km", "kilometer", "kilometers", "kilometre", "kilometres"]),
        (UnitDef("in", "in", L, d("0.0254")), ["in", "inch", "inches"]),
        (UnitDef("ft", "ft", L, d("0.3048")), ["ft", "foot", "feet"]),
        (UnitDef("yd", "yd", L, d("0.9144")), ["yd", "yard", "yards"]),
        (UnitDef("mi", "mi", L, d("1609.344")), ["mi", "mile", "miles"]),
        (UnitDef("nmi", "nmi", L, 1852), ["nmi", "nautical_mile", "nautical_miles"]),
        (UnitDef("ha", "ha", area, 10_000), ["ha", "hectare", "hectares"]),
        (UnitDef("acre", "acre", plural: "acres", area, d("4046.8564224")), ["ac", "acre", "acres"]),
        (UnitDef("L", "L", volume, d("0.001")), ["l", "L", "liter", "liters", "litre", "litres"]),
        (
            UnitDef("mL", "mL", volume, d("0.000001")),
            ["ml", "mL", "milliliter", "milliliters", "millilitre", "millilitres", "cc"]
        ),
        (UnitDef("cup", "cup", volume, d("0.0002365882365")), ["cup", "cups", "US_cup", "US_cups"]),
        (
            UnitDef("tbsp", "tbsp", volume, d("0.00001478676478125")),
            ["tbsp", "tablespoon", "tablespoons", "US_tablespoon", "US_tablespoons"]
        ),
        (
            UnitDef("tsp", "tsp", volume, d("0.00000492892159375")),
            ["tsp", "teaspoon", "teaspoons", "US_teaspoon", "US_teaspoons"]
        ),
        (UnitDef("gal", "gal", volume, d("0.003785411784")), ["gal", "gallon", "gallons", "US_gallon", "US_gallons"]),
        (UnitDef("qt", "qt", volume, d("0.000946352946")), ["qt", "quart", "quarts", "US_quart", "US_quarts"]),
        (UnitDef("pt", "pt", volume, d("0.000473176473")), ["pt", "pint", "pints", "US_pint", "US_pints"]),
        (UnitDef("mg", "mg", M, d("0.000001")), ["mg", "milligram", "milligrams"]),
        (UnitDef("g", "g", M, d("0.001")), ["g", "gram", "grams", "gramme", "grammes"]),
        (UnitDef("kg", "kg", M, 1), ["kg", "kilogram", "kilograms", "kilo", "kilos"]),
        (UnitDef("t", "t", M, 1000), ["t", "tonne", "tonnes", "ton", "tons"]),
        (UnitDef("lb", "lb", M, d("0.45359237")), ["lb", "lbs", "pound", "pounds"]),
        (UnitDef("oz", "oz", M, d("0.028349523125")), ["oz", "ounce", "ounces"]),
        (UnitDef("st", "st", M, d("6.35029318")), ["st", "stone", "stones"]),
        (UnitDef("bit", "bit", D, 1), ["bit", "bits", "b"]),
        (byte, ["B", "byte", "bytes"]),
        (UnitDef("kbit", "kbit", D, 1000), ["kbit", "kb", "Kb", "Kbit", "kilobit", "kilobits"]),
        (UnitDef("Mbit", "Mbit", D, 1_000_000), ["Mbit", "Mb", "megabit", "megabits"]),
        (UnitDef("Gbit", "Gbit", D, 1_000_000_000), ["Gbit", "Gb", "gigabit", "gigabits"]),
        (UnitDef("kB", "kB", D, 8000), ["kB", "KB", "kilobyte", "kilobytes"]),
        (UnitDef("MB", "MB", D, 8_000_000), ["MB", "megabyte", "megabytes"]),
        (UnitDef("GB", "GB", D, 8_000_000_000), ["GB", "gigabyte", "gigabytes"]),
        (UnitDef("TB", "TB", D, 8_000_000_000_000), ["TB", "terabyte", "terabytes"]),
        (UnitDef("KiB", "KiB", D, 8192), ["KiB", "kibibyte", "kibibytes"]),
        (UnitDef("MiB", "MiB", D, 8_388_608), ["MiB", "mebibyte", "mebibytes"]),
        (UnitDef("GiB", "GiB", D, 8_589_934_592), ["GiB", "gibibyte", "gibibytes"]),
        (UnitDef("TiB", "TiB", D, 8_796_093_022_208), ["TiB", "tebibyte", "tebibytes"]),
        // Binary-prefixed bits: a lower-case `b` is a bit, as in `Mbit` (`25 Gib/s` is 3.36 GB/s).
        (UnitDef("Kibit", "Kibit", D, 1024), ["Kibit", "Kib", "kibibit", "kibibits"]),
        (UnitDef("Mibit", "Mibit", D, 1_048_576), ["Mibit", "Mib", "mebibit", "mebibits"]),
        (UnitDef("Gibit", "Gibit", D, 1_073_741_824), ["Gibit", "Gib", "gibibit", "gibibits"]),
        (UnitDef("Tibit", "Tibit", D, 1_099_511_627_776), ["Tibit", "Tib", "tebibit", "tebibits"]),
        (UnitDef("kn", "kn", speed, d("0.5144444444444444444444444444444444")), ["kn", "knot", "knots"]),
        (celsius, ["°C", "C", "celsius", "degC", "oC", "degree_celsius", "degrees_celsius"]),
        (fahrenheit, ["°F", "F", "fahrenheit", "degF", "oF", "degree_fahrenheit", "degrees_fahrenheit"]),
        (kelvin, ["K", "kelvin", "kelvins", "°K", "degK"]),
        // Kelvins with SI prefixes: plain scale factors, a kelvin having no offset.
        (UnitDef("mK", "mK", K, d("0.001")), ["mK", "millikelvin", "millikelvins"]),
        (UnitDef("µK", "µK", K, d("0.000001")), ["µK", "uK", "microkelvin", "microkelvins"]),
        (UnitDef("nK", "nK", K, d("0.000000001")), ["nK", "nanokelvin", "nanokelvins"]),
        (UnitDef("kK", "kK", K, 1000), ["kK", "kilokelvin", "kilokelvins"]),
        (UnitDef("MK", "MK", K, 1_000_000), ["MK", "megakelvin", "megakelvins"]),
        (rankine, ["°R", "rankine", "degR"]),
        (UnitDef("J", "J", energy, 1), ["J", "joule", "joules"]),
        (UnitDef("kJ", "kJ", energy, 1000), ["kJ", "kilojoule", "kilojoules"]),
        (UnitDef("cal", "cal", energy, d("4.184")), ["cal", "calorie", "calories"]),
        (UnitDef("kcal", "kcal", energy, 4184), ["kcal", "kilocalorie", "kilocalories", "Cal"]),
        (UnitDef("Wh", "Wh", energy, 3600), ["Wh"]),
        (UnitDef("kWh", "kWh", energy, 3_600_000), ["kWh"]),
        (UnitDef("W", "W", power, 1), ["W", "watt", "watts"]),
        (UnitDef("kW", "kW", power, 1000), ["kW", "kilowatt", "kilowatts"]),
        (UnitDef("Pa", "Pa", pressure, 1), ["Pa", "pascal", "pascals"]),
        (UnitDef("hPa", "hPa", pressure, 100), ["hPa"]),
        (UnitDef("kPa", "kPa", pressure, 1000), ["kPa"]),
        (UnitDef("bar", "bar", pressure, 100_000), ["bar", "bars"]),
        // A pound-force (NIST SP 811: 4.4482216152605 N) per square inch (0.00064516 m²), to 37 digits.
        (
            UnitDef("psi", "psi", pressure, d("6894.757293168361336722673445346890694")),
            [
                "psi", "pound_per_square_inch", "pounds_per_square_inch", "pound_force_per_square_inch",
                "pounds_force_per_square_inch",
            ]
        ),
        (UnitDef("atm", "atm", pressure, 101_325), ["atm", "atmosphere", "atmospheres"]),
        (
            UnitDef("mmHg", "mmHg", pressure, d("133.322387415")),
            ["mmHg", "millimetre_of_mercury", "millimetres_of_mercury", "millimeter_of_mercury", "millimeters_of_mercury"]
        ),
        (UnitDef("rad", "rad", A, 1), ["rad", "radian", "radians"]),
        (degree, ["°", "deg", "degree", "degrees"]),
    ]

    /// Every name of every unit of the table.
    static var names: [String] { entries.flatMap(\.1) }

    private static let exact: [String: UnitDef] = {
        var map = [String: UnitDef]()
        for (unit, names) in entries { for n in names where map[n] == nil { map[n] = unit } }
        return map
    }()

    private static let folded: [String: UnitDef] = {
        var map = [String: UnitDef]()
        for (unit, names) in entries {
            for n in names where n.count > 2 && map[n.lowercased()] == nil { map[n.lowercased()] = unit }
        }
        return map
    }()

    /// Speed names that stand for a length per hour, so `mph × hour` cancels to miles.
    static func expansion(_ name: String) -> UnitExpr? {
        guard name.count <= 4 else { return nil }
        return speeds[name] ?? speeds[name.lowercased()]
    }

    /// The speed names `expansion` knows (`mph`, `kph`, …).
    static var speedNames: [String] { Array(speeds.keys) }

    private static let speeds: [String: UnitExpr] = {
        let mile = UnitDef("mi", "mi", L, d("1609.344"))
        let mph = UnitExpr(terms: [.init(unit: mile, power: 1), .init(unit: hour, power: -1)])
        let kph = UnitExpr(terms: [.init(unit: kilometre, power: 1), .init(unit: hour, power: -1)])
        // Data rates (`100 Mbps`): bits per second, so `1 TB / 100 Mbps` cancels to a time.
        func perSecond(_ symbol: String, _ bits: Decimal) -> UnitExpr {
            UnitExpr(terms: [.init(unit: UnitDef(symbol, symbol, D, bits), power: 1), .init(unit: second, power: -1)])
        }
        let bps = perSecond("bit", 1), kbps = perSecond("kbit", 1000), mbps = perSecond("Mbit", 1_000_000)
        let gbps = perSecond("Gbit", 1_000_000_000), tbps = perSecond("Tbit", 1_000_000_000_000)
        return [
            "mph": mph, "kph": kph, "kmh": kph, "kmph": kph,
            "bps": bps, "kbps": kbps, "Kbps": kbps, "Mbps": mbps, "mbps": mbps, "Gbps": gbps, "gbps": gbps,
            "Tbps": tbps, "tbps": tbps,
            "MBps": perSecond("MB", 8_000_000), "GBps": perSecond("GB", 8_000_000_000),
            "fps": UnitExpr(terms: [.init(unit: frame, power: 1), .init(unit: second, power: -1)]),
        ]
    }()

    /// Currency words and codes that are not symbols.
    static let currencyWords: [String: String] = [
        "dollar": "USD", "dollars": "USD", "euro": "EUR", "euros": "EUR", "yen": "JPY",
        "rupee": "INR", "rupees": "INR", "quid": "GBP", "sterling": "GBP", "buck": "USD", "bucks": "USD",
    ]

    /// The unit a word names, if any (currency codes come from the rate table).
    static func lookup(_ name: String, rates: CurrencyRates) -> UnitDef? {
        if let u = exact[name] { return u }
        let lower = name.lowercased()
        if let u = folded[lower] { return u }
        if let code = currencyWords[lower] { return .money(code) }
        let upper = name.uppercased()
        if name.count == 3, rates.rate(upper) != nil, name == upper || name == name.lowercased() {
            return .money(upper)
        }
        return ScientificUnits.lookup(name, lower: lower)
    }
}
