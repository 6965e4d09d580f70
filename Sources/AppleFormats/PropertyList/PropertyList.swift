import Foundation

/// A property-list value as found in XML, binary and JSON renderings of Apple plists.
public enum PropertyList: Sendable {
    /// Text (`<string>`, ASCII or UTF-16 in binary plists).
    case string(String)
    /// Any integer that fits in Int64; binary plists store most integers this way.
    case integer(Int64)
    /// Only for values above `Int64.max`, which binary plists store as 16-byte integers.
    case unsignedInteger(UInt64)
    /// A floating-point number, including NaN and infinities.
    case real(Double)
    /// `<true/>` or `<false/>`.
    case bool(Bool)
    /// An absolute time; XML keeps whole seconds, binary keeps the full Double.
    case date(Date)
    /// Raw bytes (`<data>` is base64 in XML).
    case data(Data)
    /// An ordered list.
    case array([PropertyList])
    /// A dictionary with string keys, kept in file order.
    case dictionary(PlistDictionary)
    /// An NSKeyedArchiver object reference (`CF$UID`).
    case uid(UInt64)
}

extension PropertyList: Equatable {
    /// Reals compare by value, except that NaN equals NaN so round trips of `<real>nan</real>` hold.
    public static func == (lhs: PropertyList, rhs: PropertyList) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.unsignedInteger(a), .unsignedInteger(b)): return a == b
        case let (.real(a), .real(b)): return a == b || (a.isNaN && b.isNaN)
        case let (.bool(a), .bool(b)): return a == b
        case let (.date(a), .date(b)): return a == b
        case let (.data(a), .data(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.dictionary(a), .dictionary(b)): return a == b
        case let (.uid(a), .uid(b)): return a == b
        default: return false
        }
    }
}

extension PropertyList {
    /// The value for `key` when this is a dictionary.
    public subscript(key: String) -> PropertyList? { dictionaryValue?[key] }

    /// The element at `index` when this is an array and the index is in range.
    public subscript(index: Int) -> PropertyList? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// The string payload, if this is a string.
    public var string: String? { if case .string(let v) = self { return v }; return nil }
    /// The integer payload as Int64, if this is an integer that fits.
    public var integer: Int64? {
        switch self {
        case .integer(let v): return v
        default: return nil
        }
    }
    /// A numeric payload as Double (integers and reals).
    public var double: Double? {
        switch self {
        case .integer(let v): return Double(v)
        case .unsignedInteger(let v): return Double(v)
        case .real(let v): return v
        default: return nil
        }
    }
    /// The boolean payload, if this is a bool.
    public var bool: Bool? { if case .bool(let v) = self { return v }; return nil }
    /// The date payload, if this is a date.
    public var date: Date? { if case .date(let v) = self { return v }; return nil }
    /// The bytes, if this is data.
    public var data: Data? { if case .data(let v) = self { return v }; return nil }
    /// The elements, if this is an array.
    public var array: [PropertyList]? { if case .array(let v) = self { return v }; return nil }
    /// The ordered dictionary, if this is a dictionary.
    public var dictionaryValue: PlistDictionary? { if case .dictionary(let v) = self { return v }; return nil }
    /// The UID, if this is an NSKeyedArchiver reference.
    public var uid: UInt64? { if case .uid(let v) = self { return v }; return nil }

    /// A short name of the value's kind, used in error messages.
    public var kindName: String {
        switch self {
        case .string: return "string"
        case .integer, .unsignedInteger: return "integer"
        case .real: return "real"
        case .bool: return "bool"
        case .date: return "date"
        case .data: return "data"
        case .array: return "array"
        case .dictionary: return "dictionary"
        case .uid: return "uid"
        }
    }
}

extension PropertyList: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// `"text"` as a string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `42` as an integer value.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// `2.5` as a real value.
    public init(floatLiteral value: Double) { self = .real(value) }
    /// `true` as a bool value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `[…]` as an array value.
    public init(arrayLiteral elements: PropertyList...) { self = .array(elements) }
    /// `["key": …]` as a dictionary value, keys in literal order.
    public init(dictionaryLiteral elements: (String, PropertyList)...) {
        self = .dictionary(PlistDictionary(elements.map { (key: $0.0, value: $0.1) }))
    }
}
