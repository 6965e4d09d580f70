import Foundation

extension PhraseTable {
    /// `2 dp`, `3 decimal places` after a conversion keyword.
    static let placesWords = ["dp", "digits", "decimals", "decimal"]
    /// `3 sf`, `4 significant figures`.
    static let significantWords = ["sf", "significant"]
    /// `to 2 dp` after `rounded`.
    static let roundedPlacesWords = ["dp", "decimal"]
    /// The optional word after a count of places (`2 decimal places`).
    static let placesTail = "places"
    /// Optional words after a count of significant figures.
    static let figuresTails = ["figures", "digits"]
    /// `rounded up`, `round 37 down`.
    static let roundingDirections: [String: RoundingMode] = ["up": .up, "down": .down]
    /// `as base 8`: the bases Soulver's bases page converts to, by number.
    static let baseWord = "base"
    /// The target each base number names.
    static let baseTargets: [Decimal: Target] = [2: .binary, 8: .octal, 10: .decimal, 16: .hex]
    /// `to nearest 10`: the word after `to`.
    static let nearestWord = "nearest"
    /// Steps written as words after `nearest`.
    static let stepWords: [String: Decimal] = [
        "ten": 10, "hundred": 100, "thousand": 1000, "million": 1_000_000, "whole": 1, "integer": 1,
    ]
    /// Words before a unit that raise it to a power (`square feet`, `cubic metres`, SoulverCore's `cu ft`).
    static let unitPowers: [String: Int] = ["square": 2, "sq": 2, "cubic": 3, "cu": 3]

    /// Conversions and display: `5 km in miles`, `255 to hex`, `1/3 as fraction`, `pi to 3 dp`,
    /// `37 rounded down to nearest 10`, `round 3.7`.
    /// `approx. 200cm`: fend marks inexact answers so, and reads the mark back as nothing.
    static let approximateWord = "approx"

    static let conversions = PhraseFamily(
        name: "conversions",
        // `$10/hour is what per day` (SoulverCore's FunctionDescriptions): the rate per another time unit.
        lines: [LinePattern("_ is what per _", .declared("ratePer"), order: [0, 1])],
        // Units named in several words (`light year`, `troy ounce`, `US gallon`): `UnitPhrases`.
        rewrites: UnitPhrases.rewrites
            // `20 degrees celsius in fahrenheit`: the scale's name after `degrees`
            + ["degrees", "degree"].flatMap { d in
                [("celsius", "°C"), ("centigrade", "°C"), ("fahrenheit", "°F"), ("kelvin", "K"), ("c", "°C"), ("f", "°F")].map {
                    Rewrite(words: [d, $0.0], replacement: .word($0.1))
                }
            },
        // `convert 5 km to m`, `convert km into m` (SoulverCore): the verb only introduces the conversion.
        leading: ["round": .round, "convert": .filler, approximateWord: .filler, "approximately": .filler],
        following: [
            "to": .conversion(pace: false, interval: true),
            "in": .conversion(pace: true, interval: false),
            "as": .conversion(pace: false, interval: false),
            "into": .conversion(pace: false, interval: false),
            "rounded": .rounded,
        ],
        targets: [
            "fraction": .fraction, "float": .recurring, "mixed_frac": .mixedFraction, "mixed": .mixedFraction,
            "x": .multiplier, "multiplier": .multiplier, "multiple": .multiplier, "a": .percent, "an": .percent,
            "timespan": .timespan, "human": .timespan, "laptime": .laptime, "hex": .hex, "hexadecimal": .hex,
            "binary": .binary, "octal": .octal, "decimal": .decimal, "dec": .decimal, "number": .number,
            "date": .date, "timestamp": .timestamp, "unix": .timestamp, "iso8601": .iso8601, "iso": .iso8601,
            "unixtime": .timestamp, "unixtime_s": .timestamp,
            "unixtime_ms": .unixTime(perSecond: 1000), "unixtime_µs": .unixTime(perSecond: 1_000_000),
            "unixtime_us": .unixTime(perSecond: 1_000_000), "julian_date": .julianDate,
            "color": .color(.value), "color_hex": .color(.hex), "color_rgb": .color(.rgb), "color_rgb_float": .color(.rgbFloat),
            "weekday": .weekday, "month": .monthName, "words": .words, "roman": .roman, "bool": .boolean, "boolean": .boolean,
            "bin": .binary, "oct": .octal, "codepoint": .codepoint, "character": .character, "char": .character,
        ],
        computations: ["ratePer": ratePer],
        wordLists: [
            placesWords, significantWords, roundedPlacesWords, [placesTail], figuresTails,
            Array(roundingDirections.keys), [nearestWord],
            Array(stepWords.keys), Array(unitPowers.keys), [baseWord],
        ]
    )

    /// `$10/hour is what per day`: the first value re-expressed per the unit named second.
    @Sendable private static func ratePer(_ e: Evaluator, _ values: [Value]) throws -> Value {
        guard case .quantity(_, let u) = values[1].plain, let unit = u.single else {
            throw CalcError(.isWhatPerNeedsUnit)
        }
        return try e.convert(values[0], to: .per(unit))
    }
}
