import Foundation

/// The case conversions offered by Change Case.
public enum CaseStyle: String, CaseIterable, Sendable {
    /// `HELLO WORLD`; `ß` becomes `SS`.
    case upper
    /// `hello world`.
    case lower
    /// `Hello World`: every word's first letter upper case, the rest lower case.
    case capitalizeEveryWord
    /// `The Lord of the Rings`: English title case, keeping acronyms (NASA) and mixed case (iPhone).
    case title
    /// `The Lord of the Rings Comes through the Door`: MLA title case, every preposition lower case.
    case mlaTitle
    /// AP title case: words of four letters or more capitalised.
    case apTitle
    /// APA title case (7th edition): minor words of three letters or fewer lower case.
    case apaTitle
    /// Chicago title case: every preposition lower case, but yet and so capitalised.
    case chicagoTitle
    /// AMA title case: prepositions of three letters or fewer lower case.
    case amaTitle
    /// New York Times headline case: its list of 18 lower-case words.
    case nytTitle
    /// `The lord of the rings. It is long.`: first letter of each sentence, acronyms kept.
    case sentence
    /// `hElLo wOrLd`: letters alternate lower/upper, starting lower; non-letters do not count.
    case alternating
    /// `helloWorld`.
    case camel
    /// `HelloWorld`.
    case pascal
    /// `hello_world`.
    case snake
    /// `hello-world`.
    case kebab
}

/// Converts `text` to `style`; `locale` matters only for Turkish and Azeri dotted/dotless i.
///
/// camel, pascal, snake and kebab split words at spaces, punctuation, symbols (including emoji,
/// which are dropped) and camelCase humps; the other styles keep every character in place.
public func changeCase(_ text: String, to style: CaseStyle, locale: Locale? = nil) -> String {
    let casing = Casing(locale: locale)
    switch style {
    case .upper: return casing.upper(text)
    case .lower: return casing.lower(text)
    case .capitalizeEveryWord: return casing.mapWords(text) { casing.capitalized(casing.lower($0)) }
    case .title: return TitleCase(casing: casing).apply(text)
    case .mlaTitle: return TitleCase(casing: casing, minorWords: TitleCase.mlaMinorWords).apply(text)
    case .apTitle: return TitleCase(casing: casing, minorWords: TitleCase.apMinorWords).apply(text)
    case .apaTitle: return TitleCase(casing: casing, minorWords: TitleCase.apaMinorWords).apply(text)
    case .chicagoTitle: return TitleCase(casing: casing, minorWords: TitleCase.chicagoMinorWords).apply(text)
    case .amaTitle: return TitleCase(casing: casing, minorWords: TitleCase.amaMinorWords).apply(text)
    case .nytTitle: return TitleCase(casing: casing, minorWords: TitleCase.nytMinorWords).apply(text)
    case .sentence: return casing.sentence(text)
    case .alternating: return casing.alternating(text)
    case .camel, .pascal, .snake, .kebab: return casing.joinIdentifier(text, style: style)
    }
}

/// Locale-aware letter case operations.
struct Casing: Sendable {
    /// Turkish and Azeri pair i with İ and ı with I.
    let turkic: Bool

    init(locale: Locale?) {
        let language = locale?.identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init)
        turkic = language == "tr" || language == "az"
    }

    func upper(_ s: some StringProtocol) -> String {
        turkic ? s.replacingOccurrences(of: "i", with: "İ").uppercased() : s.uppercased()
    }

    func lower(_ s: some StringProtocol) -> String {
        guard turkic else { return s.lowercased() }
        return s.replacingOccurrences(of: "İ", with: "i").replacingOccurrences(of: "I", with: "ı").lowercased()
    }

    /// First letter in title case (`ß` → `Ss`, `ǆ` → `ǅ`), the rest untouched.
    func capitalized(_ s: some StringProtocol) -> String {
        guard let i = s.firstIndex(where: { $0.isLetter }) else { return String(s) }
        let ch = s[i]
        let head: String
        if turkic && ch == "i" {
            head = "İ"
        } else {
            // Title-case the base scalar; combining marks after it stay as they are.
            let scalars = ch.unicodeScalars
            guard let base = scalars.first else { return String(s) }
            head = base.properties.titlecaseMapping + String(String.UnicodeScalarView(scalars.dropFirst()))
        }
        return s[..<i] + head + s[s.index(after: i)...]
    }

    /// Applies `transform` to each whitespace-separated word, keeping the whitespace.
    func mapWords(_ text: String, _ transform: (Substring) -> String) -> String {
        var out = ""
        var word = Substring()
        var start = text.startIndex
        for i in text.indices where text[i].isWhitespace {
            word = text[start..<i]
            out += transform(word)
            out.append(text[i])
            start = text.index(after: i)
        }
        out += transform(text[start...])
        return out
    }

    func alternating(_ text: String) -> String {
        var out = ""
        var upperNext = false
        for ch in text {
            guard ch.isCased else { out.append(ch); continue }
            out += upperNext ? upper(String(ch)) : lower(String(ch))
            upperNext.toggle()
        }
        return out
    }
}
