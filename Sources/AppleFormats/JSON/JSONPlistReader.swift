import Foundation

/// Reads the JSON rendering of a plist (`plutil -convert json`), keeping object keys in order; a
/// key written twice in one object is an error (`FormatError.duplicateJSONKey`).
///
/// Foundation's JSONSerialization loses key order, so this is a small reader of its own.
struct JSONPlistReader {
    static let depthLimit = 512
    private let bytes: [UInt8]
    private var position = 0

    static func read(_ bytes: [UInt8]) throws -> PropertyList {
        var reader = JSONPlistReader(bytes: bytes)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.position == bytes.count else {
            throw FormatError.json(offset: reader.position, "unexpected content after the root value")
        }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    private mutating func value(depth: Int) throws -> PropertyList {
        guard depth < Self.depthLimit else {
            throw FormatError.json(offset: position, "nesting deeper than \(Self.depthLimit) levels")
        }
        guard position < bytes.count else {
            throw FormatError.json(offset: position, "expected a value, found the end of the input")
        }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var pairs: [(key: String, value: PropertyList)] = []
            var keyOffsets: [String: Int] = [:]
            skipSpace()
            if consume(UInt8(ascii: "}")) { return .dictionary(PlistDictionary(pairs)) }
            repeat {
                skipSpace()
                guard position < bytes.count, bytes[position] == 0x22 else {
                    throw FormatError.json(offset: position, "expected a string key")
                }
                let keyOffset = position
                let key = try string()
                if let first = keyOffsets.updateValue(keyOffset, forKey: key) {
                    throw FormatError.duplicateJSONKey(key, offset: keyOffset, firstOffset: first)
                }
                skipSpace()
                guard consume(UInt8(ascii: ":")) else {
                    throw FormatError.json(offset: position, "expected ':' after key \"\(key)\"")
                }
                skipSpace()
                pairs.append((key: key, value: try value(depth: depth + 1)))
                skipSpace()
            } while consume(UInt8(ascii: ","))
            guard consume(UInt8(ascii: "}")) else { throw FormatError.json(offset: position, "expected ',' or '}' in object") }
            return .dictionary(PlistDictionary(pairs))
        case UInt8(ascii: "["):
            position += 1
            var items: [PropertyList] = []
            skipSpace()
            if consume(UInt8(ascii: "]")) { return .array(items) }
            repeat {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
            } while consume(UInt8(ascii: ","))
            guard consume(UInt8(ascii: "]")) else { throw FormatError.json(offset: position, "expected ',' or ']' in array") }
            return .array(items)
        case 0x22: return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"):
            throw FormatError.json(offset: position, "null has no property-list equivalent")
        default: return try number()
        }
    }

    private mutating func string() throws -> String {
        let start = position
        position += 1
        var buffer: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x22 {
                position += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                guard position + 1 < bytes.count else { break }
                let escape = bytes[position + 1]
                position += 2
                switch escape {
                case 0x22, 0x5C, 0x2F: buffer.append(escape)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), bytes.hasPrefix("\\u", at: position) {
                        position += 2
                        let lowSurrogate = try hex4()
                        guard (0xDC00..<0xE000).contains(lowSurrogate) else {
                            throw FormatError.json(offset: position - 6, "high surrogate not followed by a low surrogate")
                        }
                        code = 0x10000 + ((code - 0xD800) << 10) + (lowSurrogate - 0xDC00)
                    }
                    let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                    buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw FormatError.json(offset: position - 2, "unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
            } else {
                buffer.append(byte)
                position += 1
            }
        }
        throw FormatError.json(offset: start, "unterminated string")
    }

    private mutating func hex4() throws -> UInt32 {
        guard bytes.contains(offset: position, length: 4),
            let code = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16)
        else { throw FormatError.json(offset: position, "expected four hex digits after \\u") }
        position += 4
        return code
    }

    private mutating func number() throws -> PropertyList {
        let start = position
        var isInteger = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte >= 0x30 && byte <= 0x39 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                position += 1
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                isInteger = false
                position += 1
            } else {
                break
            }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard !text.isEmpty else {
            throw FormatError.json(offset: start, "unexpected character '\(Character(Unicode.Scalar(bytes[start])))'")
        }
        if isInteger, let integer = parseInteger(text) { return integer }
        guard let real = Double(text), text.first != "+" else {
            throw FormatError.json(offset: start, "'\(text)' is not a number")
        }
        return .real(real)
    }

    private mutating func literal(_ word: String) throws {
        guard bytes.hasPrefix(word, at: position) else { throw FormatError.json(offset: position, "expected '\(word)'") }
        position += word.utf8.count
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipSpace() {
        while position < bytes.count, isXMLSpace(bytes[position]) { position += 1 }
    }
}
