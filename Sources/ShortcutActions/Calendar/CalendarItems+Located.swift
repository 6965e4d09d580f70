import Foundation
import ShortcutEngine

/// An event or a reminder given to an action that changes it: where it is and what names it there.
struct LocatedItem {
    var title: String
    var path: String
    var identity: CalendarRecord.Identity
    /// The item's record (`LibraryItem.record`).
    var record: String
}

extension CalendarItems {
    /// The items `values` stand for, each an event or reminder (`kind`) of the store; anything else
    /// is refused, naming what it is.
    static func located(_ values: [Value], kind: CalendarKind, store: CalendarStore, parameter: String) throws
        -> [LocatedItem]
    {
        try given(.list(values.flatMap(\.items)), kind: kind, context: store.context, parameter: parameter).map { value in
            guard case .item(let item) = value.unnamed,
                let identity = CalendarRecord.identity(of: item.record, kind: kind, zone: store.zone)
            else {
                throw ActionFailure(
                    CalendarFailure.notAnItem(preview: preview(value, context: store.context), noun: kind.itemNoun),
                    parameter: parameter)
            }
            _ = try store.inside(item.source, parameter: parameter)
            return LocatedItem(title: item.title, path: item.source, identity: identity, record: item.record)
        }
    }

    /// Whether a Find action's source is the library: nothing, or the word Library.
    static func isLibrary(_ value: Value, context: ActionContext) throws -> Bool {
        try value.isNothing || (value.items.count == 1 && context.limitedText(value).lowercased() == "library")
    }

    /// The events or reminders (`kind`) among `value`'s items; anything else is refused.
    static func given(_ value: Value, kind: CalendarKind, context: ActionContext, parameter: String) throws -> [Value] {
        try value.items.filter { !$0.isNothing }.map { item in
            guard case .item(let found) = item.unnamed, found.kind == kind.itemKind else {
                throw ActionFailure(
                    CalendarFailure.notAnItem(preview: preview(item, context: context), noun: kind.itemNoun),
                    parameter: parameter)
            }
            return item
        }
    }

    /// `items` that meet the condition table of `conditions`, sorted and limited by `settings`
    /// (a Find action's), reading each item's details by name.
    /// `detail` reads an item's detail: the items of the folder are filtered before they become
    /// values, so a search over years of a series' occurrences builds only the values it keeps.
    static func filtered<Item, Detail: Choice & Hashable>(
        _ items: [Item], _ parameters: ResolvedParameters, conditions: Parameter<Value>,
        settings: ContentFilterSettings<PropertyOrRandom<Detail>>, noun: String, context: ActionContext,
        detail: @escaping (Item, Detail) -> Value
    ) throws -> [Item] {
        let table = try PropertyConditions<Detail>(
            parameters.optional(conditions), match: parameters[settings.match], items: noun)
        let kept = try items.filter { item in try table.keeps { try $0.holds(detail(item, $0.property), context: context) } }
        return try settings.finish(kept, parameters, context: context) { key in
            key.property.map { property in { detail($0, property) } }
        }
    }

    /// Find Calendar Events' and Find Reminders' one rule: the items given (`source`, a list of
    /// events or reminders), or when it is Library the folder's (`library`, filtered before they
    /// become values), kept by the condition table, sorted and limited.
    static func find<Item, Detail: Choice & Hashable>(
        _ source: Value, kind: CalendarKind, parameter: String, _ parameters: ResolvedParameters,
        conditions: Parameter<Value>, settings: ContentFilterSettings<PropertyOrRandom<Detail>>, context: ActionContext,
        library: () throws -> [Item], detail: @escaping (Item, Detail) -> Value, value: (Item) -> Value
    ) throws -> Value {
        let noun = kind == .events ? "event" : "reminder"
        guard try isLibrary(source, context: context) else {
            let items = try given(source, kind: kind, context: context, parameter: parameter)
            return .list(
                try filtered(items, parameters, conditions: conditions, settings: settings, noun: noun, context: context) {
                    CalendarItems.detail($1.rawValue, of: $0)
                })
        }
        let found = try filtered(
            try library(), parameters, conditions: conditions, settings: settings, noun: noun, context: context, detail: detail)
        return .list(found.map(value))
    }

    /// The detail `name` of an event or a reminder; Nothing for anything else.
    static func detail(_ name: String, of value: Value) -> Value {
        if case .item(let item) = value.unnamed { return item.detail(name) ?? .nothing }
        return .nothing
    }

    /// Get Details' answer: the detail `name` of each event or reminder (`kind`) of `value`, one
    /// value for one item, a list for several; anything else is refused.
    static func details(_ value: Value, name: String, kind: CalendarKind, context: ActionContext, parameter: String) throws
        -> Value
    {
        try each(value, kind: kind, context: context, parameter: parameter) { $0.detail(name) ?? .nothing }
    }

    /// A Get Details answer worked out from each item of `value` (events or reminders, `kind`):
    /// one value for one item, a list for several; anything else is refused.
    static func each(
        _ value: Value, kind: CalendarKind, context: ActionContext, parameter: String, detail: (LibraryItem) throws -> Value
    ) throws -> Value {
        let values = try given(value, kind: kind, context: context, parameter: parameter).map { item -> Value in
            guard case .item(let found) = item.unnamed else { return .nothing }
            return try detail(found)
        }
        return values.count == 1 ? values[0] : .list(values)
    }

    /// The items grouped by their file, files in the order first met.
    static func byFile(_ items: [LocatedItem]) -> [(String, [LocatedItem])] {
        var order: [String] = []
        var groups: [String: [LocatedItem]] = [:]
        for item in items {
            if groups[item.path] == nil { order.append(item.path) }
            groups[item.path, default: []].append(item)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }
}
