import Foundation

/// The units the peer calculators (fend, numbat, insect) know beyond the everyday table: the SI
/// derived units (newton, volt, ohm, …), astronomical, imperial and historical units, and every SI
/// and binary prefix on the units that take one (`kN`, `µs`, `GHz`, `mebibyte`, `kilonewtons`).
/// Consulted after `UnitTable`'s own names, so an everyday reading always wins (`pm` is a meridiem,
/// `min` a minute, `ft` a foot).
enum ScientificUnits {
    private static func d(_ s: String) -> Decimal { Decimal(string: s) ?? 0 }
    private static func dim(
        l: Int8 = 0, m: Int8 = 0, t: Int8 = 0, i: Int8 = 0, n: Int8 = 0, j: Int8 = 0, data: Int8 = 0, angle: Int8 = 0
    ) -> Dimension {
        Dimension(length: l, mass: m, time: t, data: data, angle: angle, current: i, amount: n, luminosity: j)
    }

    /// One unit: its symbol, its factor to the SI base of its dimension, the names it answers to,
    /// and whether SI prefixes attach to it.
    private struct Entry {
        let symbol: String
        let dimension: Dimension
        let factor: Decimal
        let names: [String]
        let prefixable: Bool
        let binary: Bool
        init(
            _ symbol: String, _ dimension: Dimension, _ factor: Decimal, _ names: [String], prefixable: Bool = true,
            binary: Bool = false
        ) {
            self.symbol = symbol
            self.dimension = dimension
            self.factor = factor
            self.names = names
            self.prefixable = prefixable
            self.binary = binary
        }
    }

