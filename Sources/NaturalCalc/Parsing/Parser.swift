import Foundation

/// A Pratt parser over normalised tokens; higher binding power binds tighter.
struct Parser {
    var tokens: [Token]
    var pos = 0
    /// Current nesting of operands; deep nesting would overflow the stack, so it is capped.
    var depth = 0
    /// Whether a literal had more digits than Decimal keeps (`Expr.exactInteger`).
    var sawExactInteger = false
    /// Lenient mode: a word the grammar cannot place is skipped as a comment (`Parser+Recovery.swift`).
    var lenient = false
    /// The words read as comments: the normaliser's, then those the parser skipped.
    var ignored: [Token] = []
    /// How many words the parser skipped.
    var skipped = 0
    /// Where the innermost construction now recovering began (-1: none).
    var recoveryStart = -1
    static let maxDepth = 64
    /// `pi` and `tau` by name and sign: after a power's whole-number exponent they multiply the power (`2^3 pi` is 8π).
    static let circleConstants: Set<String> = ["pi", "π", "tau", "τ"]

    /// A physical constant's name or pi/tau: side by side with a value, it multiplies it.
    static func isNamedConstant(_ w: String) -> Bool {
        PhysicalConstants.names.contains(w) || circleConstants.contains(w)
    }
    /// The binding power of `*` and `/`.
    static let productPower = 20
    /// The most `!` marks read as one multifactorial (`5!!!` is a step of 3).
    static let maxFactorialStep = 9
    let rates: CurrencyRates

    init(_ tokens: [Token], rates: CurrencyRates) {
        self.tokens = tokens
        self.rates = rates
    }

    /// Parses the whole token list as one expression. In lenient mode a written word left over
    /// where the line should end is a comment: skipped, the last step before it is read again
    /// without it (`half an hour + 20 min`: `half hour`), and the operators after it still apply.
    mutating func parseAll() throws -> Expr {
        guard !tokens.isEmpty else { throw CalcError.empty }
        if let phrase = try PhraseMatcher(rates: rates).match(tokens) { return phrase }
        depth += 1
        defer { depth -= 1 }
        var last: (start: Int, before: Expr?) = (pos, nil)
        var lhs = try recovering { try $0.parseUnary() }
        while true {
            let start = pos
            if let next = try recovering({ [lhs] in try $0.extend(lhs, 0) }) {
                last = (start, lhs)
                lhs = next
                continue
            }
            guard let extra = peek else { return lhs }
            guard lenient, extra.isWritten, skipped < Parser.maxSkips, !Normalizer.isCall(tokens, pos) else {
                throw unexpected(extra)
            }
            try skip(pos)
            pos = last.start
            if let before = last.before { lhs = before } else { lhs = try recovering { try $0.parseUnary() } }
        }
    }

    var peek: Token? { pos < tokens.count ? tokens[pos] : nil }

    func peek(_ offset: Int) -> Token? {
        pos + offset < tokens.count ? tokens[pos + offset] : nil
    }

    mutating func advance() -> Token? {
        guard pos < tokens.count else { return nil }
        pos += 1
        return tokens[pos - 1]
    }

    func unexpected(_ t: Token) -> CalcError {
        if t.isWritten { return CalcError.unknown(t.text, column: t.column) }
        return CalcError.unexpected(t.text, column: t.column)
    }

    mutating func expectWord(_ w: String) throws {
        guard let t = peek else { throw CalcError.incomplete }
        guard t.isWord(w) else { throw unexpected(t) }
        pos += 1
    }

    /// Whether a token can start an operand (used to tell `5 % 4` from `5% of`).
    func startsOperand(_ t: Token?) -> Bool {
        guard let t else { return false }
        switch t.kind {
        case .number, .currency, .clock, .timecode, .dateLiteral, .text: return true
        case .symbol(let s): return s == "(" || s == "-"
        case .variable: return true
        case .word(let w):
            let l = w.lowercased()
            return Vocabulary.functions.contains(l) || l == "pi" || l == "e" || Vocabulary.numberWords[l] != nil
        case .quoted, .dice, .imaginaryUnit: return false
        }
    }

