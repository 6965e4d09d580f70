import ShortcutEngine

/// Failures of the list actions.
enum ListFailure: FailureFacts, Equatable {
    /// An item number (1-based, negative from the end) outside a list of `count` items.
    case noItem(Int, count: Int)
    /// A 1-based position to remove outside a list of `count` items (Remove from List counts from 1 only).
    case noItemToRemove(Int, count: Int)
    /// Add Item to List: a 1-based position past the end of a list of `count` items.
    case noPlaceToInsert(Int, count: Int)
    /// A sort or dedupe key that one (1-based) item cannot give.
    case keyOnItem(Int, ValueFailure)

    /// What is wrong.
    var message: String {
        switch self {
        case .noItem(let number, let count), .noItemToRemove(let number, let count):
            return "there is no item \(number) in a list of \(count)"
        case .noPlaceToInsert(let number, let count): return "there is no position \(number) in a list of \(count)"
        case .keyOnItem(let number, let failure): return ValueFailure.within(.item(number), failure).message
        }
    }

    /// What to do.
    var hint: String? {
        switch self {
        case .noItem(_, let count): return "use 1…\(count), or -1 for the last item"
        case .noItemToRemove(_, let count): return "use 1…\(count)"
        case .noPlaceToInsert(_, let count): return "use 1…\(count + 1) (\(count + 1) adds the item at the end)"
        case .keyOnItem: return "'key' applies to lists of dictionaries"
        }
    }
}
