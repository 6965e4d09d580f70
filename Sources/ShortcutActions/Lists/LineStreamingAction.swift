import ListOrdering
import ShortcutEngine

/// A list action that can also reorder lines held in one buffer, without a `Value` per line.
/// `shortcut do ACTION --lines` uses it for large inputs; the result must equal what `perform`
/// gives for the same lines as a list of text (a test holds them to that).
public protocol LineStreamingAction: Action {
    /// The order of the lines to output, or nil when these parameters need the general path.
    static func lineOrder(_ lines: LineBuffer, parameters: ResolvedParameters, random: inout SeededRandom) throws -> [Int]?
}

extension SortListAction: LineStreamingAction {
    /// The order of the lines to output, or nil for the general path.
    public static func lineOrder(_ lines: LineBuffer, parameters: ResolvedParameters, random: inout SeededRandom) throws -> [Int]?
    {
        guard try parameters.text("key").isEmpty else { return nil }
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
        default: return nil
        }
        return lines.sortedIndices(order: order, descending: try parameters.choice("direction") == "Descending")
    }
}

extension RemoveDuplicatesAction: LineStreamingAction {
    /// The order of the lines to output, or nil for the general path.
    public static func lineOrder(_ lines: LineBuffer, parameters: ResolvedParameters, random: inout SeededRandom) throws -> [Int]?
    {
        guard try parameters.text("key").isEmpty else { return nil }
        let options = DedupeOptions(
            caseInsensitive: try parameters.bool("caseInsensitive"), accentInsensitive: try parameters.bool("accentInsensitive"))
        return lines.deduplicatedIndices(options: options)
    }
}

extension ShuffleListAction: LineStreamingAction {
    /// The order of the lines to output, or nil for the general path.
    public static func lineOrder(_ lines: LineBuffer, parameters: ResolvedParameters, random: inout SeededRandom) throws -> [Int]?
    {
        shuffled(Array(0..<lines.count), using: &random)
    }
}

extension ReverseListAction: LineStreamingAction {
    /// The order of the lines to output, or nil for the general path.
    public static func lineOrder(_ lines: LineBuffer, parameters: ResolvedParameters, random: inout SeededRandom) throws -> [Int]?
    {
        Array((0..<lines.count).reversed())
    }
}
