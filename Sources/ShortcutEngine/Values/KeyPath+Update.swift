extension KeyPath {
    /// How setting treats a list index past the end.
    public enum OutOfRange: Sendable { case fail, append }

    /// A copy of `root` with `value` at this path. Missing dictionaries along the way are
    /// created; number segments index lists (1-based, negative from the end).
    public func setting(_ value: Value, in root: Value, outOfRange: OutOfRange = .fail) throws(ValueFailure) -> Value {
        try update(root, depth: 0, outOfRange: outOfRange) { _ in value }
    }

    /// A copy of `root` without the value at this path; a missing path leaves it unchanged.
    public func removing(from root: Value) throws(ValueFailure) -> Value {
        guard exists(in: root) else { return root }
        return try update(root, depth: 0, outOfRange: .fail) { _ in nil }
    }

    /// Whether every segment of the path is present.
    public func exists(in root: Value) -> Bool {
        var current = root
        for segment in segments {
            switch current {
            case .dictionary(let dictionary):
                guard let next = dictionary[segment] else { return false }
                current = next
            case .list(let items):
                guard let number = Int(segment), let index = KeyPath.listIndex(number, count: items.count) else { return false }
                current = items[index]
            default: return false
            }
        }
        return true
    }

    private func update(_ node: Value, depth: Int, outOfRange: OutOfRange, _ leaf: (Value?) -> Value?) throws(ValueFailure)
        -> Value
    {
        let segment = segments[depth]
        let isLast = depth == segments.count - 1
        let walked = depth == 0 ? "the dictionary" : "'" + segments[..<depth].joined(separator: ".") + "'"
        switch node {
        case .dictionary(var dictionary):
            let existing = dictionary[segment]
            dictionary[segment] =
                isLast
                ? leaf(existing)
                : try update(existing ?? .dictionary(ValueDictionary()), depth: depth + 1, outOfRange: outOfRange, leaf)
            return .dictionary(dictionary)
        case .list(var items):
            guard let number = Int(segment), number != 0 else {
                throw .keyPathNeedsItemNumber(path: description, walked: walked, segment: segment)
            }
            if let index = KeyPath.listIndex(number, count: items.count) {
                if isLast, let replacement = leaf(items[index]) {
                    items[index] = replacement
                } else if isLast {
                    items.remove(at: index)
                } else {
                    items[index] = try update(items[index], depth: depth + 1, outOfRange: outOfRange, leaf)
                }
                return .list(items)
            }
            guard outOfRange == .append, number == items.count + 1 else {
                throw .keyPathNoItem(
                    path: description, walked: walked, count: items.count, number: number, appending: outOfRange == .append)
            }
            let fresh =
                isLast ? leaf(nil) : try update(.dictionary(ValueDictionary()), depth: depth + 1, outOfRange: outOfRange, leaf)
            if let fresh { items.append(fresh) }
            return .list(items)
        case .nothing:
            return try update(.dictionary(ValueDictionary()), depth: depth, outOfRange: outOfRange, leaf)
        default:
            throw .keyPathNotDictionary(path: description, walked: walked, found: node.type, allowsList: true)
        }
    }
}
