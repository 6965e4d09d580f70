import Markup
import ShortcutEngine

/// Make Markdown from Rich Text: rich text written as Markdown (in the spirit of html2text).
public enum GetMarkdownFromRichTextAction: Action {
    static let richText = Parameter<Value>(
        "richText", wireKey: "WFInput", label: "Rich Text", type: .richText,
        summary: "The rich text (plain text is taken as it is).")

    public static let definition = ActionDefinition(
        "is.workflow.actions.getmarkdownfromrichtext", name: "Make Markdown from Rich Text",
        summary:
            "Writes rich text as Markdown: headings, emphasis, links, images, lists, code, quotes, rules; tables as text. Plain text is escaped.",
        category: "Text",
        parameters: [richText],
        input: richText, output: .produces(.text), outputName: "Markdown from Rich Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .richText(let rich) = try parameters.value(Self.richText) else { return .nothing }
        return .text(try converting("richText") { () throws(MarkupFailure) in try HTMLConverter.markdown(rich.html) })
    }
}
