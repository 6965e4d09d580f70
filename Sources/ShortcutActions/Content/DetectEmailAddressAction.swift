import ShortcutEngine

/// Get Email Addresses from Input (`detect.emailaddress`): every address written in the input's text.
public enum DetectEmailAddressAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "What to read addresses from.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.detect.emailaddress", name: "Get Email Addresses from Input",
        summary: "Returns every email address (`name@example.com`) written in the input's text, as text.",
        category: "Content",
        parameters: [input],
        input: input, output: .produces(.text), outputName: "Email Addresses")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let input = try WebInput.fetched(try parameters.value(Self.input), context: context)
        return CoercionOutput.shaped(try TextPatterns.matches(TextPatterns.email, in: input, context: context))
    }
}
