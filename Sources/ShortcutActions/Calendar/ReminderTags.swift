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
            guard !present.isEmpty else {
                throw ActionFailure(EditFailure.nothingToRemove(detail: "tags", item: "reminder"), parameter: "removing")
            }
            let chosen: Set<String>
            if let removing, !removing.isNothing {
                chosen = Set(try texts(removing, context).map { $0.lowercased() })
            } else {
                let question = Question(
                    kind: .list, prompt: "Choose the tags to remove from the reminder.", actionID: context.actionID,
                    options: present, allowsMultiple: true)
                chosen = Set(try context.host.choose(question).filter(present.indices.contains).map { present[$0].lowercased() })
            }
            tags = present.filter { !chosen.contains($0.lowercased()) }
        }
        todo.remove("CATEGORIES")
        for tag in tags { todo.properties.append(CalendarProperty(name: "CATEGORIES", text: tag)) }
    }

    private static func texts(_ value: Value, _ context: ActionContext) throws -> [String] {
        try value.items.map { try context.limitedText($0) }.filter { !$0.isEmpty }
    }
}
