// A reader of DER (ITU-T X.690 §8 and §10): tag, length, value triples read in the order a key
// structure's ASN.1 definition gives them. Only low tag numbers (below 31) and definite lengths
// occur in keys; anything else is refused. The reader never recurses on its own: each
// constructed value is opened as a child reader one level deeper, and the key formats nest at
// most five levels, so `maximumDepth` is a guard against a caller bug, not against the input.

/// Reads the DER values of one constructed value (or of the whole input) in order.
struct DERReader {
    /// The deepest nesting a key structure needs, with room to spare.
    static let maximumDepth = 8

    private let bytes: [UInt8]
    private var position: Int
    private let end: Int
    let depth: Int

    /// A reader of the whole of `bytes`.
    init(_ bytes: [UInt8]) {
        self.init(bytes: bytes, start: 0, end: bytes.count, depth: 0)
    }

    private init(bytes: [UInt8], start: Int, end: Int, depth: Int) {
        self.bytes = bytes
        self.position = start
        self.end = end
        self.depth = depth
    }

    /// One value: its tag byte, where it starts and where its contents are.
    struct Element {
        let tag: UInt8
        let offset: Int
        let contents: ArraySlice<UInt8>
    }

    var isAtEnd: Bool { position >= end }
    var offset: Int { position }

    /// The tag of the next value, without reading it; nil at the end.
    var peekTag: UInt8? { position < end ? bytes[position] : nil }

    /// Reads the next value, which must have `tag`; `what` names it in errors.
    mutating func read(_ tag: UInt8, _ what: String) throws(SignatureError) -> Element {
        guard position < end else {
            throw SignatureError.der(at: position, "expected \(what), found the end of the enclosing value")
        }
        let start = position
        let found = bytes[position]
        guard found == tag else {
            throw SignatureError.der(at: start, "expected \(what) (\(DERReader.tagName(tag))), found \(DERReader.tagName(found))")
        }
        guard found & 0x1F != 0x1F else {
            throw SignatureError.der(at: start, "high tag numbers are not used in keys")
        }
        position += 1
        let length = try readLength(what)
        guard length <= end - position else {
            throw SignatureError.der(
                at: start, "\(what) claims \(length) bytes, but only \(end - position) remain in the enclosing value")
        }
        let contents = bytes[position..<(position + length)]
        position += length
        return Element(tag: found, offset: start, contents: contents)
    }

    /// The length octets (X.690 §8.1.3): short form, or long form with up to four length bytes.
    private mutating func readLength(_ what: String) throws(SignatureError) -> Int {
        guard position < end else { throw SignatureError.der(at: position, "\(what) has no length") }
        let first = bytes[position]
        position += 1
        if first < 0x80 { return Int(first) }
        guard first != 0x80 else {
            throw SignatureError.der(at: position - 1, "\(what) has an indefinite length, which DER does not allow")
        }
        let count = Int(first & 0x7F)
        guard count <= 4 else {
            throw SignatureError.der(at: position - 1, "\(what) has a \(count)-byte length, longer than any key")
        }
        guard count <= end - position else {
            throw SignatureError.der(at: position - 1, "\(what) has a length cut short by the end of the enclosing value")
        }
        var length = 0
        for _ in 0..<count {
            length = length << 8 | Int(bytes[position])
            position += 1
        }
        return length
    }

    /// Opens the next value, which must be constructed with `tag`, as a reader one level deeper.
    mutating func enter(_ tag: UInt8, _ what: String) throws(SignatureError) -> DERReader {
        let element = try read(tag, what)
        guard depth + 1 <= DERReader.maximumDepth else {
            throw SignatureError.der(at: element.offset, "\(what) is nested more than \(DERReader.maximumDepth) levels deep")
        }
        return DERReader(bytes: bytes, start: element.contents.startIndex, end: element.contents.endIndex, depth: depth + 1)
    }

    /// A reader over primitive contents that hold DER themselves (an OCTET STRING wrapping a key).
    func nested(in element: Element, _ what: String) throws(SignatureError) -> DERReader {
        guard depth + 1 <= DERReader.maximumDepth else {
            throw SignatureError.der(at: element.offset, "\(what) is nested more than \(DERReader.maximumDepth) levels deep")
        }
        return DERReader(bytes: bytes, start: element.contents.startIndex, end: element.contents.endIndex, depth: depth + 1)
    }

    /// Reads a non-negative INTEGER (X.690 §8.3) as its magnitude.
    mutating func readUnsigned(_ what: String) throws(SignatureError) -> BigUInt {
        let element = try read(0x02, what)
        return try readUnsignedContents(element, what)
    }

    /// Reads a small non-negative INTEGER (a version number).
    mutating func readSmall(_ what: String) throws(SignatureError) -> Int {
        let element = try read(0x02, what)
        let value = try readUnsignedContents(element, what)
        guard value.bitWidth <= 31 else { throw SignatureError.der(at: element.offset, "\(what) is too large") }
        return Int(value.limbs.first ?? 0)
    }

    private func readUnsignedContents(_ element: Element, _ what: String) throws(SignatureError) -> BigUInt {
        guard let first = element.contents.first else {
            throw SignatureError.der(at: element.offset, "\(what) is an INTEGER with no contents")
        }
        guard first & 0x80 == 0 else { throw SignatureError.der(at: element.offset, "\(what) is negative") }
        return BigUInt(bigEndian: element.contents)
    }

    /// Requires that nothing follows the values read; `what` names the enclosing value.
    func expectEnd(_ what: String) throws(SignatureError) {
        guard isAtEnd else {
            throw SignatureError.der(at: position, "\(DERReader.tagName(bytes[position])) follows the end of \(what)")
        }
    }

    /// "an INTEGER (tag 0x02)" and the like, for messages.
    static func tagName(_ tag: UInt8) -> String {
        let names: [UInt8: String] = [
            0x02: "an INTEGER", 0x03: "a BIT STRING", 0x04: "an OCTET STRING", 0x05: "a NULL",
            0x06: "an OBJECT IDENTIFIER", 0x30: "a SEQUENCE", 0x31: "a SET",
            0xA0: "a [0] field", 0xA1: "a [1] field",
        ]
        let hex = String(tag, radix: 16, uppercase: true)
        let code = "tag 0x" + (hex.count == 1 ? "0" + hex : hex)
        return names[tag].map { "\($0), \(code)" } ?? code
    }
}
