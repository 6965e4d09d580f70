// JSON text (RFC 8259) read into a JQValue with an explicit stack of open containers, so nesting
// costs no recursion; nesting beyond `JQJSONReader.maximumNesting` is refused.

extension JQValue {
    /// Reads one JSON value (surrounding whitespace allowed); throws `JQRuntimeError` naming the
    /// problem and its position.
    public static func parse(json: String) throws -> JQValue {
        var reader = JQJSONReader(Array(json.utf8))
        do {
            return try reader.readDocument()
        } catch let failure as JQFailure {
            throw JQRuntimeError(value: failure.value)
        }
    }
}

/// A reader of one JSON text.
struct JQJSONReader {
    /// The deepest nesting accepted (jq's own parser stops at 10,000).
    static let maximumNesting = 10_000

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// A container being filled.
    private enum Open {
        case array([JQValue])
        case object([(String, JQValue)], key: String?)
    }

    private func failure(_ message: String) -> JQFailure {
        JQFailure(message: "\(message) at offset \(index) of the JSON text")
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func readDocument() throws -> JQValue {
        let value = try readValue()
        skipSpace()
        if index < bytes.count { throw failure("unexpected text after the JSON value") }
        return value
    }

    private mutating func readValue() throws -> JQValue {
        var stack: [Open] = []
        while true {
            skipSpace()
            guard index < bytes.count else { throw failure("unfinished JSON text") }
            var value: JQValue
            switch bytes[index] {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if stack.count >= Self.maximumNesting {
                    throw failure("JSON nested deeper than \(Self.maximumNesting) levels")
                }
                let isArray = bytes[index] == UInt8(ascii: "[")
                index += 1
                skipSpace()
                let closer = UInt8(ascii: isArray ? "]" : "}")
                if index < bytes.count, bytes[index] == closer {
                    index += 1
                    value = isArray ? .array([]) : .object([])
                } else {
                    if isArray {
                        stack.append(.array([]))
                    } else {
                        stack.append(.object([], key: try readKey()))
                    }
                    continue
                }
            default:
                value = try readScalar()
            }
            // Close every container the value completes.
            while true {
                guard let top = stack.popLast() else { return value }
                skipSpace()
                guard index < bytes.count else { throw failure("unfinished JSON text") }
                let byte = bytes[index]
                index += 1
                switch top {
                case .array(var items):
                    items.append(value)
                    if byte == UInt8(ascii: ",") {
                        stack.append(.array(items))
                    } else if byte == UInt8(ascii: "]") {
                        value = .array(items)
                        continue
                    } else {
                        throw failure("expected ',' or ']' in an array")
                    }
                case .object(var members, let key):
                    if let at = members.firstIndex(where: { $0.0 == key }) {
                        members[at].1 = value
                    } else {
                        members.append((key ?? "", value))
                    }
                    if byte == UInt8(ascii: ",") {
                        stack.append(.object(members, key: try readKey()))
                    } else if byte == UInt8(ascii: "}") {
                        value = .object(members)
                        continue
                    } else {
                        throw failure("expected ',' or '}' in an object")
                    }
                }
                break
            }
        }
    }

    private mutating func readKey() throws -> String {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a string key") }
        let key = try readString()
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':' after a key") }
        index += 1
        return key
    }

    private mutating func readScalar() throws -> JQValue {
        for (word, value) in [("true", JQValue.bool(true)), ("false", .bool(false)), ("null", .null)] {
            let utf8 = Array(word.utf8)
            if bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 {
                index += utf8.count
                return value
            }
        }
        if bytes[index] == UInt8(ascii: "\"") { return .string(try readString()) }
        return .number(try readNumber())
    }

    private mutating func readNumber() throws -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw failure("invalid JSON literal") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("invalid JSON number") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("invalid JSON number") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text) else { throw failure("invalid JSON number") }
        return number
    }

    private mutating func readString() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush() {
            if runStart < index {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush()
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw failure("control character in a JSON string") }
            if byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            flush()
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(escape))
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{c}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"): scalars.append(try readUnicodeEscape())
            default: throw failure("invalid escape in a JSON string")
            }
            runStart = index
        }
        throw failure("unfinished JSON string")
    }

    private mutating func readHex4() throws -> UInt32 {
        guard bytes.count - index >= 4,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw failure("invalid \\u escape in a JSON string") }
        index += 4
        return value
    }

    /// A `\uXXXX` escape, joining a surrogate pair; a lone surrogate becomes U+FFFD as in jq.
    private mutating func readUnicodeEscape() throws -> Unicode.Scalar {
        let first = try readHex4()
        if (0xD800..<0xDC00).contains(first), bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
        {
            let save = index
            index += 2
            let second = try readHex4()
            if (0xDC00..<0xE000).contains(second) {
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
            }
            index = save
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }
}
