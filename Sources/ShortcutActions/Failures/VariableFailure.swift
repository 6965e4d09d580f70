import ShortcutEngine

/// Failures of the variable actions.
enum VariableFailure: FailureFacts, Equatable {
    /// Set Variable or Add to Variable with an empty name.
    case emptyName

    var message: String {
        switch self {
        case .emptyName: return "the variable name is empty"
        }
    }
}
