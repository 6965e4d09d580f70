/// Folds flat start/middle/end markers into a block tree. Grouping ids are optional: a marker
/// without one closes the innermost open block; with one it must not name an outer open block.
public enum Folding {
    /// What folding needs to know of each action.
    public struct Marker: Sendable {
        /// The action's identifier as written, for error locations.
        public var identifier: String
        /// The action's block role; nil for an ordinary action.
        public var kind: BlockKind?
        /// The document's "mode": whether the marker starts, continues or ends its block; nil when not given.
        public var mode: BlockMode?
        /// The document's optional "group" id; when both sides have one, a marker must match its block's.
        public var group: String?

        /// A marker from its parts; the compiler takes them from the document and the action's definition.
        public init(identifier: String, kind: BlockKind?, mode: BlockMode?, group: String?) {
            self.identifier = identifier
            self.kind = kind
            self.mode = mode
            self.group = group
        }
    }

    private struct Frame {
        var kind: BlockKind
        var identifier: String
        var group: String?
        var start: Int
        var branches: [Block.Branch]
    }

    /// The tree, or every marker problem found (each naming the action index, 1-based). A block
    /// starting deeper than `maxNesting` blocks stops folding with that one error, so no later
    /// walk of the tree (compiling, running, viewing) can recurse deeper than the limit.
    public static func fold(_ markers: [Marker], maxNesting: Int = RunLimits().maxNesting) -> Result<
        [BlockNode], FoldingErrors
    > {
        var stack: [Frame] = []
        var root: [BlockNode] = []
        var errors: [WorkflowError] = []

        func append(_ node: BlockNode) {
            if stack.isEmpty {
                root.append(node)
            } else {
                stack[stack.count - 1].branches[stack[stack.count - 1].branches.count - 1].body.append(node)
            }
        }
        func error(_ index: Int, _ failure: BlockFailure) {
            errors.append(
                WorkflowError(
                    failure, location: ActionLocation(index: index + 1, identifier: markers[index].identifier, name: nil)))
        }

        for (index, marker) in markers.enumerated() {
            guard let kind = marker.kind else {
                if marker.mode != nil { error(index, .modeOnOrdinaryAction) }
                append(.action(index))
                continue
            }
            switch marker.mode {
            case nil:
                error(index, .missingMode)
            case .start:
                guard stack.count < maxNesting else {
                    error(index, .nestedTooDeep(kind, limit: maxNesting))
                    return .failure(FoldingErrors(errors: errors))
                }
                stack.append(
                    Frame(
                        kind: kind, identifier: marker.identifier, group: marker.group, start: index,
                        branches: [.init(marker: index, body: [])]))
            case .middle, .end:
                guard let top = stack.last else {
                    error(index, .noOpenBlock(kind, marker.mode))
                    continue
                }
                // Apple pairs markers by grouping id, its editor by nesting. A marker of the innermost block's kind
                // whose id no open block has (a stale or regenerated id) belongs to that block, as it is drawn;
                // an id that an outer open block has means the blocks interleave, which stays an error.
                let groupsDiffer = marker.group != nil && top.group != nil && marker.group != top.group
                let groupOpensOuterBlock = groupsDiffer && stack.dropLast().contains { $0.group == marker.group }
                if top.kind != kind || groupOpensOuterBlock {
                    if let group = marker.group, stack.dropLast().contains(where: { $0.group == group }) {
                        error(index, .closesOuterBlock(kind, marker.mode, group: group, open: top.kind, openedAt: top.start + 1))
                    } else {
                        error(index, .mismatched(kind, marker.mode, open: top.kind, openedAt: top.start + 1))
                    }
                    continue
                }
                if marker.mode == .middle {
                    if !kind.allowsMiddle {
                        error(index, .noMiddle(kind))
                    } else if kind == .conditional && top.branches.count > 1 {
                        error(index, .secondOtherwise(openedAt: top.start + 1))
                    } else {
                        stack[stack.count - 1].branches.append(.init(marker: index, body: []))
                    }
                    continue
                }
                stack.removeLast()
                append(.block(Block(kind: kind, start: top.start, branches: top.branches, end: index)))
            }
        }
        for frame in stack.reversed() { error(frame.start, .neverClosed(frame.kind)) }
        return errors.isEmpty ? .success(root) : .failure(FoldingErrors(errors: errors))
    }
}

/// All folding problems of one document.
public struct FoldingErrors: Error, Sendable {
    /// Each problem, naming its action (1-based), in document order; blocks left open come last.
    public var errors: [WorkflowError]
}
