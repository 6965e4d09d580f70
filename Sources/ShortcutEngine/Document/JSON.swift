import Foundation

/// A JSON tree that keeps object key order and where each value started in the source,
/// so documents round-trip faithfully and errors can name a line and column.
public indirect enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    /// The number's source text, kept exact (`0.1` stays `0.1`).
    case number(String)
    case string(String)
    case array([JSON])
    case object([(key: String, value: JSON)])

    /// Structural equality; numbers compare by value (`1.0` equals `1`) and object keys must be in the same order.
    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b || Decimal(string: a) == Decimal(string: b)
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The value of `key` in an object (the first, if repeated); nil when absent or not an object.
    public subscript(key: String) -> JSON? {
        if case .object(let pairs) = self { return pairs.first { $0.key == key }?.value }
        return nil
    }

    /// The text of a string value; nil for any other kind.
    public var string: String? { if case .string(let s) = self { return s } else { return nil } }

    /// A short name for messages: "a string", "an object".
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A position in a source text, 1-based.
public struct SourcePosition: Sendable, Equatable, CustomStringConvertible {
    /// The line number, from 1.
    public var line: Int
    /// The column number, from 1, counted in Unicode scalars.
    public var column: Int
    /// `line L, column C`, for messages.
    public var description: String { "line \(line), column \(column)" }
}

/// Why a JSON text could not be read.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, without the position.
    public var message: String
    /// Where in the text the problem was found.
    public var position: SourcePosition
    /// For a key written twice in one object: the key and where it first appears (`position` is the second).
    public var duplicateKey: (key: String, first: SourcePosition)?
    /// The message followed by `at line L, column C`.
    public var description: String { "\(message) at \(position)" }

    /// A problem worded by the parser at `position`.
    public init(message: String, position: SourcePosition, duplicateKey: (key: String, first: SourcePosition)? = nil) {
        self.message = message
        self.position = position
        self.duplicateKey = duplicateKey
    }

    /// Equal when message, position and any duplicate key agree.
    public static func == (lhs: JSONSyntaxError, rhs: JSONSyntaxError) -> Bool {
        lhs.message == rhs.message && lhs.position == rhs.position && lhs.duplicateKey?.key == rhs.duplicateKey?.key
            && lhs.duplicateKey?.first == rhs.duplicateKey?.first
    }
}