    private func startsModuloOperand(_ t: Token?) -> Bool {
        guard let t else { return false }
        if case .number = t.kind { return true }
        return t.isSymbol("(")
    }

    /// The operator a token stands for between two operands: a symbol, or a declared word operator
    /// (`PhraseTable.operators`) whose condition holds. `skip` is a word taken after it (`off of`).
    private func infix(_ t: Token) -> (BinaryOp, Int, rightAssoc: Bool, skip: String?)? {
        switch t.kind {
        case .symbol(let s):
            switch s {
            case "+": return (.add, 10, false, nil)
            case "-": return (.subtract, 10, false, nil)
            case "*": return (.multiply, Parser.productPower, false, nil)
            case "/": return (.divide, Parser.productPower, false, nil)
            case "^": return (.power, 40, true, nil)
            // Logic binds loosest: `1 < 2 && 3 > 4 || true` is ((1 < 2) && (3 > 4)) || true.
            case "&&": return (.and, 2, false, nil)
            case "||": return (.or, 1, false, nil)
            case "==": return (.equal, 3, false, nil)
            case "!=": return (.notEqual, 3, false, nil)
            case "<": return (.less, 3, false, nil)
            case "<=": return (.lessOrEqual, 3, false, nil)
            case ">=": return (.greaterOrEqual, 3, false, nil)
            case ">": return (.greater, 3, false, nil)
            case "@": return (.at, 5, false, nil)
            // Bitwise, binding looser than arithmetic and tighter than comparisons, as in C: shifts, then `&`, then `|`.
            case "<<": return (.shiftLeft, 9, false, nil)
            case ">>": return (.shiftRight, 9, false, nil)
            case "&": return (.bitAnd, 8, false, nil)
            case "|": return (.bitOr, 6, false, nil)
            case "%": return startsModuloOperand(peek(1)) ? (.modulo, Parser.productPower, false, nil) : nil
            case "(": return (.multiply, Parser.productPower, false, nil)
            default: return nil
            }
        case .word(let w):
            guard let o = PhraseTable.operators[w.lowercased()] else { return nil }
            switch o.condition {
            case .always: break
            case .operandFollows: guard startsOperand(peek(1)) else { return nil }
            case .operandOrArticleFollows: guard startsOperand(peek(1)) || peek(1)?.word == "a" else { return nil }
            case .operandOrUnitFollows:
                guard startsOperand(peek(1)) || peek(1)?.word.flatMap({ UnitTable.lookup($0, rates: rates) }) != nil else {
                    return nil
                }
            }
            return (o.op, o.power, false, o.optionalNext)
        default: return nil
        }
    }

    /// Whether an amount of time starts `offset` tokens ahead (`25 min`).
    func durationAhead(_ offset: Int) -> Bool {
        guard let n = peek(offset), case .number = n.kind, let u = peek(offset + 1), case .word(let raw) = u.kind else {
            return false
        }
        return UnitTable.lookup(raw, rates: rates)?.dimension == .time1
    }

    /// An ingredient name next (`butter`, `of brown sugar`): the tokens it takes and its density.
    func substanceAhead() -> (count: Int, density: Decimal)? {
        guard let first = peek?.word else { return nil }
        let skip = first == "of" ? 1 : 0
        guard let head = peek(skip)?.word, Substances.firstWords.contains(head) else { return nil }
        var words: [String] = []
        var k = 0
        while let w = peek(k)?.word, words.count < 4 {
            words.append(w)
            k += 1
        }
        guard words.count > skip, let match = Substances.match(Array(words.dropFirst(skip))) else { return nil }
        return (match.count + skip, match.density)
    }

    mutating func parseExpression(_ minBP: Int) throws -> Expr {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Parser.maxDepth else {
            let t = peek
            throw CalcError(.nestedTooDeep(limit: Parser.maxDepth), column: t?.column, token: t?.text)
        }
        var lhs = try recovering { try $0.parseUnary() }
        while let next = try recovering({ [lhs] in try $0.extend(lhs, minBP) }) { lhs = next }
        return lhs
    }