    private static let entries: [Entry] = [
        // SI base and derived units
        Entry("m", dim(l: 1), 1, ["metre", "metres", "meter", "meters"]),
        Entry("g", dim(m: 1), d("0.001"), ["gram", "grams", "gramme", "grammes"]),
        Entry("s", dim(t: 1), 1, ["second", "seconds", "sec", "secs"]),
        Entry("L", dim(l: 3), d("0.001"), ["litre", "litres", "liter", "liters", "l"]),
        Entry("A", dim(i: 1), 1, ["ampere", "amperes", "amp", "amps"]),
        Entry("mol", dim(n: 1), 1, ["mole", "moles", "mol"]),
        Entry("cd", dim(j: 1), 1, ["candela", "candelas"]),
        Entry("Hz", dim(t: -1), 1, ["hertz"]),
        Entry("Bq", dim(t: -1), 1, ["becquerel", "becquerels"]),
        Entry("N", dim(l: 1, m: 1, t: -2), 1, ["newton", "newtons"]),
        Entry("J", dim(l: 2, m: 1, t: -2), 1, ["joule", "joules"]),
        Entry("W", dim(l: 2, m: 1, t: -3), 1, ["watt", "watts"]),
        Entry("Wh", dim(l: 2, m: 1, t: -2), 3600, ["watt_hour", "watt_hours"]),
        // Foundation's UnitElectricCharge: a battery's capacity (mAh) is charge, 3,600 C an ampere-hour.
        Entry("Ah", dim(t: 1, i: 1), 3600, ["ampere_hour", "ampere_hours", "amp_hour", "amp_hours"]),
        Entry("Pa", dim(l: -1, m: 1, t: -2), 1, ["pascal", "pascals"]),
        Entry("bar", dim(l: -1, m: 1, t: -2), 100_000, ["bar", "bars"]),
        Entry("C", dim(t: 1, i: 1), 1, ["coulomb", "coulombs"]),
        Entry("V", dim(l: 2, m: 1, t: -3, i: -1), 1, ["volt", "volts"]),
        Entry("Ω", dim(l: 2, m: 1, t: -3, i: -2), 1, ["ohm", "ohms"]),
        Entry("S", dim(l: -2, m: -1, t: 3, i: 2), 1, ["siemens"]),
        Entry("F", dim(l: -2, m: -1, t: 4, i: 2), 1, ["farad", "farads"]),
        Entry("H", dim(l: 2, m: 1, t: -2, i: -2), 1, ["henry", "henries", "henrys"]),
        Entry("T", dim(m: 1, t: -2, i: -1), 1, ["tesla", "teslas"]),
        Entry("Wb", dim(l: 2, m: 1, t: -2, i: -1), 1, ["weber", "webers"]),
        Entry("Gy", dim(l: 2, t: -2), 1, ["gray", "grays"]),
        Entry("Sv", dim(l: 2, t: -2), 1, ["sievert", "sieverts"]),
        Entry("kat", dim(t: -1, n: 1), 1, ["katal", "katals"]),
        Entry("eV", dim(l: 2, m: 1, t: -2), d("1.602176634e-19"), ["electronvolt", "electronvolts", "electron_volt"]),
        Entry("cal", dim(l: 2, m: 1, t: -2), d("4.184"), ["calorie", "calories"]),
        Entry("B", dim(data: 1), 8, ["byte", "bytes"], binary: true),
        Entry("bit", dim(data: 1), 1, ["bit", "bits"], binary: true),
        Entry("t", dim(m: 1), 1000, ["tonne", "tonnes", "metric_ton", "metric_tons", "metric_tonne", "metric_tonnes"]),
        Entry("rad", dim(angle: 1), 1, ["radian", "radians"]),
        // lengths
        Entry("Å", dim(l: 1), d("1e-10"), ["angstrom", "angstroms", "ångström"], prefixable: false),
        Entry("micron", dim(l: 1), d("1e-6"), ["micron", "microns"], prefixable: false),
        Entry(
            "au", dim(l: 1), 149_597_870_700, ["au", "AU", "ua", "astronomical_unit", "astronomical_units"], prefixable: false),
        Entry("ly", dim(l: 1), 9_460_730_472_580_800, ["ly", "lightyear", "lightyears", "light_year", "light_years"]),
        // The distance light travels in a second, minute, hour or day (c = 299,792,458 m/s, exact).
        Entry(
            "light second", dim(l: 1), 299_792_458, ["light_second", "lightsecond", "lightseconds", "light_seconds"],
            prefixable: false),
        Entry(
            "light minute", dim(l: 1), 17_987_547_480, ["light_minute", "lightminute", "lightminutes", "light_minutes"],
            prefixable: false),
        Entry(
            "light hour", dim(l: 1), 1_079_252_848_800, ["light_hour", "lighthour", "lighthours", "light_hours"],
            prefixable: false),
        Entry(
            "light day", dim(l: 1), 25_902_068_371_200, ["light_day", "lightday", "lightdays", "light_days"], prefixable: false),
        // fend's `light`: the speed of light as a unit (`light year / light` is a year).
        Entry("light", dim(l: 1, t: -1), 299_792_458, ["light"], prefixable: false),
        // Revolutions per minute: a frequency (3000 rpm = 50 Hz).
        Entry(
            "rpm", dim(t: -1), d("0.01666666666666666666666666666666666667"), ["RPM", "revolutions_per_minute"], prefixable: false
        ),
        // Miles per US gallon, a fuel economy: a length per volume (1 mpg = 1,609.344 m / 3.785411784 L).
        Entry("mpg", dim(l: -2), d("425143.7074302721413402170228734516"), ["MPG", "miles_per_gallon"], prefixable: false),
        Entry("pc", dim(l: 1), d("30856775814913673"), ["parsec", "parsecs"]),
        Entry("nmi", dim(l: 1), 1852, ["NM"], prefixable: false),
        Entry("rod", dim(l: 1), d("5.0292"), ["rod", "rods"], prefixable: false),
        Entry("chain", dim(l: 1), d("20.1168"), ["chain", "chains"], prefixable: false),
        Entry("furlong", dim(l: 1), d("201.168"), ["furlong", "furlongs"], prefixable: false),
        Entry("fathom", dim(l: 1), d("1.8288"), ["fathom", "fathoms", "ftm"], prefixable: false),
        // The Scandinavian mile (mil), Foundation's `smi`: 10 km.
        Entry("smi", dim(l: 1), 10_000, ["smi", "scandinavian_mile", "scandinavian_miles"], prefixable: false),
        Entry("league", dim(l: 1), d("4828.032"), ["league", "leagues"], prefixable: false),
        Entry("mil", dim(l: 1), d("0.0000254"), ["mil", "mils", "thou"], prefixable: false),
        Entry("hand", dim(l: 1), d("0.1016"), ["hand", "hands"], prefixable: false),
        Entry("pica", dim(l: 1), d("0.004233333333333333333333333333333333"), ["pica", "picas"], prefixable: false),
        Entry("point", dim(l: 1), d("0.0003527777777777777777777777777777778"), ["points"], prefixable: false),
        // masses
        Entry(
            "ozt", dim(m: 1), d("0.0311034768"), ["troy_ounce", "troy_ounces", "ozt", "ounce_troy", "ounces_troy"],
            prefixable: false),
        Entry("grain", dim(m: 1), d("0.00006479891"), ["grain", "grains"], prefixable: false),
        Entry("ct", dim(m: 1), d("0.0002"), ["carat", "carats"], prefixable: false),
        Entry("Da", dim(m: 1), d("1.66053906660e-27"), ["dalton", "daltons"]),
        Entry("short_ton", dim(m: 1), d("907.18474"), ["short_ton", "short_tons", "US_ton", "US_tons"], prefixable: false),
        Entry(
            "long_ton", dim(m: 1), d("1016.0469088"),
            ["long_ton", "long_tons", "UK_ton", "UK_tons", "imperial_ton", "imperial_tons"],
            prefixable: false),
        Entry("slug", dim(m: 1), d("14.593902937206364"), ["slug", "slugs"], prefixable: false),
        // volumes
        Entry(
            "imperial_gallon", dim(l: 3), d("0.00454609"), ["imperial_gallon", "imperial_gallons", "UK_gallon", "UK_gallons"],
            prefixable: false
        ),
        Entry(
            "imperial_pint", dim(l: 3), d("0.00056826125"), ["imperial_pint", "imperial_pints", "UK_pint", "UK_pints"],
            prefixable: false),
        Entry(
            "imperial_quart", dim(l: 3), d("0.0011365225"), ["imperial_quart", "imperial_quarts", "UK_quart", "UK_quarts"],
            prefixable: false),
        Entry("imperial_gill", dim(l: 3), d("0.0001420653125"), ["imperial_gill", "imperial_gills"], prefixable: false),
        Entry(
            "imperial_fluid_drachm", dim(l: 3), d("0.0000035516328125"), ["imperial_fluid_drachm", "imperial_fluid_drachms"],
            prefixable: false),
        Entry("imperial_bushel", dim(l: 3), d("0.03636872"), ["imperial_bushel", "imperial_bushels"], prefixable: false),
        Entry("hogshead", dim(l: 3), d("0.238480942392"), ["hogshead", "hogsheads"], prefixable: false),
        // The US bushel, 2,150.42 in³ (NIST SP 811 B.8: 3.523907 E-02 m³; Foundation's `bsh`).
        Entry(
            "bsh", dim(l: 3), d("0.03523907016688"), ["bsh", "bushel", "bushels", "US_bushel", "US_bushels"], prefixable: false),
        // The US dry pint and quart, 33.6003125 and 67.200625 in³ (NIST SP 811 B.8).
        Entry(
            "dry pt", dim(l: 3), d("0.0005506104713575"), ["dry_pint", "dry_pints", "US_dry_pint", "US_dry_pints"],
            prefixable: false),
        Entry(
            "dry qt", dim(l: 3), d("0.001101220942715"), ["dry_quart", "dry_quarts", "US_dry_quart", "US_dry_quarts"],
            prefixable: false),
        // The acre-foot, 43,560 ft³ (Foundation's `af`: 1,233.48183754752 m³).
        Entry("af", dim(l: 3), d("1233.48183754752"), ["af", "acre_foot", "acre_feet"], prefixable: false),
        // The metric cup, 250 mL (Foundation's `mcup`).
        Entry("mcup", dim(l: 3), d("0.00025"), ["mcup", "metric_cup", "metric_cups"], prefixable: false),
        Entry("metric_teaspoon", dim(l: 3), d("0.000005"), ["metric_teaspoon", "metric_teaspoons"], prefixable: false),
        Entry("sqm", dim(l: 2), 1, ["sqm"], prefixable: false),
        Entry("sqft", dim(l: 2), d("0.09290304"), ["sqft"], prefixable: false),
        Entry("dwt", dim(m: 1), d("0.00155517384"), ["dwt", "pennyweight", "pennyweights"], prefixable: false),
        Entry(
            "long_hundredweight", dim(m: 1), d("50.80234544"), ["long_hundredweight", "long_hundredweights"], prefixable: false),
        Entry("gregorian_year", dim(t: 1), 31_556_952, ["gregorian_year", "gregorian_years"], prefixable: false),
        Entry("julian_year", dim(t: 1), 31_557_600, ["julian_year", "julian_years"], prefixable: false),
        // numbat's Unix-time units, read by from_unixtime (`from_unixtime(1658346725000 unix_ms)`)
        Entry("unix_s", dim(t: 1), 1, ["unix_s"], prefixable: false),
        Entry("unix_ms", dim(t: 1), d("0.001"), ["unix_ms"], prefixable: false),
        Entry("unix_µs", dim(t: 1), d("0.000001"), ["unix_µs", "unix_us"], prefixable: false),
        Entry("sidereal_day", dim(t: 1), d("86164.0905"), ["sidereal_day", "sidereal_days"], prefixable: false),
        Entry("gauss", dim(m: 1, t: -2, i: -1), d("0.0001"), ["gauss"], prefixable: false),
        Entry("Mx", dim(l: 2, m: 1, t: -2, i: -1), d("1e-8"), ["Mx", "maxwell", "maxwells"], prefixable: false),
        Entry("lm", dim(j: 1), 1, ["lm", "lumen", "lumens"]),
        Entry("lx", dim(l: -2, j: 1), 1, ["lx", "lux"]),
        Entry("therm", dim(l: 2, m: 1, t: -2), d("105505585.262"), ["therm", "therms"], prefixable: false),
        Entry("thermie", dim(l: 2, m: 1, t: -2), d("4184000"), ["thermie", "thermies"], prefixable: false),
        Entry("kp", dim(l: 1, m: 1, t: -2), d("9.80665"), ["kp", "kilopond", "kiloponds"], prefixable: false),
        Entry("megapond", dim(l: 1, m: 1, t: -2), d("9806.65"), ["megapond", "megaponds"], prefixable: false),
        Entry("gf", dim(l: 1, m: 1, t: -2), d("0.00980665"), ["gf", "gram_force"], prefixable: false),
        Entry("ozf", dim(l: 1, m: 1, t: -2), d("0.27801385095378125"), ["ozf", "ounce_force"], prefixable: false),
        Entry(
            "imperial_fluidounce", dim(l: 3), d("0.0000284130625"),
            [
                "imperial_fluidounce", "imperial_fluid_ounce", "imperial_fluidounces", "imperial_fluid_ounces", "imperial_fl_oz",
                "imperial_floz", "UK_fluid_ounce", "UK_fluid_ounces", "UK_fl_oz",
            ], prefixable: false),
        // numbat's imperial spoons: a tablespoon is half an imperial fluid ounce, a teaspoon a quarter of that.
        Entry(
            "imperial_tablespoon", dim(l: 3), d("0.00001420653125"), ["imperial_tablespoon", "imperial_tablespoons"],
            prefixable: false),
        Entry(
            "imperial_teaspoon", dim(l: 3), d("0.0000035516328125"), ["imperial_teaspoon", "imperial_teaspoons"],
            prefixable: false),
        Entry(
            "fl oz", dim(l: 3), d("0.0000295735295625"),
            [
                "floz", "fluidounce", "fluidounces", "fluid_ounce", "fluid_ounces", "fl_oz", "US_fluid_ounce", "US_fluid_ounces",
                "US_fl_oz",
            ], prefixable: false),
        Entry("bbl", dim(l: 3), d("0.158987294928"), ["barrel", "barrels", "bbl"], prefixable: false),
        Entry("are", dim(l: 2), 100, ["are", "ares"], prefixable: false),
        Entry("barn", dim(l: 2), d("1e-28"), ["barn", "barns"]),
        // times
        Entry("decade", dim(t: 1), 315_569_520, ["decade", "decades"], prefixable: false),
        Entry("century", dim(t: 1), 3_155_695_200, ["century", "centuries"], prefixable: false),
        Entry("millennium", dim(t: 1), 31_556_952_000, ["millennium", "millennia", "millenniums"], prefixable: false),
        // energy, power, pressure, force
        Entry("BTU", dim(l: 2, m: 1, t: -2), d("1055.05585262"), ["BTU", "btu", "Btu"], prefixable: false),
        Entry("erg", dim(l: 2, m: 1, t: -2), d("1e-7"), ["erg", "ergs"], prefixable: false),
        Entry("hp", dim(l: 2, m: 1, t: -3), d("745.69987158227022"), ["hp", "horsepower"], prefixable: false),
        // The conventional inch of mercury (NIST SP 811 B.8: 3.386389 E+03 Pa; Foundation's `inHg`).
        Entry(
            "inHg", dim(l: -1, m: 1, t: -2), d("3386.389"), ["inHg", "inch_of_mercury", "inches_of_mercury"], prefixable: false),
        Entry("Torr", dim(l: -1, m: 1, t: -2), d("133.3223684210526315789473684210526"), ["torr", "Torr"], prefixable: false),
        Entry(
            "lbf", dim(l: 1, m: 1, t: -2), d("4.4482216152605"),
            ["lbf", "pound_force", "pounds_force", "pound_of_force", "pounds_of_force"], prefixable: false),
        Entry("dyn", dim(l: 1, m: 1, t: -2), d("0.00001"), ["dyne", "dynes", "dyn"], prefixable: false),
        Entry("kgf", dim(l: 1, m: 1, t: -2), d("9.80665"), ["kgf", "kilogram_force"], prefixable: false),
        // angles
        Entry(
            "arcmin", dim(angle: 1), d("0.0002908882086657215961539617947480"),
            ["arcmin", "arcminute", "arcminutes", "′", "arc_minute", "arc_minutes", "arc_min"],
            prefixable: false),
        Entry(
            "arcsec", dim(angle: 1), d("0.000004848136811095359935899363245801"),
            ["arcsec", "arcsecond", "arcseconds", "″", "arc_second", "arc_seconds", "arc_sec"],
            prefixable: false),
        Entry(
            "gon", dim(angle: 1), d("0.01570796326794896619231321691639751"), ["gon", "gons", "gradian", "gradians", "grad"],
            prefixable: false),
        Entry(
            "turn", dim(angle: 1), d("6.283185307179586476925286766559006"), ["turn", "turns", "revolution", "revolutions"],
            prefixable: false),
    ]

