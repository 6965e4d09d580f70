import Foundation

/// numbat's string functions (book/src/prelude/functions/strings.md). A quoted text is a value
/// only as an argument of one of these (`split("a,b", ",")`); anywhere else a quote is a comment,
/// as in Soulver (`Normalizer`).
extension Evaluator {
    /// The string functions, lower-cased.
    static let stringFunctions: Set<String> = [
        "str_length", "lowercase", "uppercase", "str_append", "split", "join", "chr", "ord", "inspect",
        "str_contains", "str_replace", "str_repeat", "format_datetime", "parse",
    ]

    /// The longest text a string function builds.
    static let textLengthLimit = 100_000

    /// Evaluates one of `stringFunctions`, or returns nil for any other name.
    func stringCall(_ name: String, _ rawArgs: [Value]) throws -> Value? {
        guard Self.stringFunctions.contains(name) else { return nil }
        let args = rawArgs.map(\.plain)
        func count(_ n: Int) throws {
            guard args.count == n else { throw CalcError.functionArity(name, n) }
        }
        func text(_ v: Value) throws -> String {
            guard case .text(let t) = v else { throw CalcError("\(name) takes text, not \(v.kindName)") }
            return t
        }
        func made(_ t: String) throws -> Value {
            guard t.count <= Self.textLengthLimit else { throw CalcError("text longer than \(Self.textLengthLimit) characters") }
            return .text(t)
        }
        switch name {
        case "str_length":
            try count(1)
            return .number(Decimal(try text(args[0]).count))
        case "lowercase", "uppercase":
            try count(1)
            let t = try text(args[0])
            return .text(name == "lowercase" ? t.lowercased() : t.uppercased())
        case "str_append":
            try count(2)
            return try made(try text(args[0]) + text(args[1]))
        case "str_contains":
            try count(2)
            return .bool(try text(args[0]).contains(try text(args[1])))
        case "str_replace":
            try count(3)
            return try made(try text(args[0]).replacingOccurrences(of: try text(args[1]), with: try text(args[2])))
        case "str_repeat":
            try count(2)
            let n = try numberArg(args[1])
            guard let k = DecimalMath.int(n), Decimal(k) == n, k >= 0, k <= Self.textLengthLimit else { throw CalcError.wholeNumberNeeded(name) }
            return try made(String(repeating: try text(args[0]), count: k))
        case "split":
            // numbat: an empty text splits into no parts; otherwise every piece between separators, empty ones too.
            try count(2)
            let t = try text(args[0]), separator = try text(args[1])
            guard !separator.isEmpty else { throw CalcError("split needs a separator that is not empty") }
            if t.isEmpty { return .list([]) }
            let parts = t.components(separatedBy: separator)
            guard parts.count <= Self.listLengthLimit else { throw CalcError.listTooLong(Self.listLengthLimit) }
            return .list(parts.map { .text($0) })
        case "join":
            try count(2)
            guard case .list(let items) = args[0] else { throw CalcError("join takes a list of texts, not \(args[0].kindName)") }
            return try made(try items.map { try text($0.plain) }.joined(separator: try text(args[1])))
        case "chr":
            try count(1)
            let n = try numberArg(args[0])
            guard let i = DecimalMath.int(n), Decimal(i) == n, let scalar = Unicode.Scalar(UInt32(clamping: max(0, i))), i >= 0 else {
                throw CalcError("chr takes a Unicode code point, not \(n)")
            }
            return .text(String(Character(scalar)))
        case "ord":
            try count(1)
            let t = try text(args[0])
            guard t.unicodeScalars.count == 1, let scalar = t.unicodeScalars.first else {
                throw CalcError("ord takes one character, not \(t.count)")
            }
            return .number(Decimal(scalar.value))
        case "parse":
            // numbat's parse("0xFF"), parse("-1.5 km"): an amount written as text, a number in any base
            // the calculator reads with an optional sign and unit, or NaN and inf
            try count(1)
            let t = try text(args[0])
            guard let tokens = try? Lexer.tokenize(t), !tokens.isEmpty else { throw Self.notAnAmount(t) }
            var parser = Parser(tokens, rates: options.rates)
            guard let expr = try? parser.parseExpression(0), parser.peek == nil, Self.isWrittenAmount(expr) else { throw Self.notAnAmount(t) }
            return try eval(expr)
        case "format_datetime":
            try count(2)
            guard case .date(let d, _) = args[1] else { throw CalcError("format_datetime takes a format and a date, not \(args[1].kindName)") }
            return try made(try DateFormat.format(try text(args[0]), d, calendar: calendar))
        default:  // inspect: numbat prints the value and returns it; the answer shows it already
            try count(1)
            return rawArgs[0]
        }
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
        CalcError("parse takes an amount written as text, as in parse(\"0xFF\") or parse(\"1.5 km\"), not '\(text)'")
    }
}
