import Foundation
import Markup
import ShortcutEngine

/// Get Parts of Web Page: a page's HTML, its text, its links or its images' addresses (Toolbox
/// Pro's Parse Website Source).
public enum GetPartsOfWebPageAction: Action {
    /// What is taken from the page.
    public enum Part: String, Choice {
        case html = "HTML"
        case text = "Text"
        case links = "Links"
        case images = "Image Sources"
    }

    static let url = Parameter<Value>("url", label: "URL", type: .url, summary: "The page's URL.", required: true)
    static let part = Parameter<Part>(
        "part",
        summary:
            "The HTML as sent; its text (as Make Rich Text from HTML reads it); the href of each <a>, or the src of each <img>, made absolute, each once.",
        default: .html)

    public static let definition = ActionDefinition(
        "org.shortcutengine.url.pageparts", name: "Get Parts of Web Page",
        summary:
            "Fetches a web page (GET, redirects followed) and outputs its HTML, its text, or the list of its links or image addresses. Needs network access.",
        category: "Web",
        parameters: [url, part],
        input: url, output: .produces(.any), outputName: "Parts of Web Page")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let url = try HTTPClient.url(try context.limitedText(try parameters.value(Self.url)), parameter: Self.url.key)
        let response = try HTTPClient.perform(HTTPRequest(url: url), context: context, parameter: Self.url.key)
        let html = try ResponseContent.text(of: response, context: context, parameter: Self.url.key)
        switch try parameters[Self.part] {
        case .html: return .text(html)
        case .text: return .text(try converting(Self.url.key) { () throws(MarkupFailure) in try HTMLConverter.text(html) })
        case .links: return .list(addresses(html, tag: "a", attribute: "href", base: response.finalURL).map(Value.url))
        case .images: return .list(addresses(html, tag: "img", attribute: "src", base: response.finalURL).map(Value.url))
        }
    }

    /// The values of `attribute` on each `tag`, absolute against `base`, each once, in order.
    static func addresses(_ html: String, tag: String, attribute: String, base: URL) -> [String] {
        var tokens = HTMLTokenizer(html)
        var found: [String] = []
        var seen: Set<String> = []
        while let token = tokens.next() {
            guard case .start(let name, let attributes, let selfClosing) = token else { continue }
            if name == "script" || name == "style", !selfClosing {
                tokens.skipRawText(until: name)
                continue
            }
            guard name == tag, let value = attributes[attribute]?.trimmingCharacters(in: .whitespacesAndNewlines),
                !value.isEmpty, let absolute = URL(string: value, relativeTo: base)?.absoluteString,
                seen.insert(absolute).inserted
            else { continue }
            found.append(absolute)
        }
        return found
    }
}