    /// Every name the entries list, without the prefixed forms (`UnitPhrases` reads the multi-word ones).
    static var names: [String] { entries.flatMap(\.names) }

    private static let siPrefixes: [(symbol: String, name: String, factor: Decimal)] = [
        ("Q", "quetta", d("1e30")), ("R", "ronna", d("1e27")), ("Y", "yotta", d("1e24")), ("Z", "zetta", d("1e21")),
        ("E", "exa", d("1e18")), ("P", "peta", d("1e15")), ("T", "tera", d("1e12")), ("G", "giga", d("1e9")),
        ("M", "mega", d("1e6")), ("k", "kilo", 1000), ("h", "hecto", 100), ("da", "deca", 10), ("da", "deka", 10),
        ("d", "deci", d("0.1")), ("c", "centi", d("0.01")), ("m", "milli", d("0.001")), ("µ", "micro", d("1e-6")),
        ("μ", "micro", d("1e-6")), ("u", "micro", d("1e-6")), ("n", "nano", d("1e-9")), ("p", "pico", d("1e-12")),
        ("f", "femto", d("1e-15")), ("a", "atto", d("1e-18")), ("z", "zepto", d("1e-21")), ("y", "yocto", d("1e-24")),
        ("r", "ronto", d("1e-27")), ("q", "quecto", d("1e-30")),
    ]

