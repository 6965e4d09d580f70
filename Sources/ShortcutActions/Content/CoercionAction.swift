import ShortcutEngine

/// What the Get … from Input actions share: Apple's `WFCoercionAction`, one input (`WFInput`)
/// converted through the engine's one coercion routine (`Coercion.detected`) to `target`.
/// None found is nothing, one is that value, more are a list.
public protocol CoercionAction: Action {
    /// The content type the action reads out of its input.
    static var target: ValueType { get }
}

extension CoercionAction {
    /// The one parameter every Get … from Input action has; `what` is its summary.
    public static func inputParameter(_ what: String) -> Parameter<Value> {
        Parameter("input", wireKey: "WFInput", summary: what)
    }

    /// The input, read back (the key is the same whatever the summary).
    static var input: Parameter<Value> { inputParameter("") }

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let given = try parameters.value(input)
        let input = WebInput.keepsURL.contains(target) ? given : try WebInput.fetched(given, context: context)
        // A list or dictionary is read item by item through its text or JSON: measured first, so
        // one that holds itself (shared, doubled 30 times) stops at the text length limit instead
        // of being expanded (issue 26; the memory campaign found Get Text from Input hanging).
        if input.isContainer { try context.checkWritable(input) }
        if target == .text {
            // Each item written out through `limitedText`, which looks at the run's clock as it
            // writes: two large shared dictionaries ran 3 s past a 1 s limit (issue 26).
            return CoercionOutput.shaped(try input.items.map { .text(try context.limitedText($0.unnamed)) })
        }
        let read = target == .dictionary ? try context.readingFiles(input, forDictionaryIn: "input") : input
        let found: Value
        do { found = try context.coercion.detected(read, as: target) } catch { throw ActionFailure(error, parameter: "input") }
        return CoercionOutput.shaped(found.items)
    }
}

/// The output shape of the actions that find things in their input.
enum CoercionOutput {
    /// None found is nothing, one is that value, more are a list.
    static func shaped(_ items: [Value]) -> Value {
        switch items.count {
        case 0: return .nothing
        case 1: return items[0]
        default: return .list(items)
        }
    }
}
