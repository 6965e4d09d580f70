import Foundation

/// What a declared following word did to the operand before it.
enum FollowOutcome {
    /// The word built a new operand; keep reading operators after it.
    case next(Expr)
    /// The operand ends here (the word belongs to an outer construction).
    case stop
    /// The rule does not apply here; read the word as an operator, if it is one.
    case pass
}

extension Parser {
    /// Applies a `FollowingRule` (`PhraseTable.following`) to the operand `lhs`; the word is at `pos`.
    mutating func parseFollowing(_ rule: FollowingRule, _ lhs: Expr, _ minBP: Int) throws -> FollowOutcome {
        switch rule {
        case .conversion(let pace, let interval):
            guard minBP <= 1 else { return .stop }
            // `meters in 10 km`, `seconds in a day`: a unit first asks how many of it the amount holds.
            if case .bareUnit(let unit) = lhs, let next = peek(1), startsOperand(next) || next.word == "a" || next.word == "an" {
                pos += 1
                return .next(.convert(try parseExpression(2), .unit(unit)))
            }
            if pace, durationAhead(1) {
                // `5 km in 25 min`: a pace.
                pos += 1
                return .next(.phrase(.pace, [lhs, try parseExpression(2)]))
            }
            if let converted = try parseConversion(lhs) { return .next(converted) }
            if interval {
                pos += 1
                return .next(.binary(.interval, lhs, try parseExpression(3)))
            }
            return .stop
        case .rounded:
            guard minBP <= 1 else { return .stop }
            return .next(try parseRounded(lhs))
        case .suffix(let phrase, let next):
            if next.isEmpty {
                pos += 1
                return .next(.phrase(phrase, [lhs]))
            }
            guard let w = peek(1)?.word, next.contains(w) else { return .pass }
            pos += 2
            return .next(.phrase(phrase, [lhs]))
        case .infix(let phrase, let power):
            guard minBP <= power else { return .pass }
            pos += 1
            return .next(.phrase(phrase, [lhs, try parseExpression(power + 1)]))
        case .fractionOf:
            // `half of 20`, `2/3 of 600` read as a product.
            guard lhs == .number(0.5, .decimal, scaled: false) || isFraction(lhs) else { return .pass }
            pos += 1
            return .next(.binary(.multiply, lhs, try parseExpression(16)))
        }
    }
}
