import Foundation

/// numbat's string functions (book/src/prelude/functions/strings.md). A quoted text is a value
/// only as an argument of one of these (`split("a,b", ",")`); anywhere else a quote is a comment,
/// as in Soulver (`Normalizer`).
extension Functions {
    static let strings: [CalcFunction] = [
        CalcFunction(["str_length"], .exactly(1), .any) { e, name, args in .number(Decimal(try e.text(args[0], for: name).count))
        },
        CalcFunction(["lowercase", "uppercase"], .exactly(1), .any) { e, name, args in
            let t = try e.text(args[0], for: name)
            return .text(name == "lowercase" ? t.lowercased() : t.uppercased())
        },
        CalcFunction(["str_append"], .exactly(2), .any) { e, name, args in
            try Evaluator.madeText(try e.text(args[0], for: name) + e.text(args[1], for: name))
        },
        CalcFunction(["str_contains"], .exactly(2), .any) { e, name, args in
            .bool(try e.text(args[0], for: name).contains(try e.text(args[1], for: name)))
        },
        CalcFunction(["str_replace"], .exactly(3), .any) { e, name, args in
            let (t, old, new) = (try e.text(args[0], for: name), try e.text(args[1], for: name), try e.text(args[2], for: name))
            return try Evaluator.madeText(t.replacingOccurrences(of: old, with: new))
        },
        CalcFunction(["str_repeat"], .exactly(2), .any) { e, name, args in
            let n = try e.numberArg(args[1].plain)
            guard let k = DecimalMath.int(n), Decimal(k) == n, k >= 0, k <= Evaluator.textLengthLimit else {
                throw CalcError(.wholeNumberNeeded(name))
            }
            return try Evaluator.madeText(String(repeating: try e.text(args[0], for: name), count: k))
        },
        CalcFunction(["split"], .exactly(2), .any) { e, name, args in
            try e.split(try e.text(args[0], for: name), by: try e.text(args[1], for: name))
        },
        CalcFunction(["join"], .exactly(2), .any) { e, name, args in
            guard case .list(let items) = args[0].plain else {
                throw CalcError(.argumentKind(function: "join", wanted: .textList, got: args[0].plain.kindName))
            }
            return try Evaluator.madeText(
                try items.map { try e.text($0, for: name) }.joined(separator: try e.text(args[1], for: name)))
        },
        CalcFunction(["chr"], .exactly(1), .any) { e, _, args in
            let n = try e.numberArg(args[0].plain)
            guard let i = DecimalMath.int(n), Decimal(i) == n, let scalar = Unicode.Scalar(UInt32(clamping: max(0, i))), i >= 0
            else {
                throw CalcError(.notACodePoint(n))
            }
            return .text(String(Character(scalar)))
        },
        CalcFunction(["ord"], .exactly(1), .any) { e, name, args in
            let t = try e.text(args[0], for: name)
            guard t.unicodeScalars.count == 1, let scalar = t.unicodeScalars.first else {
                throw CalcError(.ordNeedsOneCharacter(t.count))
            }
            return .number(Decimal(scalar.value))
        },
        CalcFunction(["parse"], .exactly(1), .any) { e, name, args in try e.parseAmount(try e.text(args[0], for: name)) },
        CalcFunction(["format_datetime"], .exactly(2), .any) { e, name, args in
            guard case .date(let d, _) = args[1].plain else {
                throw CalcError(.argumentKind(function: "format_datetime", wanted: .formatAndDate, got: args[1].plain.kindName))
            }
            return try Evaluator.madeText(try DateFormat.format(try e.text(args[0], for: name), d, calendar: e.calendar))
        },
        // numbat prints the value and returns it; the answer shows it already
        CalcFunction(["inspect"], .exactly(1), .any) { _, _, args in args[0] },
    ]
}
