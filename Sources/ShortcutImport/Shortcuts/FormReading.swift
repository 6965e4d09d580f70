import AppleFormats

/// What reading one action's declared forms has seen so far: the action's Apple keys, the keys
/// forms consumed, the filter conditions claimed and the keys a form found stale.
struct FormReading {
    /// The action's Apple keys and values, as the file gives them.
    let present: [(key: String, value: PropertyList)]
    /// Keys a form has read: left out of the plain mapping.
    var consumed: Set<String> = []
    /// Filter templates claimed so far, by key and position.
    var claimed: [String: Set<Int>] = [:]
    /// Keys a form found stale (an If's operand of a kind the user left): read by no form.
    var ignored: Set<String> = []

    /// The value under `key`, without consuming it.
    func peek(_ key: String) -> PropertyList? {
        present.first(where: { $0.key == key })?.value
    }

    /// Whether the action has `key`.
    func has(_ key: String) -> Bool {
        present.contains(where: { $0.key == key })
    }

    /// The value under `key`, consumed; nil when absent or stale.
    mutating func take(_ key: String?) -> PropertyList? {
        guard let key, !ignored.contains(key), let value = peek(key) else { return nil }
        consumed.insert(key)
        return value
    }

    /// Whether a form has claimed the filter condition at `position` under `filterKey`.
    func isClaimed(_ filterKey: String, position: Int) -> Bool {
        claimed[filterKey]?.contains(position) ?? false
    }

    /// Marks the filter condition at `position` under `filterKey` as read.
    mutating func claim(_ filterKey: String, position: Int) {
        claimed[filterKey, default: []].insert(position)
    }
}
