import Foundation

/// Reads a workflow document from JSON, with errors that name the action and key.
public enum DocumentReader {
    static let documentKeys = ["format", "version", "name", "description", "input", "actions"]
    static let actionKeys = ["action", "id", "output", "mode", "group", "parameters", "comment", "unsupported"]

    /// Parses JSON bytes into a document. Malformed JSON or invalid content throws a `WorkflowError`
    /// that names `file` when given.
    public static func read(_ data: Data, file: String? = nil) throws(WorkflowError) -> WorkflowDocument {
        let json: JSON
        do { json = try JSONParser.parse(data) } catch {
            throw WorkflowError("malformed JSON: \(error.description)", hint: "fix the JSON syntax at that position", file: file)
        }
        do { return try document(from: json) } catch { throw error.inFile(file) }
    }

    /// Builds a document from parsed JSON; unknown keys, a missing or unknown version, or a bad action is
    /// an error naming what is wrong.
    public static func document(from json: JSON) throws(WorkflowError) -> WorkflowDocument {
        guard case .object(let pairs) = json else {
            throw WorkflowError(
                "the document must be a JSON object, not \(json.kindName)",
                hint: "start with {\"version\": 1, \"actions\": [...]}")
        }
        try rejectUnknownKeys(pairs.map(\.key), allowed: documentKeys, what: "document")
        guard let versionJSON = json["version"] else {
            throw WorkflowError("the document has no \"version\"", hint: "add \"version\": \(WorkflowDocument.currentVersion)")
        }
        guard case .number(let versionText) = versionJSON, let version = Int(versionText) else {
            throw WorkflowError(
                "\"version\" must be a whole number, not \(versionJSON.kindName)",
                hint: "use \"version\": \(WorkflowDocument.currentVersion)")
        }
        guard version == WorkflowDocument.currentVersion else {
            throw WorkflowError(
                "unknown document version \(version)",
                hint: "this engine reads version \(WorkflowDocument.currentVersion); upgrade the engine or convert the document")
        }
        if let format = json["format"], format.string != "shortcut-engine-workflow" {
            throw WorkflowError(
                "unknown \"format\" \(format.serialized(pretty: false))",
                hint: "use \"format\": \"shortcut-engine-workflow\" or leave it out")
        }
        var document = WorkflowDocument(name: json["name"]?.string ?? "Untitled", actions: [])
        document.summary = json["description"]?.string
        if let input = json["input"] { document.inputTypes = try inputTypes(input) }
        guard let actionsJSON = json["actions"] else {
            throw WorkflowError("the document has no \"actions\" list", hint: "add \"actions\": []")
        }
        guard case .array(let actions) = actionsJSON else {
            throw WorkflowError("\"actions\" must be a list, not \(actionsJSON.kindName)")
        }
        for (offset, action) in actions.enumerated() {
            document.actions.append(try invocation(action, index: offset + 1))
        }
        return document
    }

    static func inputTypes(_ json: JSON) throws(WorkflowError) -> [ValueType] {
        guard case .object = json, let types = json["types"], case .array(let names) = types else {
            throw WorkflowError("\"input\" must be an object such as {\"types\": [\"text\"]}")
        }
        var result: [ValueType] = []
        for name in names {
            guard let text = name.string, let type = ValueType(name: text) else {
                throw WorkflowError(
                    "unknown input type \(name.serialized(pretty: false))",
                    hint: "use any of \(ValueType.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            result.append(type)
        }
        return result
    }

    static func invocation(_ json: JSON, index: Int) throws(WorkflowError) -> ActionInvocation {
        guard case .object(let pairs) = json else {
            throw WorkflowError("action \(index) must be a JSON object, not \(json.kindName)")
        }
        guard let identifier = json["action"]?.string, !identifier.isEmpty else {
            throw WorkflowError(
                "action \(index) has no \"action\" identifier", hint: "add \"action\": \"gettext\" (see `shortcut actions`)")
        }
        let location = ActionLocation(index: index, identifier: identifier, name: nil)
        do throws(WorkflowError) {
            try rejectUnknownKeys(pairs.map(\.key), allowed: actionKeys, what: "action")
            var invocation = ActionInvocation(identifier)
            invocation.id = try optionalString(json, "id")
            invocation.outputName = try optionalString(json, "output")
            invocation.group = try optionalString(json, "group")
            if let mode = json["mode"] { invocation.mode = try blockMode(mode) }
            if let unsupported = json["unsupported"] {
                guard case .object = unsupported, let reason = unsupported["reason"]?.string else {
                    throw WorkflowError("\"unsupported\" must be an object with a \"reason\" and the original \"parameters\"")
                }
                if json["parameters"] != nil {
                    throw WorkflowError(
                        "an unsupported action keeps its parameters inside \"unsupported\"",
                        hint: "move \"parameters\" into \"unsupported\"")
                }
                invocation.unsupported = .init(reason: reason, parameters: unsupported["parameters"] ?? .object([]))
                return invocation
            }
            if let parameters = json["parameters"] {
                guard case .object(let entries) = parameters else {
                    throw WorkflowError("\"parameters\" must be an object, not \(parameters.kindName)")
                }
                for entry in entries {
                    do {
                        invocation.parameters.append(.init(key: entry.key, value: try parameterValue(entry.value)))
                    } catch {
                        throw WorkflowError(error.message, hint: error.hint, parameter: entry.key)
                    }
                }
            }
            return invocation
        } catch {
            var located = error
            located.location = location
            throw located
        }
    }

    static func blockMode(_ json: JSON) throws(WorkflowError) -> BlockMode {
        switch json {
        case .string(let text): if let mode = BlockMode(rawValue: text.lowercased()) { return mode }
        case .number("0"): return .start
        case .number("1"): return .middle
        case .number("2"): return .end
        default: break
        }
        throw WorkflowError("unknown \"mode\" \(json.serialized(pretty: false))", hint: "use \"start\", \"middle\" or \"end\"")
    }

    /// Strings are templates; objects are dictionaries; arrays lists; the rest literals.
    public static func parameterValue(_ json: JSON) throws(ReferenceSyntaxError) -> ParameterValue {
        switch json {
        case .string(let text): return try ReferenceSyntax.parameterValue(text)
        case .array(let items):
            var values: [ParameterValue] = []
            for item in items { values.append(try parameterValue(item)) }
            return .list(values)
        case .object(let pairs):
            var entries: [ParameterValue.DictionaryEntry] = []
            for pair in pairs { entries.append(.init(key: pair.key, value: try parameterValue(pair.value))) }
            return .dictionary(entries)
        default: return .literal(Value(json: json))
        }
    }

    static func optionalString(_ json: JSON, _ key: String) throws(WorkflowError) -> String? {
        guard let value = json[key] else { return nil }
        guard let text = value.string, !text.isEmpty else {
            throw WorkflowError("\"\(key)\" must be a non-empty string, not \(value.kindName)")
        }
        return text
    }

    static func rejectUnknownKeys(_ keys: [String], allowed: [String], what: String) throws(WorkflowError) {
        for key in keys where !allowed.contains(key) {
            throw WorkflowError(
                "unknown \(what) key \"\(key)\"",
                hint: "allowed keys: \(allowed.joined(separator: ", "))" + Suggestions.didYouMean(key, among: allowed))
        }
    }
}
