import Foundation

/// Reads a workflow document from JSON, with errors that name the action and key and, when read
/// from text, the line and column of the offending value.
public enum DocumentReader {
    static let documentKeys = ["format", "version", "name", "description", "input", "actions"]
    static let actionKeys = ["action", "id", "output", "mode", "group", "parameters", "comment", "unsupported", "defaulted"]

    /// Parses JSON bytes into a document. Malformed JSON or invalid content throws a `WorkflowError`
    /// that names `file` when given.
    public static func read(_ data: Data, file: String? = nil) throws(WorkflowError) -> WorkflowDocument {
        let json: JSON
        do { json = try JSONParser.parse(data) } catch {
            var problem = WorkflowError(
                error.duplicateKey.map { DocumentFailure.duplicateKey($0.key, first: $0.first) }
                    ?? DocumentFailure.malformedJSON(detail: error.message), file: file)
            problem.sourcePosition = error.position
            throw problem
        }
        do {
            var document = try document(from: json)
            document.source = DocumentSource(data)
            return document
        } catch {
            var located = error.inFile(file)
            if let path = error.jsonPath { located.sourcePosition = JSONParser.position(of: path, in: data) }
            throw located
        }
    }

    /// Builds a document from parsed JSON; unknown keys, a missing or unknown version, or a bad action is
    /// an error naming what is wrong.
    public static func document(from json: JSON) throws(WorkflowError) -> WorkflowDocument {
        guard case .object(let pairs) = json else {
            throw WorkflowError(DocumentFailure.notAnObject(found: json.kindName)).at(JSONPath())
        }
        try rejectUnknownKeys(pairs.map(\.key), allowed: documentKeys, what: "document", at: JSONPath())
        guard let versionJSON = json["version"] else {
            throw WorkflowError(DocumentFailure.noVersion(current: WorkflowDocument.currentVersion))
        }
        guard case .number(let versionText) = versionJSON, let version = Int(versionText) else {
            throw WorkflowError(
                DocumentFailure.versionNotANumber(found: versionJSON.kindName, current: WorkflowDocument.currentVersion)
            ).at(JSONPath(steps: [.key("version")]))
        }
        guard version == WorkflowDocument.currentVersion else {
            throw WorkflowError(DocumentFailure.unknownVersion(version, current: WorkflowDocument.currentVersion)).at(
                JSONPath(steps: [.key("version")]))
        }
        if let format = json["format"], format.string != "shortcut-engine-workflow" {
            throw WorkflowError(DocumentFailure.unknownFormat(found: format.serialized(pretty: false))).at(
                JSONPath(steps: [.key("format")]))
        }
        var document = WorkflowDocument(name: json["name"]?.string ?? "Untitled", actions: [])
        document.summary = json["description"]?.string
        if let input = json["input"] {
            (document.inputTypes, document.whenInputMissing) = try DocumentReader.input(input)
        }
        guard let actionsJSON = json["actions"] else {
            throw WorkflowError(DocumentFailure.noActions)
        }
        guard case .array(let actions) = actionsJSON else {
            throw WorkflowError(DocumentFailure.actionsNotAList(found: actionsJSON.kindName)).at(
                JSONPath(steps: [.key("actions")]))
        }
        for (offset, action) in actions.enumerated() {
            document.actions.append(try invocation(action, index: offset + 1))
        }
        return document
    }

    /// The `input` object: the types it expects (`types`) and what it does without input (`whenMissing`).
    static func input(_ json: JSON) throws(WorkflowError) -> (types: [ValueType], whenMissing: MissingInput?) {
        let path = JSONPath(steps: [.key("input")])
        guard case .object(let pairs) = json, json["types"] != nil || json["whenMissing"] != nil else {
            throw WorkflowError(DocumentFailure.badInput).at(path)
        }
        try rejectUnknownKeys(pairs.map(\.key), allowed: ["types", "whenMissing"], what: "input", at: path)
        var result: [ValueType] = []
        if let types = json["types"] {
            guard case .array(let names) = types else { throw WorkflowError(DocumentFailure.badInput).at(path) }
            for (offset, name) in names.enumerated() {
                guard let text = name.string, let type = ValueType(name: text) else {
                    throw WorkflowError(
                        DocumentFailure.unknownInputType(
                            found: name.serialized(pretty: false), known: ValueType.allCases.map(\.rawValue))
                    ).at(path.appending(.key("types")).appending(.index(offset)))
                }
                result.append(type)
            }
        }
        guard let missing = json["whenMissing"] else { return (result, nil) }
        return (result, try missingInput(missing, at: path.appending(.key("whenMissing"))))
    }

