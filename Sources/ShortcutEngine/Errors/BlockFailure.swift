/// Problems folding flat start/middle/end markers into blocks. `kind` and `mode` name the
/// marker as the Shortcuts editor shows it (If, Otherwise, End Repeat…).
public enum BlockFailure: FailureFacts, Equatable {
    /// `"mode"` on an action that is not a block marker.
    case modeOnOrdinaryAction
    /// A block action without `"mode"`.
    case missingMode
    /// A middle or end marker with no open block.
    case noOpenBlock(BlockKind, BlockMode?)
    /// A marker whose group id closes an outer block while an inner one is open.
    case closesOuterBlock(BlockKind, BlockMode?, group: String, open: BlockKind, openedAt: Int)
    /// A marker that does not match the innermost open block.
    case mismatched(BlockKind, BlockMode?, open: BlockKind, openedAt: Int)
    /// A middle marker on a block that has none (Repeat).
    case noMiddle(BlockKind)
    /// A second Otherwise in one If.
    case secondOtherwise(openedAt: Int)
    /// A block still open at the end of the document.
    case neverClosed(BlockKind)
    /// A block starting deeper than `RunLimits.maxNesting` blocks.
    case nestedTooDeep(BlockKind, limit: Int)

    /// What is wrong.
    public var message: String {
        switch self {
        case .modeOnOrdinaryAction: return "\"mode\" is only for block actions (If, Repeat, Repeat with Each, Choose from Menu)"
        case .missingMode: return "block action without \"mode\""
        case .noOpenBlock(let kind, let mode):
            return "\(Self.markerName(kind, mode)) has no open \(Self.startName(kind)) to belong to"
        case .closesOuterBlock(let kind, let mode, let group, let open, let openedAt):
            return
                "\(Self.markerName(kind, mode)) (group \(group)) closes an outer block while the \(Self.startName(open)) started at action \(openedAt) is still open"
        case .mismatched(let kind, let mode, let open, let openedAt):
            return "\(Self.markerName(kind, mode)) does not match the \(Self.startName(open)) started at action \(openedAt)"
        case .noMiddle(let kind): return "\(Self.startName(kind)) has no middle marker"
        case .secondOtherwise(let openedAt): return "second Otherwise for the If started at action \(openedAt)"
        case .neverClosed(let kind): return "\(Self.startName(kind)) is never closed"
        case .nestedTooDeep(let kind, let limit):
            return "\(Self.startName(kind)) nested deeper than \(limit) blocks (the nesting limit)"
        }
    }

    /// What to do.
    public var hint: String? {
        switch self {
        case .modeOnOrdinaryAction: return "remove \"mode\""
        case .missingMode: return "add \"mode\": \"start\", \"middle\" or \"end\""
        case .noOpenBlock(let kind, _): return "add a \(Self.startName(kind)) before it, or remove it"
        case .closesOuterBlock: return "close the inner block first; blocks must nest"
        case .mismatched(_, _, let open, let openedAt):
            return "add the \(Self.markerName(open, .end)) for action \(openedAt) first, or check the \"group\" ids"
        case .noMiddle: return "remove it; only If (Otherwise) and Choose from Menu (cases) have middles"
        case .secondOtherwise: return "an If has at most one Otherwise"
        case .neverClosed(let kind): return "add its \(Self.markerName(kind, .end)) (\"mode\": \"end\")"
        case .nestedTooDeep(_, let limit):
            return limit < RunLimits.nestingCeiling ? nil : "\(limit) is the most the stack allows; split the workflow"
        }
    }

    /// Nesting past the limit: the host may raise it, up to the ceiling.
    public var remedy: Remedy? {
        guard case .nestedTooDeep(_, let limit) = self, limit < RunLimits.nestingCeiling else { return nil }
        return .raiseLimit(.nesting)
    }

    /// Documents that do not fold are bad documents.
    public var exitCode: ExitCode { .badDocument }

    /// The block's start as the editor names it.
    public static func startName(_ kind: BlockKind) -> String {
        switch kind {
        case .conditional: return "If"
        case .repeatCount: return "Repeat"
        case .repeatEach: return "Repeat with Each"
        case .menu: return "Choose from Menu"
        }
    }

    /// A marker as the editor names it: If, Otherwise, End If, menu case, End Menu, End Repeat.
    public static func markerName(_ kind: BlockKind, _ mode: BlockMode?) -> String {
        switch (kind, mode) {
        case (_, .start), (_, nil): return startName(kind)
        case (.conditional, .middle): return "Otherwise"
        case (.menu, .middle): return "menu case"
        case (_, .middle): return "middle marker"
        case (.conditional, .end): return "End If"
        case (.menu, .end): return "End Menu"
        case (_, .end): return "End Repeat"
        }
    }
}
