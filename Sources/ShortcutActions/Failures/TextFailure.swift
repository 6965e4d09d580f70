import ShortcutEngine

/// Failures of the text actions.
enum TextFailure: FailureFacts, Equatable {
    /// A capture group the pattern does not have (`groups` is how many it has).
    case noSuchGroup(Int, groups: Int)
    /// Text given to Get Group from Matched Text that the last Match Text did not output.
    case notAMatch(preview: String)
    /// Get Text Around without the marker its part needs.
    case emptyMarker
    /// The built-in spelling dictionary could not be read (a damaged build).
    case noSpellingDictionary(String)

    /// What is wrong.
    var message: String {
        switch self {
        case .noSuchGroup(let group, let groups): return "the pattern has \(groups) groups, so group \(group) does not exist"
        case .notAMatch(let preview): return "'\(preview)' is not a match of a recent Match Text"
        case .emptyMarker: return "needs a marker to search for"
        case .noSpellingDictionary(let why): return why
        }
    }

    /// What to do.
    var hint: String? {
        switch self {
        case .noSuchGroup: return nil
        case .noSpellingDictionary: return "build the package again from a clean copy of its sources"
        case .emptyMarker: return "give the text the wanted part comes after ('after') or before ('before')"
        case .notAMatch:
            return "give Get Group from Matched Text the matches of a Match Text run before it (they carry its groups)"
        }
    }
}
