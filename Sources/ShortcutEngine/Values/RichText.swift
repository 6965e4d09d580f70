/// Rich text, as Make Rich Text from Markdown or HTML produce it: formatted text carried as HTML,
/// with the plain text it reads as alongside (what it becomes when put into text or converted
/// further). The engine never parses the HTML: the actions that make rich text fill both.
public struct RichText: Sendable, Hashable {
    /// The formatted text as an HTML fragment.
    public var html: String
    /// The same text without formatting.
    public var text: String

    /// Rich text of this HTML and its plain text.
    public init(html: String, text: String) {
        self.html = html
        self.text = text
    }

    /// Plain text as rich text: its HTML escapes `&`, `<`, `>`, `"` and breaks lines with `<br>`.
    public init(plainText: String) {
        var html = ""
        for character in plainText {
            switch character {
            case "&": html += "&amp;"
            case "<": html += "&lt;"
            case ">": html += "&gt;"
            case "\"": html += "&quot;"
            case "\n", "\r\n": html += "<br>\n"
            default: html.append(character)
            }
        }
        self.init(html: html, text: plainText)
    }
}
