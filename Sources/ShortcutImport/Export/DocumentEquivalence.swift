import ShortcutEngine

/// When two documents mean the same workflow, as the round trip `import(export(doc))` promises:
/// - identifiers and parameter keys compare through the registry (full identifier, readable key);
/// - choice values compare canonically (`>` and `is greater than` are one value);
/// - ids nobody references are ignored, referenced ids are renamed consistently (by order of the
///   producing action), and a reference's bare name is resolved to the output or variable it means;
/// - groups are ignored (folding by nesting decides the structure; export writes fresh UUIDs);
/// - an unsupported action's reason is regenerated on import, so only its identifier and original
///   parameters count;
/// - consecutive `key:` steps are one key path; parameter order and `description` are ignored;
/// - a file action's `location` Shortcuts with no folder is the same as none: Apple has no way to
///   say "the current folder", its absent service is the Shortcuts folder (`ShortcutsFolderDefault`);
/// - a parameter whose Apple default differs from ours (`AppleDefaults`) given as our default is
///   the same as none: export writes our default for an absent one, so that import reads it back.
public enum DocumentEquivalence {
    /// The representative of `document`'s class: two documents are equivalent when these are equal.
    public static func canonical(_ document: WorkflowDocument, registry: ActionRegistry) -> WorkflowDocument {
        var result = document
        result.summary = nil
        var referenced: [Int: String] = [:]
        var rewritten: [[ActionInvocation.Parameter]] = []
        func producer(_ name: String, before index: Int) -> Int? {
            if let id = document.actions.firstIndex(where: { $0.id == name }), id < index { return id }
            return document.actions[..<index].lastIndex { $0.outputName == name }
        }
        for (index, action) in document.actions.enumerated() {
            let definition = registry.action(for: action.identifier)?.definition
            var parameters: [ActionInvocation.Parameter] = []
            for parameter in action.parameters {
                let declared = definition?.parameter(matching: parameter.key)
                var value = parameter.value
                if let declared, !declared.allowedValues.isEmpty, case .text(let parts) = value, parts.count == 1,
                    case .literal(let text) = parts[0],
                    let choice = declared.canonicalChoice(text)
                {
                    value = .text([.literal(choice)])
                }
                value = rewrite(value) { reference in
                    var copy = reference
                    switch reference.target {
                    case .name(let name), .output(let name):
                        if let producer = producer(name, before: index) {
                            let canonicalName = referenced[producer] ?? "#\(producer + 1)"
                            referenced[producer] = canonicalName
                            copy.target = .output(canonicalName)
                        } else {
                            copy.target = .variable(name)
                        }
                    default: break
                    }
                    copy.aggrandizements = mergedKeys(copy.aggrandizements)
                    copy.source = ""
                    return copy
                }
                parameters.append(.init(key: declared?.key ?? parameter.key, value: value))
            }
            if let definition, ShortcutsFolderDefault.forms.contains(where: { $0.identifier == definition.identifier }),
                !parameters.contains(where: { $0.key == "folder" })
            {
                parameters.removeAll { $0.key == "location" && $0.value == .text([.literal(ShortcutsFolderDefault.location)]) }
            }
            for entry in AppleDefaults.entries(for: definition?.identifier ?? "") {
                guard let ours = definition?.parameter(entry.parameter)?.defaultValue else { continue }
                parameters.removeAll { $0.key == entry.parameter && $0.value == ShortcutMapper.written(ours) }
            }
            rewritten.append(parameters.sorted { $0.key < $1.key })
        }
        for index in result.actions.indices {
            let definition = registry.action(for: result.actions[index].identifier)?.definition
            result.actions[index].identifier = definition?.identifier ?? result.actions[index].identifier
            result.actions[index].parameters = rewritten[index]
            result.actions[index].id = referenced[index]
            result.actions[index].group = nil
            result.actions[index].unsupported?.reason = ""
        }
        return result
    }

    /// Whether `a` and `b` are the same workflow in the sense above.
    public static func equivalent(_ a: WorkflowDocument, _ b: WorkflowDocument, registry: ActionRegistry) -> Bool {
        canonical(a, registry: registry) == canonical(b, registry: registry)
    }

    static func mergedKeys(_ steps: [Aggrandizement]) -> [Aggrandizement] {
        var merged: [Aggrandizement] = []
        for step in steps {
            if case .key(let path) = step, case .key(let previous)? = merged.last {
                merged[merged.count - 1] = .key(KeyPath(segments: previous.segments + path.segments))
            } else {
                merged.append(step)
            }
        }
        return merged
    }

    static func rewrite(_ value: ParameterValue, _ transform: (Reference) -> Reference) -> ParameterValue {
        switch value {
        case .literal: return value
        case .reference(let reference): return .reference(transform(reference))
        case .text(let parts):
            return .text(parts.map { if case .reference(let r) = $0 { return .reference(transform(r)) } else { return $0 } })
        case .list(let items): return .list(items.map { rewrite($0, transform) })
        case .dictionary(let entries):
            return .dictionary(entries.map { ParameterValue.entry($0.key, rewrite($0.value, transform)) })
        }
    }
}
