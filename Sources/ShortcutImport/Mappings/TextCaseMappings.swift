/// Text Case (com.Christopher-Hannah.Text-Case, also as maccatalyst.…): its formats become
/// Change Case, URL Encode, Base 64 Encode, Trim Whitespace or Count; its Replace becomes Replace
/// Text. The app publishes no intent definition: format identifiers seen in shortcut files
/// (`urlEncoded`, `snakeCase`, `mockingSpongebob`, `mlaTitleCase` …) are the app's; the others are
/// those of the developer's command-line Text Case (chrishannah/textcase-cli: `reversed`,
/// `hashtags`, `slug`, `countCharacters`, `base64Encode`…, or its type's name in lower camel case
/// where the source shows no identifier, as for ROT13) and are unconfirmed for the app. The CLI's
/// title-case identifiers differ from the app's (`apTitle` beside the app's `mlaTitleCase`), so the
/// app's identifiers for its other title-case standards and for shuffled text are not guessed:
/// Change Case has them (AP, APA, Chicago, AMA, New York Times title case from the published style
/// guides; Shuffled from the run's seed), and a file that names one stays unsupported with the
/// format named until a public file shows the app's identifier. Formats with no equivalent here
/// (Flow chains, the Unicode font styles, counts without whitespace or blank lines) stay
/// unsupported with the format named too.
enum TextCaseMappings {
    static let app = "Text Case"
    static let bundles = ["com.Christopher-Hannah.Text-Case.", "maccatalyst.com.Christopher-Hannah.Text-Case."]

    /// Text Case's (and Actions') format names → our Change Case values.
    static let formats: [String: String] = [
        "upperCase": "UPPERCASE", "uppercase": "UPPERCASE", "lowerCase": "lowercase", "lowercase": "lowercase",
        "capitalise": "Capitalize Every Word", "capitalize": "Capitalize Every Word", "capitaliseWords": "Capitalize Every Word",
        "capitalCase": "Capitalize Every Word", "titleCase": "Capitalize with Title Case",
        "sentenceCase": "Capitalize with sentence case",
        "alternatingCase": "cApItAlIzE wItH aLtErNaTiNg cAsE", "camelCase": "camelCase", "pascalCase": "PascalCase",
        "snakeCase": "snake_case", "kebabCase": "kebab-case", "dashCase": "kebab-case",
        "mockingSpongebob": "cApItAlIzE wItH aLtErNaTiNg cAsE",
        "mlaTitleCase": "Capitalize with MLA Title Case", "upsideDown": "Upside Down", "clapCase": "Clap Case",
        "markdownUnorderedList": "Markdown Unordered List", "markdownToHTML": "Markdown to HTML",
        "reversed": "Reversed", "rot13": "ROT13", "hashtags": "Hashtags", "slug": "Slug",
        "stripWhitespace": "Strip Whitespace",
    ]

    /// Text Case's formats that are another action of ours than Change Case: the format, our
    /// action, and the parameters the format fixes (the text goes to `input`).
    static let otherActions: [(format: String, target: String, fixed: [(key: String, value: String)])] = [
        ("countCharacters", "count", [("type", "Characters")]), ("countWords", "count", [("type", "Words")]),
        ("countLines", "count", [("type", "Lines")]),
        ("base64Encode", "base64encode", [("mode", "Encode"), ("lineBreaks", "None")]),
        ("base64Decode", "base64encode", [("mode", "Decode")]),
        ("trimWhitespace", "text.trim", []),
    ]

    static let actions: [ThirdPartyMapping] =
        otherActions.map { format, target, fixed in
            ThirdPartyMapping(
                bundles.map { $0 + "TextCaseIntent" }, app: app, target: target, when: ("format", format),
                keys: ["text": target == "text.trim" ? "text" : "input"], fixed: fixed, ignored: ["format"])
        } + [
            ThirdPartyMapping(
                bundles.map { $0 + "TextCaseIntent" }, app: app, target: "urlencode", when: ("format", "urlEncoded"),
                keys: ["text": "text"], fixed: [("mode", "Encode")], ignored: ["format"]),
            ThirdPartyMapping(
                bundles.map { $0 + "TextCaseIntent" }, app: app, target: "urlencode", when: ("format", "urlDecoded"),
                keys: ["text": "text"], fixed: [("mode", "Decode")], ignored: ["format"]),
            ThirdPartyMapping(
                bundles.map { $0 + "TextCaseIntent" }, app: app, target: "text.changecase",
                keys: ["text": "text", "format": "case"],
                values: ["case": formats]),
            ThirdPartyMapping(
                bundles.map { $0 + "ReplaceIntent" }, app: app, target: "text.replace",
                keys: ["text": "text", "match": "find", "replacement": "replace"]),
        ]
}
