/// Problems with references (`{{…}}`) and the names they use: syntax, binding to an output or
/// variable, names defined twice or never used.
public enum ReferenceFailure: Error, FailureFacts, Equatable {
    /// `{{` without `}}`.
    case unclosed
    /// `{{}}` or a reference with no name.
    case empty(body: String)
    /// A `| piece` that is not `kind: value`.
    case notAnAggrandizement(String)
    /// `kind:` with nothing after it.
    case aggrandizementNeedsValue(kind: String)
    /// `as:` with a type that does not exist.
    case unknownType(String, known: [String])
    /// A `| kind:` that does not exist.
    case unknownAggrandizement(String, known: [String])
    /// `item:` with something that is not a selector.
    case notAnItemSelector(String)
    /// Repeat Item or Repeat Index outside any repeat.
    case outsideRepeat(reference: String)
    /// `Repeat Item 3` with fewer enclosing repeats.
    case tooFewRepeats(reference: String, level: Int, enclosing: Int, name: String)
    /// Repeat Item inside a count repeat.
    case noRepeatItem(level: Int)
    /// A variable no action sets (a warning).
    case variableNeverSet(String, known: [String])
    /// An output read from further down the same repeat (a warning: it reads the previous iteration's).
    case loopCarried(name: String, producer: Int)
    /// A variable only an action kept unsupported sets (a warning: Nothing unless it runs).
    case setOnlyByKept(String, writer: Int)
    /// An action reading its own output.
    case ownOutput(name: String, producer: Int)
    /// An action reading the output of a later action.
    case laterOutput(name: String, producer: Int)
    /// A name nothing defines; `defaultNameOf` is an earlier action whose default output name it is.
    case unknown(String, known: [String], defaultNameOf: Int?)
    /// An `id` given to two actions.
    case duplicateID(String, firstUse: Int)
    /// An output named but never referenced (a warning).
    case outputNeverUsed(String)
    /// A variable set but never read (a warning).
    case variableNeverRead(String)
    /// A reference whose type can never become the parameter's (a warning).
    case typeMismatch(reference: String, produced: ValueType, parameter: String, expected: ValueType)

    /// What is wrong.
    public var message: String {
        switch self {
        case .unclosed: return "'{{' is not closed by '}}'"
        case .empty(let body): return "empty reference '{{\(body)}}'"
        case .notAnAggrandizement(let piece): return "'\(piece)' is not an aggrandizement"
        case .aggrandizementNeedsValue(let kind): return "'\(kind):' needs a value"
        case .unknownType(let name, _): return "unknown type '\(name)' in 'as:'"
        case .unknownAggrandizement(let kind, _): return "unknown aggrandizement '\(kind)'"
        case .notAnItemSelector(let text): return "'\(text)' is not an item selector"
        case .outsideRepeat(let reference):
            return "'\(reference)' is used outside any Repeat; it is Nothing when the workflow runs"
        case .tooFewRepeats(let reference, let level, let enclosing, _):
            return
                "'\(reference)' needs \(level) nested repeats, but only \(enclosing) enclose this action; it is Nothing when the workflow runs"
        case .noRepeatItem: return "Repeat (a count) has no Repeat Item; it is Nothing when the workflow runs"
        case .variableNeverSet(let name, _): return "variable '\(name)' is never set; it is Nothing when the workflow runs"
        case .loopCarried(let name, let producer):
            return
                "'\(name)' is the output of action \(producer), further down the same repeat: each iteration reads the previous iteration's value (nothing the first time)"
        case .setOnlyByKept(let name, let writer):
            return
                "variable '\(name)' is set only by action \(writer), which cannot run here; it is Nothing when the workflow runs"
        case .ownOutput(let name, _):
            return "'\(name)' refers to this action's own output; it is Nothing until the action has run"
        case .laterOutput(let name, let producer):
            return
                "'\(name)' refers to the output of action \(producer), which runs later; it is Nothing until that action has run"
        case .unknown(let name, _, _):
            return "unknown reference '\(name)'; it is Nothing when the workflow runs, as an unset variable is"
        case .duplicateID(let id, let firstUse): return "id '\(id)' is already used by action \(firstUse)"
        case .outputNeverUsed(let name): return "output '\(name)' is never used"
        case .variableNeverRead(let name): return "variable '\(name)' is set but never read"
        case .typeMismatch(let reference, let produced, let parameter, let expected):
            return "type mismatch: '\(reference)' is \(produced.article), but '\(parameter)' expects \(expected.article)"
        }
    }

    /// What to do.
    public var hint: String? {
        switch self {
        case .unclosed: return "write \\\\{{ in JSON for literal braces"
        case .empty: return "name an action output, a variable or a special variable such as 'Shortcut Input'"
        case .notAnAggrandizement: return "write 'as: TYPE', 'property: NAME', 'key: PATH', 'item: N' or 'format: PATTERN'"
        case .aggrandizementNeedsValue: return nil
        case .unknownType(let name, let known):
            return "use one of \(known.joined(separator: ", "))" + Suggestions.didYouMean(name, among: known)
        case .unknownAggrandizement(let kind, let known):
            return "use one of \(known.joined(separator: ", "))" + Suggestions.didYouMean(kind, among: known)
        case .notAnItemSelector:
            return "use first, last, a 1-based index (negative counts from the end) or a range such as 2...4"
        case .outsideRepeat: return "move the action inside a Repeat or Repeat with Each block"
        case .tooFewRepeats(_, _, _, let name): return "'\(name)' is the outermost loop's, '\(name) 2' the next one in"
        case .noRepeatItem(let level):
            return "use '\(level == 1 ? "Repeat Index" : "Repeat Index \(level)")', or Repeat with Each to iterate a list"
        case .variableNeverSet(let name, let known):
            return "add a Set Variable named '\(name)' before it" + Suggestions.didYouMean(name, among: known)
        case .setOnlyByKept(_, let writer): return "see action \(writer)'s warning for what it needs"
        case .loopCarried(_, let producer):
            return "this mirrors Shortcuts; move action \(producer) up if you meant this iteration's value"
        case .ownOutput(_, let producer), .laterOutput(_, let producer):
            return "an action can only use outputs of actions above it; move action \(producer) up"
        case .unknown(let name, let known, let defaultNameOf):
            if let producer = defaultNameOf {
                return
                    "default output names are not references; give action \(producer) an \"id\" (or \"output\" name) and use that"
            }
            return "no action output or variable has this name" + Suggestions.didYouMean(name, among: known)
        case .duplicateID: return "give each action a unique \"id\""
        case .outputNeverUsed(let name): return "reference it as {{\(name)}} or remove the name"
        case .variableNeverRead(let name): return "read it with {{\(name)}} or remove the Set Variable"
        case .typeMismatch(let reference, _, _, let expected):
            return "convert it first, e.g. {{\(reference) | as: \(expected.rawValue)}} or pick a key with '| key: NAME'"
        }
    }

    /// A document with a broken reference is a bad document.
    public var exitCode: ExitCode { .badDocument }

    /// Apple's runtime reads a name nothing sets, a later or own output, or a loop variable outside
    /// its loop as Nothing too (research/shortcuts-semantics.md, issue 24): those warnings are Apple's.
    public var parity: Parity? {
        switch self {
        case .outsideRepeat, .tooFewRepeats, .noRepeatItem, .variableNeverSet, .loopCarried, .ownOutput, .laterOutput, .unknown:
            return .apple
        case .setOnlyByKept: return .engine
        default: return nil
        }
    }
}
