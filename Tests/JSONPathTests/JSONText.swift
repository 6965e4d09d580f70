import JSONPath

/// A small JSON reader and writer for tests, keeping object members in order.
enum JSONText {
    struct SyntaxError: Error, CustomStringConvertible {
        let offset: Int
        var description: String { "JSON syntax error at \(offset)" }
    }

    static func parse(_ text: String) throws -> JSONPathValue {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        reader.skipSpace()
        let value = try reader.value()
        reader.skipSpace()
        guard reader.position == reader.scalars.count else { throw SyntaxError(offset: reader.position) }
        return value
    }

    static func render(_ value: JSONPathValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .string(let text): return quote(text)
        case .array(let items): return "[" + items.map(render).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { quote($0.0) + ":" + render($0.1) }.joined(separator: ",") + "}"
        }
    }

    private static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += "\\u" + hex4(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var position = 0

        var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        mutating func skipSpace() {
            while let scalar = peek, scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" {
                position += 1
            }
        }

        mutating func expect(_ scalar: Unicode.Scalar) throws {
            guard peek == scalar else { throw SyntaxError(offset: position) }
            position += 1
        }

        mutating func word(_ text: String, _ value: JSONPathValue) throws -> JSONPathValue {
            for scalar in text.unicodeScalars { try expect(scalar) }
            return value
        }

        mutating func value() throws -> JSONPathValue {
            switch peek {
            case "n": return try word("null", .null)
            case "t": return try word("true", .bool(true))
            case "f": return try word("false", .bool(false))
            case "\"": return .string(try string())
            case "[": return try array()
            case "{": return try object()
            default: return try number()
            }
        }

        mutating func array() throws -> JSONPathValue {
            position += 1
            skipSpace()
            var items: [JSONPathValue] = []
            if peek == "]" { position += 1; return .array(items) }
            while true {
                skipSpace()
                items.append(try value())
                skipSpace()
                if peek == "," { position += 1; continue }
                try expect("]")
                return .array(items)
            }
        }

        mutating func object() throws -> JSONPathValue {
            position += 1
            skipSpace()
            var members: [(String, JSONPathValue)] = []
            if peek == "}" { position += 1; return .object(members) }
            while true {
                skipSpace()
                let key = try string()
                skipSpace()
                try expect(":")
                skipSpace()
                members.append((key, try value()))
                skipSpace()
                if peek == "," { position += 1; continue }
                try expect("}")
                return .object(members)
            }
        }

        mutating func number() throws -> JSONPathValue {
            let start = position
            while let scalar = peek, "+-.0123456789eE".unicodeScalars.contains(scalar) { position += 1 }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[start..<position])
            guard let number = Double(text) else { throw SyntaxError(offset: start) }
            return .number(number)
        }

        mutating func string() throws -> String {
            try expect("\"")
            var out = String.UnicodeScalarView()
            while true {
                guard let scalar = peek else { throw SyntaxError(offset: position) }
                position += 1
                if scalar == "\"" { return String(out) }
                guard scalar == "\\" else { out.append(scalar); continue }
                guard let escape = peek else { throw SyntaxError(offset: position) }
                position += 1
                switch escape {
                case "b": out.append("\u{08}")
                case "f": out.append("\u{0C}")
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                case "u": out.append(try unicode())
                default: out.append(escape)
                }
            }
        }

        mutating func unicode() throws -> Unicode.Scalar {
            var first = try hex4()
            if (0xD800...0xDBFF).contains(first), peek == "\\" {
                position += 2
                let second = try hex4()
                first = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(first) else { throw SyntaxError(offset: position) }
            return scalar
        }

        mutating func hex4() throws -> UInt32 {
            guard position + 4 <= scalars.count else { throw SyntaxError(offset: position) }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[position..<position + 4])
            guard let value = UInt32(text, radix: 16) else { throw SyntaxError(offset: position) }
            position += 4
            return value
        }
    }
}

private func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
