import AppleFormats
import ShortcutEngine

/// Parameters: the generic wire-key table, plus the few Apple encodings that span several keys
/// (If's input wrapper, Calculate's scientific operations, Adjust Date's quantity, Run Shortcut).
extension ShortcutMapper {
    mutating func parameters(of action: ShortcutAction, definition: ActionDefinition) throws(Unrepresentable) -> [ActionInvocation
        .Parameter]
    {
        var result: [ActionInvocation.Parameter] = []
        var entries = action.parameters.entries
        let short = definition.shortIdentifier
        try special(short, &entries, &result, definition: definition)
        for entry in entries {
            if Self.structuralKeys.contains(entry.key) || Self.editorKeys.contains(entry.key) || entry.key.hasPrefix("Show-") {
                continue
            }
            let wireKey = Self.wireSynonyms[short]?[entry.key] ?? entry.key
            guard let parameter = definition.parameter(matching: wireKey) else {
                throw Unrepresentable("parameter \(entry.key)")
            }
            if result.contains(where: { $0.key == parameter.key }) { continue }
            result.append(.init(key: parameter.key, value: try value(entry.value, for: parameter, wireKey: entry.key)))
        }
        return result
    }

    /// What maps of a block start whose parameters do not all map: unmappable values kept raw so
    /// `check` names them.
    mutating func lenientParameters(of action: ShortcutAction, definition: ActionDefinition) -> [ActionInvocation.Parameter] {
        var result: [ActionInvocation.Parameter] = []
        for entry in action.parameters.entries {
            if Self.structuralKeys.contains(entry.key) || Self.editorKeys.contains(entry.key) || entry.key.hasPrefix("Show-") {
                continue
            }
            let parameter = definition.parameter(matching: entry.key)
            let key = parameter?.key ?? entry.key
            if result.contains(where: { $0.key == key }) { continue }
            var plist = entry.value
            if short(action.identifier) == "conditional", entry.key == "WFInput", let variable = plist["Variable"] {
                plist = variable
            }
            if let parameter, let mapped = try? value(plist, for: parameter, wireKey: entry.key) {
                result.append(.init(key: key, value: mapped))
            } else {
                result.append(.init(key: key, value: Self.raw(PlistJSON.json(entry.value))))
            }
        }
        return result
    }

    /// JSON kept as literal values, never read as references.
    static func raw(_ json: JSON) -> ParameterValue {
        switch json {
        case .string(let text): return .text([.literal(text)])
        case .array(let items): return .list(items.map(raw))
        case .object(let pairs): return .dictionary(pairs.map { ParameterValue.entry($0.key, raw($0.value)) })
        default: return .literal(Value(json: json))
        }
    }

    /// A value for a declared parameter: choices through allowed values and aliases, numbers from text.
    mutating func value(_ plist: PropertyList, for parameter: ParameterDefinition, wireKey: String) throws(Unrepresentable)
        -> ParameterValue
    {
        let decoded = try value(plist)
        guard case let literal? = Self.literalText(decoded) ?? Self.literalNumberText(decoded) else { return decoded }
        if !parameter.allowedValues.isEmpty {
            guard let choice = parameter.canonicalChoice(literal) else {
                throw Unrepresentable("the value '\(literal)' of parameter \(wireKey)")
            }
            return .text([.literal(choice)])
        }
        if parameter.type == .number, case .text = decoded {
            guard let number = Number(parsing: literal) else {
                if literal.trimmingCharacters(in: .whitespaces).isEmpty { return .literal(.nothing) }
                throw Unrepresentable("the value '\(literal)' of number parameter \(wireKey)")
            }
            return .literal(.number(number))
        }
        return decoded
    }

    static func literalText(_ value: ParameterValue) -> String? {
        guard case .text(let parts) = value, parts.count == 1, case .literal(let text) = parts[0] else { return nil }
        return text
    }

    static func literalNumberText(_ value: ParameterValue) -> String? {
        guard case .literal(.number(let number)) = value else { return nil }
        return number.description
    }

