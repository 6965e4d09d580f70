import Foundation

/// Closed word lists the parser and the lenient filter share.
enum Vocabulary {
    static let months: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
        "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
        "september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11,
        "december": 12, "dec": 12,
    ]

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December",
    ]

    /// Weekday numbers as Foundation counts them: Sunday is 1.
    static let weekdays: [String: Int] = [
        "sunday": 1, "sun": 1, "monday": 2, "mon": 2, "tuesday": 3, "tue": 3, "tues": 3,
        "wednesday": 4, "wed": 4, "thursday": 5, "thu": 5, "thurs": 5, "friday": 6, "fri": 6,
        "saturday": 7, "sat": 7,
    ]

    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    static let numberWords: [String: Decimal] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
        "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
        "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
        "seventy": 70, "eighty": 80, "ninety": 90, "half": 0.5, "quarter": 0.25,
    ]

    /// Scale words and suffixes; `K`, `B`, `bn`, `mn` and `m` only scale money.
    static let scales: [String: Decimal] = [
        "k": 1000, "thousand": 1000, "M": 1_000_000, "million": 1_000_000, "G": 1_000_000_000,
        "billion": 1_000_000_000, "T": 1_000_000_000_000, "trillion": 1_000_000_000_000,
        "dozen": 12, "hundred": 100, "mil": 1_000_000, "gross": 144,
        "quadrillion": Decimal(sign: .plus, exponent: 15, significand: 1),
        "quintillion": Decimal(sign: .plus, exponent: 18, significand: 1),
        "sextillion": Decimal(sign: .plus, exponent: 21, significand: 1),
        "septillion": Decimal(sign: .plus, exponent: 24, significand: 1),
        "octillion": Decimal(sign: .plus, exponent: 27, significand: 1),
        "nonillion": Decimal(sign: .plus, exponent: 30, significand: 1),
        "decillion": Decimal(sign: .plus, exponent: 33, significand: 1),
        "undecillion": Decimal(sign: .plus, exponent: 36, significand: 1),
        "duodecillion": Decimal(sign: .plus, exponent: 39, significand: 1),
        "tredecillion": Decimal(sign: .plus, exponent: 42, significand: 1),
        "quattuordecillion": Decimal(sign: .plus, exponent: 45, significand: 1),
        "quindecillion": Decimal(sign: .plus, exponent: 48, significand: 1),
        "sexdecillion": Decimal(sign: .plus, exponent: 51, significand: 1),
        "septendecillion": Decimal(sign: .plus, exponent: 54, significand: 1),
        "octodecillion": Decimal(sign: .plus, exponent: 57, significand: 1),
        "novemdecillion": Decimal(sign: .plus, exponent: 60, significand: 1),
        "vigintillion": Decimal(sign: .plus, exponent: 63, significand: 1),
    ]

    /// Words that are a number on their own (fend: `hundred` → 100, `femto` → 1e-15): the scale
    /// words and the SI prefixes spelled out.
    static let standaloneNumbers: [String: Decimal] = {
        var map = scales.filter { $0.key.count > 3 }
        let prefixes: [(String, Int16)] = [
            ("quetta", 30), ("ronna", 27), ("yotta", 24), ("zetta", 21), ("exa", 18), ("peta", 15), ("tera", 12),
            ("giga", 9), ("mega", 6), ("hecto", 2), ("deca", 1), ("deka", 1), ("deci", -1), ("centi", -2),
            ("milli", -3), ("micro", -6), ("nano", -9), ("pico", -12), ("femto", -15), ("atto", -18),
            ("zepto", -21), ("yocto", -24), ("ronto", -27), ("quecto", -30), ("myria", 4),
        ]
        for (w, e) in prefixes { map[w] = Decimal(sign: .plus, exponent: Int(e), significand: 1) }
        return map
    }()

    /// A scale word: suffixes match exactly (`M` is not `m`), words in any case.
    static func scale(_ w: String) -> Decimal? {
        if let s = scales[w] { return s }
        return w.count > 2 ? scales[w.lowercased()] : nil
    }

    static let moneyScales: [String: Decimal] = [
        "K": 1000, "B": 1_000_000_000, "b": 1_000_000_000, "bn": 1_000_000_000, "mn": 1_000_000,
        "m": 1_000_000, "mm": 1_000_000, "t": 1_000_000_000_000, "tn": 1_000_000_000_000,
    ]

    /// The functions a user can call, from the function table.
    static var functions: Set<String> { FunctionTable.words }

    /// Every fixed word the calculator knows, as written and lower-cased, so the lenient filter
    /// usually needs one set lookup per word. Derived from the phrase families and the word tables;
    /// nothing is listed here by hand.
    static let known: Set<String> = derive(from: PhraseTable.families)

    /// The known words given a set of phrase families, plus the number, scale, month, weekday,
    /// function, unit, currency, zone and ingredient tables.
    static func derive(from families: [PhraseFamily]) -> Set<String> {
        var s = functions.union(Zones.placeWords).union(Substances.words)
        for f in families { s.formUnion(f.vocabulary) }
        for k in numberWords.keys { s.insert(k) }
        for k in scales.keys { s.insert(k); s.insert(k.lowercased()) }
        for k in standaloneNumbers.keys { s.insert(k) }
        for k in moneyScales.keys { s.insert(k) }
        for k in months.keys { s.insert(k) }
        for k in weekdays.keys { s.insert(k) }
        for k in Parser.compounds.keys { s.insert(k) }
        for k in UnitTable.currencyWords.keys { s.insert(k) }
        for (_, names) in UnitTable.entries { for n in names { s.insert(n); if n.count > 2 { s.insert(n.lowercased()) } } }
        for n in UnitTable.speedNames { s.insert(n) }
        return s
    }
}
