import ICalendar
import ShortcutEngine

/// Edit Reminder's Tags, a detail with several values: each tag a `CATEGORIES` property.
enum ReminderTags {
    /// Sets (Set, Remove All), adds to or removes from `todo`'s tags; Remove takes the tags
    /// `removing` names (any letter case), or those the user picks when it names none.
    static func edit(
        _ todo: inout CalendarComponent, mode: EditMode, given: Value, removing: Value?, context: ActionContext
    ) throws {
        let present = todo.properties(named: "CATEGORIES").flatMap(\.texts).filter { !$0.isEmpty }
        var tags: [String]
        switch mode {
        case .set, .removeAll: tags = try texts(given, context)
        case .add: tags = try present + texts(given, context).filter { !present.contains($0) }
        case .remove:
            let wanted = try removing.flatMap { $0.isNothing ? nil : Set(try texts($0, context).map { $0.lowercased() }) }
            let chosen = try EditMode.removal(
                of: present, wanted: wanted, keys: { [present[$0].lowercased()] }, detail: "tags", item: "reminder",
                context: context)
            tags = present.indices.filter { !chosen.contains($0) }.map { present[$0] }
        }
        todo.remove("CATEGORIES")
        for tag in tags { todo.properties.append(CalendarProperty(name: "CATEGORIES", text: tag)) }
    }

    private static func texts(_ value: Value, _ context: ActionContext) throws -> [String] {
        try value.items.map { try context.limitedText($0) }.filter { !$0.isEmpty }
    }
}
