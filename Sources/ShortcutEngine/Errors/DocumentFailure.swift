/// Problems with a workflow document itself: its JSON shape, its keys, and actions or
/// parameters the registry does not know.
public enum DocumentFailure: Error, FailureFacts, Equatable {
    /// The bytes are not JSON; `detail` is the parser's description (the position is the error's `sourcePosition`).
    case malformedJSON(detail: String)
    /// A key written twice in one JSON object: the key and where it first appears (where it is repeated is the error's `sourcePosition`).
    case duplicateKey(String, first: SourcePosition)
    /// The top level is not an object; `found` is the JSON kind.
    case notAnObject(found: String)
    /// No `"version"`.
    case noVersion(current: Int)
    /// `"version"` is not a whole number.
    case versionNotANumber(found: String, current: Int)
    /// A version this engine does not read.
    case unknownVersion(Int, current: Int)
    /// A `"format"` other than ours; `found` is the JSON as written.
    case unknownFormat(found: String)
    /// No `"actions"` list.
    case noActions
    /// `"actions"` is not a list.
    case actionsNotAList(found: String)
    /// `"input"` is not an object with `"types"` or `"whenMissing"`.
    case badInput
    /// `"input.whenMissing"` is none of its forms; the JSON found.
    case badMissingInput(found: String)
    /// An input type that does not exist.
    case unknownInputType(found: String, known: [String])
    /// An action that is not a JSON object.
    case actionNotAnObject(index: Int, found: String)
    /// An action without an identifier.
    case noIdentifier(index: Int)
    /// A malformed `"unsupported"` entry.
    case badUnsupported
    /// A malformed `"defaulted"` entry (not an object of texts).
    case badDefaulted
    /// `"parameters"` beside `"unsupported"`.
    case parametersOutsideUnsupported
    /// `"parameters"` is not an object.
    case parametersNotAnObject(found: String)
    /// A `"mode"` other than start, middle or end.
    case unknownMode(found: String)
    /// A key that must be a non-empty string.
    case notANonEmptyString(key: String, found: String)
    /// A key the document or an action does not have (`what`: "document" or "action").
    case unknownKey(String, what: String, allowed: [String])
    /// An identifier the registry does not know; `suggestion` is the closest known one.
    case unknownAction(String, suggestion: String?)
    /// An imported action kept without running (a warning).
    case keptUnsupported(reason: String)
    /// A parameter the action does not declare.
    case unknownParameter(String, known: [String])
    /// A parameter set where its parent's value hides it (a warning).
    case ignoredParameter(String, parent: String, values: [String])

    /// What is wrong.
    public var message: String {
        switch self {
        case .malformedJSON(let detail): return "malformed JSON: \(detail)"
        case .duplicateKey(let key, let first):
            return "duplicate key \"\(key)\" (first at \(first))"
        case .notAnObject(let found): return "the document must be a JSON object, not \(found)"
        case .noVersion: return "the document has no \"version\""
        case .versionNotANumber(let found, _): return "\"version\" must be a whole number, not \(found)"
        case .unknownVersion(let version, _): return "unknown document version \(version)"
        case .unknownFormat(let found): return "unknown \"format\" \(found)"
        case .noActions: return "the document has no \"actions\" list"
        case .actionsNotAList(let found): return "\"actions\" must be a list, not \(found)"
        case .badInput: return "\"input\" must be an object such as {\"types\": [\"text\"]}"
        case .badMissingInput(let found): return "\"whenMissing\" cannot be \(found)"
        case .unknownInputType(let found, _): return "unknown input type \(found)"
        case .actionNotAnObject(let index, let found): return "action \(index) must be a JSON object, not \(found)"
        case .noIdentifier(let index): return "action \(index) has no \"action\" identifier"
        case .badUnsupported: return "\"unsupported\" must be an object with a \"reason\" and the original \"parameters\""
        case .badDefaulted: return "\"defaulted\" must be an object of parameter keys and the texts the file gave them"
        case .parametersOutsideUnsupported: return "an unsupported action keeps its parameters inside \"unsupported\""
        case .parametersNotAnObject(let found): return "\"parameters\" must be an object, not \(found)"
        case .unknownMode(let found): return "unknown \"mode\" \(found)"
        case .notANonEmptyString(let key, let found): return "\"\(key)\" must be a non-empty string, not \(found)"
        case .unknownKey(let key, let what, _): return "unknown \(what) key \"\(key)\""
        case .unknownAction(let identifier, _): return "unknown action '\(identifier)'"
        case .keptUnsupported(let reason): return "cannot run here: \(reason)"
        case .unknownParameter(let key, _): return "unknown parameter '\(key)'"
        case .ignoredParameter(let key, let parent, let values):
            return "'\(key)' is ignored unless '\(parent)' is \(quotedList(values, separator: " or "))"
        }
    }

    /// What to do.
    public var hint: String? {
        switch self {
        case .malformedJSON: return "fix the JSON syntax at that position"
        case .duplicateKey: return "keep one of the two: keys of a JSON object must be unique"
        case .notAnObject: return "start with {\"version\": 1, \"actions\": [...]}"
        case .noVersion(let current): return "add \"version\": \(current)"
        case .versionNotANumber(_, let current): return "use \"version\": \(current)"
        case .unknownVersion(_, let current):
            return "this engine reads version \(current); upgrade the engine or convert the document"
        case .unknownFormat: return "use \"format\": \"shortcut-engine-workflow\" or leave it out"
        case .noActions: return "add \"actions\": []"
        case .unknownInputType(_, let known): return "use any of \(known.joined(separator: ", "))"
        case .noIdentifier: return "add \"action\": \"gettext\""
        case .badMissingInput:
            return "use \"continue\", \"clipboard\", {\"stop\": \"TEXT\"} or {\"action\": \"file.select\", \"parameters\": {…}}"
        case .parametersOutsideUnsupported: return "move \"parameters\" into \"unsupported\""
        case .unknownMode: return "use \"start\", \"middle\" or \"end\""
        case .unknownKey(let key, _, let allowed):
            return "allowed keys: \(allowed.joined(separator: ", "))" + Suggestions.didYouMean(key, among: allowed)
        case .unknownAction(_, let suggestion): return suggestion.map { "did you mean '\($0)'?" }
        case .keptUnsupported: return "kept from the import; the run stops at it"
        case .unknownParameter(let key, let known):
            return known.isEmpty ? "this action takes no parameters" : useOneOf(known, given: key)
        case .ignoredParameter(_, let parent, _): return "remove it or change '\(parent)'"
        case .actionsNotAList, .badInput, .actionNotAnObject, .badUnsupported, .badDefaulted, .parametersNotAnObject,
            .notANonEmptyString:
            return nil
        }
    }

    /// Unknown actions are looked up in the catalogue; kept imports can be skipped.
    public var remedy: Remedy? {
        switch self {
        case .noIdentifier, .unknownAction: return .seeCatalogue
        case .keptUnsupported: return .skipUnsupported
        default: return nil
        }
    }

    /// Every document problem exits 65.
    public var exitCode: ExitCode { .badDocument }

    /// An action kept unsupported is this engine's gap (Apple's Shortcuts runs it), unless it is
    /// not an action Apple has: Shortcuts cannot run that either.
    public var parity: Parity? {
        guard case .keptUnsupported(let reason) = self else { return nil }
        return reason.hasPrefix(Self.notApplesAction) ? .apple : .engine
    }

    /// How the importer's reason for an `is.workflow.actions.` identifier no Apple definition
    /// names begins (`UnsupportedCategory.notAppleAction`).
    public static let notApplesAction = "not an action Apple has"
}
