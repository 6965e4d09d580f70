import AppleFormats
import ShortcutEngine

/// Third-party app actions mapped by table (`ThirdPartyMappings`, one file per app).
extension ShortcutMapper {
    /// The invocation for a third-party action a table maps, or nil when no declaration applies
    /// (the action is then kept unsupported as before).
    mutating func mapThirdParty(_ index: Int) -> ActionInvocation? {
        let action = actions[index]
        let candidates = ThirdPartyMappings.mappings(action.identifier)
        guard !candidates.isEmpty else { return nil }
        guard let mapping = candidates.first(where: { Self.applies($0, to: action) }) else {
            let key = candidates.compactMap(\.when?.key).first ?? ""
            let given = action.parameters[key]
            if let given, Self.holdsVariable(given) {
                return unsupported(
                    index,
                    reason:
                        "\(candidates[0].app) action: its \(key) is chosen by a variable; it must be written in the file to import"
                )
            }
            let shown = given.map(Self.shownCondition) ?? "(none)"
            return unsupported(index, reason: "\(candidates[0].app) action: its \(key) '\(shown)' has no equivalent here")
        }
        guard let type = registry.action(for: mapping.target) else { return nil }
        let definition = type.definition
        var invocation = ActionInvocation(definition.shortIdentifier, id: ids[index], outputName: action.customOutputName)
        for entry in action.parameters.entries {
            if Self.isLeftOut(entry.key)
                || mapping.ignored.contains(entry.key) || entry.key == "AppIntentDescriptor"
                || mapping.joined.contains(where: { $0.from.contains(entry.key) })
                || mapping.gathered.contains(where: { $0.from.contains(entry.key) })
            {
                continue
            }
            if mapping.declinedFlags.contains(entry.key) {
                if case .bool(true) = entry.value {
                    return unsupported(index, reason: "\(mapping.app) action: '\(entry.key)' on has no equivalent here")
                }
                continue
            }
            guard let key = mapping.keys[entry.key], let parameter = definition.parameter(key) else {
                return unsupported(index, reason: "\(mapping.app) action: its parameter '\(entry.key)' has no equivalent here")
            }
            if invocation.parameters.contains(where: { $0.key == key }) { continue }
            var plist = entry.value
            if parameter.type == .text, let identifier = Self.entityIdentifier(plist) { plist = .string(identifier) }
            // A text field's token string without variables is its text; a flag may be written
            // as the number 0 or 1 (`flagValue`).
            if let text = Self.conditionText(plist), let mapped = mapping.values[key]?[text] { plist = .string(mapped) }
            if let flag = Self.flagValue(plist), let mapped = mapping.values[key]?[flag ? "true" : "false"] {
                plist = .string(mapped)
            }
            do {
                invocation.parameters.append(.init(key: key, value: try value(plist, for: parameter, wireKey: entry.key)))
            } catch {
                return unsupported(index, reason: "\(mapping.app) action cannot be imported: \(error.reason)")
            }
        }
        for (key, from) in mapping.joined {
            guard let parameter = definition.parameter(key) else { continue }
            do {
                let given = from.compactMap { wireKey in action.parameters[wireKey].map { (wireKey, $0) } }
                if let path = try joinedPath(given, for: parameter) {
                    invocation.parameters.append(.init(key: key, value: path))
                }
            } catch {
                return unsupported(index, reason: "\(mapping.app) action cannot be imported: \(error.reason)")
            }
        }
        for (key, from) in mapping.gathered {
            guard let parameter = definition.parameter(key) else { continue }
            do {
                var items: [ParameterValue] = []
                for wireKey in from {
                    if let plist = action.parameters[wireKey] { items.append(try value(plist, for: parameter, wireKey: wireKey)) }
                }
                if !items.isEmpty { invocation.parameters.append(.init(key: key, value: .list(items))) }
            } catch {
                return unsupported(index, reason: "\(mapping.app) action cannot be imported: \(error.reason)")
            }
        }
        for (key, text) in mapping.fixed where !invocation.parameters.contains(where: { $0.key == key }) {
            invocation.parameters.append(.init(key: key, value: .text([.literal(text)])))
        }
        return invocation
    }

    /// The intent's values under `given` (wire key, value) as one text joined by dots; nil when none is given.
    private mutating func joinedPath(
        _ given: [(String, PropertyList)], for parameter: ParameterDefinition
    ) throws(Unrepresentable) -> ParameterValue? {
        var parts: [TextPart] = []
        for (wireKey, plist) in given {
            if !parts.isEmpty { parts.append(.literal(".")) }
            switch try value(plist, for: parameter, wireKey: wireKey) {
            case .text(let text): parts += text
            case .reference(let reference): parts.append(.reference(reference))
            case .literal(let literal): parts.append(.literal(Coercion().text(literal)))
            default: throw Unrepresentable.parameter(wireKey)
            }
        }
        return parts.isEmpty ? nil : .text(parts)
    }

    /// The identifier of an app entity as an intent stores it (a dictionary with `identifier` and
    /// `displayString`, as a locale or a currency picked in the editor), for a text parameter:
    /// "fr_FR" of `{identifier: fr_FR, displayString: French (France)}`.
    static func entityIdentifier(_ plist: PropertyList) -> String? {
        guard case .dictionary(let entity) = plist, entity["WFSerializationType"] == nil, entity["displayString"] != nil
        else { return nil }
        return entity["identifier"]?.string
    }

    /// Whether a declaration's condition holds for the action (an empty value: the key is absent;
    /// `ThirdPartyMapping.present`: the key holds anything; a key holding a variable matches no
    /// other value, since the mode must be known when importing).
    static func applies(_ mapping: ThirdPartyMapping, to action: ShortcutAction) -> Bool {
        mapping.conditions.allSatisfy { key, value in
            guard let written = action.parameters[key] else { return value.isEmpty }
            if value == ThirdPartyMapping.present { return true }
            let text = conditionText(written) ?? flagValue(written).map { $0 ? "true" : "false" } ?? "\u{0}"
            return text.lowercased() == value.lowercased()
        }
    }

    /// Whether a key holds a variable (an attachment, or a token string with one) rather than a
    /// value written in the file.
    static func holdsVariable(_ plist: PropertyList) -> Bool {
        plist.dictionaryValue?["WFSerializationType"] != nil && conditionText(plist) == nil
    }

    /// A condition key's value as an import message shows it.
    static func shownCondition(_ plist: PropertyList) -> String {
        if let text = conditionText(plist) { return text }
        if let flag = flagValue(plist) { return flag ? "true" : "false" }
        switch plist {
        case .integer(let number): return String(number)
        case .real(let number): return String(number)
        default: return plist.kindName
        }
    }

    /// A flag as an intent's switch holds it: true or false, or the number 1 or 0 (as a property
    /// list written by another tool may hold it).
    static func flagValue(_ plist: PropertyList) -> Bool? {
        switch plist {
        case .bool(let flag): return flag
        case .integer(let number) where number == 0 || number == 1: return number == 1
        default: return nil
        }
    }

    /// The text a condition key holds: a string, or a text field's token string without variables
    /// (Apple writes a text field either way).
    static func conditionText(_ plist: PropertyList) -> String? {
        if let text = plist.string { return text }
        guard case .dictionary(let token) = plist, token["WFSerializationType"]?.string == "WFTextTokenString",
            case .dictionary(let value)? = token["Value"],
            value["attachmentsByRange"].map({ $0.dictionaryValue?.isEmpty == true }) ?? true
        else { return nil }
        return value["string"]?.string
    }
}
