import Foundation

/// Writes a workflow document as JSON: the inverse of `DocumentReader`, so that
/// `DocumentReader.read(DocumentWriter.write(doc)) == doc` for every document the reader accepts.
public enum DocumentWriter {
    /// The document as text: document keys one per line, each action on one line.
    public static func write(_ document: WorkflowDocument) -> String {
        var output = "{\n"
        var fields: [String] = [
            "  \"format\": \"shortcut-engine-workflow\"",
            "  \"version\": \(document.version)",
            "  \"name\": " + compact(.string(document.name)),
        ]
        if let summary = document.summary { fields.append("  \"description\": " + compact(.string(summary))) }
        if let input = input(document) { fields.append("  \"input\": " + compact(input)) }
        if document.actions.isEmpty {
            fields.append("  \"actions\": []")
        } else {
            let actions = document.actions.map { "    " + compact(json($0)) }
            fields.append("  \"actions\": [\n" + actions.joined(separator: ",\n") + "\n  ]")
        }
        output += fields.joined(separator: ",\n")
        output += "\n}\n"
        return output
    }

    /// The document as a JSON tree.
    public static func json(_ document: WorkflowDocument) -> JSON {
        var pairs: [(key: String, value: JSON)] = [
            ("format", .string("shortcut-engine-workflow")), ("version", .number(String(document.version))),
            ("name", .string(document.name)),
        ]
        if let summary = document.summary { pairs.append(("description", .string(summary))) }
        if let input = input(document) { pairs.append(("input", input)) }
        pairs.append(("actions", .array(document.actions.map(json))))
        return .object(pairs)
    }

    /// The document's `input` object (`types`, `whenMissing`), nil when it says nothing of its input.
    public static func input(_ document: WorkflowDocument) -> JSON? {
        var pairs: [(key: String, value: JSON)] = []
        if !document.inputTypes.isEmpty { pairs.append(("types", .array(document.inputTypes.map { .string($0.rawValue) }))) }
        if let missing = document.whenInputMissing { pairs.append(("whenMissing", json(missing))) }
        return pairs.isEmpty ? nil : .object(pairs)
    }

    /// What a workflow does without input, as JSON: `"clipboard"`, `{"stop": TEXT}` or
    /// `{"action": ID, "parameters": {…}}`.
    public static func json(_ missing: MissingInput) -> JSON {
        switch missing {
        case .clipboard: return .string("clipboard")
        case .stop(let response): return .object([("stop", .string(response))])
        case .action(let invocation):
            var pairs: [(key: String, value: JSON)] = [("action", .string(invocation.identifier))]
            if !invocation.parameters.isEmpty {
                pairs.append(("parameters", .object(invocation.parameters.map { ($0.key, json($0.value)) })))
            }
            return .object(pairs)
        }
    }

    /// One action as JSON.
    public static func json(_ action: ActionInvocation) -> JSON {
        var pairs: [(key: String, value: JSON)] = [("action", .string(action.identifier))]
        if let id = action.id { pairs.append(("id", .string(id))) }
        if let output = action.outputName { pairs.append(("output", .string(output))) }
        if let mode = action.mode { pairs.append(("mode", .string(mode.rawValue))) }
        if let group = action.group { pairs.append(("group", .string(group))) }
        if let unsupported = action.unsupported {
            pairs.append(
                ("unsupported", .object([("reason", .string(unsupported.reason)), ("parameters", unsupported.parameters)])))
        } else if !action.parameters.isEmpty {
            pairs.append(("parameters", .object(action.parameters.map { ($0.key, json($0.value)) })))
        }
        if !action.defaulted.isEmpty {
            pairs.append(("defaulted", .object(action.defaulted.map { ($0.key, .string($0.value)) })))
        }
        return .object(pairs)
    }

    /// A parameter value as JSON: text as a template, a typed reference as exactly one `{{…}}`.
    public static func json(_ value: ParameterValue) -> JSON {
        switch value {
        case .literal(let literal): return Coercion().json(literal)
        case .text(let parts): return .string(template(parts))
        case .reference(let reference): return .string("{{" + source(reference) + "}}")
        case .list(let items): return .array(items.map(json))
        case .dictionary(let entries): return .object(entries.map { ($0.key, json($0.value)) })
        }
    }

    /// Text parts as a template: literal `{{` and backslashes before it escaped (see
    /// `ReferenceSyntax.template`), references in canonical form.
    public static func template(_ parts: [TextPart]) -> String {
        var text = ""
        for (offset, part) in parts.enumerated() {
            switch part {
            case .literal(let literal):
                let beforeReference = offset + 1 < parts.count
                text += ReferenceSyntax.escapeLiteral(literal, beforeReference: beforeReference)
            case .reference(let reference): text += "{{" + source(reference) + "}}"
            }
        }
        return text
    }

    /// The canonical text between the braces: `Repeat Item 2 | key: a\.b | as: number`.
    public static func source(_ reference: Reference) -> String {
        var text: String
        switch reference.target {
        case .output(let name): text = "output:" + name
        case .variable(let name): text = "var:" + name
        case .name(let name): text = name
        case .shortcutInput: text = "Shortcut Input"
        case .repeatItem(let level): text = level == 1 ? "Repeat Item" : "Repeat Item \(level)"
        case .repeatIndex(let level): text = level == 1 ? "Repeat Index" : "Repeat Index \(level)"
        case .currentDate: text = "Current Date"
        case .clipboard: text = "Clipboard"
        case .device: text = "Device"
        case .ask(let prompt): text = prompt.map { "Ask: " + $0 } ?? "Ask"
        }
        for step in reference.aggrandizements {
            switch step {
            case .coerce(let type): text += " | as: " + type.rawValue
            case .property(let name): text += " | property: " + name
            case .key(let path): text += " | key: " + path.referenceText
            case .dateFormat(let pattern): text += " | format: " + pattern
            case .relativeDate(let day, let time): text += " | relative: " + day + (time.map { "; " + $0 } ?? "")
            case .howLong: text += " | relative: how long"
            case .item(let selector):
                switch selector {
                case .first: text += " | item: first"
                case .last: text += " | item: last"
                case .index(let index): text += " | item: \(index)"
                case .range(let low, let high): text += " | item: \(low)...\(high)"
                }
            }
        }
        return text
    }

    /// One line of JSON with a space after `:` and `,`.
    public static func compact(_ json: JSON) -> String {
        var output = ""
        writeCompact(json, to: &output)
        return output
    }

    private static func writeCompact(_ json: JSON, to output: inout String) {
        switch json {
        case .array(let items):
            output += "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { output += ", " }
                writeCompact(item, to: &output)
            }
            output += "]"
        case .object(let pairs):
            output += "{"
            for (offset, pair) in pairs.enumerated() {
                if offset > 0 { output += ", " }
                JSON.writeString(pair.key, to: &output)
                output += ": "
                writeCompact(pair.value, to: &output)
            }
            output += "}"
        default: output += json.serialized(pretty: false)
        }
    }
}
