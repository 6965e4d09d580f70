import ShortcutEngine
import ShortcutImport

/// `shortcut actions [ID]`: the catalogue, from the registry.
enum ActionsCommand: Command {
    static let name = "actions"
    static let summary = "list the actions, or describe one"
    static let usage = Usage(
        command: name, arguments: "[ID]", sections: [.init(column: 13, entries: [OptionDeclaration.actionID, Flag.markdown])])

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        if arguments.has(.markdown) {
            console.write(ActionCatalogue.markdown(registry))
            return .ok
        }
        if let identifier = arguments.positionals.first {
            guard let action = registry.action(for: identifier) else {
                throw CommandLineFailure.unknownActionToDescribe(identifier, suggestion: registry.suggestion(for: identifier))
            }
            console.write(ActionCatalogue.details(action.definition))
            return .ok
        }
        let definitions = registry.definitions.sorted { ($0.category, $0.shortIdentifier) < ($1.category, $1.shortIdentifier) }
        let width = definitions.map(\.shortIdentifier.count).max() ?? 0
        var category = ""
        for definition in definitions {
            if definition.category != category {
                category = definition.category
                console.write("\n\(category)\n")
            }
            console.write(
                "  " + definition.shortIdentifier.padding(toLength: width + 2, withPad: " ", startingAt: 0) + definition.name
                    + " — " + definition.summary + "\n")
        }
        return .ok
    }
}

/// The action catalogue as text and Markdown (docs/actions.md is generated from this).
public enum ActionCatalogue {
    static func details(_ definition: ActionDefinition) -> String {
        var text = "\(definition.name) (\(definition.identifier))\n  \(definition.summary)\n"
        if let input = definition.inputParameter {
            text += "  input: '\(input)' receives the previous action's output when left out"
            text += definition.eachInputItem ? "; a list runs the action once per item\n" : "\n"
        }
        switch definition.output {
        case .produces(let type): text += "  output: \(definition.outputName) (\(type.rawValue))\n"
        case .passesInputThrough: text += "  output: its input, unchanged\n"
        case .none: text += "  output: none (the flow passes by)\n"
        }
        for parameter in definition.parameters {
            text += "  \(parameter.key) (\(parameter.allowedValues.isEmpty ? parameter.type.rawValue : "choice")"
            if let wire = parameter.wireKey { text += ", wire key \(wire)" }
            text += "): \(parameter.summary)"
            if let choices = parameter.choices {
                text += " One of: " + choices.options.map { described($0, quoted: { $0 }) }.joined(separator: ", ") + "."
            }
            if let value = parameter.defaultValue { text += " Default: \(Coercion().json(value).serialized(pretty: false))." }
            if parameter.isRequired { text += " Required." }
            if let parent = parameter.parent { text += " Only when \(parent.key) is \(parent.values.joined(separator: " or "))." }
            text += "\n"
        }
        return text
    }

    /// The whole catalogue as Markdown, grouped by category.
    public static func markdown(_ registry: ActionRegistry) -> String {
        var text =
            "# Action catalogue\n\nGenerated from the action registry by `shortcut actions --markdown`; a test fails when this file drifts.\n"
        text +=
            "Identifiers may be written in full or in the short form shown (without `is.workflow.actions.` or `org.shortcutengine.`).\n"
        let definitions = registry.definitions.sorted { ($0.category, $0.shortIdentifier) < ($1.category, $1.shortIdentifier) }
        var category = ""
        for definition in definitions {
            if definition.category != category {
                category = definition.category
                text += "\n## \(category)\n"
            }
            text += "\n### \(definition.name) — `\(definition.shortIdentifier)`\n\n\(definition.summary)\n\n"
            text += "- Identifier: `\(definition.identifier)`\n"
            let sources = ThirdPartyMappings.sources(of: definition.shortIdentifier)
            if !sources.isEmpty {
                text += "- Also imported from: " + sources.map { "\($0.app) (`\($0.identifier)`)" }.joined(separator: ", ") + "\n"
            }
            if let input = definition.inputParameter {
                text += "- Input: `\(input)` (the previous action's output when left out"
                text += definition.eachInputItem ? "; a list runs the action once per item)\n" : ")\n"
            }
            switch definition.output {
            case .produces(let type): text += "- Output: \(definition.outputName) (\(type.rawValue))\n"
            case .passesInputThrough: text += "- Output: its input, unchanged\n"
            case .none: text += "- Output: none\n"
            }
            if let block = definition.block {
                text += "- Block: start/middle/end markers; the end marker's output is \(block.resultName)\n"
            }
            guard !definition.parameters.isEmpty else { continue }
            text += "\n| parameter | type | wire key | default | description |\n| --- | --- | --- | --- | --- |\n"
            for parameter in definition.parameters {
                var description = parameter.summary
                if let choices = parameter.choices {
                    description +=
                        " One of: " + choices.options.map { described($0, quoted: { "`\($0)`" }) }.joined(separator: ", ") + "."
                }
                if parameter.isRequired { description += " Required." }
                if let parent = parameter.parent {
                    description +=
                        " Only when `\(parent.key)` is " + parent.values.map { "`\($0)`" }.joined(separator: " or ") + "."
                }
                let defaultText = parameter.defaultValue.map { "`" + Coercion().json($0).serialized(pretty: false) + "`" } ?? ""
                let type = parameter.allowedValues.isEmpty ? parameter.type.rawValue : "choice"
                text +=
                    "| `\(parameter.key)` | \(type) | \(parameter.wireKey.map { "`\($0)`" } ?? "") | \(defaultText) | \(description.replacingOccurrences(of: "|", with: "\\|")) |\n"
            }
        }
        return text
    }

    /// A choice option as the catalogue lists it: the value, and its summary when it has one.
    static func described(_ option: ChoiceSet.Option, quoted: (String) -> String) -> String {
        option.summary.isEmpty ? quoted(option.value) : "\(quoted(option.value)) (\(option.summary))"
    }
}
