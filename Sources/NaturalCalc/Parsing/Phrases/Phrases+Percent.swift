import Foundation

extension PhraseTable {
    /// Percentages: `20% of 50`, `50 is what % of 200`, `% change from 40 to 50`, `if 30 is 20%, what is 60%`.
    static let percent = PhraseFamily(
        name: "percent",
        lines: [
            LinePattern("_ is what _ of what", .reverseOf, order: [0, 1]),
            LinePattern("_ is _ of what", .reverseOf, order: [0, 1]),
            LinePattern("_ of what is _", .reverseOf, order: [1, 0]),
            LinePattern("_ is _ off what", .reverseOff, order: [0, 1]),
            LinePattern("_ off what is _", .reverseOff, order: [1, 0]),
            LinePattern("_ is _ on what", .reverseOn, order: [0, 1]),
            LinePattern("_ on what is _", .reverseOn, order: [1, 0]),
            LinePattern("_ is what % of _", .percentOf, order: [0, 1]),
            LinePattern("what % is _ of _", .percentOf, order: [0, 1]),
            LinePattern("what % of _ is _", .percentOf, order: [1, 0]),
            LinePattern("_ as a % of _", .percentOf, order: [0, 1]),
            LinePattern("_ as % of _", .percentOf, order: [0, 1]),
            LinePattern("_ is what % off _", .percentOff, order: [0, 1]),
            LinePattern("_ as discount off _", .percentOff, order: [0, 1]),
            // SoulverCore's percentageRuleOfThree in its 16 wordings: the percentage on either side,
            // with or without `if` and the comma, asking for an amount or a percentage.
            LinePattern("if _ is _ , what is _", .ruleOfThree, order: [0, 1, 2]),
            LinePattern("if _ is _ what is _", .ruleOfThree, order: [0, 1, 2]),
            LinePattern("_ is _ , what is _", .ruleOfThree, order: [0, 1, 2]),
            LinePattern("_ is _ what is _", .ruleOfThree, order: [0, 1, 2]),
            // isWhatPercentChangeAfterDelta: `15 is what % after adding 3` → 20%.
            LinePattern("_ is what % after adding _", .declared(changeAfterDeltaPhrase), order: [0, 1]),
            LinePattern("_ as % after adding _", .declared(changeAfterDeltaPhrase), order: [0, 1]),
            LinePattern("_ is what % after _", .declared(changeAfterDeltaPhrase), order: [0, 1]),
            LinePattern("_ as % after _", .declared(changeAfterDeltaPhrase), order: [0, 1]),
            // isWhatPercentWith: `10 is what % with 20` → the share of the two together, 33.33%.
            LinePattern("_ is what % with _", .declared(shareWithPhrase), order: [0, 1]),
            LinePattern("_ as a % with _", .declared(shareWithPhrase), order: [0, 1]),
            LinePattern("_ as % with _", .declared(shareWithPhrase), order: [0, 1]),
            LinePattern("what % is _ with _", .declared(shareWithPhrase), order: [0, 1]),
            LinePattern("_ is what % on _", .percentOn, order: [0, 1]),
            LinePattern("_ to _ is what %", .percentChange, order: [0, 1]),
            LinePattern("_ to _ as %", .percentChange, order: [0, 1]),
            LinePattern("% increase from _ to _", .percentChange, order: [0, 1]),
            LinePattern("% change from _ to _", .percentChange, order: [0, 1]),
            LinePattern("% decrease from _ to _", .percentChange, order: [0, 1]),
            // SoulverCore's other wordings (`percent`/`percentage` are `%` by then).
            LinePattern("_ to _ as a %", .percentChange, order: [0, 1]),
            LinePattern("what % change is _ to _", .percentChange, order: [0, 1]),
            LinePattern("_ is % of _", .percentOf, order: [0, 1]),
            LinePattern("_ is % off _", .percentOff, order: [0, 1]),
            LinePattern("_ as a % off _", .percentOff, order: [0, 1]),
            LinePattern("_ as % off _", .percentOff, order: [0, 1]),
            LinePattern("_ is % on _", .percentOn, order: [0, 1]),
            LinePattern("_ as a % on _", .percentOn, order: [0, 1]),
            LinePattern("_ as % on _", .percentOn, order: [0, 1]),
        ],
        rewrites: [
            Rewrite(words: ["per", "cent"], replacement: .symbol("%")),
            Rewrite(words: ["percent"], replacement: .symbol("%")),
            Rewrite(words: ["percentage"], replacement: .symbol("%")),
            Rewrite(words: ["pct"], replacement: .symbol("%")),
            // `20 out of 80` is a share, 20 ÷ 80 (`of` alone would multiply)
            Rewrite(words: ["out", "of"], replacement: .symbol("/")),
        ],
        operators: [
            WordOperator(words: ["of", "from"], op: .of, power: 15),
            WordOperator(words: ["on"], op: .on, power: 15),
            WordOperator(words: ["off"], op: .off, power: 15, optionalNext: "of"),
        ],
        leading: ["take": .filler],
        computations: [
            changeAfterDeltaPhrase: { e, values in .percent(DecimalMath.mul(try e.ratio(values[1], values[0]), 100)) },
            shareWithPhrase: { e, values in
                .percent(DecimalMath.mul(try e.ratio(values[0], try e.add(values[0], values[1])), 100))
            },
        ]
    )

    /// The declared phrases of `15 is what % after adding 3` and `10 is what % with 20`.
    static let changeAfterDeltaPhrase = "percentAfterDelta"
    static let shareWithPhrase = "percentWith"
}
