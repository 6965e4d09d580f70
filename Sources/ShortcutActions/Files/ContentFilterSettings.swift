import ShortcutEngine

/// The settings every content filter has after its condition table (Apple's
/// `WFContentItemFilterAction`: Find Photos, Filter Images, Filter Articles): Match, Sort By and
/// its order, and the limit, with Apple's wire keys, declared once; `finish` sorts and limits.
struct ContentFilterSettings<Key: Choice & Hashable>: Sendable {
    let match: Parameter<FileCondition.Match>
    let sortBy: Parameter<NoneOr<Key>>
    let order: Parameter<FileSorting.Order>
    let limitEnabled: Parameter<Bool>
    let limit: Parameter<Int>

    /// The settings of a filter on `items` ("photos", "images", "articles"), for the summaries.
    init(items: String) {
        match = Parameter(
            "match", label: "Match", summary: "Whether every condition must hold, or one.", default: .all)
        sortBy = Parameter(
            "sortBy", wireKey: "WFContentItemSortProperty", label: "Sort By", summary: "Sort the \(items) by this.",
            default: NoneOr<Key>.none)
        order = Parameter(
            "order", wireKey: "WFContentItemSortOrder", summary: "The sort order.", default: .ascending,
            parent: .init(sortBy, NoneOr<Key>.chosen.filter { $0.rawValue != "Random" }))
        limitEnabled = Parameter(
            "limitEnabled", wireKey: "WFContentItemLimitEnabled", label: "Limit",
            summary: "Keep at most 'limit' \(items) (after sorting).", default: false)
        limit = Parameter(
            "limit", wireKey: "WFContentItemLimitNumber", label: "Get Items",
            summary: "How many to keep when 'limitEnabled' is on (Apple keeps the number when the switch is off).",
            default: 5, minimum: 0)
    }

    /// The declarations, in Apple's order.
    var declarations: [any ParameterDeclaration] { [match, sortBy, order, limitEnabled, limit] }

    /// `items` (already filtered) sorted by the chosen key and limited when asked. `sortValue`
    /// gives an item's value for a key, or nil for a key that shuffles (Random).
    func finish<Item>(
        _ items: [Item], _ parameters: ResolvedParameters, context: ActionContext,
        sortValue: (Key) -> ((Item) -> Value)?
    ) throws -> [Item] {
        var items = items
        if case .some(let key) = try parameters[sortBy] {
            let value = sortValue(key)
            let descending = try value != nil && parameters[order] == .descending
            items = ContentSorting.sorted(items, by: value, descending: descending, context: context)
        }
        if try parameters[limitEnabled] { items = Array(items.prefix(try parameters[limit])) }
        return items
    }
}
