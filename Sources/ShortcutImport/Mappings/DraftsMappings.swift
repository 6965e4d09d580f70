/// Drafts (com.agiletortoise.Drafts5 on iOS, Drafts-OSX on the Mac), whose intents (the
/// Open-Jellycore compiler's Drafts table) read and write the app's own drafts and stay
/// unsupported, but for Markdown To HTML, which needs no draft: its `content` becomes HTML as
/// Change Case's Markdown to HTML makes it (CommonMark; the app's MultiMarkdown and GitHub
/// parsers, `markdownParser`, add tables, footnotes and strikethrough that are read here as
/// CommonMark reads them).
enum DraftsMappings {
    static let app = "Drafts"
    static let bundles = ["com.agiletortoise.Drafts5.", "com.agiletortoise.Drafts-OSX."]

    static let actions: [ThirdPartyMapping] = [
        ThirdPartyMapping(
            bundles.map { $0 + "MarkdownToHTMLIntent" }, app: app, target: "text.changecase", keys: ["content": "text"],
            fixed: [("case", "Markdown to HTML")], ignored: ["markdownParser"])
    ]
}
