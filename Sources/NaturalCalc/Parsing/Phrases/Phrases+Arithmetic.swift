import Foundation

extension PhraseTable {
    /// Arithmetic in words: `6 divided by 2`, `5 choose 2`, `square root of 9`, `remainder of 7 divided by 3`,
    /// `8 is 2 to what power`, `is 7 prime`, constants such as `pi`.
    static let arithmetic = PhraseFamily(
        name: "arithmetic",
        lines: [
            LinePattern("_ is to _ as _ is to what", .proportion, order: [0, 1, 2]),
            // a : b = x : d → x = a·d/b;  a : x = c : d → x = a·d/c;  x : b = c : d → x = b·c/d.
            LinePattern("_ is to _ as what is to _", .proportion, order: [1, 0, 2]),
            LinePattern("_ is to what as _ is to _", .proportion, order: [1, 0, 2]),
            LinePattern("what is to _ as _ is to _", .proportion, order: [2, 0, 1]),
            LinePattern("log _ base _", .declared("logBase"), order: [0, 1]),
            LinePattern("logarithm _ base _", .declared("logBase"), order: [0, 1]),
            LinePattern("log of _ base _", .declared("logBase"), order: [0, 1]),
            LinePattern("logarithm of _ base _", .declared("logBase"), order: [0, 1]),
            LinePattern("log base _ of _", .declared("logBase"), order: [1, 0]),
            LinePattern("logarithm base _ of _", .declared("logBase"), order: [1, 0]),
            LinePattern("_ is _ to what power", .declared("logBase"), order: [0, 1]),
            // `20 is 4 to the power of what`: the rewrite has made `to the power of` a `^`.
            LinePattern("_ is _ ^ what", .declared("logBase"), order: [0, 1]),
            LinePattern("what power of _ is _", .declared("logBase"), order: [1, 0]),
            LinePattern("is _ prime", .declared("isPrime"), order: [0]),
        ] + wordingLines,
        rewrites: [
            Rewrite(words: ["to", "the", "power", "of"], replacement: .symbol("^")),
            Rewrite(words: ["raised", "to"], replacement: .symbol("^")),
            Rewrite(words: ["to", "the"], replacement: .symbol("^")),
            Rewrite(words: ["divided", "by"], replacement: .symbol("/")),
            Rewrite(words: ["multiplied", "by"], replacement: .symbol("*")),
            Rewrite(words: ["times"], replacement: .symbol("*")),
            Rewrite(words: ["plus"], replacement: .symbol("+")),
            Rewrite(words: ["minus"], replacement: .symbol("-")),
            Rewrite(words: ["negative"], replacement: .symbol("-")),
            Rewrite(words: ["increased", "by"], replacement: .symbol("+")),
            Rewrite(words: ["decreased", "by"], replacement: .symbol("-")),
            Rewrite(words: ["mod"], replacement: .word("mod")),
            Rewrite(words: ["modulo"], replacement: .word("mod")),
        ],
        operators: [
            WordOperator(words: ["mod"], op: .modulo, power: 20),
            WordOperator(words: ["x"], op: .multiply, power: 20, condition: .operandFollows),
            WordOperator(words: ["per"], op: .divide, power: 20, condition: .operandOrUnitFollows),
            WordOperator(words: ["choose", "ncr"], op: .choose, power: 18),
            WordOperator(words: ["permutation", "permute", "permutations", "npr"], op: .permute, power: 18),
        ],
        leading: [
            "pi": .value(.number(DecimalMath.pi, .decimal, scaled: false)),
            "π": .value(.number(DecimalMath.pi, .decimal, scaled: false)),
            "e": .value(.number(DecimalMath.e, .decimal, scaled: false)),
            "tau": .value(.number(DecimalMath.pi * 2, .decimal, scaled: false)),
            "τ": .value(.number(DecimalMath.pi * 2, .decimal, scaled: false)),
            "true": .value(.boolean(true)),
            "nan": .value(.notANumber), "inf": .value(.infinity), "∞": .value(.infinity),
            "false": .value(.boolean(false)),
            "a": .article, "an": .article,
            "sqrt": .prefixCall, "cbrt": .prefixCall, "abs": .prefixCall, "ln": .prefixCall, "log": .prefixCall,
            "logarithm": .prefixCall,
            "log2": .prefixCall, "log10": .prefixCall, "asin": .prefixCall, "acos": .prefixCall, "atan": .prefixCall,
            "sinh": .prefixCall, "cosh": .prefixCall, "tanh": .prefixCall, "asinh": .prefixCall, "acosh": .prefixCall,
            "atanh": .prefixCall, "sqr": .prefixCall, "trunc": .prefixCall, "fract": .prefixCall,
            "exp": .prefixCall, "sin": .prefixCall, "cos": .prefixCall, "tan": .prefixCall, "factorial": .prefixCall,
            "fib": .prefixCall, "cis": .prefixCall,
            // `twice 15`, `thrice $20`
            // (not `double`/`triple`: `double room $120` is prose, and the comment filter leaves `double $120`)
            "twice": .prefixCall, "thrice": .prefixCall,
            "square": .rootOf("sqrt"), "cube": .rootOf("cbrt"), "squared": .rootOf("sqrt"), "cubed": .rootOf("cbrt"),
            "root": .nthRoot,
            "remainder": .remainder,
            "gcd": .list(.gcd, orVariable: false), "lcm": .list(.lcm, orVariable: false),
        ],
        // `10 squared`, `(2+3) cubed` (after a unit the word is its power: `5 meters squared`), `15 doubled`
        following: ["of": .fractionOf].merging(
            (Array(powerWords.keys) + Array(factorWords.keys)).map { ($0, FollowingRule.suffix(.declared($0), next: [])) }
        ) { first, _ in first },
        computations: ([
            "logBase": logBase, "isPrime": isPrime, "nthRoot": { e, values in try e.call("root", values) },
        ] as [String: PhraseComputation]).merging(
            powerWords.map { word, k -> (String, PhraseComputation) in
                (word, { e, values in try e.binary(.power, values[0], .number(Decimal(k))) })
            }
                + factorWords.map { word, k -> (String, PhraseComputation) in
                    (word, { e, values in try e.binary(.multiply, values[0], .number(k)) })
                }
        ) { first, _ in first },
        wordLists: [Array(fractionWords.keys), Array(powerWords.keys)]
    )

