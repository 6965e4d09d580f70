import Foundation
import Inflection
import ShortcutEngine

/// Change Case: every case Shortcuts offers plus programmers' cases, Unicode-correct.
public enum ChangeCaseAction: Action {
    /// The case to change to: Shortcuts' cases (`WFCaseType`, written as Apple writes them) and programmers' cases.
    public enum CaseType: String, Choice {
        case upper = "UPPERCASE"
        case lower = "lowercase"
        case capitalizeEveryWord = "Capitalize Every Word"
        case title = "Capitalize with Title Case"
        case sentence = "Capitalize with sentence case"
        case alternating = "cApItAlIzE wItH aLtErNaTiNg cAsE"
        case camel = "camelCase"
        case pascal = "PascalCase"
        case snake = "snake_case"
        case kebab = "kebab-case"
        case mlaTitle = "Capitalize with MLA Title Case"
        case apTitle = "Capitalize with AP Title Case"
        case apaTitle = "Capitalize with APA Title Case"
        case chicagoTitle = "Capitalize with Chicago Title Case"
        case amaTitle = "Capitalize with AMA Title Case"
        case nytTitle = "Capitalize with New York Times Title Case"
        case shuffled = "Shuffled"
        case upsideDown = "Upside Down"
        case clap = "Clap Case"
        case markdownList = "Markdown Unordered List"
        case markdownHTML = "Markdown to HTML"
        case reversed = "Reversed"
        case rot13 = "ROT13"
        case hashtags = "Hashtags"
        case slug = "Slug"
        case stripWhitespace = "Strip Whitespace"
        case constant = "CONSTANT_CASE"
        case stripDiacritics = "Strip Diacritics"

        /// What the formats beyond Shortcuts' cases do (the Text Case app's names; our rules).
        public var summary: String {
            switch self {
            case .mlaTitle:
                return "MLA title case: articles, every preposition, coordinating conjunctions and to stay lower case."
            case .apTitle:
                return "AP title case: articles, and conjunctions and prepositions of three letters or fewer, stay lower case."
            case .apaTitle:
                return "APA title case (7th edition): minor words of three letters or fewer stay lower case (as, if included)."
            case .chicagoTitle:
                return
                    "Chicago title case: articles, every preposition, and, but, for, or, nor, to and as stay lower case (yet and so do not)."
            case .amaTitle:
                return
                    "AMA title case: articles, coordinating conjunctions and prepositions of three letters or fewer stay lower case."
            case .nytTitle:
                return
                    "New York Times headline case: only a, and, as, at, but, by, en, for, if, in, of, on, or, the, to, v., via and vs. stay lower case."
            case .shuffled: return "The characters in a random order, from the run's random source (--seed makes it repeatable)."
            case .upsideDown:
                return "Each character turned upside down where Unicode has a turned form, read backwards: Hello! → ¡ollǝH."
            case .clap: return "The words of each line joined by 👏: hello 👏 there."
            case .markdownList: return "Each non-empty line, trimmed, as a Markdown list item: - item."
            case .markdownHTML: return "The text read as Markdown (CommonMark) and written as HTML."
            case .reversed: return "The characters in reverse order: abc → cba."
            case .rot13: return "Each Latin letter moved 13 places along the alphabet (its own inverse): Hello → Uryyb."
            case .hashtags: return "Each word, without # , . : ;, as a hashtag: big day. → #big #day."
            case .slug: return "Lower case, spaces, _ and - as single hyphens, other non-alphanumerics dropped: A_b c! → a-b-c."
            case .stripWhitespace: return "Every space, tab and line break removed: a b c → abc."
            case .constant: return "snake_case in capitals: hello world → HELLO_WORLD."
            case .stripDiacritics: return "Accents and other marks removed from letters: Crème Brûlée → Creme Brulee."
            default: return ""
            }
        }