    private static let binaryPrefixes: [(symbol: String, name: String, factor: Decimal)] = [
        ("Ki", "kibi", 1024), ("Mi", "mebi", 1_048_576), ("Gi", "gibi", 1_073_741_824),
        ("Ti", "tebi", 1_099_511_627_776), ("Pi", "pebi", 1_125_899_906_842_624),
        ("Ei", "exbi", 1_152_921_504_606_846_976), ("Zi", "zebi", d("1180591620717411303424")),
        ("Yi", "yobi", d("1208925819614629174706176")),
    ]

    /// Prefixed symbols that read as everyday words or the calculator's keywords instead.
    private static let reserved: Set<String> = [
        "am", "pm", "as", "at", "in", "is", "it", "Pa", "ha", "cd", "ct", "dat", "PS", "us", "um", "dB", "TV",
    ]

    private static let exact: [String: UnitDef] = {
        var map = [String: UnitDef]()
        func put(_ key: String, _ unit: UnitDef) {
            if map[key] == nil, !reserved.contains(key) { map[key] = unit }
        }
        for e in entries {
            let base = UnitDef(e.symbol, e.symbol, e.dimension, e.factor)
            put(e.symbol, base)
            for n in e.names { put(n, base) }
            guard e.prefixable else { continue }
            for p in siPrefixes + (e.binary ? binaryPrefixes : []) {
                let symbol = p.symbol == "μ" || p.symbol == "u" ? "µ" + e.symbol : p.symbol + e.symbol
                let unit = UnitDef(symbol, symbol, e.dimension, e.factor * p.factor)
                put(p.symbol + e.symbol, unit)
                if e.symbol == "L" { put(p.symbol + "l", unit) }  // `ml`, `dl`: litres in lower case
                for n in e.names where n.count > 2 && n.first?.isLowercase == true { put(p.name + n, unit) }
            }
        }
        return map
    }()

    private static let folded: [String: UnitDef] = {
        var map = [String: UnitDef]()
        for (k, v) in exact where k.count > 3 && map[k.lowercased()] == nil { map[k.lowercased()] = v }
        return map
    }()

    /// The unit a word names (`lower` is the word lower-cased), or nil.
    static func lookup(_ name: String, lower: String) -> UnitDef? {
        exact[name] ?? (lower.utf8.count > 3 ? folded[lower] : nil)
    }
}
