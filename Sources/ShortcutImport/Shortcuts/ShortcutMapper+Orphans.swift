import ShortcutEngine

/// Block markers whose block never starts: an Otherwise, Menu Case or End whose
/// `GroupingIdentifier` no start action in the file carries.
///
/// Apple's editor leaves such a marker behind when a block's start is deleted by hand or by a
/// tool, and Apple's runtime ties markers to their start by `GroupingIdentifier` only
/// (shortcuts-format §5): a marker with no start has no block to close or split and is passed
/// over. The importer leaves it out, with a warning, so it cannot close a block it does not belong
/// to (three files of the public corpus carry one: an End Menu inside an If, an End Menu and an
/// End Repeat at the top level).
extension ShortcutMapper {
    /// Indexes of the middle and end markers whose group has no start anywhere in `actions` and
    /// that no open block of their kind could take: a stale marker drawn inside a block of its own
    /// kind still goes with that block (an end only when that block has no end of its own), as the
    /// folding pairs it (`ControlFlowMarkerTests`).
    static func orphanMarkers(_ actions: [ShortcutAction], registry: ActionRegistry) -> Set<Int> {
        var started: Set<String> = []
        var ended: Set<String> = []
        for action in actions {
            guard let group = action.group else { continue }
            if action.mode == .start || action.mode == nil { started.insert(group) }
            if action.mode == .end { ended.insert(group) }
        }
        var orphans: Set<Int> = []
        var open: [(kind: BlockKind, group: String?)] = []
        for (index, action) in actions.enumerated() {
            guard let kind = registry.action(for: action.identifier)?.definition.block else { continue }
            switch action.mode {
            case .start?, nil:
                open.append((kind, action.group))
            case .middle?:
                guard let group = action.group, !started.contains(group), open.last?.kind != kind else { continue }
                orphans.insert(index)
            case .end?:
                if let group = action.group, !started.contains(group) {
                    if let top = open.last, top.kind == kind, top.group.map({ !ended.contains($0) }) ?? true {
                        open.removeLast()
                    } else {
                        orphans.insert(index)
                    }
                } else if let position = open.lastIndex(where: { $0.group == action.group && $0.kind == kind }) {
                    open.removeSubrange(position...)
                } else if !open.isEmpty {
                    open.removeLast()
                }
            }
        }
        return orphans
    }

    /// The import warning for an orphan marker at `index`.
    func orphanWarning(_ index: Int) -> String {
        let action = actions[index]
        let kind = registry.action(for: action.identifier)?.definition.block ?? .conditional
        return "action \(index + 1) (\(action.identifier)): this \(BlockFailure.markerName(kind, action.mode)) has no "
            + "\(BlockFailure.startName(kind)) in the file and is left out, as Apple's runtime passes over it"
    }
}
