import ShortcutEngine

/// Share: hands each item to the outbox folder, or with the opener allowed to the system opener;
/// passes its input through.
public enum ShareAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "What to share: files, text, URLs…")

    public static let definition = ActionDefinition(
        "is.workflow.actions.share", name: "Share",
        summary:
            "Hands each item to the outbox folder (a copy; text and URLs as .txt files, never replacing anything) or, when the host allows opening (the CLI: --allow-open), to the system opener; says where each went. Passes the input through.",
        category: "Sharing",
        parameters: [input],
        input: input, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try Outbox.handOut(
            parameters.namedOptional(Self.input) ?? .nothing, via: definition.name, parameter: "input", context: context)
    }
}
