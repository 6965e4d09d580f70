import Foundation
import ShortcutEngine

/// Get Article using Safari Reader: fetches a page (or takes its HTML) and reads the article in it
/// with `ArticleExtractor`'s rules.
public enum GetArticleAction: Action {
    static let page = Parameter<Value>(
        "page", wireKey: "WFWebPage", label: "Web Page", summary: "The page's URL, or its HTML as text.", required: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.getarticle", name: "Get Article using Safari Reader",
        summary:
            "Reads the article of a web page: fetches the page when given a URL (needs network access), or reads HTML given as text. Outputs a dictionary: Title, Author, Published Date, Body, URL, Main Image URL, Excerpt, Number of Words, Site Name (Get Details of Article reads it). Rules: scripts, styles, nav, header, footer, aside and forms are dropped; the body is the paragraphs of the first <article>, else <main>, else of the element whose <p>s hold the most text; the title is og:title, else the first <h1>, else <title>; the author <meta name=author>, article:author or a rel=author link; the date article:published_time, <meta name=date> or the first <time datetime>; the image og:image or the body's first <img>; the excerpt og:description, the description or the first paragraph; links resolved against the page.",
        category: "Web",
        parameters: [page],
        input: page, output: .produces(.dictionary), outputName: "Article")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let given = try parameters.value(Self.page)
        let text = try context.limitedText(given).trimmingCharacters(in: .whitespacesAndNewlines)
        if case .url = given.unnamed {
            return try fetched(text, context: context)
        }
        if let scheme = URL(string: text)?.scheme?.lowercased(), !text.contains("<"), scheme == "http" || scheme == "https" {
            return try fetched(text, context: context)
        }
        if text.isEmpty { throw ActionFailure(StoreWebFailure.noPage, parameter: "page") }
        guard text.contains("<") else {
            throw ActionFailure(StoreWebFailure.notAPage(preview: Rendering.preview(text)), parameter: "page")
        }
        return ArticleExtractor.article(text, url: nil)
    }

    /// The article of the page at `text`.
    private static func fetched(_ text: String, context: ActionContext) throws -> Value {
        let url = try HTTPClient.url(text, parameter: "page")
        let response = try HTTPClient.perform(HTTPRequest(url: url), context: context, parameter: "page")
        let html = try ResponseContent.text(of: response, context: context, parameter: "page")
        return ArticleExtractor.article(html, url: response.finalURL)
    }
}
