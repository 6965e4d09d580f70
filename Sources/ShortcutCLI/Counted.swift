import Inflection

/// A count and its noun agreeing, through our pluraliser (`Inflection`): "1 action", "2 actions",
/// "1 folder". The command line's one way to put a number before a word.
enum Counted {
    private static let inflector = Inflector()

    /// `count` and `noun` (given in the singular) in agreement: `(1, "file")` → `1 file`.
    static func phrase(_ count: Int, _ noun: String) -> String { inflector.phrase(count: String(count), noun: noun) }
}
