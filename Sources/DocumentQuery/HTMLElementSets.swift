// The element categories of WHATWG HTML, 13.2.4.2 ("special") and 13.2.6 (tree construction).

/// The element names the tree builder treats alike.
enum HTMLElementSets {
    /// Elements with no content and no end tag.
    static let void: Set<String> = [
        "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img", "input", "keygen", "link",
        "meta", "param", "source", "track", "wbr",
    ]
    /// Elements whose text runs to their end tag, markup and references not read.
    static let rawText: Set<String> = ["script", "style", "xmp", "iframe", "noembed", "noframes"]
    /// Elements whose text runs to their end tag, references decoded.
    static let escapableRawText: Set<String> = ["title", "textarea"]
    /// Elements that belong in `<head>`.
    static let headContent: Set<String> = [
        "base", "basefont", "bgsound", "link", "meta", "title", "noscript", "noframes", "style", "script", "template",
    ]
    /// Start tags that close an open `<p>`.
    static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl", "fieldset",
        "figcaption", "figure", "footer", "header", "hgroup", "main", "menu", "nav", "ol", "p", "search", "section",
        "summary", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "listing", "form", "table", "hr", "xmp", "plaintext",
        "li", "dd", "dt",
    ]
    static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
    /// The formatting elements, whose end tags unwind the stack (the adoption agency, simplified).
    static let formatting: Set<String> = [
        "a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u",
    ]
    /// The "special" category: an end tag for another element does not close these.
    static let special: Set<String> = [
        "address", "applet", "area", "article", "aside", "base", "basefont", "bgsound", "blockquote", "body", "br",
        "button", "caption", "center", "col", "colgroup", "dd", "details", "dir", "div", "dl", "dt", "embed",
        "fieldset", "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6",
        "head", "header", "hgroup", "hr", "html", "iframe", "img", "input", "keygen", "li", "link", "listing", "main",
        "marquee", "menu", "meta", "nav", "noembed", "noframes", "noscript", "object", "ol", "p", "param", "plaintext",
        "pre", "script", "search", "section", "select", "source", "style", "summary", "table", "tbody", "td",
        "template", "textarea", "tfoot", "th", "thead", "title", "tr", "track", "ul", "wbr", "xmp",
    ]
    /// Elements that bound "has an element in scope".
    static let scopeBoundaries: Set<String> = [
        "applet", "caption", "html", "table", "td", "th", "marquee", "object", "template",
    ]
    /// Elements that bound "in table scope".
    static let tableScopeBoundaries: Set<String> = ["html", "table", "template"]
    /// The table parts whose end tags look only as far as the table.
    static let tableParts: Set<String> = ["table", "tbody", "thead", "tfoot", "tr", "td", "th", "caption", "colgroup"]
    static let tableSections: Set<String> = ["tbody", "thead", "tfoot"]
}