    /// One step of the Pratt loop: the operand `lhs` with what follows it, or nil where it ends.
    private mutating func extend(_ lhs: Expr, _ minBP: Int) throws -> Expr? {
        guard let t = peek else { return nil }
        var outcome = try continuation(t, lhs, minBP)
        if case .pass = outcome { outcome = try arrowOrRate(t, lhs, minBP) }
        switch outcome {
        case .next(let e): return e
        case .stop: return nil
        case .pass: break
        }
        guard let (op, bp, right, skip) = infix(t), bp > minBP || (bp == minBP && right) else { return nil }
        if bp == minBP && !right { return nil }
        if !t.isSymbol("(") { pos += 1 }
        if let skip, peek?.word == skip { pos += 1 }
        // `e^2 electron_mass`: a whole-number exponent ends before a constant, which then multiplies the power.
        if op == .power, let n = peek, case .number(let v, _) = n.kind, let w = peek(1)?.word, Parser.isNamedConstant(w) {
            pos += 1
            return .binary(.power, lhs, .number(v, .decimal, scaled: false))
        }
        let rhs = try parseExpression(right ? bp - 1 : bp)
        // `10^5 Pa`, `13^13 days`: a unit written after a power's exponent measures the power.
        if op == .power, case .withUnit(let exponent, let unit) = rhs, exponent.isNumberLiteral {
            return .withUnit(.binary(.power, lhs, exponent), unit)
        }
        if op == .power, case .negate(.withUnit(let exponent, let unit)) = rhs, exponent.isNumberLiteral {
            return .withUnit(.binary(.power, lhs, .negate(exponent)), unit)
        }
        return .binary(op, lhs, rhs)
    }

    /// What follows an operand besides an operator: an ingredient (`300g butter`), a declared
    /// following word, a timecode's frame rate, a time of day after a day, a second bare unit.
    private mutating func continuation(_ t: Token, _ lhs: Expr, _ minBP: Int) throws -> FollowOutcome {
        if lhs.isAmountWithUnit, let (count, density) = substanceAhead() {
            pos += count
            return .next(.substance(lhs, density: density))
        }
        if let w = t.word, let rule = PhraseTable.following[w] {
            let outcome = try parseFollowing(rule, lhs, minBP)
            if case .pass = outcome {} else { return outcome }
        }
        if frameRateAhead(t) {
            // `03:10:20:05 at 30 fps + 50 frames`: the rate belongs to the timecode before it.
            pos += 1
            return .next(.binary(.at, lhs, try parsePrimary()))
        }
        if clockAhead(t), !lhs.isNumberLiteral {
            // `tomorrow 9am`, `next friday 15:30`: a day then a time of day is that day at that time.
            return .next(.binary(.at, lhs, try parseUnary()))
        }
        if case .bareUnit(let first) = lhs, startsUnit(t), let unit = try parseUnitSuffix(allowIn: false) {
            // `km m`: two bare unit names ask how many of the second make one of the first;
            // of different dimensions they are a product, as fend reads them (`hertz second` → 1).
            return .next(
                first.dimension == unit.dimension ? .convert(lhs, .unit(unit)) : .binary(.multiply, lhs, .bareUnit(unit)))
        }
        return .pass
    }

