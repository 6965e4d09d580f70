import ShortcutEngine

/// Failures of the dictionary actions.
enum DictionaryFailure: FailureFacts, Equatable {
    /// A path action given a value that is neither a dictionary nor a list (nor text holding one).
    case notDictionaryOrList(ValueType)

    var message: String {
        switch self {
        case .notDictionaryOrList(let type): return "expected a dictionary or a list, got \(type.article)"
        }
    }
}
