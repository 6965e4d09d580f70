/// The control-flow role of a block action's markers.
public enum BlockKind: String, Sendable {
    /// If / Otherwise / End If: the start's `perform` returns a boolean.
    case conditional
    /// Repeat N times: the start's `perform` returns the count.
    case repeatCount
    /// Repeat with Each: the start's `perform` returns the list to iterate.
    case repeatEach
    /// Choose from Menu: the start's `perform` returns the prompt; middles carry `title`.
    case menu

    /// The default name of the block's output, as Shortcuts shows it.
    public var resultName: String {
        switch self {
        case .conditional: return "If Result"
        case .repeatCount, .repeatEach: return "Repeat Results"
        case .menu: return "Menu Result"
        }
    }

    /// Whether the block may have middle markers: Otherwise for If, cases for Choose from Menu.
    public var allowsMiddle: Bool { self == .conditional || self == .menu }
}

/// What an action does to the flow of implicit input.
public enum OutputBehavior: Sendable, Equatable {
    /// Produces a value of this type, which the next action receives.
    case produces(ValueType)
    /// Its output is its input (Set Variable, Copy to Clipboard).
    case passesInputThrough
    /// Leaves the flow untouched and has no output (Comment).
    case none
}

/// Everything the engine, the docs and the importers know about an action.
public struct ActionDefinition: Sendable {
    /// The full identifier: `is.workflow.actions.gettext` or `org.shortcutengine.list.sort`.
    public var identifier: String
    /// The display name, as Shortcuts shows it ("Change Case").
    public var name: String
    /// One sentence on what the action does, for the catalogue.
    public var summary: String
    /// Catalogue section: Text, Lists, Dictionaries, Math, Dates, Variables, Control, Output, Files.
    public var category: String
    /// The declared parameters; resolved values keep this order.
    public var parameters: [ParameterDefinition]
    /// The parameter that receives the previous action's output when the document leaves it out.
    public var inputParameter: String?
    /// Whether the action takes many inputs one at a time, as Apple's definition says with
    /// `Input.Multiple` (Get Contents of URL, Format Date, Round Number…): a list of several items
    /// given to the input parameter runs the action once per item, and the output is the list of
    /// their outputs (docs/format.md "Many inputs").
    public var eachInputItem: Bool
    /// Whether the action produces a value (and of which type), passes its input through, or has no output.
    public var output: OutputBehavior
    /// The default name of the output magic variable ("Text", "Dictionary").
    public var outputName: String
    /// The block role when the action is a block marker (If, Repeat…); nil for an ordinary action.
    public var block: BlockKind?
    /// The parameter naming a variable this action writes (Set Variable, Add to Variable).
    public var writesVariable: String?
    /// For a block marker, the parameter the engine itself reads: Repeat's count, a menu case's
    /// title. Failures about it name it.
    public var blockParameter: String?

    /// A definition of typed `Parameter` keys (or plain definitions); `input` names the implicit-input parameter and `outputName` defaults to `name`.
    public init(
        _ identifier: String, name: String, summary: String, category: String, parameters: [any ParameterDeclaration] = [],
        input: String? = nil, output: OutputBehavior, outputName: String? = nil, block: BlockKind? = nil,
        writesVariable: String? = nil, blockParameter: String? = nil, eachInputItem: Bool = false
    ) {
        self.identifier = identifier
        self.eachInputItem = eachInputItem
        self.name = name
        self.summary = summary
        self.category = category
        self.parameters = parameters.map(\.definition)
        self.inputParameter = input
        self.output = output
        self.outputName = outputName ?? name
        self.block = block
        self.writesVariable = writesVariable
        self.blockParameter = blockParameter
    }

    /// A definition whose implicit input is the typed key `input` (one of `parameters`).
    public init(
        _ identifier: String, name: String, summary: String, category: String, parameters: [any ParameterDeclaration],
        input: any ParameterDeclaration, output: OutputBehavior, outputName: String? = nil, block: BlockKind? = nil,
        writesVariable: String? = nil, blockParameter: String? = nil, eachInputItem: Bool = false
    ) {
        self.init(
            identifier, name: name, summary: summary, category: category, parameters: parameters, input: input.definition.key,
            output: output, outputName: outputName, block: block, writesVariable: writesVariable, blockParameter: blockParameter,
            eachInputItem: eachInputItem)
    }

    /// The identifier without its namespace: `gettext`, `list.sort`.
    public var shortIdentifier: String { ActionRegistry.shortForm(of: identifier) }

    /// The parameter with exactly this readable key, if any (see `parameter(matching:)` for wire keys).
    public func parameter(_ key: String) -> ParameterDefinition? {
        parameters.first { $0.key == key }
    }

    /// The definition for a readable key or an Apple wire key.
    public func parameter(matching key: String) -> ParameterDefinition? {
        parameterPosition(matching: key).map { parameters[$0] }
    }

    /// Where the parameter for a readable key, an Apple wire key, or a readable key in another
    /// letter case sits in `parameters`.
    public func parameterPosition(matching key: String) -> Int? {
        parameters.firstIndex { $0.key == key } ?? parameters.firstIndex { $0.wireKey == key }
            ?? parameters.firstIndex { $0.key.lowercased() == key.lowercased() }
    }
}