    /// Encodings that use several keys for one of ours, or wrap a value.
    mutating func special(
        _ short: String, _ entries: inout [(key: String, value: PropertyList)], _ result: inout [ActionInvocation.Parameter],
        definition: ActionDefinition
    ) throws(Unrepresentable) {
        func take(_ key: String) -> PropertyList? {
            guard let position = entries.firstIndex(where: { $0.key == key }) else { return nil }
            return entries.remove(at: position).value
        }
        switch short {
        case "conditional":
            if let input = take("WFInput") {
                let unwrapped = input["Type"]?.string == "Variable" ? (input["Variable"] ?? input) : input
                result.append(.init(key: "input", value: try value(unwrapped)))
            }
            if entries.contains(where: { $0.key == "WFConditions" }) {
                throw Unrepresentable("a multi-condition If (WFConditions)")
            }
            for key in ["WFDate", "WFAnotherDate", "WFDuration", "WFEnumeration", "WFMeasurement"]
            where entries.contains(where: { $0.key == key }) {
                throw Unrepresentable("the If operand \(key)")
            }
        case "math":
            guard let operation = entries.first(where: { $0.key == "WFMathOperation" })?.value.string,
                operation == "…" || operation == "..."
            else { return }
            _ = take("WFMathOperation")
            let scientific = take("WFScientificMathOperation")?.string ?? ""
            let operand = take("WFScientificMathOperand")
            _ = take("WFMathOperand")
            switch scientific {
            case "Modulus", "x^y":
                result.append(.init(key: "operation", value: .text([.literal(scientific == "Modulus" ? "Modulus" : "Power")])))
                if let operand, let parameter = definition.parameter("operand") {
                    result.append(
                        .init(key: "operand", value: try value(operand, for: parameter, wireKey: "WFScientificMathOperand")))
                }
            case "x^2", "x^3":
                result.append(.init(key: "operation", value: .text([.literal("Power")])))
                result.append(.init(key: "operand", value: .literal(.number(Number(scientific == "x^2" ? 2 : 3)))))
            default: throw Unrepresentable("the scientific operation '\(scientific)'")
            }
        case "adjustdate":
            guard let duration = take("WFDuration") else { return }
            let quantity = duration["Value"] ?? duration
            if let magnitude = quantity["Magnitude"], let parameter = definition.parameter("amount") {
                result.append(.init(key: "amount", value: try value(magnitude, for: parameter, wireKey: "WFDuration")))
            }
            if let unit = quantity["Unit"], let parameter = definition.parameter("unit") {
                result.append(.init(key: "unit", value: try value(unit, for: parameter, wireKey: "WFDuration")))
            }
        case "setvariable", "appendvariable":
            if let name = take("WFVariableName") {
                if let text = name.string {
                    result.append(.init(key: "name", value: .text([.literal(Self.safeName(text))])))
                } else {
                    result.append(.init(key: "name", value: try value(name)))
                }
            }
        case "runworkflow":
            if let workflow = take("WFWorkflow"), let name = workflow["workflowName"]?.string ?? workflow.string {
                if entries.contains(where: { $0.key == "WFWorkflowName" }) == false {
                    result.append(.init(key: "workflow", value: .text([.literal(name)])))
                }
            }
        default: break
        }
    }

    /// Middle and end markers: a menu case's title; everything else is structure.
    mutating func markerParameters(_ action: ShortcutAction, block: BlockKind, index: Int) throws(Unrepresentable)
        -> [ActionInvocation.Parameter]
    {
        var result: [ActionInvocation.Parameter] = []
        for entry in action.parameters.entries {
            if Self.structuralKeys.contains(entry.key) || Self.editorKeys.contains(entry.key) || entry.key.hasPrefix("Show-") {
                continue
            }
            if block == .menu, entry.key == "WFMenuItemTitle", action.mode == .middle {
                result.append(.init(key: "title", value: try value(entry.value)))
            } else if block == .conditional, action.mode == .middle,
                ["WFCondition", "WFInput", "WFConditions"].contains(entry.key)
            {
                throw Unrepresentable("Otherwise If")
            }
        }
        return result
    }
}
