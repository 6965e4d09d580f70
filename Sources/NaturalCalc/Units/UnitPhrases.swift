import Foundation

/// Units whose names are several words (`troy ounce`, `inch of mercury`, `imperial fluid ounce`,
/// `US gallon`): the one place a multi-word unit is read. Each is a name of its unit written with
/// underscores in `UnitTable` or `ScientificUnits` (`troy_ounce`); said with spaces, its words become
/// that one name before parsing, the longest name first (`Normalizer`), so a modifier is never a
/// comment in front of the unit it changes (`1 troy ounce` was read as `1 ounce`).
enum UnitPhrases {
    /// The normaliser's rewrites, one for every multi-word name (numbat's Unix-time units excepted:
    /// `unix` is a conversion target of its own).
    static let rewrites: [Rewrite] = {
        var seen = Set<[String]>()
        var out: [Rewrite] = []
        for name in UnitTable.names + ScientificUnits.names where name.contains("_") && !name.hasPrefix("unix_") {
            let words = name.lowercased().split(separator: "_").map(String.init)
            guard words.count > 1, seen.insert(words).inserted else { continue }
            out.append(Rewrite(words: words, replacement: .word(name)))
        }
        return out
    }()

    /// Words that make another unit of the unit after them (`imperial quart`, `metric cup`,
    /// `troy ounce`): before a unit they do not form a known name with, the pair is an unknown unit,
    /// never the plain unit (`1 imperial cup` is not a US cup).
    static let qualifiers: Set<String> = [
        "imperial", "metric", "troy", "us", "uk", "scandinavian", "nautical", "astronomical", "fluid", "dry", "avoirdupois",
        "apothecary", "apothecaries", "survey",
    ]
}
