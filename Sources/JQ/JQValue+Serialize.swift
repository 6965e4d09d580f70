// Compact JSON text exactly as `jq -c` prints it: numbers in the shortest form that reads back
// (jq's dtoa formatting: plain unless the decimal exponent is below -4 or beyond the digits
// plus 15), NaN as null, infinities as ±DBL_MAX, strings with jq's escapes. Written with an
// explicit stack, so a deeply nested value prints without recursion.

extension JQValue {
    /// Compact JSON text as `jq -c` prints it; `sortKeys` orders object members as `jq -S`.
    public func serialized(sortKeys: Bool = false) -> String {
        var out = ""
        JQSerializer.write(self, sortKeys: sortKeys, into: &out)
        return out
    }
}

/// Writes JSON text for values and numbers.
enum JQSerializer {
    /// Text still to write, or a value still to open.
    private enum Piece {
        case text(String)
        case value(JQValue)
        case key(String)
    }

    static func write(_ value: JQValue, sortKeys: Bool, into out: inout String) {
        var pending: [Piece] = [.value(value)]
        while let piece = pending.popLast() {
            switch piece {
            case .text(let text): out += text
            case .key(let key):
                writeString(key, into: &out)
                out += ":"
            case .value(let value):
                switch value {
                case .null: out += "null"
                case .bool(let flag): out += flag ? "true" : "false"
                case .number(let number): out += format(number)
                case .string(let text): writeString(text, into: &out)
                case .array(let items):
                    out += "["
                    pending.append(.text("]"))
                    for (index, item) in items.enumerated().reversed() {
                        pending.append(.value(item))
                        if index > 0 { pending.append(.text(",")) }
                    }
                case .object(var members):
                    if sortKeys { members.sort { JQOrder.compareStrings($0.0, $1.0) < 0 } }
                    out += "{"
                    pending.append(.text("}"))
                    for (index, member) in members.enumerated().reversed() {
                        pending.append(.value(member.1))
                        pending.append(.key(member.0))
                        if index > 0 { pending.append(.text(",")) }
                    }
                }
            }
        }
    }

    static func writeString(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{8}": out += "\\b"
            case "\u{c}": out += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// A number as jq prints it.
    static func format(_ number: Double) -> String {
        if number.isNaN { return "null" }
        let clamped = min(max(number, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
        if clamped == 0 { return clamped.sign == .minus ? "-0" : "0" }
        if clamped == clamped.rounded(), abs(clamped) < 1e16 { return String(Int64(clamped)) }
        let (digits, pointPosition) = shortestDigits(abs(clamped))
        let sign = clamped < 0 ? "-" : ""
        if pointPosition <= -4 || pointPosition > digits.count + 15 {
            let exponent = pointPosition - 1
            let mantissa = digits.count > 1 ? String(digits.prefix(1)) + "." + digits.dropFirst() : digits
            let magnitude = String(abs(exponent))
            return sign + mantissa + "e" + (exponent < 0 ? "-" : "+")
                + (magnitude.count < 2 ? "0" : "") + magnitude
        }
        if pointPosition <= 0 {
            return sign + "0." + String(repeating: "0", count: -pointPosition) + digits
        }
        if pointPosition >= digits.count {
            return sign + digits + String(repeating: "0", count: pointPosition - digits.count)
        }
        let integerPart = digits.prefix(pointPosition)
        return sign + integerPart + "." + digits.dropFirst(pointPosition)
    }

    /// The shortest round-trip decimal digits of a positive finite number and where the decimal
    /// point goes (digits "15", position 1 means 1.5), read from Swift's shortest description.
    private static func shortestDigits(_ number: Double) -> (String, Int) {
        let text = "\(number)"
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts.first.map(String.init) ?? text
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let pieces = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerDigits = String(pieces.first ?? "")
        let fractionDigits = pieces.count > 1 ? String(pieces[1]) : ""
        var digits = Substring(integerDigits + fractionDigits)
        var position = integerDigits.count + exponent
        while digits.first == "0" {
            digits = digits.dropFirst()
            position -= 1
        }
        while digits.last == "0" { digits = digits.dropLast() }
        return (digits.isEmpty ? "0" : String(digits), position)
    }
}
