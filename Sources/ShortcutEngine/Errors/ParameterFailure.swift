/// Failures of one parameter's value, found while resolving it (the Intents "resolve" phase).
public enum ParameterFailure: FailureFacts, Equatable {
    /// Required and not given; `summary` is the parameter's description.
    case needsValue(key: String, summary: String)
    /// Given, but what fed it produced Nothing.
    case gotNothing(key: String)
    /// Not one of the parameter's choices.
    case unknownChoice(given: String, allowed: [String])
    /// One of Apple's values for the parameter that this engine does not run (`Choice.valuesNotBuilt`).
    case choiceNotBuilt(given: String, allowed: [String])
    /// A value an imported file gave that is none of the choices: it runs with the default, as
    /// Apple's does (`"defaulted"`, a warning).
    case runsWithDefault(given: String, fallback: String?)
    /// Not a whole number where one is needed.
    case notWholeNumber(Number)
    /// Below the declared minimum.
    case belowMinimum(Number, minimum: Number)
    /// Above the declared maximum (a cap on a size-like parameter; docs/limits.md lists them).
    case aboveMaximum(Number, maximum: Number)
    /// Empty where some text is needed (`what` names the thing: "the custom separator").
    case empty(what: String, key: String, wanted: String)
    /// A regular expression that does not compile.
    case invalidPattern(String)
    /// A regular expression longer than the compile-size limit (`length` UTF-16 units).
    case patternTooLong(length: Int, limit: Int)
    /// Two parameters that must be ordered are not (`the range ends before it starts`).
    case reversed(lower: String, upper: String, subject: ReversedSubject)
    /// A literal the parameter's type cannot take (a warning of `check`): the action fails with
    /// this conversion when it runs, as Apple's does, and not before.
    case literalFailsWhenRun(ValueFailure)

    /// What a reversed pair bounds.
    public enum ReversedSubject: Sendable, Equatable {
        /// A range of list items.
        case range
        /// A random number's bounds.
        case bounds
    }

    /// What is wrong.
    public var message: String {
        switch self {
        case .needsValue: return "needs a value"
        case .gotNothing: return "needs a value, got nothing"
        case .unknownChoice(let given, _): return "unknown value " + ValueSummary.quoted(given)
        case .choiceNotBuilt(let given, _): return ValueSummary.quoted(given) + " is not built yet"
        case .runsWithDefault(let given, let fallback):
            return "'\(given)' is none of the action's values; it runs with "
                + (fallback.map { "the default '\($0)'" } ?? "no value") + ", as Apple's does"
        case .notWholeNumber(let number): return "expected a whole number, got \(number)"
        case .belowMinimum(let number, let minimum): return "must be at least \(minimum), got \(number)"
        case .aboveMaximum(let number, let maximum): return "must be at most \(maximum), got \(number)"
        case .empty(let what, _, _): return "\(what) is empty"
        case .invalidPattern(let pattern): return "'\(pattern)' is not a valid regular expression"
        case .patternTooLong(let length, let limit):
            return "the regular expression is \(length) characters long, more than the limit of \(limit)"
        case .reversed(_, _, .range): return "the range ends before it starts"
        case .reversed(_, _, .bounds): return "the maximum is below the minimum"
        case .literalFailsWhenRun(let failure): return failure.message + "; the action fails with this when it runs"
        }
    }

    /// What to do.
    public var hint: String? {
        switch self {
        case .needsValue(let key, let summary):
            return summary.isEmpty ? "set \"\(key)\"" : "set \"\(key)\": \(summary.lowercased())"
        case .gotNothing(let key): return "check what feeds '\(key)'"
        case .unknownChoice(let given, let allowed): return useOneOf(allowed, given: given)
        case .choiceNotBuilt(_, let allowed):
            return "the action's definition has this value, and this engine does not run it yet; use one of "
                + allowed.map { "'\($0)'" }.joined(separator: ", ")
        case .notWholeNumber, .belowMinimum: return nil
        case .runsWithDefault(_, _):
            return "set the parameter to one of its values to choose; remove \"defaulted\" to keep the default quietly"
        case .aboveMaximum: return nil
        case .empty(_, let key, let wanted): return "set \"\(key)\" to \(wanted)"
        case .invalidPattern: return "check brackets and escapes (ICU syntax)"
        case .patternTooLong: return "split the pattern into several Match Text or Replace Text actions"
        case .reversed(let lower, let upper, .range): return "make '\(upper)' at least '\(lower)'"
        case .reversed(_, _, .bounds): return "swap them"
        case .literalFailsWhenRun(let failure): return failure.hint
        }
    }

    /// A choice Apple's runtime defaults and a literal that fails when its action runs are
    /// Apple's too; the rest are found while running, where parity does not arise.
    public var parity: Parity? {
        switch self {
        case .runsWithDefault, .literalFailsWhenRun: return .apple
        default: return nil
        }
    }
}
