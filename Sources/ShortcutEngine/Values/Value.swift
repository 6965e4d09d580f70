import Foundation
import SafeFiles

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
    /// An item with a name (Apple's items carry names: Set Name gives one). It is its value for
    /// every purpose — type, text, coercion, output — except where a name matters: Get Name,
    /// saving it (Save File), and keeping it (variables). Actions see the plain value through
    /// `ResolvedParameters` unless they ask for the named item (`namedValue`).
    indirect case named(NamedItem)
    /// Formatted text (HTML and its plain text): see `RichText`. Boxed, as a named item is: its two
    /// texts would make every value 40 bytes instead of 24, and every step copies values.
    indirect case richText(RichText)
    /// An item of a library (a calendar event, a reminder): see `LibraryItem`. Boxed, as rich text is.
    indirect case item(LibraryItem)

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
        case .named(let item): return item.value.type
        case .richText: return .richText
        case .item: return .item
        }
    }

    /// The value without its name (a named item's value; anything else itself).
    public var unnamed: Value {
        if case .named(let item) = self { return item.value }
        return self
    }

    /// The name an item was given (Set Name), if any.
    public var givenName: String? {
        if case .named(let item) = self { return item.name }
        return nil
    }

    /// The items this value stands for: a list's items, nothing's none, anything else itself.
    public var items: [Value] {
        switch self {
        case .list(let items): return items
        case .nothing: return []
        default: return [self]
        }
    }

    /// Whether this is a list or dictionary (named or not): a value holding other values.
    public var isContainer: Bool {
        switch self {
        case .list, .dictionary: return true
        case .named(let item): return item.value.isContainer
        default: return false
        }
    }

    /// Whether this is the empty value.
    public var isNothing: Bool { if case .nothing = self { return true } else { return false } }
}

extension Value: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// A text literal.
    public init(stringLiteral value: String) { self = .text(value) }
    /// An exact whole-number literal.
    public init(integerLiteral value: Int) { self = .number(.integer(value)) }
    /// A decimal literal, read from its shortest description so 0.1 stays exact.
    public init(floatLiteral value: Double) {
        self = .number(Number(Decimal(string: "\(value)") ?? Decimal(value)))
    }
    /// A boolean literal.
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    /// A list literal.
    public init(arrayLiteral elements: Value...) { self = .list(elements) }
    /// A dictionary literal; keys keep their written order.
    public init(dictionaryLiteral elements: (String, Value)...) {
        var dictionary = ValueDictionary()
        for (key, value) in elements { dictionary[key] = value }
        self = .dictionary(dictionary)
    }
    /// Nothing.
    public init(nilLiteral: ()) { self = .nothing }
}

/// A dictionary that keeps its keys in insertion order, as Shortcuts' dictionaries do. Its storage
/// is one object, copied before a change when shared, so a dictionary held in several places is
/// one storage (what `ValueSize` measures once).
public struct ValueDictionary: Sendable, Hashable {
    /// Keys in order and the values by key; never changed while another dictionary shares it.
    private final class Storage: @unchecked Sendable {
        var keys: [String]
        var values: [String: Value]

        init(keys: [String] = [], values: [String: Value] = [:]) {
            self.keys = keys
            self.values = values
        }
    }

    private var storage = Storage()

    /// An empty dictionary.
    public init() {}

    /// A dictionary of these pairs, in order; a repeated key keeps its first position and last value.
    public init(_ pairs: [(String, Value)]) {
        for (key, value) in pairs { self[key] = value }
    }

    /// The storage, made this dictionary's own before it changes.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(keys: storage.keys, values: storage.values) }
        return storage
    }

    /// The keys in insertion order.
    public var keys: [String] { storage.keys }

    /// The value for `key`; setting nil removes the key.
    public subscript(key: String) -> Value? {
        get { storage.values[key] }
        set {
            if let newValue {
                let own = unique()
                if own.values.updateValue(newValue, forKey: key) == nil { own.keys.append(key) }
            } else if storage.values[key] != nil {
                let own = unique()
                own.values.removeValue(forKey: key)
                own.keys.removeAll { $0 == key }
            }
        }
    }

    /// The number of keys.
    public var count: Int { storage.keys.count }
    /// Whether there are no keys.
    public var isEmpty: Bool { storage.keys.isEmpty }
    /// The values in key order.
    public var values: [Value] { storage.keys.compactMap { storage.values[$0] } }
    /// The key–value pairs in order.
    public var pairs: [(key: String, value: Value)] {
        storage.keys.compactMap { key in storage.values[key].map { (key, $0) } }
    }

    /// Which storage this dictionary reads: equal for dictionaries that share it (see `ValueSize`).
    var storageIdentity: UInt { UInt(bitPattern: ObjectIdentifier(storage)) }

    /// Equal when the keys, their order and the values are equal.
    public static func == (lhs: ValueDictionary, rhs: ValueDictionary) -> Bool {
        lhs.storage === rhs.storage || (lhs.storage.keys == rhs.storage.keys && lhs.storage.values == rhs.storage.values)
    }

    /// Hashes keys in order and their values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.keys)
        for key in storage.keys { hasher.combine(storage.values[key]) }
    }
}

/// A file or folder, by path; its properties are read through the host when asked for.
public struct FileReference: Sendable, Hashable {
    /// The path as given (absolute or relative to the current folder).
    public var path: String
    /// A reference to the item at `path`.
    public init(path: String) { self.path = path }

    /// The last path component: `report.pdf`.
    public var name: String { (path as NSString).lastPathComponent }
    /// The extension without its dot: `pdf`; empty when there is none.
    public var fileExtension: String { (name as NSString).pathExtension }
    /// The name without its extension: `report`.
    public var nameWithoutExtension: String { (name as NSString).deletingPathExtension }
    /// The folder that holds the item.
    public var parentPath: String { PathText.parent(path) }
}

/// A value with the name Set Name gave it (docs/format.md "Names").
public struct NamedItem: Sendable, Hashable {
    /// The name, with its extension unless Set Name was told to leave it out: `notes.txt`.
    public var name: String
    /// The value itself, never itself named.
    public var value: Value

    /// `value` named `name`; a named value is renamed, not wrapped twice.
    public init(name: String, value: Value) {
        self.name = name
        self.value = value.unnamed
    }
}
