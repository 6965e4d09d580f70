import AppleFormats
import ShortcutEngine

/// One action: identifier through the registry, parameters through the wire-key table.
extension ShortcutMapper {
    /// Keys that carry structure, handled separately.
    static let structuralKeys: Set<String> = ["UUID", "GroupingIdentifier", "WFControlFlowMode", "CustomOutputName"]
    /// Keys every action carries that import leaves out: the structural ones (read for folding and
    /// references) and those `ParameterTable` classes as only shaping the editor or a prompt's look
    /// (the one list of them), and `Show-` switches.
    static func isLeftOut(_ key: String) -> Bool {
        structuralKeys.contains(key) || ParameterTable.ignoredReasons[key] != nil || key.hasPrefix("Show-")
    }

    mutating func map(_ index: Int) -> ActionInvocation {
        let action = actions[index]
        if let mapped = mapThirdParty(index) { return mapped }
        guard let type = registry.action(for: action.identifier), !action.identifier.isEmpty else {
            return unsupported(index, reason: Self.unsupportedReason(action.identifier))
        }
        let definition = type.definition
        var invocation = ActionInvocation(definition.shortIdentifier, id: ids[index], outputName: action.customOutputName)
        if let block = definition.block {
            invocation.mode = action.mode ?? .start
            if action.mode == nil {
                warnings.append("action \(index + 1) (\(action.identifier)) has no WFControlFlowMode; read as a block start")
            }
            if let group = action.group { invocation.group = groupName(group, kind: Self.groupKind(block)) }
            if invocation.mode != .start {
                do { invocation.parameters = try markerParameters(action, block: block, index: index) } catch {
                    partial.insert(index)
                    warnings.append(
                        "action \(index + 1) (\(action.identifier)): \(error.reason) cannot be expressed; the marker is kept without it"
                    )
                }
                return invocation
            }
        }
        do {
            defaulted = []
            invocation.parameters = try parameters(of: action, definition: definition, index: index)
            invocation.defaulted = defaulted
            return invocation
        } catch {
            if definition.block == nil {
                return unsupported(index, reason: "\(definition.name) cannot be imported: \(error.reason)")
            }
            // A block start that cannot be expressed is kept unsupported with its mode and group,
            // so the block still folds; the run stops there (or skips the block under --skip-unsupported).
            var kept = unsupported(index, reason: "\(definition.name) cannot be imported: \(error.reason)")
            kept.mode = invocation.mode
            kept.group = invocation.group
            if case .object(let pairs)? = kept.unsupported?.parameters {
                // Grouping now lives in `mode` and `group`; export writes it back from there.
                kept.unsupported?.parameters = .object(
                    pairs.filter { $0.key != "GroupingIdentifier" && $0.key != "WFControlFlowMode" })
            }
            return kept
        }
    }

    func unsupported(_ index: Int, reason: String) -> ActionInvocation {
        let action = actions[index]
        var invocation = ActionInvocation(
            action.identifier.isEmpty ? "unknown" : action.identifier, id: ids[index], outputName: action.customOutputName)
        var kept = action.parameters
        for key in ["UUID", "CustomOutputName"] { kept[key] = nil }
        invocation.unsupported = .init(reason: reason, parameters: PlistJSON.json(renamingOutputs(.dictionary(kept))))
        return invocation
    }

    /// The kept parameters with each `OutputUUID` (and the `OutputName` shown) replaced by the `id`
    /// its producer got, so the link survives export (which writes fresh UUIDs); a UUID no action
    /// has stays as it was.
    func renamingOutputs(_ value: PropertyList) -> PropertyList {
        switch value {
        case .dictionary(var dictionary):
            for entry in dictionary.entries { dictionary[entry.key] = renamingOutputs(entry.value) }
            if let uuid = dictionary["OutputUUID"]?.string, let producer = producers[uuid], let id = ids[producer] {
                dictionary["OutputUUID"] = .string(id)
                dictionary["OutputName"] = .string(id)
            }
            return .dictionary(dictionary)
        case .array(let items): return .array(items.map(renamingOutputs))
        default: return value
        }
    }

    static func groupKind(_ block: BlockKind) -> String {
        switch block {
        case .conditional: return "if"
        case .menu: return "menu"
        case .repeatCount: return "repeat"
        case .repeatEach: return "each"
        }
    }

    /// Why an identifier the registry lacks cannot run.
    static func unsupportedReason(_ identifier: String) -> String {
        guard identifier.hasPrefix("is.workflow.actions.") else {
            if identifier.isEmpty { return "the action has no identifier" }
            let parts = identifier.split(separator: ".")
            if identifier.hasPrefix("com.apple.") { return "Apple-only app action (\(identifier))" }
            if let reason = ThirdPartyDeviceIntents.reason(identifier) { return reason }
            return "third-party app action from \(parts.prefix(3).joined(separator: "."))"
        }
        let short = Self.shortIdentifier(identifier)
        for (prefixes, area) in appleOnly where prefixes.contains(where: { short.hasPrefix($0) }) {
            return "Apple-only: \(area)"
        }
        guard UnsupportedCategory.isApples(identifier) else {
            return DocumentFailure.notApplesAction
                + ": no Apple definition (iOS 12, 13, Shortcuts 10.0) names \(short); Shortcuts shows it as an unknown action"
        }
        return "no equivalent in this engine yet: \(short)"
    }

    /// Apple-only identifier prefixes by area: the one table (`UnsupportedCategory`).
    static var appleOnly: [([String], String)] { UnsupportedCategory.appleOnly }
}
