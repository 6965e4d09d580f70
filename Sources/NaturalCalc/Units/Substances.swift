import Foundation

/// Kitchen ingredients with a density, so a mass converts to a volume and back:
/// `300g butter in cups` → 1.32 cups, `2 cups of flour in grams` → 250 g. Soulver reads the
/// same phrases (`__unit_expression of __substance in __unit`, calc-anchors.md §A.5).
///
/// Densities are the grams in one US cup (236.5882365 mL) from USDA FoodData Central's
/// household measures; ingredients that pack differently (flour, sugar) use the spooned,
/// levelled cup those tables give.
enum Substances {
    /// Names (lower case, one or more words) and grams per US cup.
    static let gramsPerCup: [(names: [String], grams: Decimal)] = [
        (["butter"], 227),
        (["water"], Decimal(string: "236.5882365") ?? 0),
        (["milk"], 244),
        (["cream", "heavy cream"], 238),
        (["yogurt", "yoghurt"], 245),
        (["flour", "all purpose flour", "plain flour"], 125),
        (["sugar", "granulated sugar", "white sugar", "caster sugar"], 200),
        (["brown sugar"], 220),
        (["powdered sugar", "icing sugar", "confectioners sugar"], 120),
        (["honey"], 339),
        (["maple syrup"], 315),
        (["oil", "vegetable oil", "olive oil"], 218),
        (["rice"], 185),
        (["oats", "rolled oats"], 81),
        (["cocoa", "cocoa powder"], 86),
        (["salt", "table salt"], 292),
        (["cornstarch", "cornflour"], 128),
        (["peanut butter"], 258),
    ]

    /// Every word that appears in a substance name (the lenient filter keeps them).
    static let words: Set<String> = Set(gramsPerCup.flatMap { $0.names.flatMap { $0.split(separator: " ").map(String.init) } })

    /// The first word of every name: a cheap test before a full match.
    static let firstWords: Set<String> = Set(byWords.compactMap { $0.words.first })

    /// Names as word lists, longest first so `brown sugar` wins over `sugar`.
    private static let byWords: [(words: [String], grams: Decimal)] =
        gramsPerCup
        .flatMap { entry in entry.names.map { (words: $0.split(separator: " ").map(String.init), grams: entry.grams) } }
        .sorted { $0.words.count > $1.words.count }

    /// The longest substance name at the start of `words`: how many words it takes and its
    /// density in kilograms per cubic metre.
    static func match(_ words: [String]) -> (count: Int, density: Decimal)? {
        for entry in byWords where entry.words.count <= words.count && Array(words.prefix(entry.words.count)) == entry.words {
            return (entry.words.count, entry.grams / 1000 / cupInCubicMetres)
        }
        return nil
    }

    private static let cupInCubicMetres = Decimal(string: "0.0002365882365") ?? 1
}
