import AppleFormats
import ShortcutEngine

/// Parameters: the declared forms first (`ShortcutMappings`: If's input wrapper, Calculate's
/// scientific operations, Adjust Date's quantity …), then every other key through its wire key.
extension ShortcutMapper {
    /// A choice value Apple does not know takes the parameter's default, as Apple's runtime does
    /// (research §0: `WFMathOperation='/'` runs as `+`), with an import warning; absent keys with
    /// an Apple default that differs from ours get Apple's (`AppleDefaults`); a file action's path
    /// with no folder or service is in the Shortcuts folder (`ShortcutsFolderDefault`).
    mutating func parameters(of action: ShortcutAction, definition: ActionDefinition, index: Int) throws(Unrepresentable)
        -> [ActionInvocation.Parameter]
    {
        var result: [ActionInvocation.Parameter] = []
        // A value Apple's editor hid (its relation to another parameter fails) is not read by
        // Apple's runtime: it is left out as if absent (`AppleParameterRelation`).
        var entries = AppleParameterRelation.visible(action.parameters, of: action.identifier).entries
        let mapping = ShortcutMappings.mapping(definition.identifier)
        if let mapping { try readForms(of: mapping, from: &entries, into: &result, definition: definition) }
        for entry in entries {
            if Self.isLeftOut(entry.key) {
                continue
            }
            if StrayKeys.isIgnored(entry.key, on: definition.identifier) { continue }
            guard
                let parameter = mapping?.parameter(readingAlso: entry.key, in: definition)
                    ?? definition.parameter(matching: entry.key)
            else {
                if StrayKeys.isUnknownToApple(entry.key, on: definition.identifier) {
                    warnings.append(
                        "action \(index + 1) (\(action.identifier)): \(entry.key) is no parameter of \(definition.name) in Apple's definitions; it is ignored, as Shortcuts ignores keys it does not know"
                    )
                    continue
                }
                if let migration = MigrationChain.olderForm(entry.key, on: definition.identifier) {
                    warnings.append(
                        "action \(index + 1) (\(action.identifier)): \(MigrationChain.ignoredReason(entry.key, migration))")
                    continue
                }
                // A key Apple's definitions name that this engine cannot express: the parameter
                // table's reason says why (one place for it).
                if let reason = ParameterTable.unsupportedReasons[definition.identifier]?[entry.key] {
                    throw Unrepresentable.classifiedParameter(entry.key, reason: reason)
                }
                throw Unrepresentable.parameter(entry.key)
            }
            if result.contains(where: { $0.key == parameter.key }) { continue }
            do {
                result.append(.init(key: parameter.key, value: try value(entry.value, for: parameter, wireKey: entry.key)))
            } catch .choiceValue(let given, let wireKey) {
                // A value Apple runs but this engine does not build keeps the action unsupported.
                if parameter.choices?.valuesNotBuilt.contains(where: { $0.lowercased() == given.lowercased() }) == true {
                    throw Unrepresentable.choiceValue(given, wireKey: wireKey)
                }
                let fallback = parameter.defaultValue.map { "'\(Coercion().text($0))'" } ?? "no value"
                warnings.append(
                    "action \(index + 1) (\(action.identifier)): \(wireKey) '\(given)' is none of the action's values; it runs with the default \(fallback), as Apple's does"
                )
                defaulted.append(.init(key: parameter.key, value: given))
            }
        }
        for entry in AppleDefaults.entries(for: definition.identifier) where entry.applies(given: result.map(\.key)) {
            result.append(.init(key: entry.parameter, value: Self.written(entry.value)))
        }
        if ShortcutsFolderDefault.applies(definition.identifier, action.parameters),
            definition.parameter("location") != nil, !result.contains(where: { $0.key == "location" })
        {
            result.append(.init(key: "location", value: .text([.literal(ShortcutsFolderDefault.location)])))
        }
        return result
    }

    /// A default as a document writes it: text as a literal text, anything else as a literal.
    static func written(_ value: Value) -> ParameterValue {
        if case .text(let text) = value { return .text([.literal(text)]) }
        return .literal(value)
    }

    /// What maps of a block start whose parameters do not all map: unmappable values kept raw so
    /// `check` names them.
    mutating func lenientParameters(of action: ShortcutAction, definition: ActionDefinition) -> [ActionInvocation.Parameter] {
        var result: [ActionInvocation.Parameter] = []
        for entry in action.parameters.entries {
            if Self.isLeftOut(entry.key) {
                continue
            }
            let parameter = definition.parameter(matching: entry.key)
            let key = parameter?.key ?? entry.key
            if result.contains(where: { $0.key == key }) { continue }
            var plist = entry.value
            if let parameter, case .variableWrapper? = ShortcutMappings.form(definition.identifier, parameter.key) {
                plist = ParameterForm.unwrappedVariable(plist)
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

    /// A value for a declared parameter: choices through the parameter's `ChoiceSet` (readable
    /// values, Apple's wire values, aliases), numbers from text.
    mutating func value(_ plist: PropertyList, for parameter: ParameterDefinition, wireKey: String) throws(Unrepresentable)
        -> ParameterValue
    {
        let decoded = try value(plist)
        guard case let literal? = Self.literalText(decoded) ?? Self.literalNumberText(decoded) else {
            // A switch's true or false, a date or a duration where Apple's picker keeps one of
            // its values: none of them, so the default runs, as for a word it does not know.
            if let choices = parameter.choices, !choices.options.isEmpty, case .literal(let other) = decoded,
                [.boolean, .date, .duration].contains(other.type)
            {
                // As the file holds it: a switch is true or false there.
                var text = Coercion().text(other)
                if case .boolean(let flag) = other { text = flag ? "true" : "false" }
                guard let choice = choices.canonical(text) else {
                    throw Unrepresentable.choiceValue(text, wireKey: wireKey)
                }
                return .text([.literal(choice)])
            }
            return decoded
        }
        if let choices = parameter.choices, !choices.options.isEmpty {
            guard let choice = choices.canonical(literal) else {
                throw Unrepresentable.choiceValue(literal, wireKey: wireKey)
            }
            return .text([.literal(choice)])
        }
        if parameter.type == .number, case .text = decoded {
            guard let number = Number(parsing: literal) else {
                if literal.trimmingCharacters(in: .whitespaces).isEmpty { return .literal(.nothing) }
                // Text that is no number stays text: Apple's editor keeps it and its runtime fails the
                // action when it converts it; `check` warns (issue 24).
                return decoded
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

    /// Middle and end markers: a menu case's title; everything else is structure.
    mutating func markerParameters(_ action: ShortcutAction, block: BlockKind, index: Int) throws(Unrepresentable)
        -> [ActionInvocation.Parameter]
    {
        var result: [ActionInvocation.Parameter] = []
        for entry in action.parameters.entries {
            if Self.isLeftOut(entry.key) {
                continue
            }
            if block == .menu, entry.key == "WFMenuItemTitle", action.mode == .middle {
                result.append(.init(key: "title", value: try value(entry.value)))
            } else if block == .conditional, action.mode == .middle,
                ["WFCondition", "WFInput", "WFConditions"].contains(entry.key)
            {
                throw Unrepresentable.otherwiseIf
            }
        }
        return result
    }
}
