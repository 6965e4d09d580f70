import ShortcutEngine

/// Merge Dictionaries: a second dictionary's keys laid over the first's, one level deep (the Actions
/// app's Merge Dictionaries).
public enum MergeDictionariesAction: Action {
    static let dictionary = Parameter<Value>(
        "dictionary", summary: "The dictionary merged into: a dictionary, or JSON text or a file holding one.", required: true)
    static let other = Parameter<Value>(
        "other",
        summary:
            "The dictionary whose keys are added after the first's, its values replacing those of equal keys (one level: a nested dictionary is replaced whole). Absent: the first as it is."
    )

    static let more = Parameter<[Value]>(
        "more",
        summary: "Further dictionaries (the Actions app's dictionaries 3 to 10), merged in order after the second.",
        default: .list([]))

    public static let definition = ActionDefinition(
        "org.shortcutengine.dictionary.merge", name: "Merge Dictionaries",
        summary:
            "Merges a second dictionary (and any more, in order) into a first, shallow: its keys added in order, equal keys taking its values.",
        category: "Dictionaries",
        parameters: [dictionary, other, more],
        input: dictionary, output: .produces(.dictionary), outputName: "Merged Dictionary")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var merged = try Self.dictionary(try parameters.value(Self.dictionary), parameter: Self.dictionary.key, context: context)
        let others =
            [(parameters.optional(Self.other) ?? .nothing, Self.other.key)]
            + (try parameters[Self.more]).map { ($0, Self.more.key) }
        for (other, key) in others where !other.isNothing {
            for (name, value) in try Self.dictionary(other, parameter: key, context: context).pairs { merged[name] = value }
        }
        return .dictionary(merged)
    }

    /// `value` as a dictionary: itself, or the dictionary its text or file holds.
    static func dictionary(_ value: Value, parameter: String, context: ActionContext) throws -> ValueDictionary {
        if case .dictionary(let dictionary) = value { return dictionary }
        let coerced: Value
        do { coerced = try context.coercion.coerce(value, to: .dictionary) } catch {
            throw ActionFailure(error, parameter: parameter)
        }
        guard case .dictionary(let dictionary) = coerced else {
            throw ActionFailure(context.coercion.failure(value, .dictionary), parameter: parameter)
        }
        return dictionary
    }
}
