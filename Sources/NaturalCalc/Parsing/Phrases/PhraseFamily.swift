import Foundation

/// One family of calculator phrases (percentages, finance, dates…): every word the family adds to
/// the grammar and the construction each produces. Families are listed in `PhraseTable.families`.
struct PhraseFamily: Sendable {
    /// A short name, for tests and messages.
    let name: String
    /// Whole-line phrases such as `a is x% of what`, tried in order before ordinary parsing.
    var lines: [LinePattern] = []
    /// Word sequences the normaliser turns into a symbol before parsing (`divided by` → `/`).
    var rewrites: [Rewrite] = []
    /// Words that join two operands (`20% of 50`, `5 choose 2`).
    var operators: [WordOperator] = []
    /// Words that start an operand (`today`, `sqrt 9`, `sum of 1, 2`), keyed by the lower-cased word.
    var leading: [String: LeadingRule] = [:]
    /// Words that continue an operand already read (`3 days ago`, `… rounded`), keyed by the word.
    var following: [String: FollowingRule] = [:]
    /// Words after a conversion keyword that name what to show (`in hex`), keyed by the word.
    var targets: [String: Target] = [:]
    /// Words that end the last slot of a line phrase and qualify it (`compounding monthly`).
    var slotStoppers: [String] = []
    /// Computations of the family's own phrases (`Phrase.declared(name)`), keyed by name, so a new
    /// phrase needs no new `Phrase` case or evaluator branch.
    var computations: [String: PhraseComputation] = [:]
    /// Closed word lists the family's constructions read in passing (`places` after `2 dp`);
    /// each list is a named constant the parser consults, registered here so lenient mode keeps them.
    var wordLists: [[String]] = []

    /// The words the family's constructions read once the normaliser has run, lower-cased as the
    /// parser compares them: the family's contribution to the lenient vocabulary. Rewrite words are
    /// not among them (a complete rewrite is a symbol by then; a stray `raised` means nothing), but
    /// a rewrite's replacement word is (`mod`).
    var vocabulary: Set<String> {
        var s = Set<String>()
        for line in lines {
            s.formUnion(line.words.filter { $0 != LinePattern.slot && $0.first?.isLetter == true })
            for (w, _) in line.periods { s.insert(w) }
        }
        for r in rewrites { if case .word(let w) = r.replacement { s.insert(w) } }
        for o in operators { s.formUnion(o.words); if let next = o.optionalNext { s.insert(next) } }
        for (w, rule) in leading { s.insert(w); s.formUnion(rule.words) }
        for (w, rule) in following { s.insert(w); s.formUnion(rule.words) }
        s.formUnion(targets.keys)
        s.formUnion(slotStoppers)
        for list in wordLists { s.formUnion(list) }
        return s
    }
}

/// How a declared phrase computes its value from its evaluated arguments.
typealias PhraseComputation = @Sendable (Evaluator, [Value]) throws -> Value

/// A whole-line phrase: literal words and symbols, with `_` where an expression goes.
struct LinePattern: Sendable {
    /// The marker of an expression slot.
    static let slot = "_"
    /// The literals and slots, in order.
    let words: [String]
    /// What the line means.
    let phrase: Phrase
    /// The phrase's arguments as indexes into the slots, in the order the phrase takes them.
    let order: [Int]
    /// Periods per year named anywhere on the line (`compounding monthly`), first match wins;
    /// when the list is non-empty and none is named, one period per year is passed as the last argument.
    let periods: [(String, Decimal)]

    /// Declares a pattern written with spaces between its parts: `"_ is what % of _"`.
    init(_ text: String, _ phrase: Phrase, order: [Int], periods: [(String, Decimal)] = []) {
        words = text.split(separator: " ").map(String.init)
        self.phrase = phrase
        self.order = order
        self.periods = periods
    }
}

/// A word sequence the normaliser replaces with one token before parsing.
struct Rewrite: Sendable {
    /// The words, lower-cased.
    let words: [String]
    /// The token kind that replaces them (`.symbol("/")`, or the word `mod`).
    let replacement: Token.Kind
}

/// A word that joins two operands with a binary operator.
struct WordOperator: Sendable {
    /// When the word counts as the operator.
    enum Condition: Sendable {
        /// Always.
        case always
        /// Only when an operand follows (`2 x 3`, not `as x`).
        case operandFollows
        /// When an operand or `a` follows (`$24 a day for a year`).
        case operandOrArticleFollows
        /// When an operand or a unit follows (`3 per second`, `10 per minute`).
        case operandOrUnitFollows
    }

    /// The spellings, lower-cased.
    let words: [String]
    /// The operator it stands for.
    let op: BinaryOp
    /// Binding power: higher binds tighter.
    let power: Int
    /// When the word is the operator rather than something else (`x` as a target).
    var condition: Condition = .always
    /// A word skipped right after the operator (`off of`).
    var optionalNext: String? = nil
}

