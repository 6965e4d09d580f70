import AppleFormats

/// `WFRepeatIndexVariableNameMigration` (clients before 154, Workflow 1.x): Workflow numbered the
/// Repeat Index variables of a file's repeats in the order they start ("Repeat Index" for the
/// first, "Repeat Index 2" for the second, …), Shortcuts by how deep they nest. A Get Variable
/// (`WFVariable`) naming a repeat's old name is renamed to its nesting name: for each repeat
/// starting before the action (and after it while still nested), the old name for its place in
/// order becomes the name for its depth.
/// Source: decompiled WorkflowKit, `EthanArbuckle/iPhone18-3_26.1_23B85_Restore`
/// `System/Library/PrivateFrameworks/WorkflowKit.framework/WorkflowKit/WFRepeatIndexVariableNameMigration.m`.
enum RepeatIndexVariableNameMigration {
    static let repeats: Set<String> = ["is.workflow.actions.repeat.each", "is.workflow.actions.repeat.count"]

    static let migration = AppleMigration(name: "WFRepeatIndexVariableNameMigration", before: ClientVersion("154")) { actions in
        guard actions.contains(where: { repeats.contains($0.identifier) }) else { return 0 }
        var changed = 0
        for index in actions.indices where actions[index].identifier == "is.workflow.actions.getvariable" {
            guard case .dictionary(var variable)? = actions[index].parameters["WFVariable"],
                case .dictionary(var value)? = variable["Value"], let name = value["VariableName"]?.string,
                let renamed = names(before: index, in: actions)[name], renamed != name
            else { continue }
            value["VariableName"] = .string(renamed)
            variable["Value"] = .dictionary(value)
            actions[index].parameters["WFVariable"] = .dictionary(variable)
            changed += 1
        }
        return changed
    }

    /// Old name → new name for the repeats that start before `index` (and after it while nested).
    static func names(before index: Int, in actions: [ShortcutAction]) -> [String: String] {
        func name(_ number: Int) -> String { number == 1 ? "Repeat Index" : "Repeat Index \(number)" }
        var depth = 0, started = 0
        var renamed: [String: String] = [:]
        for (offset, action) in actions.enumerated() {
            if offset > index && depth == 0 { break }
            guard repeats.contains(action.identifier) else { continue }
            switch ShortcutAction.integerValue(action.parameters["WFControlFlowMode"]) ?? 0 {
            case 2: depth -= 1
            case 0:
                depth += 1
                started += 1
                if offset != index { renamed[name(started)] = name(depth) }
            default: break
            }
        }
        return renamed
    }
}
