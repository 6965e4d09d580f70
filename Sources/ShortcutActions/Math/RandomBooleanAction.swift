import ShortcutEngine

/// Random Boolean: true or false, each as likely, from the run's random source (`--seed`).
public enum RandomBooleanAction: Action {
    public static let definition = ActionDefinition(
        "org.shortcutengine.boolean.random", name: "Random Boolean",
        summary: "True or false, each as likely (the run's seed makes it repeatable).", category: "Math",
        parameters: [], output: .produces(.boolean), outputName: "Random Boolean")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .boolean(Bool.random(using: &context.random))
    }
}
