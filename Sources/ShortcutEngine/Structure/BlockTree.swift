/// The folded form of the flat action list.
public indirect enum BlockNode: Sendable, Equatable {
    /// An ordinary action, by 0-based index.
    case action(Int)
    case block(Block)
}

/// A folded block: its start marker, one branch per start/middle marker, and its end marker.
public struct Block: Sendable, Equatable {
    /// The block's control-flow role: If, Repeat, Repeat with Each or Choose from Menu.
    public var kind: BlockKind
    /// The 0-based index of the start marker action.
    public var start: Int
    /// Conditional: the If branch and, if present, the Otherwise branch. Menu: one per case.
    /// Repeats: the body.
    public var branches: [Branch]
    /// The 0-based index of the end marker action.
    public var end: Int

    /// Statements that follow one marker.
    public struct Branch: Sendable, Equatable {
        /// The 0-based index of the marker opening this branch (the start marker for the first branch).
        public var marker: Int
        /// The actions and nested blocks between this marker and the next one.
        public var body: [BlockNode]
    }

    /// Number of actions inside, markers included.
    public var actionCount: Int {
        1 + branches.reduce(0) { $0 + ($1.marker == start ? 0 : 1) + BlockNode.count($1.body) }
    }
}

extension BlockNode {
    static func count(_ nodes: [BlockNode]) -> Int {
        nodes.reduce(0) { total, node in
            switch node {
            case .action: return total + 1
            case .block(let block): return total + block.actionCount + 1
            }
        }
    }
}
