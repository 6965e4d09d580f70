import ListOrdering
import ShortcutEngine

/// Sort List: alphabetical (collated), natural, numeric, by date, by length; by a key path; stable.
public enum SortListAction: Action {
    /// How Sort List compares items: the one mapping from the choice to `ListOrdering`'s orders,
    /// used by `perform` and by the line stream alike.
    public enum Order: String, Choice {
        case alphabetical = "Alphabetical"
        case natural = "Natural"
        case numeric = "Numeric"
        case date = "Date"
        case length = "Length"
        case byteOrder = "Byte Order"

        /// Whether items are read as dates first: a date (or text that reads as one) sorts by its
        /// moment in time, compared as a number; anything else sorts last, as non-numbers do.
        var readsDates: Bool { self == .date }

        /// The comparison of sort keys. Date compares the numeric keys `readsDates` produces.
        func ordering(caseSensitive: Bool, accentSensitive: Bool) -> ListOrdering.SortOrder {
            switch self {
            case .alphabetical:
                return .alphabetical(AlphabeticalOptions(caseSensitive: caseSensitive, accentSensitive: accentSensitive))
            case .natural: return .natural
            case .numeric, .date: return .numeric
            case .length: return .length
            case .byteOrder: return .byteOrder
            }
        }

        /// The comparison for lines taken as they are, or nil when the lines must first be read
        /// as values (Date reads each line as a date through the coercion table, so the lines
        /// take the general path and sort exactly as `perform` sorts them).
        func lineOrdering(caseSensitive: Bool, accentSensitive: Bool) -> ListOrdering.SortOrder? {
            readsDates ? nil : ordering(caseSensitive: caseSensitive, accentSensitive: accentSensitive)
        }
    }

    /// Which way the sorted list runs.
    public enum Direction: String, Choice {
        case ascending = "Ascending"
        case descending = "Descending"

        /// Short forms.
        public var aliases: [String] {
            switch self {
            case .ascending: return ["asc", "A to Z"]
            case .descending: return ["desc", "Z to A"]
            }
        }

        /// Whether the order is reversed (still stable).
        var isDescending: Bool { self == .descending }
    }

    static let list = Parameter<[Value]>("list", summary: "The items: text, numbers, dates or dictionaries.")
    static let order = Parameter<Order>(
        "order",
        summary: "How to compare. Numeric and Date put items that are not numbers or dates last, in their original order.",
        default: .alphabetical)
    static let direction = Parameter<Direction>(
        "direction", summary: "Ascending or descending (still stable).", default: .ascending)
    static let key = Parameter<String>("key", summary: "Sort dictionaries by the value at this key path.", default: "")
    static let caseSensitive = Parameter<Bool>(
        "caseSensitive", label: "Case Sensitive", summary: "Alphabetical: letter case breaks ties only when on.",
        default: false)
    static let accentSensitive = Parameter<Bool>(
        "accentSensitive", label: "Accent Sensitive", summary: "Alphabetical: accents break ties only when on.", default: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.list.sort", name: "Sort List", summary: "Sorts a list, stably, in one of several orders.",
        category: "Lists",
        parameters: [list, order, direction, key, caseSensitive, accentSensitive],
        input: list, output: .produces(.list), outputName: "Sorted List")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let items = try parameters[Self.list]
        let order = try parameters[Self.order]
        let values = try ListItemKeys.values(items, keyPath: try parameters[Self.key])
        let keys = try ListItemKeys.texts(values, context: context, dates: order.readsDates)
        let indices = stableSortedIndices(
            keys: keys,
            order: order.ordering(
                caseSensitive: try parameters[Self.caseSensitive], accentSensitive: try parameters[Self.accentSensitive]),
            descending: try parameters[Self.direction].isDescending)
        return .list(indices.map { items[$0] })
    }
}
