import ShortcutEngine

/// Get Phone Numbers from Input (`detect.phonenumber`): every phone number written in the input's text.
public enum DetectPhoneNumberAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "What to read phone numbers from.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.detect.phonenumber", name: "Get Phone Numbers from Input",
        summary:
            "Returns every phone number (7 to 15 digits with spaces, dots, dashes, brackets or a leading +) written in the input's text, as written.",
        category: "Content",
        parameters: [input],
        input: input, output: .produces(.text), outputName: "Phone Numbers")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let input = try WebInput.fetched(try parameters.value(Self.input), context: context)
        return CoercionOutput.shaped(
            try TextPatterns.matches(TextPatterns.phone, in: input, context: context, digits: 7...15))
    }
}
