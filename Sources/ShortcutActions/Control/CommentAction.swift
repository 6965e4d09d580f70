import ShortcutEngine

/// Comment: a note in the workflow; does nothing and leaves the flow untouched.
public enum CommentAction: Action {
    static let text = Parameter<Value>("text", wireKey: "WFCommentActionText", type: .text, summary: "The note.", default: "")

    public static let definition = ActionDefinition(
        "is.workflow.actions.comment", name: "Comment", summary: "A note for readers; has no effect.", category: "Control",
        parameters: [text],
        output: .none)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value { .nothing }
}
