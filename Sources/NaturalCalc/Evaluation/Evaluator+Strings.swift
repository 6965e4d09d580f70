import Foundation

/// numbat's string functions (book/src/prelude/functions/strings.md). A quoted text is a value
/// only as an argument of one of these (`split("a,b", ",")`); anywhere else a quote is a comment,
/// as in Soulver (`Normalizer`).
extension Evaluator {
    /// The string functions: a double-quoted text is a value as their argument.
    static let stringFunctions: Set<String> = Set(Functions.strings.flatMap(\.names))

    /// The longest text a string function builds.
    static let textLengthLimit = 100_000

    /// The text of a string function's argument.
    func text(_ v: Value, for name: String) throws -> String {
        guard case .text(let t) = v.plain else {
            throw CalcError(.argumentKind(function: name, wanted: .text, got: v.plain.kindName))
        }
        return t
    }

    /// A text built by a string function, refused past `textLengthLimit`.
    static func madeText(_ t: String) throws -> Value {
        guard t.count <= textLengthLimit else { throw CalcError(.textTooLong(limit: textLengthLimit)) }
        return .text(t)
    }

    /// numbat's split: an empty text splits into no parts; otherwise every piece between
    /// separators, empty ones too.
    func split(_ t: String, by separator: String) throws -> Value {
        guard !separator.isEmpty else { throw CalcError(.emptySeparator) }
        if t.isEmpty { return .list([]) }
        let parts = t.components(separatedBy: separator)
        guard parts.count <= Self.listLengthLimit else { throw CalcError(.listTooLong(limit: Self.listLengthLimit)) }
        return .list(parts.map { .text($0) })
    }

    /// numbat's parse("0xFF"), parse("-1.5 km"): an amount written as text, a number in any base
    /// the calculator reads with an optional sign and unit, or NaN and inf.
    func parseAmount(_ t: String) throws -> Value {
        guard let tokens = try? Lexer.tokenize(t), !tokens.isEmpty else { throw Self.notAnAmount(t) }
        var parser = Parser(tokens, rates: options.rates)
        guard let expr = try? parser.parseExpression(0), parser.peek == nil, Self.isWrittenAmount(expr) else {
            throw Self.notAnAmount(t)
        }
        return try eval(expr)
    }
}

extension Evaluator {
    /// A number with an optional sign and unit (`-1.5 km`), or NaN or inf: what `parse` reads.
    static func isWrittenAmount(_ e: Expr) -> Bool {
        switch e {
        case .number, .notANumber, .infinity: return true
        case .negate(let inner), .withUnit(let inner, _): return isWrittenAmount(inner)
        default: return false
        }
    }

    static func notAnAmount(_ text: String) -> CalcError {
        CalcError(.unparsableText(text))
    }
}
