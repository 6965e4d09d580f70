import ShortcutEngine

/// Failures of the Edit actions' modes (Edit Contact, Edit Event, Edit Reminder).
enum EditFailure: FailureFacts, Equatable {
    /// Add or Remove on a detail with one value (mode, detail).
    case modeNotForDetail(mode: String, detail: String)
    /// A mode Apple does not offer for the detail (mode, detail, the modes it offers).
    case modeNotOffered(mode: String, detail: String, offered: [String])
    /// Remove: the item has none of the detail's values ("phone numbers", "contact").
    case nothingToRemove(detail: String, item: String)

    var message: String {
        switch self {
        case let .modeNotForDetail(mode, detail): return "'\(mode)' is for details with several values; '\(detail)' has one"
        case let .modeNotOffered(mode, detail, _): return "'\(mode)' is not offered for '\(detail)'"
        case let .nothingToRemove(detail, item): return "there are no \(detail) to remove from the \(item)"
        }
    }

    var hint: String? {
        switch self {
        case .modeNotForDetail: return "use Set (or Remove All to clear it)"
        case .modeNotOffered(_, _, let offered):
            guard offered.count > 1 else { return "use " + (offered.first ?? "Set") }
            return "use " + offered.dropLast().joined(separator: ", ") + " or " + (offered.last ?? "Set")
        case .nothingToRemove: return nil
        }
    }
}
