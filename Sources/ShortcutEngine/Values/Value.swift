import Foundation

/// A runtime value: what an action produces and a variable holds.
public enum Value: Sendable, Hashable {
    case nothing
    case text(String)
    case number(Number)
    case boolean(Bool)
    case date(Date)
    /// A length of time in seconds.
    case duration(Number)
    case list([Value])
    case dictionary(ValueDictionary)
    case file(FileReference)
    case url(String)

    /// The content type of this value.
    public var type: ValueType {
        switch self {
        case .nothing: return .nothing
        case .text: return .text
        case .number: return .number
        case .boolean: return .boolean
        case .date: return .date
        case .duration: return .duration
        case .list: return .list
        case .dictionary: return .dictionary
        case .file: return .file
        case .url: return .url
        }
    }

    /// The items this value stands for: a list's items, nothing's none, anything else itself.
    public var items: [Value] {
        switch self {
        case .list(let items): return items
        case .nothing: return []
        default: return [self]
        }
    }

    public var isNothing: Bool { if case .nothing = self { return true } else { return false } }
}

extension Value: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int) { self = .number(.integer(value)) }
    public init(floatLiteral value: Double) {
        self = .number(Number(Decimal(string: "\(value)") ?? Decimal(value)))
    }
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    public init(arrayLiteral elements: Value...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, Value)...) {
        var dictionary = ValueDictionary()
        for (key, value) in elements { dictionary[key] = value }
        self = .dictionary(dictionary)
    }
    public init(nilLiteral: ()) { self = .nothing }
}

/// A dictionary that keeps its keys in insertion order, as Shortcuts' dictionaries do.
public struct ValueDictionary: Sendable, Hashable {
    public private(set) var keys: [String] = []
    private var storage: [String: Value] = [:]

    public init() {}

    public init(_ pairs: [(String, Value)]) {
        for (key, value) in pairs { self[key] = value }
    }

    public subscript(key: String) -> Value? {
        get { storage[key] }
        set {
            if let newValue {
                if storage.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if storage.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }
    public var values: [Value] { keys.compactMap { storage[$0] } }
    public var pairs: [(key: String, value: Value)] { keys.compactMap { key in storage[key].map { (key, $0) } } }

    public static func == (lhs: ValueDictionary, rhs: ValueDictionary) -> Bool {
        lhs.keys == rhs.keys && lhs.storage == rhs.storage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys)
        for key in keys { hasher.combine(storage[key]) }
    }
}

/// A file or folder, by path; its properties are read through the host when asked for.
public struct FileReference: Sendable, Hashable {
    public var path: String
    public init(path: String) { self.path = path }

    public var name: String { (path as NSString).lastPathComponent }
    public var fileExtension: String { (name as NSString).pathExtension }
    public var nameWithoutExtension: String { (name as NSString).deletingPathExtension }
    public var parentPath: String { (path as NSString).deletingLastPathComponent }
}