    /// `input.whenMissing`: `"continue"` (nil), `"clipboard"`, `{"stop": TEXT}` or `{"action": ID, "parameters": {…}}`.
    static func missingInput(_ json: JSON, at path: JSONPath) throws(WorkflowError) -> MissingInput? {
        switch json {
        case .string("continue"): return nil
        case .string("clipboard"): return .clipboard
        case .object(let pairs):
            if pairs.count == 1, let response = json["stop"]?.string { return .stop(response) }
            guard let identifier = json["action"]?.string, !identifier.isEmpty else { break }
            try rejectUnknownKeys(pairs.map(\.key), allowed: ["action", "parameters"], what: "whenMissing", at: path)
            var invocation = ActionInvocation(identifier)
            if let parameters = json["parameters"] { invocation.parameters = try self.parameters(parameters, at: path) }
            return .action(invocation)
        default: break
        }
        throw WorkflowError(DocumentFailure.badMissingInput(found: json.serialized(pretty: false))).at(path)
    }

    static func invocation(_ json: JSON, index: Int) throws(WorkflowError) -> ActionInvocation {
        let path = JSONPath(steps: [.key("actions"), .index(index - 1)])
        guard case .object(let pairs) = json else {
            throw WorkflowError(DocumentFailure.actionNotAnObject(index: index, found: json.kindName)).at(path)
        }
        guard let identifier = json["action"]?.string, !identifier.isEmpty else {
            throw WorkflowError(DocumentFailure.noIdentifier(index: index)).at(
                json["action"] == nil ? path : path.appending(.key("action")))
        }
        let location = ActionLocation(index: index, identifier: identifier, name: nil)
        do throws(WorkflowError) {
            try rejectUnknownKeys(pairs.map(\.key), allowed: actionKeys, what: "action", at: path)
            var invocation = ActionInvocation(identifier)
            invocation.id = try optionalString(json, "id", at: path)
            invocation.outputName = try optionalString(json, "output", at: path)
            invocation.group = try optionalString(json, "group", at: path)
            if let mode = json["mode"] {
                do { invocation.mode = try blockMode(mode) } catch { throw error.at(path.appending(.key("mode"))) }
            }
            if let defaulted = json["defaulted"] {
                guard case .object(let entries) = defaulted, entries.allSatisfy({ $0.value.string != nil }) else {
                    throw WorkflowError(DocumentFailure.badDefaulted).at(path.appending(.key("defaulted")))
                }
                invocation.defaulted = entries.map { .init(key: $0.key, value: $0.value.string ?? "") }
            }
            if let unsupported = json["unsupported"] {
                guard case .object = unsupported, let reason = unsupported["reason"]?.string else {
                    throw WorkflowError(DocumentFailure.badUnsupported).at(path.appending(.key("unsupported")))
                }
                if json["parameters"] != nil {
                    throw WorkflowError(DocumentFailure.parametersOutsideUnsupported).at(path.key("parameters"))
                }
                invocation.unsupported = .init(reason: reason, parameters: unsupported["parameters"] ?? .object([]))
                return invocation
            }
            if let parameters = json["parameters"] { invocation.parameters = try self.parameters(parameters, at: path) }
            return invocation
        } catch {
            var located = error
            located.location = location
            throw located
        }
    }

    /// The `parameters` object of the action at `path`, each value read as a parameter value
    /// (a problem names the parameter and is placed at it).
    static func parameters(_ json: JSON, at path: JSONPath) throws(WorkflowError) -> [ActionInvocation.Parameter] {
        guard case .object(let entries) = json else {
            throw WorkflowError(DocumentFailure.parametersNotAnObject(found: json.kindName)).at(
                path.appending(.key("parameters")))
        }
        var parameters: [ActionInvocation.Parameter] = []
        for entry in entries {
            do {
                parameters.append(.init(key: entry.key, value: try parameterValue(entry.value)))
            } catch {
                throw WorkflowError(error, parameter: entry.key).at(path.appending(.key("parameters")).appending(.key(entry.key)))
            }
        }
        return parameters
    }

    static func blockMode(_ json: JSON) throws(WorkflowError) -> BlockMode {
        switch json {
        case .string(let text): if let mode = BlockMode(rawValue: text.lowercased()) { return mode }
        case .number("0"): return .start
        case .number("1"): return .middle
        case .number("2"): return .end
        default: break
        }
        throw WorkflowError(DocumentFailure.unknownMode(found: json.serialized(pretty: false)))
    }

    /// Strings are templates; objects are dictionaries; arrays lists; the rest literals.
    public static func parameterValue(_ json: JSON) throws(ReferenceFailure) -> ParameterValue {
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

    static func optionalString(_ json: JSON, _ key: String, at path: JSONPath) throws(WorkflowError) -> String? {
        guard let value = json[key] else { return nil }
        guard let text = value.string, !text.isEmpty else {
            throw WorkflowError(DocumentFailure.notANonEmptyString(key: key, found: value.kindName)).at(
                path.appending(.key(key)))
        }
        return text
    }

    /// Unknown keys of the object at `path` are an error placed at the key.
    static func rejectUnknownKeys(_ keys: [String], allowed: [String], what: String, at path: JSONPath) throws(WorkflowError) {
        for key in keys where !allowed.contains(key) {
            throw WorkflowError(DocumentFailure.unknownKey(key, what: what, allowed: allowed)).at(path.key(key))
        }
    }
}
