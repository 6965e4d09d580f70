import Foundation

/// Reads JSON (RFC 8259) from UTF-8 bytes, keeping key order and reporting positions. Strict:
/// a key written twice in one object is an error naming both places (RFC 8259 leaves duplicates
/// to the reader; taking the first or the last silently hides a mistake).
public struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    /// Set only by `positions(of:in:)`: the paths whose places are wanted, the path to the value
    /// being read, and the byte offsets of each wanted value and key once read. Plain parsing never
    /// touches them.
    private var targets: Set<[JSONPath.Step]>?
    /// Whether one comma may end an object or array (`[1, 2,]`), as Apple's Foundation reader allows.
    private var allowsTrailingComma = false
    private var trail: [JSONPath.Step] = []
    private var foundValues: [[JSONPath.Step]: Int] = [:]
    private var foundKeys: [[JSONPath.Step]: Int] = [:]
    /// Arrays and objects nested deeper than this are an error (the limits table lists it).
    public static let maximumDepth = 512

    /// Parses one JSON value from UTF-8 bytes (a leading byte-order mark is skipped; at most 512 levels deep).
    /// Throws with the line and column of the first problem.
    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSON {
        var parser = JSONParser(bytes: [UInt8](data))
        return try parser.parseDocument()
    }

    /// Parses JSON text, as `parse(_:)` does for its UTF-8 bytes.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSON {
        try parse(Data(text.utf8))
    }

    /// Parses JSON as Apple's runtime reads it where a shortcut's text or a web response becomes a
    /// value: as `parse(_:)`, and one comma may also end an object or an array (`{"a": 1,}`).
    /// Apple's `NSJSONSerialization` accepts that comma (swift-corelibs-foundation PR #54 allowed it
    /// "to maintain compatibility with Darwin Foundation"; bignerdranch/Freddy#117); documents stay strict.
    public static func parseAsApple(_ data: Data) throws(JSONSyntaxError) -> JSON {
        var parser = JSONParser(bytes: [UInt8](data))
        parser.allowsTrailingComma = true
        return try parser.parseDocument()
    }

    /// Parses JSON text as `parseAsApple(_:)` does its UTF-8 bytes.
    public static func parseAsApple(_ text: String) throws(JSONSyntaxError) -> JSON {
        try parseAsApple(Data(text.utf8))
    }

    /// The line and column of the value at `path` (of its key, when `path.atKey`) in JSON text that
    /// parses; nil when there is no such value. Reads the text again, so it is for error reports.
    static func position(of path: JSONPath, in data: Data) -> SourcePosition? {
        positions(of: [path], in: data)[0]
    }

    /// The places of every one of `paths`, as `position(of:in:)` gives each, in one reading of the
    /// text: a compile that places a hundred warnings in a large document reads it once, not a
    /// hundred times (each reading also counted the lines up to its place).
    static func positions(of paths: [JSONPath], in data: Data) -> [SourcePosition?] {
        var parser = JSONParser(bytes: [UInt8](data))
        parser.targets = Set(paths.map { $0.steps })
        _ = try? parser.parseDocument()
        let offsets = paths.map { path in path.atKey ? parser.foundKeys[path.steps] : parser.foundValues[path.steps] }
        let places = parser.positions(at: offsets.compactMap { $0 })
        return offsets.map { offset in offset.flatMap { places[$0] } }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSON {
        skipWhitespace()
        if targets?.contains([]) == true { foundValues[[]] = index }
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw error("unexpected \(describe(bytes[index])) after the document") }
        return value
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSON {
        guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected \(describe(bytes[index])), expected a value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSON {
        try enter()
        index += 1
        var pairs: [(key: String, value: JSON)] = []
        var keyStarts: [String: Int] = [:]
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; depth -= 1; return .object(pairs) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error(expected: "a string key") }
            let keyStart = index
            let key = try parseString()
            if let first = keyStarts.updateValue(keyStart, forKey: key) {
                index = keyStart
                var failure = error("duplicate key \"\(key)\" (first at \(position(at: first)))")
                failure.duplicateKey = (key: key, first: position(at: first))
                throw failure
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error(expected: "':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            if targets == nil {
                pairs.append((key, try parseValue()))
            } else {
                trail.append(.key(key))
                if targets?.contains(trail) == true {
                    foundKeys[trail] = keyStart
                    foundValues[trail] = index
                }
                pairs.append((key, try parseValue()))
                trail.removeLast()
            }
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                if closesAfterComma(UInt8(ascii: "}")) { return .object(pairs) }
                continue
            }
            if peek(UInt8(ascii: "}")) { index += 1; depth -= 1; return .object(pairs) }
            throw error(expected: "',' or '}' in the object")
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSON {
        try enter()
        index += 1
        var items: [JSON] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; depth -= 1; return .array(items) }
        while true {
            skipWhitespace()
            if targets == nil {
                items.append(try parseValue())
            } else {
                trail.append(.index(items.count))
                if targets?.contains(trail) == true { foundValues[trail] = index }
                items.append(try parseValue())
                trail.removeLast()
            }
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                if closesAfterComma(UInt8(ascii: "]")) { return .array(items) }
                continue
            }
            if peek(UInt8(ascii: "]")) { index += 1; depth -= 1; return .array(items) }
            throw error(expected: "',' or ']' in the array")
        }
    }

    /// With a trailing comma allowed, whether `closer` follows the comma just read (then consumed,
    /// closing the object or array); otherwise false and nothing is consumed but whitespace.
    private mutating func closesAfterComma(_ closer: UInt8) -> Bool {
        guard allowsTrailingComma else { return false }
        skipWhitespace()
        guard peek(closer) else { return false }
        index += 1
        depth -= 1
        return true
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONParser.maximumDepth { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        let contentStart = index
        // Fast path: no escapes, so the bytes are the string.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[contentStart..<index], as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("control character in a string; write it as an escape such as \\n") }
            index += 1
        }
        var buffer = Array(bytes[contentStart..<min(index, bytes.count)])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte < 0x20 { throw error("control character in a string; write it as an escape such as \\n") }
            if byte == UInt8(ascii: "\\") {
                index += 1
                buffer.append(contentsOf: String(try parseEscape()).utf8)
                continue
            }
            buffer.append(byte)
            index += 1
        }
        index = start
        throw error("unterminated string")
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("unterminated escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("lone UTF-16 surrogate \\u\(String(high, radix: 16, uppercase: true))")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid UTF-16 surrogate pair") }
                let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(combined) ?? "\u{FFFD}"
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw error("lone UTF-16 surrogate \\u\(String(high, radix: 16, uppercase: true))")
            }
            return scalar
        default:
            index -= 1
            throw error("invalid escape \\\(describeRaw(byte))")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid hex digit \(describe(byte)) in a \\u escape")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSON {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        let firstDigit = index
        let count = digits()
        guard count > 0 else { throw error(expected: "a digit") }
        if count > 1 && bytes[firstDigit] == UInt8(ascii: "0") {
            index = firstDigit
            throw error("numbers may not start with 0")
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits() > 0 else { throw error(expected: "a digit after the decimal point") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw error(expected: "a digit in the exponent") }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error("unexpected \(describe(bytes[index])), expected a value")
        }
        index += utf8.count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private func describe(_ byte: UInt8) -> String { "'\(describeRaw(byte))'" }

    private func describeRaw(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        return "\\u{\(String(byte, radix: 16, uppercase: true))}"
    }

    private func error(expected what: String) -> JSONSyntaxError {
        if index >= bytes.count { return error("unexpected end of input, expected \(what)") }
        return error("unexpected \(describe(bytes[index])), expected \(what)")
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, position: position(at: index))
    }

    /// The places of byte `offsets`, each as `position(at:)` gives it, counted in one pass.
    private func positions(at offsets: [Int]) -> [Int: SourcePosition] {
        var places: [Int: SourcePosition] = [:]
        var line = 1
        var column = 1
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for offset in Set(offsets).sorted() {
            let end = min(offset, bytes.count)
            while position < end {
                if bytes[position] == 0x0A { line += 1; column = 1 } else if bytes[position] & 0xC0 != 0x80 { column += 1 }
                position += 1
            }
            places[offset] = SourcePosition(line: line, column: column)
        }
        return places
    }

    /// The 1-based line and column (in characters) of byte `offset`; a byte-order mark is not a column.
    private func position(at offset: Int) -> SourcePosition {
        var line = 1
        var column = 1
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let end = min(offset, bytes.count)
        while position < end {
            if bytes[position] == 0x0A { line += 1; column = 1 } else if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        return SourcePosition(line: line, column: column)
    }
}
