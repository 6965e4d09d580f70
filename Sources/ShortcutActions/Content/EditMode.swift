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
}
