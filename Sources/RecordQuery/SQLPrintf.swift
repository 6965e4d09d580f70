// printf() and format() (https://www.sqlite.org/printf.html): %[flags][width][.precision]type
// with flags - + space 0 # , and types d i u f F e E g G s z q Q w c x X o %. A width or
// precision may be '*' (taken from the arguments). Widths count characters. A missing argument
// is 0 or the empty text. Width and precision are at most `maximumWidth`.

extension SQLEvaluator {
    static let maximumWidth = 1_000

    struct FormatSpec {
        var leftAlign = false, plus = false, space = false, zero = false, alternate = false, thousands = false
        var width = 0
        var precision: Int?
    }

    func printf(_ values: [SQLValue]) throws -> SQLValue {
        guard let format = values[0].text else { return .null }
        var arguments = values.dropFirst().makeIterator()
        let scalars = Array(format.unicodeScalars)
        var output = ""
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "%" else {
                output.unicodeScalars.append(scalar)
                continue
            }
            guard index < scalars.count else { break }
            let spec = try readSpec(scalars, &index, &arguments)
            guard index < scalars.count else { break }
            let type = scalars[index]
            index += 1
            output += try convert(type, spec, &arguments)
            try budget.checkText(length: output.utf8.count)
        }
        return .text(output)
    }

    private func readSpec(
        _ scalars: [Unicode.Scalar], _ index: inout Int, _ arguments: inout IndexingIterator<ArraySlice<SQLValue>>
    ) throws -> FormatSpec {
        var spec = FormatSpec()
        flags: while index < scalars.count {
            switch scalars[index] {
            case "-": spec.leftAlign = true
            case "+": spec.plus = true
            case " ": spec.space = true
            case "0": spec.zero = true
            case "#": spec.alternate = true
            case ",": spec.thousands = true
            case "!": break
            default: break flags
            }
            index += 1
        }
        spec.width = try readNumber(scalars, &index, &arguments, what: "width") ?? 0
        if spec.width < 0 {
            spec.leftAlign = true
            spec.width = -spec.width
        }
        if index < scalars.count, scalars[index] == "." {
            index += 1
            spec.precision = max(try readNumber(scalars, &index, &arguments, what: "precision") ?? 0, 0)
        }
        return spec
    }

    private func readNumber(
        _ scalars: [Unicode.Scalar], _ index: inout Int, _ arguments: inout IndexingIterator<ArraySlice<SQLValue>>,
        what: String
    ) throws -> Int? {
        var number: Int64?
        if index < scalars.count, scalars[index] == "*" {
            index += 1
            number = SQLNumeric.integer(SQLNumeric.number(arguments.next() ?? .integer(0)))
        } else {
            while index < scalars.count, let digit = Int64(String(scalars[index])), ("0"..."9").contains(scalars[index]) {
                number = min((number ?? 0) * 10 + digit, 1 << 40)
                index += 1
            }
        }
        guard let number else { return nil }
        if Swift.abs(number) > Int64(Self.maximumWidth) {
            throw SQLRuntimeError("printf: the \(what) \(number) is larger than \(Self.maximumWidth)")
        }
        return Int(number)
    }

    private func convert(_ type: Unicode.Scalar, _ spec: FormatSpec, _ arguments: inout IndexingIterator<ArraySlice<SQLValue>>)
        throws -> String
    {
        switch type {
        case "%": return "%"
        case "d", "i", "u":
            let value = SQLNumeric.integer(SQLNumeric.number(arguments.next() ?? .integer(0)))
            return Self.pad(Self.decimal(value, spec, unsigned: type == "u"), spec, numeric: true)
        case "x", "X", "o":
            let value = UInt64(bitPattern: SQLNumeric.integer(SQLNumeric.number(arguments.next() ?? .integer(0))))
            var digits = String(value, radix: type == "o" ? 8 : 16, uppercase: type == "X")
            if let precision = spec.precision, digits.count < precision {
                digits = String(repeating: "0", count: precision - digits.count) + digits
            }
            if spec.alternate, value != 0 { digits = (type == "o" ? "0" : type == "x" ? "0x" : "0X") + digits }
            return Self.pad(digits, spec, numeric: true)
        case "f", "F", "e", "E", "g", "G":
            let value = SQLNumeric.double(arguments.next() ?? .integer(0))
            return Self.pad(Self.real(value, type, spec), spec, numeric: true)
        case "s", "z", "q", "Q", "w", "c":
            return Self.pad(Self.textConversion(type, arguments.next(), spec), spec, numeric: false)
        default:
            throw SQLRuntimeError("printf: unknown conversion '%\(type)'")
        }
    }

    private static func decimal(_ value: Int64, _ spec: FormatSpec, unsigned: Bool) -> String {
        let negative = value < 0 && !unsigned
        var digits = unsigned && value < 0 ? String(UInt64(bitPattern: value)) : String(value.magnitude)
        if let precision = spec.precision, digits.count < precision {
            digits = String(repeating: "0", count: precision - digits.count) + digits
        }
        if spec.thousands {
            var grouped = ""
            for (offset, character) in digits.enumerated() {
                if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
                grouped.append(character)
            }
            digits = grouped
        }
        return (negative ? "-" : spec.plus ? "+" : spec.space ? " " : "") + digits
    }

    private static func real(_ value: Double, _ type: Unicode.Scalar, _ spec: FormatSpec) -> String {
        let sign = value < 0 ? "-" : spec.plus ? "+" : spec.space ? " " : ""
        if value.isInfinite { return sign + "Inf" }
        let precision = spec.precision ?? 6
        var decimal = DecimalDigits(Swift.abs(value))
        switch type {
        case "f", "F":
            decimal.round(fractionDigits: precision)
            let text = decimal.fixed(precision, thousands: spec.thousands)
            return sign + (spec.alternate && precision == 0 ? text + "." : text)
        case "e", "E":
            decimal.round(significant: precision + 1)
            return sign + decimal.scientific(precision, upper: type == "E")
        default:
            let text = RealFormatting.general(
                Swift.abs(value), precision: precision == 0 ? 1 : precision, alternate: spec.alternate, keepPoint: false,
                upper: type == "G")
            return sign + text
        }
    }

    private static func textConversion(_ type: Unicode.Scalar, _ argument: SQLValue?, _ spec: FormatSpec) -> String {
        let value = argument ?? .text("")
        var text = value.text ?? ""
        switch type {
        case "c":
            let first = text.unicodeScalars.first.map { String($0) } ?? ""
            return String(repeating: first, count: max(spec.precision ?? 1, 1))
        case "q": text = value.isNull ? "(NULL)" : text.replacingQuotes("'")
        case "Q": text = value.isNull ? "NULL" : "'" + text.replacingQuotes("'") + "'"
        case "w": text = value.isNull ? "(NULL)" : text.replacingQuotes("\"")
        default: break
        }
        if let precision = spec.precision, type == "s" || type == "z" {
            var cut = ""
            cut.unicodeScalars.append(contentsOf: text.unicodeScalars.prefix(precision))
            return cut
        }
        return text
    }

    /// Pads to the width: spaces (left or right), or zeros after the sign for '0' on numbers.
    private static func pad(_ text: String, _ spec: FormatSpec, numeric: Bool) -> String {
        let count = text.unicodeScalars.count
        guard count < spec.width else { return text }
        let fill = spec.width - count
        if spec.leftAlign { return text + String(repeating: " ", count: fill) }
        if spec.zero, numeric {
            let signLength = text.first.map { "+- ".contains($0) } == true ? 1 : 0
            return String(text.prefix(signLength)) + String(repeating: "0", count: fill) + String(text.dropFirst(signLength))
        }
        return String(repeating: " ", count: fill) + text
    }
}

extension String {
    /// The text with each `quote` doubled.
    func replacingQuotes(_ quote: Character) -> String {
        var result = ""
        for character in self {
            result.append(character)
            if character == quote { result.append(quote) }
        }
        return result
    }
}
