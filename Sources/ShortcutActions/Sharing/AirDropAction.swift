import ShortcutEngine

/// AirDrop: as Share (there is no AirDrop off Apple's devices): the outbox, or the system opener.
public enum AirDropAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "What to send: files, text, URLs…")

    public static let definition = ActionDefinition(
        "is.workflow.actions.airdropdocument", name: "AirDrop",
        summary:
            "Hands each item on as Share does (there is no AirDrop here): to the outbox folder, or with the opener allowed (the CLI: --allow-open) to the system opener; says where each went. Passes the input through.",
        category: "Sharing",
        parameters: [input],
        input: input, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try Outbox.handOut(
            parameters.namedOptional(Self.input) ?? .nothing, via: definition.name, parameter: "input", context: context)
    }
}
