import AppleFormats
import Foundation
import ShortcutEngine

/// The state of one Shortcuts import: names given to outputs, groups and variables, and the
/// loop levels references need. `map` turns one action into an invocation.
struct ShortcutMapper {
    let registry: ActionRegistry
    let actions: [ShortcutAction]
    /// Action index → the `id` its referenced output gets.
    var ids: [Int: String] = [:]
    /// UUID → index of the action that produces it.
    var producers: [String: Int] = [:]
    /// Index of a loop's start marker → its level (1 outermost).
    var loopLevels: [Int: Int] = [:]
    /// Apple grouping identifier → our short group name.
    var groups: [String: String] = [:]
    /// Variables some Set Variable / Add to Variable writes (names as mapped).
    var variablesWritten: Set<String> = []
    /// Names a bare `{{NAME}}` would not reach as a variable: ids and custom output names.
    var outputNames: Set<String> = []
    var warnings: [String] = []
    /// Block markers that were kept (they cannot be unsupported) though a parameter did not map.
    var partial: Set<Int> = []
    /// The unknown choice values of the action being mapped (`ActionInvocation.defaulted`).
    var defaulted: [ActionInvocation.Defaulted] = []
    /// Middle and end markers whose block never starts in the file: left out (`orphanMarkers`).
    let orphans: Set<Int>

    init(registry: ActionRegistry, actions: [ShortcutAction]) {
        self.registry = registry
        self.actions = actions
        orphans = Self.orphanMarkers(actions, registry: registry)
        var referenced: [String: String] = [:]
        for action in actions { Self.collectOutputReferences(.dictionary(action.parameters), into: &referenced) }
        for (index, action) in actions.enumerated() {
            if let uuid = action.uuid, producers[uuid] == nil { producers[uuid] = index }
            if let name = action.customOutputName { outputNames.insert(name) }
            if let name = Self.variableWritten(by: action, registry: registry) { variablesWritten.insert(name) }
        }
        computeLoopLevels()
        var taken: Set<String> = []
        for (index, action) in actions.enumerated() {
            guard let uuid = action.uuid, producers[uuid] == index, let shown = referenced[uuid] else { continue }
            let definition = registry.action(for: action.identifier)?.definition
            var base = Self.safeName(
                action.customOutputName ?? (shown.isEmpty ? nil : shown) ?? definition?.outputName ?? short(action.identifier))
            // A number cannot make plain a name the reference syntax reads as something else
            // (`var:x 2`, `Ask: who 2`, `Repeat Item 2`): Apple lets a user rename an output so, and
            // the id is that name in parentheses, `(Repeat Item)`, so the search below ends.
            if Self.isSpecial(base + " 2") { base = "(" + base + ")" }
            var candidate = base
            var counter = 2
            while taken.contains(candidate) || Self.isSpecial(candidate) || variablesWritten.contains(candidate) {
                candidate = "\(base) \(counter)"
                counter += 1
            }
            taken.insert(candidate)
            ids[index] = candidate
            outputNames.insert(candidate)
        }
    }

    func short(_ identifier: String) -> String { Self.shortIdentifier(identifier) }

    static func shortIdentifier(_ identifier: String) -> String {
        identifier.hasPrefix("is.workflow.actions.") ? String(identifier.dropFirst(20)) : identifier
    }

    /// Every `OutputUUID` an attachment anywhere in `value` names, with the name it shows.
    static func collectOutputReferences(_ value: PropertyList, into found: inout [String: String]) {
        switch value {
        case .dictionary(let dictionary):
            if let uuid = dictionary["OutputUUID"]?.string, found[uuid] == nil || found[uuid] == "" {
                found[uuid] = dictionary["OutputName"]?.string ?? ""
            }
            for entry in dictionary.entries { collectOutputReferences(entry.value, into: &found) }
        case .array(let items):
            for item in items { collectOutputReferences(item, into: &found) }
        default: break
        }
    }

    /// Levels of Repeat / Repeat with Each starts, counting enclosing loops from the outside.
    mutating func computeLoopLevels() {
        // Each entry counts the loops open up to and including it, so a start needs no scan.
        var stack: [(short: String, group: String?, loops: Int)] = []
        for (index, action) in actions.enumerated() where !orphans.contains(index) {
            let short = short(action.identifier)
            guard ["conditional", "choosefrommenu", "repeat.count", "repeat.each"].contains(short), let mode = action.mode else {
                continue
            }
            switch mode {
            case .start:
                let enclosing = stack.last?.loops ?? 0
                let isLoop = short.hasPrefix("repeat.")
                if isLoop { loopLevels[index] = enclosing + 1 }
                stack.append((short, action.group, enclosing + (isLoop ? 1 : 0)))
            case .middle: break
            case .end:
                if let group = action.group, let position = stack.lastIndex(where: { $0.group == group }) {
                    stack.removeSubrange(position...)
                } else if !stack.isEmpty {
                    stack.removeLast()
                }
            }
        }
    }

    /// A name references can carry: no `|`, braces or surrounding spaces, never empty.
    static func safeName(_ name: String) -> String {
        var cleaned = ""
        for character in name {
            switch character {
            case "|": cleaned.append("¦")
            case "{": cleaned.append("(")
            case "}": cleaned.append(")")
            case "\n", "\r", "\t": cleaned.append(" ")
            default: cleaned.append(character)
            }
        }
        let trimmed = cleaned.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? "Unnamed" : trimmed
    }

    /// Names the reference syntax reads as something other than an output or variable.
    static func isSpecial(_ name: String) -> Bool {
        guard let reference = try? ReferenceSyntax.reference(name), case .name(let head) = reference.target else { return true }
        return head != name
    }

    /// The short group name for an Apple grouping identifier.
    mutating func groupName(_ uuid: String, kind: String) -> String {
        if let name = groups[uuid] { return name }
        let name = "\(kind)-\(groups.count + 1)"
        groups[uuid] = name
        return name
    }
}
