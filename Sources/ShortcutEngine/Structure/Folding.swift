/// Folds flat start/middle/end markers into a block tree. Grouping ids are optional: a marker
/// without one closes the innermost open block; with one it must match that block's.
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

    /// The tree, or every marker problem found (each naming the action index, 1-based).
    public static func fold(_ markers: [Marker]) -> Result<[BlockNode], FoldingErrors> {
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
        func error(_ index: Int, _ message: String, _ hint: String) {
            errors.append(
                WorkflowError(
                    message, hint: hint,
                    location: ActionLocation(index: index + 1, identifier: markers[index].identifier, name: nil)))
        }

        for (index, marker) in markers.enumerated() {
            guard let kind = marker.kind else {
                if marker.mode != nil {
                    error(
                        index, "\"mode\" is only for block actions (If, Repeat, Repeat with Each, Choose from Menu)",
                        "remove \"mode\"")
                }
                append(.action(index))
                continue
            }
            switch marker.mode {
            case nil:
                error(index, "block action without \"mode\"", "add \"mode\": \"start\", \"middle\" or \"end\"")
            case .start:
                stack.append(
                    Frame(
                        kind: kind, identifier: marker.identifier, group: marker.group, start: index,
                        branches: [.init(marker: index, body: [])]))
            case .middle, .end:
                guard let top = stack.last else {
                    error(
                        index, "\(markerName(kind, marker.mode)) has no open \(startName(kind)) to belong to",
                        "add a \(startName(kind)) before it, or remove it")
                    continue
                }
                if top.kind != kind || (marker.group != nil && top.group != nil && marker.group != top.group) {
                    let opener = "\(startName(top.kind)) started at action \(top.start + 1)"
                    if let group = marker.group, stack.dropLast().contains(where: { $0.group == group }) {
                        error(
                            index,
                            "\(markerName(kind, marker.mode)) (group \(group)) closes an outer block while the \(opener) is still open",
                            "close the inner block first; blocks must nest")
                    } else {
                        error(
                            index, "\(markerName(kind, marker.mode)) does not match the \(opener)",
                            "add the \(markerName(top.kind, .end)) for action \(top.start + 1) first, or check the \"group\" ids")
                    }
                    continue
                }
                if marker.mode == .middle {
                    if !kind.allowsMiddle {
                        error(
                            index, "\(startName(kind)) has no middle marker",
                            "remove it; only If (Otherwise) and Choose from Menu (cases) have middles")
                    } else if kind == .conditional && top.branches.count > 1 {
                        error(
                            index, "second Otherwise for the If started at action \(top.start + 1)",
                            "an If has at most one Otherwise")
                    } else {
                        stack[stack.count - 1].branches.append(.init(marker: index, body: []))
                    }
                    continue
                }
                stack.removeLast()
                append(.block(Block(kind: kind, start: top.start, branches: top.branches, end: index)))
            }
        }
        for frame in stack.reversed() {
            error(
                frame.start, "\(startName(frame.kind)) is never closed",
                "add its \(markerName(frame.kind, .end)) (\"mode\": \"end\")")
        }
        return errors.isEmpty ? .success(root) : .failure(FoldingErrors(errors: errors))
    }

    static func startName(_ kind: BlockKind) -> String {
        switch kind {
        case .conditional: return "If"
        case .repeatCount: return "Repeat"
        case .repeatEach: return "Repeat with Each"
        case .menu: return "Choose from Menu"
        }
    }

    static func markerName(_ kind: BlockKind, _ mode: BlockMode?) -> String {
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

/// All folding problems of one document.
public struct FoldingErrors: Error, Sendable {
    /// Each problem, naming its action (1-based), in document order; blocks left open come last.
    public var errors: [WorkflowError]
}