/// What a word at the start of an operand builds. A rule that does not apply lets the word be
/// read as a number word, month, weekday or unit instead.
enum LeadingRule: Sendable {
    /// A fixed value (`pi`, `today`, `noon`).
    case value(Expr)
    /// A filler verb: the operand that follows is the value (`take 10% off 200`).
    case filler
    /// The current time when `word` follows (`time in Tokyo`).
    case nowBefore(String)
    /// `difference between London and Tokyo`: the time difference when places follow.
    case placeDifference
    /// A weekday relative to this week (`next friday`).
    case weekdayOffset(Int)
    /// `a`/`an` before a scale word or a unit (`a dozen`, `a km`).
    case article
    /// A function applied to the operand that follows, without parentheses (`sqrt 9`).
    case prefixCall
    /// `square root of 9`: the function named once `root` (and maybe `of`) follows.
    case rootOf(String)
    /// `root 3 of 27`.
    case nthRoot
    /// `remainder of 7 divided by 3`.
    case remainder
    /// `sum of 1, 2 and 3`; with `orVariable`, the bare word is a variable (`total`).
    case list(Phrase, orVariable: Bool)
    /// `midpoint between 2 and 8`; with `subject`, a value comes first (`clamp 12 between 1 and 10`).
    case between(Phrase, subject: Bool)
    /// `round 3.7`, `round 37 down to nearest 10`.
    case round
    /// A phrase about the current moment; `then` is an optional word after it (`current timestamp`).
    case now(Phrase, then: String?)
    /// A phrase completed by fixed words (`week of year`); with `argumentAfter`, an operand follows,
    /// optionally after one of those words (`day of the week on March 3`).
    case fixed(Phrase, after: [String], argumentAfter: [String]?)
    /// Counts of days and the like: `days until`, `workdays between`, `days in q1`.
    case daySpan(DaySpanWords)
    /// A named day of the year (`Christmas`, `Easter`), optionally followed by a year; the name
    /// keys its computation (`PhraseTable.specialDayPrefix` + name).
    case specialDay(String)
    /// `if A then B else C`: the words for `then` and `else`.
    case conditional(then: String, otherwise: String)

    /// Words the rule reads after its own word.
    var words: [String] {
        switch self {
        case .nowBefore(let w): return [w]
        case .rootOf: return ["root", "of"]
        case .nthRoot, .remainder, .list: return ["of"]
        case .between: return ["between"]
        case .placeDifference: return ["between", "from", "and", "to"]
        case .now(_, let then): return then.map { [$0] } ?? []
        case .fixed(_, let after, let argumentAfter): return after + (argumentAfter ?? [])
        case .daySpan(let d): return d.words
        case .conditional(let then, let otherwise): return [then, otherwise]
        case .value, .filler, .weekdayOffset, .article, .prefixCall, .round, .specialDay: return []
        }
    }
}

/// The words of `days until …` and its kin.
struct DaySpanWords: Sendable {
    /// `days until/till/to <date>`.
    let until: [String]
    /// `days since <date>`.
    let since: [String]
    /// `days in 3 weeks` (a conversion) and `days in q1`.
    let within: String
    /// `days between <date> and <date>`.
    let between: String
    /// `days left in the year`, `days remaining in March`.
    let remaining: [String]
    /// `days from <date> to <date>`, `days from <date> through <date>`.
    let from: String
    /// Between the two dates of a range after `between`, `from` or `in`: `to` counts up to the
    /// second, `through` includes it.
    let rangeEnd: String, rangeThrough: String
    /// Quarter names and their numbers.
    let quarters: [String: Int]

    /// Every word, for the vocabulary.
    var words: [String] { until + since + remaining + [within, between, from, rangeEnd, rangeThrough] + quarters.keys.sorted() }
}

/// What a word after an operand builds from it.
enum FollowingRule: Sendable {
    /// A conversion keyword (`to`, `in`, `as`): with `pace`, a duration after it makes a pace
    /// (`5 km in 25 min`); with `interval`, no target after it makes an interval (`9:00 to 17:00`).
    case conversion(pace: Bool, interval: Bool)
    /// `… rounded`, `… rounded down to nearest 5`.
    case rounded
    /// The operand becomes the phrase's argument; when `next` is not empty, one of those words must
    /// follow and is taken too (`3 days from now`).
    case suffix(Phrase, next: [String])
    /// The operand and the operand after the word, binding at `power` (`3 days before Friday`).
    case infix(Phrase, power: Int)
    /// `half of 20`, `2/3 of 600`: a fraction before the word multiplies the operand after it.
    case fractionOf

    /// Words the rule reads after its own word.
    var words: [String] {
        if case .suffix(_, let next) = self { return next }
        return []
    }
}
