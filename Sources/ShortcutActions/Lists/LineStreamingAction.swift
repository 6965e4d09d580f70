import ListOrdering
import ShortcutEngine

/// A list action that can also reorder lines held in one buffer, without a `Value` per line.
/// `shortcut do ACTION --lines` uses it for large inputs; the result must equal what `perform`
/// gives for the same lines as a list of text (a test holds them to that).
public protocol LineStreamingAction: Action {
    /// Reorders `lines` in place; false, with `lines` untouched, when these parameters need the
    /// general path.
    static func reorder(_ lines: inout OrderedLines, parameters: ResolvedParameters, random: inout SeededRandom) throws -> Bool
}

extension SortListAction: LineStreamingAction {
    /// Sorts the lines; false for a key path, which needs values.
    public static func reorder(_ lines: inout OrderedLines, parameters: ResolvedParameters, random: inout SeededRandom) throws
        -> Bool
    {
        guard try parameters.text("key").isEmpty else { return false }
        let order: ListOrdering.SortOrder
        switch try parameters.choice("order") {
        case "Natural": order = .natural
        case "Numeric": order = .numeric
        case "Length": order = .length
        case "Byte Order": order = .byteOrder
        case "Alphabetical":
            order = .alphabetical(
                AlphabeticalOptions(
                    caseSensitive: try parameters.bool("caseSensitive"), accentSensitive: try parameters.bool("accentSensitive")))
        default: return false
        }
        lines.sort(order: order, descending: try parameters.choice("direction") == "Descending")
        return true
    }
}

extension RemoveDuplicatesAction: LineStreamingAction {
    /// Removes repeated lines; false for a key path, which needs values.
    public static func reorder(_ lines: inout OrderedLines, parameters: ResolvedParameters, random: inout SeededRandom) throws
        -> Bool
    {
        guard try parameters.text("key").isEmpty else { return false }
        lines.removeDuplicates(
            options: DedupeOptions(
                caseInsensitive: try parameters.bool("caseInsensitive"),
                accentInsensitive: try parameters.bool("accentInsensitive")))
        return true
    }
}

extension ShuffleListAction: LineStreamingAction {
    /// Shuffles the lines with the run's generator, as `perform` does.
    public static func reorder(_ lines: inout OrderedLines, parameters: ResolvedParameters, random: inout SeededRandom) throws
        -> Bool
    {
        lines.shuffle(using: &random)
        return true
    }
}

extension ReverseListAction: LineStreamingAction {
    /// Reverses the lines.
    public static func reorder(_ lines: inout OrderedLines, parameters: ResolvedParameters, random: inout SeededRandom) throws
        -> Bool
    {
        lines.reverse()
        return true
    }
}
