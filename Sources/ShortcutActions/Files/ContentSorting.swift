import ShortcutEngine

/// What a content filter (Find Photos, Filter Images) sorts by: one of the items' properties, or
/// Random, as Apple's `WFContentItemSortProperty` offers them.
enum PropertyOrRandom<Property: Choice & Hashable>: Choice, Hashable {
    case property(Property)
    case random

    /// Every property, then Random.
    static var allCases: [PropertyOrRandom] { Property.allCases.map { .property($0) } + [.random] }

    /// The property's name, or "Random".
    var rawValue: String {
        switch self {
        case .property(let property): return property.rawValue
        case .random: return "Random"
        }
    }

    /// Reads a property's name or "Random".
    init?(rawValue: String) {
        if rawValue == "Random" {
            self = .random
        } else if let property = Property(rawValue: rawValue) {
            self = .property(property)
        } else {
            return nil
        }
    }

    /// The property choice's values not built.
    static var valuesNotBuilt: [String] { Property.valuesNotBuilt }

    /// The property; nil for Random.
    var property: Property? {
        if case .property(let property) = self { return property }
        return nil
    }
}

/// The order of a content filter's results (Find Photos, Filter Articles, Filter Images): by each
/// item's value of a key, as If compares values (numbers, dates, then text in any letter case),
/// Nothing first and no before yes, ties keeping their order; or shuffled with the run's generator.
enum ContentSorting {
    /// `items` ordered by `key` (shuffled when nil), descending when asked.
    static func sorted<Item>(_ items: [Item], by key: ((Item) -> Value)?, descending: Bool, context: ActionContext)
        -> [Item]
    {
        guard let key else {
            var shuffled = items
            for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
                shuffled.swapAt(index, Int(context.random.next() % UInt64(index + 1)))
            }
            return shuffled
        }
        let comparison = Comparison(coercion: context.coercion, caseSensitive: false)
        let keyed = items.enumerated().map { (offset: $0.offset, key: key($0.element)) }
        let sorted = keyed.sorted { left, right in
            let order = rank(left.key, right.key, comparison)
            return order == 0 ? left.offset < right.offset : (descending ? order > 0 : order < 0)
        }
        return sorted.map { items[$0.offset] }
    }

    /// -1, 0 or 1: Nothing first, booleans no before yes, then numbers, dates and text as If compares them.
    private static func rank(_ left: Value, _ right: Value, _ comparison: Comparison) -> Int {
        switch (left, right) {
        case (.nothing, .nothing): return 0
        case (.nothing, _): return -1
        case (_, .nothing): return 1
        case (.boolean(let a), .boolean(let b)): return a == b ? 0 : (a ? 1 : -1)
        default: return comparison.compare(left, right)
        }
    }
}
