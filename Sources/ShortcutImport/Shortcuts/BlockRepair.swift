import ShortcutEngine

/// Blocks a file leaves open, closed where they run to, so that a file Apple opens
/// imports (issue 24, item 1) instead of being refused for its shape.
///
/// - A start that is never closed runs to the end of the file (Apple's runtime finds a block's
///   markers by group, and there is none to stop at). Its end is added after the last action.
/// - An end that closes a block while blocks started inside it are still open (ends that cross)
///   closes those inner blocks first, innermost first, just before it. Their own ends, met later,
///   then have nothing to close and are left out, as are their Otherwise and menu-case markers.
///
/// - A middle marker on a Repeat, and an end or middle met where no block of its kind is open (its
///   start comes later in the file), belong to nothing and are left out.
/// - A second Otherwise in one If, and what follows it up to End If, is left out: Apple's runtime
///   never reaches it. An If that is false goes on after its Otherwise (the first one, inferred:
///   the group's actions are in file order); a control-flow
///   marker reached in the flow skips to the action after the last of its group, End If
///   (`WFWorkflowController`'s step: an action's "group skipped" answer sets the next index to the
///   group's last action + 1; decompiled WorkflowKit of iOS 18.2, EthanArbuckle/iPhone17-1_18.2_22C152_Restore).
///   References to the left-out actions' outputs are Nothing, as the outputs of actions that never ran.
///
/// Each repair is a warning naming the file's action numbers. Markers are tied to their start by
/// group, as Apple ties them by `GroupingIdentifier` (shortcuts-format §5).
struct BlockRepair {
    private struct OpenBlock {
        var identifier: String
        var fileIdentifier: String
        var group: String?
        var kind: BlockKind
        var fileIndex: Int
        var hadMiddle = false
    }

    /// Actions after a second Otherwise, being left out until their If's End.
    private struct Unreachable {
        var owner: OpenBlock
        var from: Int
        var depth = 0
    }

    let registry: ActionRegistry
    private(set) var actions: [ActionInvocation] = []
    private(set) var warnings: [String] = []
    private var open: [OpenBlock] = []
    /// Groups of blocks closed early (ends that crossed), with where each started.
    private var closedEarly: [String: Int] = [:]
    private var unreachable: Unreachable?

    init(registry: ActionRegistry) { self.registry = registry }

    /// `actions` with every block closed; `origins` are their 0-based places in the file and the
    /// identifiers the file gives them, which the warnings name.
    static func closingBlocks(
        _ actions: [ActionInvocation], origins: [(index: Int, identifier: String)], registry: ActionRegistry
    ) -> (actions: [ActionInvocation], warnings: [String]) {
        var repair = BlockRepair(registry: registry)
        for (action, origin) in zip(actions, origins) { repair.add(action, origin: origin) }
        repair.closeAll()
        return (repair.actions, repair.warnings)
    }

    private mutating func add(_ action: ActionInvocation, origin: (index: Int, identifier: String)) {
        let block = action.mode.flatMap { _ in registry.action(for: action.identifier)?.definition.block }
        if unreachable != nil, leavesOut(action, kind: block, at: origin.index) { return }
        guard let mode = action.mode, let kind = block else {
            return actions.append(action)
        }
        let place = "action \(origin.index + 1) (\(origin.identifier))"
        if mode == .start {
            open.append(
                OpenBlock(
                    identifier: action.identifier, fileIdentifier: origin.identifier, group: action.group, kind: kind,
                    fileIndex: origin.index))
            return actions.append(action)
        }
        if let group = action.group, let started = closedEarly[group] {
            warnings.append(
                "\(place): this \(BlockFailure.markerName(kind, mode)) belongs to the \(BlockFailure.startName(kind)) started "
                    + "at action \(started + 1), which an outer block's end closed before it; it is left out")
            return
        }
        // Its own block by group and kind; else (a group left stale by an edit, or shared with a
        // block of another kind) the innermost open block of its kind, as the folding pairs it.
        let owner =
            open.lastIndex { $0.group != nil && $0.group == action.group && $0.kind == kind }
            ?? open.lastIndex { $0.kind == kind }
        if let reason = Self.passedOver(kind: kind, mode: mode, hasOpenBlock: owner != nil) {
            warnings.append("\(place): this \(BlockFailure.markerName(kind, mode)) \(reason); it is left out")
            return
        }
        if let owner, owner < open.count - 1 {
            closeInside(owner, marker: "\(place): this \(BlockFailure.markerName(kind, mode))")
        }
        if mode == .middle, kind == .conditional, let index = owner {
            if open[index].hadMiddle {
                unreachable = Unreachable(owner: open[index], from: origin.index)
                return
            }
            open[index].hadMiddle = true
        }
        // The marker carries its block's group, so that the folding ties it to the same block.
        var placed = action
        if let owner { placed.group = open[owner].group }
        if mode == .end, owner != nil { open.removeLast() }
        actions.append(placed)
    }

