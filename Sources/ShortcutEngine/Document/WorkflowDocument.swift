/// A workflow document as its JSON says it (the wire model). See docs/format.md.
public struct WorkflowDocument: Sendable, Equatable {
    /// The document format version this engine reads and writes.
    public static let currentVersion = 1

    /// The format version the document was written in.
    public var version: Int
    /// The display name.
    public var name: String
    /// What the workflow does (`description` in JSON).
    public var summary: String?
    /// Types the workflow accepts as Shortcut Input; empty means any.
    public var inputTypes: [ValueType]
    /// What the workflow does when it runs with no input (`input.whenMissing`); nil: it runs with Nothing.
    public var whenInputMissing: MissingInput?
    /// The flat action list, markers included.
    public var actions: [ActionInvocation]
    /// The JSON text it was read from, when read from text: the compiler's errors then carry line and column.
    public var source: DocumentSource?

    /// A document in the current format version.
    public init(name: String, summary: String? = nil, inputTypes: [ValueType] = [], actions: [ActionInvocation]) {
        self.version = WorkflowDocument.currentVersion
        self.name = name
        self.summary = summary
        self.inputTypes = inputTypes
        self.actions = actions
    }

    /// Documents are equal when their content is: where they were read from does not count.
    public static func == (lhs: WorkflowDocument, rhs: WorkflowDocument) -> Bool {
        lhs.version == rhs.version && lhs.name == rhs.name && lhs.summary == rhs.summary && lhs.inputTypes == rhs.inputTypes
            && lhs.whenInputMissing == rhs.whenInputMissing && lhs.actions == rhs.actions
    }
}

/// Where a control-flow action sits in its block.
public enum BlockMode: String, Sendable, Equatable, CaseIterable {
    case start, middle, end
}

/// One action in the flat list.
public struct ActionInvocation: Sendable, Equatable {
    /// The identifier as written (full `is.workflow.actions.…` or short form).
    public var identifier: String
    /// A name other actions use to reference this action's output.
    public var id: String?
    /// The custom output name (Shortcuts' renamed magic variable); also referenceable.
    public var outputName: String?
    /// The marker's place in its block; nil for ordinary actions.
    public var mode: BlockMode?
    /// Ties the markers of one block together; optional when nesting is unambiguous.
    public var group: String?
    /// The parameters as written, in order.
    public var parameters: [Parameter]
    /// Set for an action kept from an import that this engine cannot run (Apple-only features,
    /// third-party app intents): its parameters are kept verbatim so nothing is lost.
    public var unsupported: Unsupported?
    /// Values an imported file gave that are none of the parameter's choices (`"defaulted"`):
    /// Apple's runtime runs such a parameter with its default, so the parameter is left to it and
    /// `check` and `run` warn; export writes the value back.
    public var defaulted: [Defaulted] = []

    /// One value Apple wrote that this engine does not know, under the parameter's key.
    public struct Defaulted: Sendable, Equatable {
        /// The parameter (readable key).
        public var key: String
        /// The value as the file wrote it.
        public var value: String
        /// A value `value` given to the parameter `key`.
        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    /// What is known of an action the engine cannot run.
    public struct Unsupported: Sendable, Equatable {
        /// Why it cannot run here ("Apple-only: Messages").
        public var reason: String
        /// The original parameters, as JSON.
        public var parameters: JSON
        /// What an importer keeps of an action it cannot map.
        public init(reason: String, parameters: JSON) {
            self.reason = reason
            self.parameters = parameters
        }
    }

    /// A parameter as written: readable key and value.
    public struct Parameter: Sendable, Equatable {
        /// The readable key (a wire key is accepted too).
        public var key: String
        /// The value as written.
        public var value: ParameterValue
        /// A parameter.
        public init(key: String, value: ParameterValue) {
            self.key = key
            self.value = value
        }
    }

    /// An action invocation.
    public init(
        _ identifier: String, id: String? = nil, outputName: String? = nil, mode: BlockMode? = nil, group: String? = nil,
        parameters: [Parameter] = []
    ) {
        self.identifier = identifier
        self.id = id
        self.outputName = outputName
        self.mode = mode
        self.group = group
        self.parameters = parameters
    }

    /// The value written for `key`, if any.
    public func parameter(_ key: String) -> ParameterValue? {
        parameters.first { $0.key == key }?.value
    }
}
