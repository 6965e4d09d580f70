extension KeyPath {
    /// The value at this path: dictionaries by key, lists by 1-based (negative from the end)
    /// number; a missing key gives nothing, as in Shortcuts. Text holding JSON is read as JSON.
    public func lookup(in value: Value, coercion: Coercion = Coercion()) throws(ValueFailure) -> Value {
        var current = value
        for (position, segment) in segments.enumerated() {
            let walked = segments[..<position].joined(separator: ".")
            switch current {
            case .dictionary(let dictionary):
                guard let next = dictionary[segment] else { return .nothing }
                current = next
            case .list(let items):
                guard let number = Int(segment) else {
                    throw .keyPathNeedsItemNumber(path: description, walked: shown(walked), segment: segment)
                }
                guard let index = KeyPath.listIndex(number, count: items.count) else { return .nothing }
                current = items[index]
            case .text:
                if let dictionary = try? coercion.coerce(current, to: .dictionary) {
                    current = dictionary
                    guard case .dictionary(let parsed) = dictionary, let next = parsed[segment] else { return .nothing }
                    current = next
                    continue
                }
                fallthrough
            default:
                if current.isNothing { return .nothing }
                throw .keyPathNotDictionary(path: description, walked: shown(walked), found: current.type, allowsList: false)
            }
        }
        return current
    }

    /// How a lookup names the part of the path walked so far.
    private func shown(_ walked: String) -> String { "'" + (walked.isEmpty ? "the value" : walked) + "'" }

    /// 0-based index for a 1-based (or negative) item number, when in range.
    public static func listIndex(_ number: Int, count: Int) -> Int? {
        let index = number > 0 ? number - 1 : count + number
        return number != 0 && index >= 0 && index < count ? index : nil
    }
}
