/// Failures of the run itself: limits, nesting, menus, loops and actions that cannot run here.
public enum RunFailure: FailureFacts, Equatable {
    /// More steps than `RunOptions.limits.maxSteps`.
    case tooManySteps(limit: Int)
    /// Longer than `RunOptions.limits.timeout` seconds.
    case tooLong(seconds: Double)
    /// A repeat with more repetitions than `RunOptions.limits.maxItems`.
    case tooManyRepetitions(Int, limit: Int)
    /// A variable grown past `RunOptions.limits.maxItems` items.
    case variableTooLong(name: String, limit: Int)
    /// A list an action made (or was making) with more than `RunOptions.limits.maxItems` items.
    case tooManyItems(limit: Int)
    /// A text an action made (or was making) longer than `RunOptions.limits.maxTextLength` UTF-8 bytes.
    case textTooLong(limit: Int)
    /// Run Workflow nested deeper than `RunOptions.limits.maxDepth`.
    case nestedTooDeep(limit: Int)
    /// The run's live values past `RunOptions.limits.maxMemory` bytes.
    case memoryLimit(limit: Int)
    /// A value whose lists and dictionaries nest deeper than `RunOptions.limits.maxValueDepth`.
    case valueTooDeep(limit: Int)
    /// Run Workflow would nest blocks deeper than `RunOptions.limits.maxNesting`, counting the
    /// blocks open around it (`open`) and the deepest in the workflow it runs (`inner`).
    case blocksNestedTooDeep(open: Int, inner: Int, limit: Int)
    /// Run Workflow running a workflow already running; the names from the first to the repeat.
    case workflowCycle([String])
    /// Run Workflow's document does not compile; the path as given.
    case nestedDoesNotCompile(String)
    /// A menu answer that is neither a title nor a number.
    case notAMenuOption(answer: String, titles: [String])
    /// A repeat count that is not a number.
    case repeatCountNotNumber(got: ValueType)
    /// A negative repeat count.
    case repeatCountNegative(Int)
    /// An imported action this engine cannot run (`reason` from the import).
    case unsupported(reason: String)
    /// Resolving parameters for an action position the program does not have.
    case noSuchAction(position: Int)
    /// An error of a kind the engine does not know, described by the error itself.
    case unexpected(String)

    /// What is wrong.
    public var message: String {
        switch self {
        case .tooManySteps(let limit): return "stopped after \(limit) steps (the step limit)"
        case .tooLong(let seconds):
            return "stopped after \(RunFailure.seconds(seconds)) second\(seconds == 1 ? "" : "s") (the time limit)"
        case .tooManyRepetitions(let count, let limit): return "\(count) repetitions exceed the limit of \(limit)"
        case .variableTooLong(let name, let limit): return "'\(name)' grew past \(limit) items"
        case .tooManyItems(let limit): return "the list grew past \(limit) items (the item limit)"
        case .textTooLong(let limit): return "the text grew past \(limit) bytes (the text length limit)"
        case .nestedTooDeep(let limit): return "Run Workflow nested deeper than \(limit) levels"
        case .memoryLimit(let limit): return "the run's values grew past \(limit) bytes (the memory limit)"
        case .valueTooDeep(let limit):
            return "a value's lists and dictionaries nest deeper than \(limit) levels (the value depth limit)"
        case .blocksNestedTooDeep(let open, let inner, let limit):
            return
                "the workflow's blocks nest \(inner) deep inside \(open) open blocks, deeper than \(limit) blocks (the nesting limit)"
        case .workflowCycle(let names): return "Run Workflow cycle: \(names.joined(separator: " → "))"
        case .nestedDoesNotCompile(let path): return "cannot compile \(path)"
        case .notAMenuOption(let answer, _): return "'\(answer)' is not one of the menu's options"
        case .repeatCountNotNumber(let type): return "the repeat count must be a number, got \(type.article)"
        case .repeatCountNegative(let count): return "the repeat count must not be negative, got \(count)"
        case .unsupported(let reason): return "cannot run here: \(reason)"
        case .noSuchAction(let position): return "the program has no action \(position)"
        case .unexpected(let description): return description
        }
    }

    /// What to do, where it holds for every host.
    public var hint: String? {
        switch self {
        case .valueTooDeep(let limit) where limit >= RunLimits.valueDepthCeiling:
            return "\(limit) is the most the stack allows; flatten the value"
        case .nestedTooDeep(let limit) where limit >= RunLimits.depthCeiling:
            return "\(limit) is the most the stack allows; split the workflow"
        case .blocksNestedTooDeep(_, _, let limit) where limit >= RunLimits.nestingCeiling:
            return "\(limit) is the most the stack allows; split the workflow"
        case .workflowCycle: return "a workflow may not run itself, directly or through others"
        case .notAMenuOption(_, let titles): return "answer with one of \(quotedList(titles)) or its number"
        case .repeatCountNotNumber: return "set \"count\" to a whole number"
        default: return nil
        }
    }

    /// What the host can do: raise a limit, or skip unsupported actions.
    public var remedy: Remedy? {
        switch self {
        case .tooManySteps: return .raiseLimit(.steps)
        case .tooLong: return .raiseLimit(.seconds)
        case .tooManyRepetitions, .variableTooLong, .tooManyItems: return .raiseLimit(.items)
        case .textTooLong: return .raiseLimit(.textLength)
        case .memoryLimit: return .raiseLimit(.memory)
        case .valueTooDeep(let limit): return limit < RunLimits.valueDepthCeiling ? .raiseLimit(.valueDepth) : nil
        case .nestedTooDeep(let limit): return limit < RunLimits.depthCeiling ? .raiseLimit(.depth) : nil
        case .blocksNestedTooDeep(_, _, let limit): return limit < RunLimits.nestingCeiling ? .raiseLimit(.nesting) : nil
        case .unsupported: return .skipUnsupported
        default: return nil
        }
    }

    /// Whole seconds without a fraction (`3600`), others as given (`0.3`).
    public static func seconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }

    /// Bad documents exit 65, a wrong action position 64; the rest stop the run (70).
    public var exitCode: ExitCode {
        switch self {
        case .nestedDoesNotCompile: return .badDocument
        case .noSuchAction: return .usage
        default: return .actionFailed
        }
    }
}