    /// `5 meters squared`, `2 feet cubed`: the power a word after a unit gives it (after a number, the
    /// number's power: `10 squared`).
    static let powerWords: [String: Int] = ["squared": 2, "cubed": 3]

    /// `15 doubled`, `100 halved`: the factor a word after a value scales it by.
    static let factorWords: [String: Decimal] = ["doubled": 2, "tripled": 3, "halved": 0.5]

    /// `a third of 90`, `two thirds`, `3 quarters of 200`: the denominator a fraction word names
    /// after a count (`half` and `quarter` alone are number words).
    static let fractionWords: [String: Decimal] = [
        "third": 3, "thirds": 3, "quarters": 4, "fourth": 4, "fourths": 4, "fifth": 5, "fifths": 5,
        "sixth": 6, "sixths": 6, "seventh": 7, "sevenths": 7, "eighth": 8, "eighths": 8, "ninth": 9, "ninths": 9,
        "tenth": 10, "tenths": 10, "hundredth": 100, "hundredths": 100, "thousandth": 1000, "thousandths": 1000,
        "halves": 2,
    ]

    /// The other wordings SoulverCore's FunctionDescriptions lists for proportions, logarithms,
    /// roots, gcd and lcm: `6 to 600 as 8 to what`, `log of 20 to base 4`, `4 to what power is 20`,
    /// `5 root of 100`, `greatest common divisor of 5 and 8` (not the `with` wordings: `with` stays a comment word).
    static let wordingLines: [LinePattern] = [
        LinePattern("_ to _ as _ to what", .proportion, order: [0, 1, 2]),
        LinePattern("_ to _ is _ to what", .proportion, order: [0, 1, 2]),
        LinePattern("_ to _ as what to _", .proportion, order: [1, 0, 2]),
        LinePattern("_ to _ is what to _", .proportion, order: [1, 0, 2]),
        LinePattern("log of _ to base _", .declared("logBase"), order: [0, 1]),
        LinePattern("logarithm of _ to base _", .declared("logBase"), order: [0, 1]),
        LinePattern("log _ of _", .declared("logBase"), order: [1, 0]),
        LinePattern("logarithm _ of _", .declared("logBase"), order: [1, 0]),
        LinePattern("_ is _ to the power of what", .declared("logBase"), order: [0, 1]),
        LinePattern("_ is _ to the what", .declared("logBase"), order: [0, 1]),
        LinePattern("_ to what power is _", .declared("logBase"), order: [1, 0]),
        LinePattern("_ to what exponent is _", .declared("logBase"), order: [1, 0]),
        LinePattern("_ root of _", .declared("nthRoot"), order: [0, 1]),
        LinePattern("greatest common divisor of _ and _", .gcd, order: [0, 1]),
        LinePattern("greatest common factor of _ and _", .gcd, order: [0, 1]),
        LinePattern("gcf of _ and _", .gcd, order: [0, 1]),
        LinePattern("lowest common multiple of _ and _", .lcm, order: [0, 1]),
        LinePattern("least common multiple of _ and _", .lcm, order: [0, 1]),
    ]

    /// `8 is 2 to what power`: the logarithm of the first number to the base of the second.
    @Sendable private static func logBase(_ e: Evaluator, _ values: [Value]) throws -> Value {
        let a = DecimalMath.double(try e.numberArg(values[0])), b = DecimalMath.double(try e.numberArg(values[1]))
        guard a > 0, b > 0, b != 1 else { throw CalcError(.outOfDomain(.logarithms)) }
        return .number(try DecimalMath.decimal(log(a) / log(b)))
    }

    /// `is 7 prime`: trial division, for whole numbers up to 10¹².
    @Sendable private static func isPrime(_ e: Evaluator, _ values: [Value]) throws -> Value {
        guard let n = DecimalMath.int(try e.numberArg(values[0])) else { throw CalcError(.primeNeedsWholeNumber) }
        guard n <= 1_000_000_000_000 else { throw CalcError.tooLarge }
        if n < 2 { return .bool(false) }
        var k = 2
        while k * k <= n {
            if n % k == 0 { return .bool(false) }
            k += 1
        }
        return .bool(true)
    }
}