    /// `->` (a conversion or a function applied), `|>`, a money rate `per` another unit, and a
    /// physical constant after a value.
    private mutating func arrowOrRate(_ t: Token, _ lhs: Expr, _ minBP: Int) throws -> FollowOutcome {
        if t.isSymbol("->") {
            guard minBP <= 1 else { return .stop }
            if let converted = try parseConversion(lhs) { return .next(converted) }
            // numbat's `0x2764 -> chr`: a function named after the arrow applies to the value.
            if let name = peek(1)?.word, Vocabulary.functions.contains(name) {
                pos += 2
                return .next(.call(name, [lhs]))
            }
            throw unexpected(t)
        }
        if t.isSymbol("|>") {
            pos += 1
            let rhs = try parseUnary()
            switch rhs {
            case .call(let name, let args): return .next(.call(name, args + [lhs]))
            // `… |> sum`: a function named alone takes the value
            case .functionName(let name): return .next(.call(name, [lhs]))
            case .variable(let name) where Vocabulary.functions.contains(name): return .next(.call(name, [lhs]))
            default: throw unexpected(t)
            }
        }
        // `$120,000 a year per month`: a money rate followed by `per` another unit of its denominator's
        // kind is re-expressed per that unit, not divided again.
        if t.word == "per", case .withUnit(_, let u) = lhs, u.currency != nil, let w = peek(1)?.word,
            let per = UnitTable.lookup(w, rates: rates),
            u.terms.contains(where: { $0.power == -1 && $0.unit.dimension == per.dimension }),
            peek(2) == nil || peek(2)?.isSymbol(")") == true
        {
            pos += 2
            return .next(.convert(lhs, .per(per)))
        }
        // `ℏ gravitational_constant`, `electron_charge^2 electron_mass`: a physical constant after
        // a value multiplies it (numbat).
        if let w = t.word, Parser.isNamedConstant(w), minBP < Parser.productPower {
            return .next(.binary(.multiply, lhs, try parseExpression(Parser.productPower)))
        }
        return .pass
    }

    /// Whether an expression is a fraction of two literals (`2/3`).
    func isFraction(_ e: Expr) -> Bool {
        if case .binary(.divide, .number, .number) = e { return true }
        return false
    }

    mutating func parseUnary() throws -> Expr {
        guard let t = peek else { throw CalcError.incomplete }
        if t.isSymbol("-") {
            pos += 1
            return .negate(try parseExpression(30))
        }
        if t.isSymbol("+") {
            pos += 1
            return try parseExpression(30)
        }
        if t.isSymbol("!") {
            pos += 1
            return .call("not", [try parseExpression(30)])
        }
        return try parsePostfix(try parsePrimary())
    }

    /// Postfix operators, applied by recursion: the loop form `e = .factorial(e, …)` was freed early
    /// by the Swift 6.3 optimiser (use-after-free found with -sanitize=address in -O builds).
    mutating func parsePostfix(_ base: Expr) throws -> Expr {
        guard let t = peek else { return base }
        let wrapped: Expr
        if t.isSymbol("!") {
            // Marks written together are one multifactorial: `5!!` is 5·3·1, not (5!)!.
            var step = 1
            while let next = peek(step), next.isSymbol("!"), next.column == t.column + step, step < Parser.maxFactorialStep {
                step += 1
            }
            pos += step - 1
            wrapped = .factorial(base, step: step)
        } else if t.isSymbol("%"), !startsModuloOperand(peek(1)) {
            wrapped = .percent(base)
        } else if t.isSymbol("‰") {
            wrapped = .permille(base)
        } else if t.isSymbol("²") || t.isSymbol("³") {
            wrapped = .binary(.power, base, .number(t.isSymbol("²") ? 2 : 3, .decimal, scaled: false))
        } else {
            return base
        }
        pos += 1
        depth += 1
        defer { depth -= 1 }
        guard depth <= Parser.maxDepth else {
            throw CalcError(.nestedTooDeep(limit: Parser.maxDepth), column: t.column, token: t.text)
        }
        return try parsePostfix(wrapped)
    }
}

extension Parser {
    /// `at 30 fps`, `@ 29.97 fps` starts here: a frame rate for the timecode before it.
    func frameRateAhead(_ t: Token) -> Bool {
        guard t.word == "at" || t.isSymbol("@"), let n = peek(1), case .number = n.kind else { return false }
        return peek(2)?.word == "fps"
    }

    /// A time of day starts here: `9:30`, `3pm`, `9 am`.
    func clockAhead(_ t: Token) -> Bool {
        if case .clock = t.kind { return true }
        if case .number = t.kind, let w = peek(1)?.word, PhraseTable.meridiems.contains(w) { return true }
        return false
    }
}

extension Expr {
    /// A plain number as written (`12`), not a computed one.
    var isNumberLiteral: Bool {
        if case .number = self { return true }
        return false
    }
}
