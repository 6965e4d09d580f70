/// A node of an unarchived NSKeyedArchiver graph with every `CF$UID` reference resolved.
public indirect enum ArchivedValue: Sendable, Equatable {
    /// The archive's `$null` placeholder (object 0).
    case null
    /// A plain property-list value stored inline or in `$objects` (string, number, data…).
    case value(PropertyList)
    /// An object with a class (`$class`), e.g. `NSComparisonPredicate`.
    case object(ArchivedObject)
    /// A plain array whose elements were references, e.g. the value of `NS.objects`.
    case array([ArchivedValue])
    /// A reference back to an object that is still being decoded (a cycle in the graph).
    case cycle(uid: UInt64)

    /// The object, if this is one.
    public var object: ArchivedObject? { if case .object(let o) = self { return o }; return nil }
    /// The string, for plain strings and NSString/NSMutableString objects.
    public var string: String? {
        switch self {
        case .value(.string(let text)): return text
        case .object(let object): return object.string
        default: return nil
        }
    }
    /// The integer, for plain integers.
    public var integer: Int64? { if case .value(let plist) = self { return plist.integer }; return nil }
    /// The bool, for plain booleans.
    public var bool: Bool? { if case .value(let plist) = self { return plist.bool }; return nil }
    /// The elements of a plain array or of an NSArray/NSSet object.
    public var elements: [ArchivedValue]? {
        switch self {
        case .array(let items): return items
        case .object(let object): return object.elements
        default: return nil
        }
    }
    /// A field of the object, if this is an object.
    public subscript(key: String) -> ArchivedValue? { object?[key] }
}

/// One field of an archived object, in archive order.
public struct ArchivedField: Sendable, Equatable {
    /// The coding key, e.g. `NSLeftExpression`.
    public let key: String
    /// The resolved value.
    public let value: ArchivedValue
}

/// An archived object: its class chain and coded fields.
public struct ArchivedObject: Sendable, Equatable {
    /// Index of the object in `$objects`.
    public let uid: UInt64
    /// `$classname`, e.g. `NSCompoundPredicate`.
    public let className: String
    /// `$classes`, most specific first, e.g. `["NSCompoundPredicate", "NSPredicate", "NSObject"]`.
    public let classHierarchy: [String]
    /// Coded fields without `$class`.
    public let fields: [ArchivedField]

    /// The field with this key.
    public subscript(key: String) -> ArchivedValue? { fields.first { $0.key == key }?.value }

    /// Whether the class or one of its superclasses has this name.
    public func isKind(of name: String) -> Bool { classHierarchy.contains(name) || className == name }

    /// Elements of collections (`NS.objects`) such as NSArray and NSSet.
    public var elements: [ArchivedValue]? { self["NS.objects"]?.elements }

    /// Text of NSString-like objects (`NS.string`, or UTF-8 `NS.bytes`).
    public var string: String? {
        if case .value(.string(let text))? = self["NS.string"] { return text }
        if case .value(.data(let bytes))? = self["NS.bytes"], isKind(of: "NSString") {
            return String(decoding: bytes, as: UTF8.self)
        }
        return nil
    }

    /// Pairs of NSDictionary-like objects (`NS.keys` with `NS.objects`).
    public var dictionaryPairs: [(key: ArchivedValue, value: ArchivedValue)]? {
        guard let keys = self["NS.keys"]?.elements, let values = self["NS.objects"]?.elements, keys.count == values.count else {
            return nil
        }
        return Array(zip(keys, values)).map { (key: $0.0, value: $0.1) }
    }
}
