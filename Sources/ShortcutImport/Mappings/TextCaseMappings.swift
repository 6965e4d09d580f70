/// Text Case (com.Christopher-Hannah.Text-Case, also as maccatalyst.…): its formats become
/// Change Case or URL Encode, its Replace becomes Replace Text. Formats with no equivalent here
/// (Flow chains, Base64 and the like) stay unsupported with the format named.
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
    ]

    static let actions: [ThirdPartyMapping] = [
        ThirdPartyMapping(
            bundles.map { $0 + "TextCaseIntent" }, app: app, target: "urlencode", when: ("format", "urlEncoded"),
            keys: ["text": "text"], fixed: [("mode", "Encode")], ignored: ["format"]),
        ThirdPartyMapping(
            bundles.map { $0 + "TextCaseIntent" }, app: app, target: "urlencode", when: ("format", "urlDecoded"),
            keys: ["text": "text"], fixed: [("mode", "Decode")], ignored: ["format"]),
        ThirdPartyMapping(
            bundles.map { $0 + "TextCaseIntent" }, app: app, target: "text.changecase", keys: ["text": "text", "format": "case"],
            values: ["case": formats]),
        ThirdPartyMapping(
            bundles.map { $0 + "ReplaceIntent" }, app: app, target: "text.replace",
            keys: ["text": "text", "match": "find", "replacement": "replace"]),
    ]
}
