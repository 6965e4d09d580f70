import ShortcutEngine

/// How Edit Contact, Edit Event and Edit Reminder change a detail (Apple's `Mode`, its
/// `WFContentItemChangeTransactionMode`): Set replaces it; Add, Remove and Remove All apply to a
/// detail with several values (phone numbers, tags). Apple writes Add as `Append` and Remove All as
/// `RemoveAll`.
enum EditMode: String, Choice {
    case set = "Set"
    case add = "Add"
    case remove = "Remove"
    case removeAll = "Remove All"

    var wireValues: [String] {
        switch self {
        case .add: return ["Append"]
        case .removeAll: return ["RemoveAll"]
        default: return []
        }
    }

    /// Refuses Add and Remove on a detail with one value (Apple offers them only on one with
    /// several); `detail` names it.
    func checkSingle(_ detail: String) throws {
        guard self == .add || self == .remove else { return }
        throw ActionFailure(EditFailure.modeNotForDetail(mode: rawValue, detail: detail), parameter: "mode")
    }

    /// Refuses a mode the detail does not offer (`offered`, in Apple's order); Add and Remove on a
    /// detail with one value are refused as `checkSingle` refuses them.
    func check(_ detail: String, offers offered: [EditMode]) throws {
        guard !offered.contains(self) else { return }
        if !offered.contains(.add) && !offered.contains(.remove) { try checkSingle(detail) }
        throw ActionFailure(
            EditFailure.modeNotOffered(mode: rawValue, detail: detail, offered: offered.map(\.rawValue)), parameter: "mode")
    }

    /// Remove's choice, one rule for every Edit action: the offsets of the values in `present` (as
    /// the detail shows them) that `wanted` names — each value compared by its `keys`, `wanted`
    /// given in the same form — or, when `wanted` is nil, those the user picks (Apple's "Choose
    /// the tags to remove from the reminder."). A detail with no value is Apple's error.
    static func removal(
        of present: [String], wanted: Set<String>?, keys: (Int) -> [String], detail: String, item: String,
        context: ActionContext
    ) throws -> Set<Int> {
        guard !present.isEmpty else {
            throw ActionFailure(EditFailure.nothingToRemove(detail: detail, item: item), parameter: "removing")
        }
        if let wanted { return Set(present.indices.filter { keys($0).contains(where: wanted.contains) }) }
        let question = Question(
            kind: .list, prompt: "Choose the \(detail) to remove from the \(item).", actionID: context.actionID,
            options: present, allowsMultiple: true)
        return Set(try context.host.choose(question).filter(present.indices.contains))
    }
}