    /// Why a marker that no block can take is left out: a middle on a Repeat (which has none; the
    /// loop runs as if it were absent), or an end or middle before any start of its kind (its start
    /// comes later in the file, or never: nothing is open for it to belong to).
    private static func passedOver(kind: BlockKind, mode: BlockMode, hasOpenBlock: Bool) -> String? {
        if mode == .middle, !kind.allowsMiddle { return "is not part of a \(BlockFailure.startName(kind))" }
        if !hasOpenBlock { return "comes where no \(BlockFailure.startName(kind)) is open for it to belong to" }
        return nil
    }

    /// Whether `action` lies in the unreachable part after a second Otherwise; its If's End ends
    /// that part (and is then added as usual), with one warning for the actions left out.
    private mutating func leavesOut(_ action: ActionInvocation, kind: BlockKind?, at index: Int) -> Bool {
        guard var part = unreachable else { return false }
        let closesOwner =
            action.mode == .end && kind == .conditional && part.depth == 0
            && (part.owner.group == nil || action.group == part.owner.group)
        if closesOwner {
            unreachable = nil
            warnings.append(
                "action \(part.from + 1) (\(part.owner.fileIdentifier)): a second Otherwise in the If started at action "
                    + "\(part.owner.fileIndex + 1); Apple's runtime never reaches it or what follows up to End If (an Otherwise "
                    + "met in the flow skips to End If), so "
                    + (part.from + 1 == index ? "action \(index) is" : "actions \(part.from + 1)–\(index) are") + " left out")
            return false
        }
        if kind != nil, action.mode == .start { part.depth += 1 }
        if kind != nil, action.mode == .end, part.depth > 0 { part.depth -= 1 }
        unreachable = part
        return true
    }

    /// Closes the blocks opened inside `open[owner]`, innermost first, before `marker` of that block.
    private mutating func closeInside(_ owner: Int, marker: String) {
        let outer = open[owner]
        while open.count > owner + 1 {
            let inner = open.removeLast()
            closeBlock(inner)
            if let group = inner.group { closedEarly[group] = inner.fileIndex }
            warnings.append(
                "\(marker) belongs to the \(BlockFailure.startName(outer.kind)) started at action \(outer.fileIndex + 1) while the "
                    + "\(BlockFailure.startName(inner.kind)) started at action \(inner.fileIndex + 1) is still open; that "
                    + "\(BlockFailure.startName(inner.kind)) is closed first")
        }
    }

    /// Closes what is still open at the end of the file, innermost first.
    private mutating func closeAll() {
        if let part = unreachable {
            unreachable = nil
            warnings.append(
                "action \(part.from + 1) (\(part.owner.fileIdentifier)): a second Otherwise in the If started at action "
                    + "\(part.owner.fileIndex + 1); Apple's runtime never reaches it or what follows, so it and the rest of "
                    + "the file are left out")
        }
        while let block = open.popLast() {
            closeBlock(block)
            warnings.append(
                "action \(block.fileIndex + 1) (\(block.fileIdentifier)): this \(BlockFailure.startName(block.kind)) is never "
                    + "closed; it runs to the end of the file and is closed there")
        }
    }

    private mutating func closeBlock(_ block: OpenBlock) {
        actions.append(ActionInvocation(block.identifier, mode: .end, group: block.group))
    }
}
