import Markup
import ShortcutEngine

/// Make Rich Text from HTML: HTML taken as rich text, its plain text read from the tags.
public enum MakeRichTextFromHTMLAction: Action {
    static let html = Parameter<String>("html", wireKey: "WFHTML", label: "HTML", summary: "The HTML to read.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.getrichtextfromhtml", name: "Make Rich Text from HTML",
        summary:
            "Takes HTML as rich text; its plain text is read from the common tags (bad HTML tolerated, scripts and styles dropped).",
        category: "Text",
        parameters: [html],
        input: html, output: .produces(.richText), outputName: "Rich Text from HTML")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let html = try parameters[Self.html]
        let text = try converting("html") { () throws(MarkupFailure) in try HTMLConverter.text(html) }
        return .richText(RichText(html: html, text: text))
    }
}
