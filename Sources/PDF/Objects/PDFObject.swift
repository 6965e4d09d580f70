import Foundation

/// An indirect object's number and generation (`12 0 R`).
public struct PDFReference: Hashable, Sendable, Comparable {
    /// The object number (1 or more).
    public var number: Int
    /// The generation number (0 for every object we write).
    public var generation: Int

    /// A reference to object `number`, generation `generation`.
    public init(_ number: Int, _ generation: Int = 0) {
        self.number = number
        self.generation = generation
    }

    /// Ordered by number, then generation.
    public static func < (lhs: PDFReference, rhs: PDFReference) -> Bool {
        (lhs.number, lhs.generation) < (rhs.number, rhs.generation)
    }
}

/// A stream: its dictionary and its bytes as stored (still filtered, already decrypted).
public struct PDFStream: Equatable, Sendable {
    /// The stream dictionary (`/Length` is rewritten by the writer).
    public var dictionary: [String: PDFObject]
    /// The stored bytes, before the `/Filter` chain is undone.
    public var data: [UInt8]

    /// A stream from its dictionary and stored bytes.
    public init(dictionary: [String: PDFObject], data: [UInt8]) {
        self.dictionary = dictionary
        self.data = data
    }
}

/// A PDF object (ISO 32000-1 §7.3). Depth is bounded by `PDFLimits.maxNesting` when parsed.
public indirect enum PDFObject: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case boolean(Bool)
    /// An integer.
    case integer(Int)
    /// A real number.
    case real(Double)
    /// A string's bytes (literal or hexadecimal in the file).
    case string([UInt8])
    /// A name, without its slash, `#xx` escapes undone.
    case name(String)
    /// An array.
    case array([PDFObject])
    /// A dictionary.
    case dictionary([String: PDFObject])
    /// A stream.
    case stream(PDFStream)
    /// An indirect reference.
    case reference(PDFReference)

    /// The integer, or a real's whole part.
    public var integerValue: Int? {
        switch self {
        case .integer(let value): return value
        case .real(let value) where value.isFinite && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }

    /// The number, integer or real.
    public var numberValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .real(let value): return value
        default: return nil
        }
    }

    /// The name, without its slash.
    public var nameValue: String? {
        if case .name(let name) = self { return name }
        return nil
    }

    /// The array's items.
    public var arrayValue: [PDFObject]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The dictionary, or a stream's dictionary.
    public var dictionaryValue: [String: PDFObject]? {
        switch self {
        case .dictionary(let dictionary): return dictionary
        case .stream(let stream): return stream.dictionary
        default: return nil
        }
    }

    /// The string's bytes.
    public var stringBytes: [UInt8]? {
        if case .string(let bytes) = self { return bytes }
        return nil
    }

    /// The reference.
    public var referenceValue: PDFReference? {
        if case .reference(let reference) = self { return reference }
        return nil
    }

    /// A text string (§7.9.2.2): UTF-16BE with a byte-order mark, UTF-8 with one, else PDFDocEncoding
    /// (read as Latin-1 with WinAnsi's punctuation).
    public var textValue: String? {
        guard let bytes = stringBytes else { return nil }
        if bytes.starts(with: [0xFE, 0xFF]) {
            var units: [UInt16] = []
            var index = 2
            while index + 1 < bytes.count {
                units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(decoding: bytes.dropFirst(3), as: UTF8.self) }
        return String(bytes.map { Character(SimpleEncoding.winAnsi.scalar(for: $0) ?? Unicode.Scalar($0)) })
    }
}
