/// An enumerated parameter value, declared as a `CaseIterable` enum whose raw value is what a
/// workflow document writes. The enum drives everything a choice parameter needs: the allowed
/// values, matching (case-insensitive, Apple's wire values, aliases), "did you mean", the
/// catalogue, import and export. An action reads the resolved value back as the enum
/// (`try parameters[caseType]` for a `Parameter<CaseType>`), so a `switch` over it is exhaustive and a
/// misspelt value cannot fall into a default.
public protocol Choice: CaseIterable, RawRepresentable, ParameterReadable where RawValue == String {
    /// Apple's values for this choice in `.shortcut` files, when they differ from the readable
    /// value; the first is what export writes.
    var wireValues: [String] { get }
    /// Other spellings accepted in documents (symbols, older names, short forms).
    var aliases: [String] { get }
    /// One line for the catalogue; empty when the value speaks for itself.
    var summary: String { get }
    /// Apple's values this engine does not run (Convert Measurement's Illuminance): an imported
    /// action that uses one stays unsupported instead of running with the default, as a value
    /// Apple itself does not know does.
    static var valuesNotBuilt: [String] { get }
    /// The spelling to look `text` up by when it matches no option as written (an interpreter's
    /// path by its file name); nil when there is none.
    static func respelled(_ text: String) -> String?
}

extension Choice {
    /// No wire values of its own: Apple writes the readable value.
    public var wireValues: [String] { [] }
    /// No other spellings.
    public var aliases: [String] { [] }
    /// No description.
    public var summary: String { "" }
    /// Every Apple value is built.
    public static var valuesNotBuilt: [String] { [] }
    /// No other spelling.
    public static func respelled(_ text: String) -> String? { nil }
}

/// A choice parameter's options, type-erased so `ParameterDefinition` can hold any `Choice`.
public struct ChoiceSet: Sendable {
    /// One option: the readable value and how else it may be written.
    public struct Option: Sendable, Equatable {
        /// What documents write, and what resolution yields.
        public var value: String
        /// Apple's values; the first is exported. Empty: Apple writes `value`.
        public var wireValues: [String]
        /// Other accepted spellings.
        public var aliases: [String]
        /// One line for the catalogue.
        public var summary: String
    }

    /// The options, in declaration order.
    public let options: [Option]
    /// Apple's values this engine does not run (`Choice.valuesNotBuilt`).
    public let valuesNotBuilt: [String]
    private let lookup: [String: Int]
    /// `Choice.respelled`: another spelling to look a value up by.
    private var respelled: (@Sendable (String) -> String?)?

    /// The options of a `Choice` enum, in case order.
    public init<C: Choice>(_ type: C.Type) {
        self.init(
            C.allCases.map { Option(value: $0.rawValue, wireValues: $0.wireValues, aliases: $0.aliases, summary: $0.summary) },
            valuesNotBuilt: C.valuesNotBuilt)
        respelled = { C.respelled($0) }
    }

    /// The failure for `text`, which is none of the choices: a value not built yet, or an unknown one.
    public func failure(for text: String) -> ParameterFailure {
        let lowered = text.lowercased()
        return valuesNotBuilt.contains { $0.lowercased() == lowered }
            ? .choiceNotBuilt(given: text, allowed: values) : .unknownChoice(given: text, allowed: values)
    }

    /// Options given directly (for choices whose values are data, not code).
    public init(_ options: [Option], valuesNotBuilt: [String] = []) {
        self.options = options
        self.valuesNotBuilt = valuesNotBuilt
        var lookup: [String: Int] = [:]
        // Readable values win over wire values, which win over aliases, when spellings collide.
        for (offset, option) in options.enumerated() where lookup[option.value.lowercased()] == nil {
            lookup[option.value.lowercased()] = offset
        }
        for (offset, option) in options.enumerated() {
            for spelling in option.wireValues + option.aliases where lookup[spelling.lowercased()] == nil {
                lookup[spelling.lowercased()] = offset
            }
        }
        self.lookup = lookup
    }

    /// The readable values, in order: what "use one of" lists.
    public var values: [String] { options.map(\.value) }

    /// The readable value `text` names: itself, any letter case, a wire value or an alias.
    public func canonical(_ text: String) -> String? {
        if let exact = options.first(where: { $0.value == text }) { return exact.value }
        if let found = lookup[text.lowercased()] { return options[found].value }
        guard let other = respelled?(text), other != text else { return nil }
        return lookup[other.lowercased()].map { options[$0].value }
    }

    /// The value export writes for a readable value: its first wire value, else itself.
    public func wireValue(for value: String) -> String? {
        guard let option = canonical(value).flatMap({ value in options.first { $0.value == value } }) else { return nil }
        return option.wireValues.first ?? option.value
    }
}

/// "None" or one of another choice's options, as Shortcuts offers for optional settings
/// (Filter Files' Sort By). Its options are None followed by the wrapped choice's, which keep
/// their wire values, aliases and summaries.
public enum NoneOr<Wrapped: Choice>: Choice, Hashable where Wrapped: Hashable {
    /// No option chosen.
    case none
    /// One of the wrapped choice's options.
    case some(Wrapped)

    /// None, then every wrapped option in order.
    public static var allCases: [NoneOr] { [.none] + Wrapped.allCases.map { .some($0) } }

    /// "None", or the wrapped option's readable value.
    public var rawValue: String {
        switch self {
        case .none: return "None"
        case .some(let wrapped): return wrapped.rawValue
        }
    }

    /// Reads "None" or a wrapped option's readable value.
    public init?(rawValue: String) {
        if rawValue == "None" {
            self = .none
        } else if let wrapped = Wrapped(rawValue: rawValue) {
            self = .some(wrapped)
        } else {
            return nil
        }
    }

    /// The wrapped option's wire values.
    public var wireValues: [String] { wrapped?.wireValues ?? [] }
    /// The wrapped option's aliases.
    public var aliases: [String] { wrapped?.aliases ?? [] }
    /// The wrapped option's summary.
    public var summary: String { wrapped?.summary ?? "" }
    /// The wrapped choice's values not built.
    public static var valuesNotBuilt: [String] { Wrapped.valuesNotBuilt }

    /// The wrapped option; nil for None.
    public var wrapped: Wrapped? {
        if case .some(let wrapped) = self { return wrapped }
        return nil
    }

    /// Every option but None.
    public static var chosen: [NoneOr] { Wrapped.allCases.map { .some($0) } }
}
