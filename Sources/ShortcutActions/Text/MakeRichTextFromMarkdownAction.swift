import Markup
import ShortcutEngine

/// Make Rich Text from Markdown: Markdown (CommonMark) read into rich text.
public enum MakeRichTextFromMarkdownAction: Action {
    static let markdown = Parameter<String>("markdown", wireKey: "WFInput", label: "Markdown", summary: "The Markdown to read.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.getrichtextfrommarkdown", name: "Make Rich Text from Markdown",
        summary: "Reads Markdown (CommonMark 0.31.2) into rich text: its HTML and the plain text it reads as.",
        category: "Text",
        parameters: [markdown],
        input: markdown, output: .produces(.richText), outputName: "Rich Text from Markdown")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let markdown = try parameters[Self.markdown]
        let html = try converting("markdown") { () throws(MarkupFailure) in try Markdown.html(markdown) }
        let text = try converting("markdown") { () throws(MarkupFailure) in try HTMLConverter.text(html) }
        return .richText(RichText(html: html, text: text))
    }
}
