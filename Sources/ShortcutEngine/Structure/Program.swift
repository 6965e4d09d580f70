/// Where a compiled reference reads from; names are resolved to slots before the run.
public enum CompiledSource: Sendable, Equatable {
    /// The output of the action at this 0-based index (a block's end marker holds its result).
    case output(Int)
    case variable(String)
    case shortcutInput
    /// The loop at this depth, 0 being the outermost enclosing loop.
    case repeatItem(depth: Int)
    case repeatIndex(depth: Int)
    case currentDate
    case clipboard
    case device
    case ask(prompt: String?)
}

/// A reference ready to evaluate. A class, shared by reference: an evaluation reads it with one
/// reference count, where a struct inside `CompiledValue`'s box was copied field by field on every step (issue 29).
public final class CompiledReference: Sendable, Equatable {
    /// Where the value comes from.
    public let source: CompiledSource
    /// Steps applied to it, in order.
    public let aggrandizements: [Aggrandizement]
    /// The reference as written, for messages.
    public let text: String

    init(source: CompiledSource, aggrandizements: [Aggrandizement], text: String) {
        self.source = source
        self.aggrandizements = aggrandizements
        self.text = text
    }

    /// The same source, steps and text.
    public static func == (lhs: CompiledReference, rhs: CompiledReference) -> Bool {
        lhs.source == rhs.source && lhs.aggrandizements == rhs.aggrandizements && lhs.text == rhs.text
    }
}

/// A parameter value ready to evaluate.
public indirect enum CompiledValue: Sendable, Equatable {
    case literal(Value)
    case text([CompiledTextPart])
    case reference(CompiledReference)
    case list([CompiledValue])
    case dictionary([(key: String, value: CompiledValue)])
    /// A dictionary some of whose keys hold references: each key is text built when it runs.
    case keyedDictionary([(key: CompiledValue, value: CompiledValue)])

    /// Structural equality (dictionary entries in order).
    public static func == (lhs: CompiledValue, rhs: CompiledValue) -> Bool {
        switch (lhs, rhs) {
        case (.literal(let a), .literal(let b)): return a == b
        case (.text(let a), .text(let b)): return a == b
        case (.reference(let a), .reference(let b)): return a == b
        case (.list(let a), .list(let b)): return a == b
        case (.dictionary(let a), .dictionary(let b)): return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        case (.keyedDictionary(let a), .keyedDictionary(let b)):
            return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: return false
        }
    }
}

/// A piece of compiled text.
public enum CompiledTextPart: Sendable, Equatable {
    case literal(String)
    case reference(CompiledReference)
}

/// One action with its type looked up and its arguments compiled. A class, so the runner
/// hands it around without copying its definition on every step.
public final class CompiledAction: Sendable {
    /// 0-based position in the document.
    public let index: Int
    /// The action type that runs it.
    public let type: any Action.Type
    /// The type's definition.
    public let definition: ActionDefinition
    /// Where it is, for messages.
    public let location: ActionLocation
    /// Aligned with `definition.parameters`; nil when the document leaves the parameter out.
    public let arguments: [CompiledValue?]
    /// The parameter position that receives implicit input, when the document leaves it out.
    public let implicitInput: Int?
    /// The input parameter's position when the action runs once per item of a list given to it
    /// (`ActionDefinition.eachInputItem`, and the parameter is not itself a list).
    let eachItemInput: Int?
    /// For block markers, which one.
    public let mode: BlockMode?
    /// The document's `id` for the action.
    public let actionID: String?
    /// Whether the output becomes the next action's implicit input.
    let feedsFlow: Bool
    /// What resolution needs of each parameter, prepared once.
    let plan: [ParameterPlan]
    let keys: [String]
    /// Parameters whose value is a literal, already resolved (nil where not constant).
    let constants: [Value?]

    init(
        index: Int, type: any Action.Type, definition: ActionDefinition, location: ActionLocation, arguments: [CompiledValue?],
        implicitInput: Int?, mode: BlockMode?, actionID: String?, plan: [ParameterPlan]
    ) {
        self.index = index
        self.type = type
        self.definition = definition
        self.location = location
        self.arguments = arguments
        self.implicitInput = implicitInput
        self.eachItemInput =
            definition.eachInputItem
            ? plan.firstIndex { $0.key == definition.inputParameter && $0.type != .list } : nil
        self.mode = mode
        self.actionID = actionID
        if case .none = definition.output { feedsFlow = false } else { feedsFlow = true }
        self.plan = plan
        self.keys = plan.map(\.key)
        self.constants =
            arguments.contains { $0 != nil }
            ? zip(plan, arguments).map { parameter, argument in argument.flatMap { parameter.constant($0) } }
            : Array(repeating: nil, count: plan.count)
    }
}

