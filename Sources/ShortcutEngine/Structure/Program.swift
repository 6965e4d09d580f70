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
    case ask(prompt: String?)
}

/// A reference ready to evaluate.
public struct CompiledReference: Sendable, Equatable {
    public var source: CompiledSource
    public var aggrandizements: [Aggrandizement]
    public var text: String
}

/// A parameter value ready to evaluate.
public indirect enum CompiledValue: Sendable, Equatable {
    case literal(Value)
    case text([CompiledTextPart])
    case reference(CompiledReference)
    case list([CompiledValue])
    case dictionary([(key: String, value: CompiledValue)])

    public static func == (lhs: CompiledValue, rhs: CompiledValue) -> Bool {
        switch (lhs, rhs) {
        case (.literal(let a), .literal(let b)): return a == b
        case (.text(let a), .text(let b)): return a == b
        case (.reference(let a), .reference(let b)): return a == b
        case (.list(let a), .list(let b)): return a == b
        case (.dictionary(let a), .dictionary(let b)): return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: return false
        }
    }
}

/// A piece of compiled text.
public enum CompiledTextPart: Sendable, Equatable {
    case literal(String)
    case reference(CompiledReference)
}

/// One action with its type looked up and its arguments compiled.
public struct CompiledAction: Sendable {
    public var index: Int
    public var type: any Action.Type
    public var definition: ActionDefinition
    public var location: ActionLocation
    /// Aligned with `definition.parameters`; nil when the document leaves the parameter out.
    public var arguments: [CompiledValue?]
    /// The parameter position that receives implicit input, when the document leaves it out.
    public var implicitInput: Int?
    public var mode: BlockMode?
}

/// A checked, folded, compiled workflow: what the runner executes.
public struct Program: Sendable {
    public var document: WorkflowDocument
    public var file: String?
    public var actions: [CompiledAction]
    public var tree: [BlockNode]
    public var graph: ContentGraph
    /// Warnings found while compiling (errors are thrown instead).
    public var warnings: [WorkflowError]
}
