/// Where a reference takes its value from.
public enum ReferenceTarget: Sendable, Equatable, Hashable {
    /// An action's output by its `id` or custom output name (`output:` forces this reading).
    case output(String)
    /// A named variable (`var:` forces this reading).
    case variable(String)
    /// A bare name: an output if one is visible with that name, otherwise a variable.
    case name(String)
    case shortcutInput
    /// `Repeat Item`; `level` 1 is the outermost enclosing loop and `Repeat Item 2` the next one in,
    /// as Shortcuts numbers them.
    case repeatItem(level: Int)
    case repeatIndex(level: Int)
    case currentDate
    case clipboard
    /// Apple's Device variable: facts about the machine under Apple's property names (`DeviceDetails`).
    case device
    /// Ask When Run, with an optional prompt.
    case ask(prompt: String?)
}

/// Picks items from a list.
public enum ItemSelector: Sendable, Equatable, Hashable {
    case first
    case last
    /// 1-based; negative counts from the end (-1 is the last item).
    case index(Int)
    /// 1-based, inclusive.
    case range(Int, Int)
}

/// A step applied to a referenced value, in order, as Shortcuts' aggrandizements are.
public enum Aggrandizement: Sendable, Equatable, Hashable {
    /// `as: number` — coerce to a type.
    case coerce(ValueType)
    /// `property: Name` — a property of the value.
    case property(String)
    /// `key: a.b.c` — a dictionary value by key path.
    case key(KeyPath)
    /// `item: 2` / `item: last` / `item: 2...4` — an item of a list.
    case item(ItemSelector)
    /// `format: yyyy-MM-dd` — a date as text with a Unicode date pattern.
    case dateFormat(String)
    /// `relative: MMM d, yyyy; h:mm a` — a date as Apple's relative text (`RelativeDateText`):
    /// Today, Tomorrow or Yesterday, else the day in the first pattern; then ` at ` and the time in
    /// the second pattern, when one follows the `;`.
    case relativeDate(day: String, time: String?)
    /// `relative: how long` — how far a date is from now, "43 minutes ago" or "19 hours from
    /// now" (`HowLongText`; Apple's Relative time style).
    case howLong
}

/// A typed reference: a target and its aggrandizements, as written between `{{` and `}}`.
/// Equality ignores `source`, which is only how it was written.
public struct Reference: Sendable, Equatable, Hashable {
    /// Where the value comes from.
    public var target: ReferenceTarget
    /// Steps applied to the value, in the order written.
    public var aggrandizements: [Aggrandizement]
    /// The text between the braces, for messages.
    public var source: String

    /// A reference; `source` is only the text between the braces, kept for messages.
    public init(target: ReferenceTarget, aggrandizements: [Aggrandizement] = [], source: String) {
        self.target = target
        self.aggrandizements = aggrandizements
        self.source = source
    }

    /// Equal when target and aggrandizements match; `source` is ignored.
    public static func == (lhs: Reference, rhs: Reference) -> Bool {
        lhs.target == rhs.target && lhs.aggrandizements == rhs.aggrandizements
    }

    /// Hashes target and aggrandizements only, in line with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(target)
        hasher.combine(aggrandizements)
    }
}

/// A parameter's value as the document states it, before resolution.
public indirect enum ParameterValue: Sendable, Equatable {
    /// A number, boolean or null.
    case literal(Value)
    /// Text, possibly with embedded references.
    case text([TextPart])
    /// A string that is exactly one `{{…}}`: the referenced value keeps its type.
    case reference(Reference)
    case list([ParameterValue])
    case dictionary([DictionaryEntry])

    /// One entry of a dictionary literal.
    public struct DictionaryEntry: Sendable, Equatable {
        /// The entry's key, as written.
        public var key: String
        /// The entry's value, which may itself hold references.
        public var value: ParameterValue
        /// The key's parts when it holds references (`"{{name}}": …`, Apple's dictionary key
        /// holding a variable): the key is then that text, built when the action runs. Nil for a
        /// literal key (a key whose `{{` reads as no reference stays literal, as before).
        public var keyParts: [TextPart]?
        /// An entry from its key and value.
        public init(key: String, value: ParameterValue) {
            self.key = key
            self.value = value
            self.keyParts = Self.parts(ofKey: key)
        }

        /// The key as a template when it holds a reference.
        static func parts(ofKey key: String) -> [TextPart]? {
            guard key.contains("{{"), let parsed = try? ReferenceSyntax.parameterValue(key) else { return nil }
            switch parsed {
            case .reference(let reference): return [.reference(reference)]
            case .text(let parts) where parts.contains(where: { if case .reference = $0 { return true } else { return false } }):
                return parts
            default: return nil
            }
        }
    }

    /// Every reference inside this value, in order.
    public var references: [Reference] {
        switch self {
        case .literal: return []
        case .text(let parts): return parts.compactMap { if case .reference(let r) = $0 { return r } else { return nil } }
        case .reference(let reference): return [reference]
        case .list(let items): return items.flatMap(\.references)
        case .dictionary(let entries):
            return entries.flatMap { entry in
                (entry.keyParts ?? []).compactMap { if case .reference(let r) = $0 { return r } else { return nil } }
                    + entry.value.references
            }
        }
    }
}

/// A piece of text with references.
public enum TextPart: Sendable, Equatable {
    case literal(String)
    case reference(Reference)
}
