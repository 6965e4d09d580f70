import ShortcutEngine

/// Boolean: outputs true or false (Shortcuts has no such action; ours for clarity).
public enum BooleanAction: Action {
    static let value = Parameter<Bool>("value", summary: "true or false (yes/no, 1/0 also read).", default: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.boolean", name: "Boolean", summary: "Passes true or false to the next action.", category: "Math",
        parameters: [value],
        output: .produces(.boolean))

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .boolean(try parameters[Self.value])
    }
}
