import ShortcutEngine

/// Failures of the text actions.
enum TextFailure: FailureFacts, Equatable {
    /// A capture group the pattern does not have (`groups` is how many it has).
    case noSuchGroup(Int, groups: Int)

    /// What is wrong.
    var message: String {
        switch self {
        case .noSuchGroup(let group, let groups): return "the pattern has \(groups) groups, so group \(group) does not exist"
        }
    }
}
