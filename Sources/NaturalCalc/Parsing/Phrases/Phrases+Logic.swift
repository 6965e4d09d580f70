import Foundation

extension PhraseTable {
    /// Comparisons in words, conditionals and negation: `5 is greater than 3`, `20 km equals 20,000 m`,
    /// `if 5 > 3 then 10 else 20`, `not true` (`!`, `&&` and `||` are symbols: `Parser.infix`).
    static let logic = PhraseFamily(
        name: "logic",
        rewrites: [
            (["is", "greater", "than", "or", "equal", "to"], ">="), (["greater", "than", "or", "equal", "to"], ">="),
            (["is", "less", "than", "or", "equal", "to"], "<="), (["less", "than", "or", "equal", "to"], "<="),
            (["is", "greater", "than"], ">"), (["is", "more", "than"], ">"), (["is", "bigger", "than"], ">"),
            (["greater", "than"], ">"), (["more", "than"], ">"), (["bigger", "than"], ">"),
            (["is", "less", "than"], "<"), (["is", "smaller", "than"], "<"), (["less", "than"], "<"),
            (["smaller", "than"], "<"), (["is", "at", "least"], ">="), (["is", "at", "most"], "<="),
            (["is", "not", "equal", "to"], "!="), (["is", "equal", "to"], "=="), (["equal", "to"], "=="),
            (["equals"], "=="),
        ].map { Rewrite(words: $0.0, replacement: .symbol($0.1)) },
        leading: ["if": .conditional(then: "then", otherwise: "else"), "not": .prefixCall]
    )
}
