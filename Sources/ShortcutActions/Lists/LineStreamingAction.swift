import Foundation
import ListOrdering
import ShortcutEngine

/// Lines reordered in the buffer they were read into (`OrderedLines`): only a table of line
/// starts moved, no value per line. What the list actions' streams give back.
struct ReorderedLines: StreamedLines {
    /// The lines in their new order.
    let lines: OrderedLines

    /// The lines, each followed by `\n`.
    var data: Data { lines.data }

    /// Writes the lines through one buffer; false on a write error.
    func write(to fileDescriptor: Int32) -> Bool { lines.write(to: fileDescriptor) }

    /// Indexes `bytes` as lines and lets `reorder` rearrange them; nil when `reorder` declines.
    /// An input too large to index throws `ListOrderingError` for the host to report.
    static func reordering(_ bytes: [UInt8], _ reorder: (inout OrderedLines) throws -> Bool) throws -> ReorderedLines? {
        var lines = try OrderedLines(bytes: bytes)
        guard try reorder(&lines) else { return nil }
        return ReorderedLines(lines: lines)
    }
}

extension SortListAction: StreamingAction {
    /// Sorts the lines with the order `perform` uses; nil for a key path (which needs values)
    /// and for Date, whose lines are read as dates on the general path (see `Order.lineOrdering`).
    public static func stream(lines: [UInt8], parameters: ResolvedParameters, context: ActionContext) throws
        -> (any StreamedLines)?
    {
        guard try parameters[Self.key].isEmpty,
            let order = try parameters[Self.order].lineOrdering(
                caseSensitive: try parameters[Self.caseSensitive], accentSensitive: try parameters[Self.accentSensitive])
        else { return nil }
        let descending = try parameters[Self.direction].isDescending
        return try ReorderedLines.reordering(lines) { lines in
            lines.sort(order: order, descending: descending)
            return true
        }
    }
}

extension RemoveDuplicatesAction: StreamingAction {
    /// Removes repeated lines; nil for a key path, which needs values.
    public static func stream(lines: [UInt8], parameters: ResolvedParameters, context: ActionContext) throws
        -> (any StreamedLines)?
    {
        guard try parameters[Self.key].isEmpty else { return nil }
        let options = DedupeOptions(
            caseInsensitive: try parameters[Self.caseInsensitive], accentInsensitive: try parameters[Self.accentInsensitive])
        return try ReorderedLines.reordering(lines) { lines in
            lines.removeDuplicates(options: options)
            return true
        }
    }
}

extension ShuffleListAction: StreamingAction {
    /// Shuffles the lines with the run's generator, as `perform` does.
    public static func stream(lines: [UInt8], parameters: ResolvedParameters, context: ActionContext) throws
        -> (any StreamedLines)?
    {
        try ReorderedLines.reordering(lines) { lines in
            lines.shuffle(using: &context.random)
            return true
        }
    }
}

extension ReverseListAction: StreamingAction {
    /// Reverses the lines.
    public static func stream(lines: [UInt8], parameters: ResolvedParameters, context: ActionContext) throws
        -> (any StreamedLines)?
    {
        try ReorderedLines.reordering(lines) { lines in
            lines.reverse()
            return true
        }
    }
}