/// A parameter's resolution rules with names pre-folded, so the hot path does not allocate.
final class ParameterPlan: Sendable {
    let key: String
    let type: ValueType
    let defaultValue: Value?
    let choices: ChoiceSet?
    let allowed: [String]
    let summary: String
    let isRequired: Bool
    let minimum: Number?
    let maximum: Number?
    let parentPosition: Int?
    let parentValuesLowercased: [String]
    /// The parent's values as written in the definition: a choice parent's resolved value is
    /// canonical, so it is found here without lower-casing it on every step.
    let parentValues: [String]

    init(_ parameter: ParameterDefinition, in parameters: [ParameterDefinition]) {
        key = parameter.key
        type = parameter.type
        defaultValue = parameter.defaultValue
        choices = parameter.choices
        allowed = parameter.allowedValues
        summary = parameter.summary
        isRequired = parameter.isRequired
        minimum = parameter.minimum
        maximum = parameter.maximum
        parentPosition = parameter.parent.flatMap { parent in parameters.firstIndex { $0.key == parent.key } }
        parentValuesLowercased = parameter.parent?.values.map { $0.lowercased() } ?? []
        parentValues = parameter.parent?.values ?? []
    }

    /// The resolved value of a literal argument, when resolving it cannot depend on the run
    /// (dates and durations read from text depend on the time zone, so they wait).
    func constant(_ argument: CompiledValue) -> Value? {
        guard let literal = Compiler.literal(argument), !literal.isNothing else { return nil }
        if !allowed.isEmpty { return choice(Coercion().text(literal)).map(Value.text) }
        switch type {
        case .any: return literal
        case .list: return .list(literal.items)
        case .text, .number, .boolean:
            guard let value = try? Coercion().coerce(literal, to: type) else { return nil }
            if case .number(let number) = value {
                if let minimum, number < minimum { return nil }
                if let maximum, maximum < number || number.double.isNaN { return nil }
            }
            return value
        default: return nil
        }
    }

    /// Whether the parent parameter's resolved value shows this parameter: one of the listed
    /// values, compared exactly first, then in any letter case.
    @inline(__always)
    func parentAllows(_ parent: Value?, coercion: Coercion) -> Bool {
        guard let parent else { return parentValuesLowercased.contains("") }
        if case .text(let text) = parent {
            let length = text.utf8.count
            if parentValues.contains(where: { $0.utf8.count == length && $0 == text }) { return true }
        }
        return parentValuesLowercased.contains(ParameterDefinition.Parent.comparedText(parent, coercion: coercion).lowercased())
    }

    /// The allowed value `text` names: exact first (no allocation), then any letter case, wire values and aliases.
    func choice(_ text: String) -> String? { choices?.canonical(text) }
}

/// A checked, folded, compiled workflow: what the runner executes.
public struct Program: Sendable {
    /// The document it was compiled from.
    public var document: WorkflowDocument
    /// Its path, for messages and relative Run Workflow paths.
    public var file: String?
    /// Every action, in document order.
    public var actions: [CompiledAction]
    /// The folded block tree.
    public var tree: [BlockNode]
    /// The static content graph.
    public var graph: ContentGraph
    /// Warnings found while compiling (errors are thrown instead).
    public var warnings: [WorkflowError]
    /// The deepest block nesting in the tree (0: no blocks); at most `RunLimits.maxNesting`.
    public var nesting = 0
    /// Which outputs a later action reads, and after which action each is let go.
    public var lifetimes: OutputLifetimes
    /// How the program gets its input when run without one (the document's `input.whenMissing`).
    public var whenInputMissing: MissingInputPlan?

    /// A program of these parts; `lifetimes` follows from `actions` and `tree`.
    init(
        document: WorkflowDocument, file: String?, actions: [CompiledAction], tree: [BlockNode], graph: ContentGraph,
        warnings: [WorkflowError], nesting: Int
    ) {
        self.document = document
        self.file = file
        self.actions = actions
        self.tree = tree
        self.graph = graph
        self.warnings = warnings
        self.nesting = nesting
        self.lifetimes = OutputLifetimes(actions: actions, tree: tree)
    }
}

/// How a program gets its input when run without one, compiled from the document's
/// `input.whenMissing` (`MissingInput`).
public indirect enum MissingInputPlan: Sendable {
    /// The clipboard's contents are the input.
    case clipboard
    /// The run stops with this response.
    case stop(String)
    /// This one-action program runs first; its output is the input.
    case asking(Program)
}
