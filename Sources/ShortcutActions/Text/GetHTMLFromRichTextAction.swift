import ShortcutEngine

/// Make HTML from Rich Text: the HTML of rich text, a fragment or a whole document.
public enum GetHTMLFromRichTextAction: Action {
    static let richText = Parameter<Value>(
        "richText", wireKey: "WFInput", label: "Rich Text", type: .richText,
        summary: "The rich text (plain text becomes escaped HTML with <br> line breaks).")
    static let fullDocument = Parameter<Bool>(
        "fullDocument", wireKey: "WFMakeFullDocument", label: "Make Full Document",
        summary: "Wrap the HTML in a whole document (doctype, head with UTF-8, body).", default: false)

    public static let definition = ActionDefinition(
        "is.workflow.actions.gethtmlfromrichtext", name: "Make HTML from Rich Text",
        summary: "Returns the HTML of rich text: the fragment, or a whole UTF-8 HTML document when Make Full Document is on.",
        category: "Text",
        parameters: [richText, fullDocument],
        input: richText, output: .produces(.text), outputName: "HTML from Rich Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .richText(let rich) = try parameters.value(Self.richText) else { return .nothing }
        guard try parameters[Self.fullDocument] else { return .text(rich.html) }
        var body = rich.html
        if !body.isEmpty, !body.hasSuffix("\n") { body += "\n" }
        return .text(
            "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n</head>\n<body>\n" + body + "</body>\n</html>\n")
    }
}
