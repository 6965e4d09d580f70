/// A parameter declared once, as a typed key: the action's definition lists it, `perform` reads
/// it back as `T` (`try parameters[caseSensitive]`), parent rules and the importer refer to it,
/// and the catalogue is generated from it. `T` is what the action reads: `Bool`, `String`,
/// `Number`, `Int`, `[Value]`, `Value`, a `Choice` enum, or any of these optional (`String?`:
/// nil when absent instead of "needs a value").
///
///     static let caseSensitive = Parameter<Bool>(
///         "caseSensitive", wireKey: "WFCaseSensitive", summary: "Whether case matters.", default: true)
///     static let operation = Parameter<Operation>("operation", summary: "What to do.", default: .add)
///     static let amount = Parameter<Number>(
///         "amount", summary: "How many units.", default: 0, parent: .init(operation, [.add, .subtract]))
///
/// `T` is constrained where the key is made and read, not on the type itself: a definition lists
/// its keys as `any ParameterDeclaration`, and boxing a `Parameter<T>` needs its type metadata. With
/// the constraint on the type, making that metadata would check `T: ParameterReadable` at run time,
/// a search of every conformance in the binary, for each key of each action a run uses: about a
/// third of a short run's start (issue 29).
public struct Parameter<T>: ParameterDeclaration {
    /// Everything resolution, the docs and the importers know about it.
    public let definition: ParameterDefinition

    /// The readable key documents use.
    @inlinable
    public var key: String { definition.key }
}

extension Parameter where T: ParameterReadable {
    /// A parameter read as `T`. `type` defaults to `T`'s (`Value` parameters name theirs: `.date`,
    /// `.file`…); a `Choice`'s options come from the enum; `label` defaults to the capitalised key.
    public init(
        _ key: String, wireKey: String? = nil, label: String? = nil, type: ValueType? = nil, summary: String,
        default defaultValue: Value? = nil, required: Bool = false, minimum: Number? = nil, maximum: Number? = nil,
        parent: ParameterDefinition.Parent? = nil
    ) {
        definition = ParameterDefinition(
            key, wireKey: wireKey, label: label, type: type ?? T.parameterType, summary: summary, default: defaultValue,
            choices: T.parameterChoices, required: required, minimum: minimum, maximum: maximum, parent: parent)
    }

    /// A choice parameter whose default is one of its cases.
    public init(
        _ key: String, wireKey: String? = nil, label: String? = nil, summary: String, default defaultValue: T?,
        required: Bool = false, parent: ParameterDefinition.Parent? = nil
    ) where T: Choice {
        self.init(
            key, wireKey: wireKey, label: label, summary: summary, default: defaultValue.map { .text($0.rawValue) },
            required: required, parent: parent)
    }
}

extension Parameter {
    /// An optional choice parameter (nil when absent) whose default is one of its cases.
    public init<C: Choice>(
        _ key: String, wireKey: String? = nil, label: String? = nil, summary: String, default defaultValue: C?,
        required: Bool = false, parent: ParameterDefinition.Parent? = nil
    ) where T == C? {
        self.init(
            key, wireKey: wireKey, label: label, summary: summary, default: defaultValue.map { .text($0.rawValue) },
            required: required, parent: parent)
    }
}

/// What an action definition's `parameters` list holds: a typed `Parameter`, or a plain
/// `ParameterDefinition` (an action whose parameters are data, such as an unsupported one's).
public protocol ParameterDeclaration: Sendable {
    /// The declaration resolution, the docs and the importers read.
    var definition: ParameterDefinition { get }
}

extension ParameterDefinition: ParameterDeclaration {
    /// Itself.
    public var definition: ParameterDefinition { self }
}

extension ParameterDefinition.Parent {
    /// A rule: the parameter applies when the choice parameter `parameter` holds one of `values`.
    public init<C: Choice>(_ parameter: Parameter<C>, _ values: [C]) {
        self.init(parameter.key, values.map(\.rawValue))
    }

    /// A rule: the parameter applies when the boolean parameter `parameter` is `value`.
    public init(_ parameter: Parameter<Bool>, is value: Bool) {
        self.init(parameter.key, is: value)
    }

    /// A rule: the parameter applies when `parameter` holds one of `values` (text compared
    /// case-insensitively).
    public init<T>(_ parameter: Parameter<T>, _ values: [String]) {
        self.init(parameter.key, values)
    }
}

extension ResolvedParameters {
    /// The parameter's value read as its type: `try parameters[caseSensitive]` is a `Bool`.
    /// Throws "needs a value" when absent (unless `T` is optional), or a failure naming the
    /// parameter when the value cannot be read as `T`.
    @inlinable
    public subscript<T: ParameterReadable>(_ parameter: Parameter<T>) -> T {
        get throws(ActionFailure) { try T.read(namedOptional(parameter.key), key: parameter.key) }
    }

    /// The value whatever the parameter's type, a named item as its plain value; throws when absent.
    @inlinable
    public func value<T>(_ parameter: Parameter<T>) throws(ActionFailure) -> Value {
        try Value.read(namedOptional(parameter.key), key: parameter.key)
    }

    /// The value whatever the parameter's type, or nil when absent.
    @inlinable
    public func optional<T>(_ parameter: Parameter<T>) -> Value? {
        // Unwrapped in place: reading through `Value.read` would build a "needs a value" failure
        // for every absent parameter, only to drop it.
        switch namedOptional(parameter.key) {
        case .named(let item)?: return item.value
        case let value: return value
        }
    }

    /// The value as given, a named item keeping its name (Get Name, Save File, Set Variable); nil when absent.
    @inlinable
    public func namedOptional<T>(_ parameter: Parameter<T>) -> Value? {
        namedOptional(parameter.key)
    }

    /// The value as given, keeping a name; throws "needs a value" when absent.
    @inlinable
    public func namedValue<T>(_ parameter: Parameter<T>) throws(ActionFailure) -> Value {
        guard let value = namedOptional(parameter.key) else { throw missingParameter(parameter.key) }
        return value
    }
}

extension ActionFailure {
    /// A failure about the typed parameter `parameter`.
    public init<T>(_ facts: any FailureFacts, parameter: Parameter<T>, exitCode: ExitCode? = nil) {
        self.init(facts, parameter: parameter.key, exitCode: exitCode)
    }
}