        /// Short names, the two sentence-like names written with a full stop, and iOS 13's name of the
        /// alternating case (WFActions.plist: "cApItAlIzE wItH aLtErNaTiNg CaSe.").
        public var aliases: [String] {
            switch self {
            case .upper: return ["upper"]
            case .lower: return ["lower"]
            case .capitalizeEveryWord: return ["capitalize"]
            case .title: return ["title", "Capitalize with Title Case."]
            case .sentence: return ["sentence", "Capitalize with sentence case."]
            case .alternating: return ["alternating", "cApItAlIzE wItH aLtErNaTiNg CaSe."]
            case .camel: return ["camel"]
            case .pascal: return ["pascal"]
            case .snake: return ["snake"]
            case .kebab: return ["kebab"]
            case .mlaTitle: return ["mla"]
            case .apTitle, .apaTitle, .chicagoTitle, .amaTitle, .nytTitle, .shuffled: return []
            case .upsideDown, .clap, .markdownList, .markdownHTML, .reversed, .rot13, .hashtags, .slug, .stripWhitespace,
                .constant, .stripDiacritics:
                return []
            }
        }

        /// The style the Inflection module applies; nil for the text formats (`TextFormats`).
        var style: CaseStyle? {
            switch self {
            case .mlaTitle: return .mlaTitle
            case .apTitle: return .apTitle
            case .apaTitle: return .apaTitle
            case .chicagoTitle: return .chicagoTitle
            case .amaTitle: return .amaTitle
            case .nytTitle: return .nytTitle
            case .upsideDown, .clap, .markdownList, .markdownHTML, .reversed, .rot13, .hashtags, .slug, .stripWhitespace,
                .shuffled, .constant, .stripDiacritics:
                return nil
            case .upper: return .upper
            case .lower: return .lower
            case .capitalizeEveryWord: return .capitalizeEveryWord
            case .title: return .title
            case .sentence: return .sentence
            case .alternating: return .alternating
            case .camel: return .camel
            case .pascal: return .pascal
            case .snake: return .snake
            case .kebab: return .kebab
            }
        }
    }

    static let text = Parameter<Value>("text", wireKey: "text", summary: "Text, or a list whose items are changed one by one.")
    static let `case` = Parameter<CaseType>("case", wireKey: "WFCaseType", summary: "The case to use.", default: .upper)
    static let locale = Parameter<String>(
        "locale", summary: "A language code for language-specific rules, e.g. tr for Turkish dotted/dotless i.", default: "")

    public static let definition = ActionDefinition(
        "is.workflow.actions.text.changecase", name: "Change Case",
        summary:
            "Changes the case of text, or of each item of a list; also the Text Case app's formats (MLA, AP, APA, Chicago, AMA and New York Times title case, upside down, clap case, Markdown list, Markdown to HTML, reversed, ROT13, hashtags, slug, whitespace stripped, shuffled).",
        category: "Text",
        parameters: [text, `case`, locale],
        input: text, output: .produces(.text), outputName: "Updated Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let chosen = try parameters[Self.`case`]
        let localeName = try parameters[Self.locale]
        let locale = localeName.isEmpty ? nil : Locale(identifier: localeName)
        let change = { (value: Value) throws -> Value in
            let text = try context.limitedText(value)
            if chosen == .shuffled { return .text(String(Array(text).shuffled(using: &context.random))) }
            return .text(try format(text, as: chosen, locale: locale))
        }
        if case .list(let items) = try parameters.value(Self.text) { return .list(try items.map(change)) }
        return try change(try parameters.value(Self.text))
    }

    /// `text` in the chosen case or format.
    static func format(_ text: String, as chosen: CaseType, locale: Locale?) throws -> String {
        if let style = chosen.style { return changeCase(text, to: style, locale: locale) }
        switch chosen {
        case .upsideDown: return TextFormats.upsideDown(text)
        case .clap: return TextFormats.clap(text)
        case .markdownList: return TextFormats.markdownList(text)
        case .markdownHTML: return try TextFormats.markdownHTML(text)
        case .reversed: return String(text.reversed())
        case .rot13: return TextFormats.rot13(text)
        case .hashtags: return TextFormats.hashtags(text)
        case .slug: return TextFormats.slug(text)
        case .stripWhitespace: return String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) })
        case .constant: return changeCase(changeCase(text, to: .snake, locale: locale), to: .upper, locale: locale)
        case .stripDiacritics: return text.folding(options: .diacriticInsensitive, locale: nil)
        default: return text
        }
    }
}
