import Foundation

/// The calculator's phrases, declared family by family (one `Phrases+<Family>.swift` file each), and
/// the lookups the normaliser, the phrase matcher and the parser read. Nothing here names a word:
/// every index is built from `families`.
enum PhraseTable {
    /// Every family. Line patterns are tried in this order, then in each family's order.
    static let families: [PhraseFamily] = [
        percent, multiplier, arithmetic, finance, statistics, dates, conversions, logic, specialDaysFamily, bitwise,
        constants,
    ]

    /// Whole-line patterns in priority order.
    static let lines: [LinePattern] = families.flatMap(\.lines)

    /// Normaliser rewrites; for a shared first word, the earlier declaration is tried first.
    static let rewrites: [Rewrite] = families.flatMap(\.rewrites)

    /// Word operators by spelling.
    static let operators: [String: WordOperator] = index(
        families.flatMap { f in f.operators.flatMap { o in o.words.map { ($0, o) } } })

    /// Rules for words that start an operand.
    static let leading: [String: LeadingRule] = index(families.flatMap { $0.leading.map { ($0.key, $0.value) } })

    /// Rules for words that continue an operand.
    static let following: [String: FollowingRule] = index(families.flatMap { $0.following.map { ($0.key, $0.value) } })

    /// Conversion targets named by one word.
    static let targets: [String: Target] = index(families.flatMap { $0.targets.map { ($0.key, $0.value) } })

    /// Computations of declared phrases by name.
    static let computations: [String: PhraseComputation] = index(families.flatMap { $0.computations.map { ($0.key, $0.value) } })

    /// Words that end the last slot of a line phrase.
    static let slotStoppers: Set<String> = Set(families.flatMap(\.slotStoppers))

    /// Words that may follow a conversion target and keep it a conversion (`in km to 2 dp`).
    static let conversionFollowers: Set<String> = Set(
        following.compactMap { word, rule in
            switch rule {
            case .conversion, .rounded: return word
            default: return nil
            }
        })

    /// A dictionary from declarations; a word declared twice keeps its first declaration
    /// (`PhraseTableTests` checks that none is).
    private static func index<Value>(_ pairs: [(String, Value)]) -> [String: Value] {
        var d: [String: Value] = [:]
        for (k, v) in pairs where d[k] == nil { d[k] = v }
        return d
    }
}
