/// A JSON value as a JSONPath query sees it (RFC 9535 works on I-JSON values).
///
/// Objects keep their members in document order, so results and normalized paths come
/// out in a stable order; equality still treats objects as unordered maps, as the RFC's
/// comparison rules require. Strings compare by Unicode scalar values, never by
/// canonical equivalence.
public indirect enum JSONPathValue: Sendable {
    /// JSON `null`.
    case null
    /// JSON `true` or `false`.
    case bool(Bool)
    /// A JSON number; integers are exact within I-JSON's range of ±(2^53 − 1).
    case number(Double)
    /// A JSON string.
    case string(String)
    /// A JSON array.
    case array([JSONPathValue])
    /// A JSON object, its members in document order.
    case object([(String, JSONPathValue)])
}

extension JSONPathValue: Hashable {
    /// Deep equality per RFC 9535 section 2.3.5.2.2: numbers compare numerically, strings
    /// by Unicode scalars, arrays element by element, objects as unordered maps.
    /// Iterates with an explicit stack, so deeply nested values do not exhaust the stack.
    public static func == (lhs: JSONPathValue, rhs: JSONPathValue) -> Bool {
        var pending: [(JSONPathValue, JSONPathValue)] = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            switch (left, right) {
            case (.null, .null):
                continue
            case let (.bool(a), .bool(b)):
                if a != b { return false }
            case let (.number(a), .number(b)):
                if a != b { return false }
            case let (.string(a), .string(b)):
                if !a.unicodeScalars.elementsEqual(b.unicodeScalars) { return false }
            case let (.array(a), .array(b)):
                guard a.count == b.count else { return false }
                pending.append(contentsOf: zip(a, b))
            case let (.object(a), .object(b)):
                guard a.count == b.count else { return false }
                // Large objects are matched through an index of the other's keys by their UTF-8
                // bytes (Unicode scalar equality), so a comparison costs its size, not its square.
                let others = b.count <= 16 ? nil : JSONPathValue.index(of: b)
                for (key, value) in a {
                    let other = others.map { $0[Array(key.utf8)] } ?? JSONPathValue.member(named: key, in: b)
                    guard let other else { return false }
                    pending.append((value, other))
                }
            default:
                return false
            }
        }
        return true
    }

    /// Hashes the value's kind and shape one level deep, which agrees with `==` without
    /// recursing into nested values.
    public func hash(into hasher: inout Hasher) {
        shallowHash(into: &hasher)
        switch self {
        case .array(let items):
            for item in items { item.shallowHash(into: &hasher) }
        case .object(let members):
            var keys = 0
            for (key, _) in members { keys &+= key.hashValue }
            hasher.combine(keys)
        default:
            break
        }
    }

    private func shallowHash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(1); hasher.combine(value)
        case .number(let value): hasher.combine(2); hasher.combine(value)
        case .string(let value): hasher.combine(3); hasher.combine(value)
        case .array(let items): hasher.combine(4); hasher.combine(items.count)
        case .object(let members): hasher.combine(5); hasher.combine(members.count)
        }
    }

    /// The value of the member whose name has exactly the Unicode scalars of `name`.
    /// Each member's value by its name's UTF-8 bytes; the first of equal names wins, as in `member`.
    static func index(of members: [(String, JSONPathValue)]) -> [[UInt8]: JSONPathValue] {
        var index: [[UInt8]: JSONPathValue] = [:]
        for (key, value) in members where index[Array(key.utf8)] == nil { index[Array(key.utf8)] = value }
        return index
    }

    static func member(named name: String, in members: [(String, JSONPathValue)]) -> JSONPathValue? {
        for (key, value) in members where key.unicodeScalars.elementsEqual(name.unicodeScalars) {
            return value
        }
        return nil
    }
}

extension JSONPathValue: ExpressibleByBooleanLiteral {
    /// A boolean literal is a JSON boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONPathValue: ExpressibleByIntegerLiteral {
    /// An integer literal is a JSON number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension JSONPathValue: ExpressibleByFloatLiteral {
    /// A floating-point literal is a JSON number.
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension JSONPathValue: ExpressibleByStringLiteral {
    /// A string literal is a JSON string.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONPathValue: ExpressibleByArrayLiteral {
    /// An array literal is a JSON array.
    public init(arrayLiteral elements: JSONPathValue...) { self = .array(elements) }
}

extension JSONPathValue: ExpressibleByDictionaryLiteral {
    /// A dictionary literal is a JSON object whose members keep the literal's order.
    public init(dictionaryLiteral elements: (String, JSONPathValue)...) { self = .object(elements) }
}
