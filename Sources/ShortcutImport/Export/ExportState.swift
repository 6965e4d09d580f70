import AppleFormats
import Foundation
import ShortcutEngine

/// Names and UUIDs for one export, and the encoders for actions and values.
struct ExportState {
    let document: WorkflowDocument
    let registry: ActionRegistry
    var warnings: [String] = []
    var usesShortcutInput = false
    /// Action index → the UUID its referenced output gets.
    var uuids: [Int: String] = [:]
    /// Action index → Apple GroupingIdentifier for block markers.
    var groups: [Int: String] = [:]
    var current = 0

    init(document: WorkflowDocument, registry: ActionRegistry) {
        self.document = document
        self.registry = registry
        var counter = 0
        func uuid() -> String {
            counter += 1
            let hex = String(counter, radix: 16, uppercase: true)
            return "5E0C7A1E-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        }
        var stack: [String] = []
        var named: [String: String] = [:]
        for (index, action) in document.actions.enumerated() {
            guard let mode = action.mode else { continue }
            switch mode {
            case .start:
                let group =
                    action.group.map { key in
                        named[key]
                            ?? {
                                let made = uuid(); named[key] = made; return made
                            }()
                    } ?? uuid()
                stack.append(group)
                groups[index] = group
            case .middle: groups[index] = stack.last ?? uuid()
            case .end: groups[index] = stack.popLast() ?? uuid()
            }
        }
        for (index, action) in document.actions.enumerated() {
            for name in Self.outputLinks(action.unsupported?.parameters) {
                if let producer = document.actions[..<index].lastIndex(where: { $0.id == name }), uuids[producer] == nil {
                    uuids[producer] = uuid()
                }
            }
            for reference in action.parameters.flatMap(\.value.references) {
                if let producer = producer(of: reference.target, at: index), uuids[producer] == nil { uuids[producer] = uuid() }
            }
        }
    }

    /// The action whose output a reference at `index` means, as the compiler resolves it.
    func producer(of target: ReferenceTarget, at index: Int) -> Int? {
        let name: String
        switch target {
        case .output(let text), .name(let text): name = text
        default: return nil
        }
        if let id = document.actions.firstIndex(where: { $0.id == name }), id < index { return id }
        return document.actions[..<index].lastIndex { $0.outputName == name }
    }

    mutating func action(_ index: Int) throws(Unrepresentable) -> PropertyList {
        current = index
        let action = document.actions[index]
        let definition = registry.action(for: action.identifier)?.definition
        var parameters = PlistDictionary()
        if let unsupported = action.unsupported {
            parameters =
                linkingOutputs(PlistJSON.plist(unsupported.parameters), before: index).dictionaryValue ?? PlistDictionary()
        } else {
            for parameter in action.parameters {
                try encode(parameter, definition: definition, into: &parameters)
            }
            if let definition, action.mode == nil || action.mode == .start {
                try writeOurDefaults(of: action, definition: definition, into: &parameters)
            }
            // The value Apple wrote and runs as the default goes back as it was.
            for entry in action.defaulted where !action.parameters.contains(where: { $0.key == entry.key }) {
                let wireKey = definition?.parameter(matching: entry.key)?.wireKey ?? entry.key
                parameters[wireKey] = .string(entry.value)
            }
        }
        if let mode = action.mode {
            parameters["GroupingIdentifier"] = groups[index].map(PropertyList.string)
            parameters["WFControlFlowMode"] = .integer(mode == .start ? 0 : mode == .middle ? 1 : 2)
        }
        if let uuid = uuids[index] { parameters["UUID"] = .string(uuid) }
        if let name = action.outputName { parameters["CustomOutputName"] = .string(name) }
        let identifier = definition?.identifier ?? action.identifier
        ShortcutsFolderDefault.leavingOutTheDefault(identifier, &parameters)
        return ["WFWorkflowActionIdentifier": .string(identifier), "WFWorkflowActionParameters": .dictionary(parameters)]
    }

    /// Our default, written where Apple's default for an absent key differs (`AppleDefaults`), so
    /// Shortcuts and a re-import run what the document meant.
    mutating func writeOurDefaults(
        of action: ActionInvocation, definition: ActionDefinition, into parameters: inout PlistDictionary
    ) throws(Unrepresentable) {
        for entry in AppleDefaults.entries(for: definition.identifier) {
            guard entry.applies(given: action.parameters.compactMap { definition.parameter(matching: $0.key)?.key }),
                let ours = definition.parameter(entry.parameter)?.defaultValue
            else { continue }
            try encode(
                .init(key: entry.parameter, value: ShortcutMapper.written(ours)), definition: definition, into: &parameters)
        }
    }

    /// One parameter under its wire key: its declared form (`ShortcutMappings`) when it has one,
    /// else its value, a choice as its wire value.
    mutating func encode(
        _ parameter: ActionInvocation.Parameter, definition: ActionDefinition?, into parameters: inout PlistDictionary
    ) throws(Unrepresentable) {
        let declared = definition?.parameter(matching: parameter.key)
        // Apple's empty field is an absent key (import writes it as Nothing: ShortcutImporter+EmptyFields).
        if parameter.value == .literal(.nothing), let declared, declared.isRequired, declared.defaultValue == nil { return }
        let key = declared?.key ?? parameter.key
        let wireKey = declared?.wireKey ?? key
        if let definition, let form = ShortcutMappings.form(definition.identifier, key),
            try write(parameter.value, as: form, declared: declared, wireKey: wireKey, definition: definition, into: &parameters)
        {
            return
        }
        parameters[wireKey] = try plainValue(parameter.value, declared: declared)
    }

    func literalText(_ value: ParameterValue) -> String? {
        if case .text(let parts) = value, parts.count == 1, case .literal(let text) = parts[0] { return text }
        return nil
    }

    /// The ids an unsupported action's kept parameters name as `OutputUUID` (the importer's renaming).
    static func outputLinks(_ json: JSON?) -> [String] {
        switch json {
        case .object(let pairs)?:
            var names = pairs.flatMap { outputLinks($0.value) }
            if case .string(let name)? = pairs.first(where: { $0.key == "OutputUUID" })?.value { names.append(name) }
            return names
        case .array(let items)?: return items.flatMap { outputLinks($0) }
        default: return []
        }
    }

    /// Kept parameters with `OutputUUID`s that name an earlier action's id replaced by its UUID.
    func linkingOutputs(_ value: PropertyList, before index: Int) -> PropertyList {
        switch value {
        case .dictionary(var dictionary):
            for entry in dictionary.entries { dictionary[entry.key] = linkingOutputs(entry.value, before: index) }
            if let name = dictionary["OutputUUID"]?.string,
                let producer = document.actions[..<index].lastIndex(where: { $0.id == name }),
                let uuid = uuids[producer]
            {
                dictionary["OutputUUID"] = .string(uuid)
                dictionary["OutputName"] = .string(name)
            }
            return .dictionary(dictionary)
        case .array(let items): return .array(items.map { linkingOutputs($0, before: index) })
        default: return value
        }
    }
}
