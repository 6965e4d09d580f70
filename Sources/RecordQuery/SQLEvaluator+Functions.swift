import Foundation

// Core scalar functions (https://www.sqlite.org/lang_corefunc.html). coalesce, ifnull and iif
// evaluate their arguments only as far as needed; the others take all their values first.

extension SQLEvaluator {
    func call(_ function: ScalarFunction, _ arguments: [SQLNode]) throws -> SQLValue {
        switch function {
        case .coalesce, .ifnull:
            for argument in arguments {
                let value = try evaluate(argument)
                if !value.isNull { return value }
            }
            return .null
        case .iif:
            let condition = SQLArithmetic.truth(try evaluate(arguments[0])) == true
            return try evaluate(arguments[condition ? 1 : 2])
        default:
            let values = try arguments.map { try evaluate($0) }
            return try apply(function, values, arguments)
        }
    }

    private func apply(_ function: ScalarFunction, _ values: [SQLValue], _ arguments: [SQLNode]) throws -> SQLValue {
        switch function {
        case .nullif:
            let (a, b, collation) = prepare(values[0], arguments[0], values[1], arguments[1])
            return SQLOrdering.compare(a, b, collation) == 0 ? .null : values[0]
        case .min, .max:
            if values.contains(where: \.isNull) { return .null }
            let collation = arguments.lazy.compactMap(\.explicitCollation).first ?? .binary
            let wanted = function == .min ? -1 : 1
            return values.dropFirst().reduce(values[0]) { best, value in
                SQLOrdering.compare(value, best, collation) == wanted ? value : best
            }
        case .typeof: return .text(values[0].typeName)
        case .like:
            return try likeValues(values[1], values[0], values.count > 2 ? values[2] : nil, negated: false)
        case .glob:
            guard let text = values[1].text, let pattern = values[0].text else { return .null }
            return .bool(try SQLPattern(glob: pattern).matches(text, budget: budget))
        case .printf, .format: return try printf(values)
        case .date, .time, .datetime, .julianday, .unixepoch, .strftime: return try dateFunction(function, values)
        case .parsedate: return parseDate(values[0], format: values[1])
        case .abs, .round, .sign, .hex, .quote, .unicode, .char: return try numberFunction(function, values)
        default: return try textFunction(function, values)
        }
    }

    private func numberFunction(_ function: ScalarFunction, _ values: [SQLValue]) throws -> SQLValue {
        switch function {
        case .abs:
            if case .text = values[0] { return .real(Swift.abs(SQLNumeric.double(values[0]))) }
            switch values[0] {
            case .integer(let a):
                if a == Int64.min { throw SQLRuntimeError("integer overflow") }
                return .integer(Swift.abs(a))
            case .real(let a): return .real(Swift.abs(a))
            default: return .null
            }
        case .round: return round(values)
        case .sign:
            guard case .text = values[0] else { return sign(values[0]) }
            let prefix = NumericPrefix(values[0].text ?? "")
            return prefix.isWhole ? sign(prefix.value) : .null
        case .hex:
            let bytes = Array((values[0].text ?? "").utf8)
            try budget.checkText(length: bytes.count * 2)
            let digits = Array("0123456789ABCDEF".unicodeScalars)
            var text = ""
            for byte in bytes { text.unicodeScalars.append(contentsOf: [digits[Int(byte >> 4)], digits[Int(byte & 15)]]) }
            return .text(text)
        case .quote: return try budget.text(Self.quote(values[0]))
        case .unicode:
            guard let first = values[0].text?.unicodeScalars.first else { return .null }
            return .integer(Int64(first.value))
        default:
            var text = ""
            for value in values {
                let code = SQLNumeric.integer(SQLNumeric.number(value))
                let scalar = (0...0x10FFFF).contains(code) ? Unicode.Scalar(UInt32(code)) : nil
                text.unicodeScalars.append(scalar ?? "\u{FFFD}")
            }
            return .text(text)
        }
    }

    private func sign(_ value: SQLValue) -> SQLValue {
        switch value {
        case .integer(let a): .integer(a.signum())
        case .real(let a): .integer(a > 0 ? 1 : a < 0 ? -1 : 0)
        default: .null
        }
    }

    /// round(X [, N]): always a real, rounded half away from zero on SQLite's decimal digits.
    private func round(_ values: [SQLValue]) -> SQLValue {
        if values[0].isNull || (values.count > 1 && values[1].isNull) { return .null }
        let digits = values.count > 1 ? Int(min(max(SQLNumeric.integer(SQLNumeric.number(values[1])), 0), 30)) : 0
        let number = SQLNumeric.double(values[0])
        if number.isInfinite || Swift.abs(number) >= 4.503599627370496e15 { return .real(number) }
        var decimal = DecimalDigits(number)
        decimal.round(fractionDigits: digits)
        let text = (decimal.negative ? "-" : "") + decimal.fixed(digits)
        return .real(Double(text) ?? number)
    }

    /// quote(X): an SQL literal for the value.
    static func quote(_ value: SQLValue) -> String {
        switch value {
        case .null: "NULL"
        case .integer(let a): String(a)
        case .real(let a): RealFormatting.general(a, precision: 15, alternate: false, keepPoint: true)
        case .text(let text): "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        }
    }
}
