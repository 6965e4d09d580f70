import Foundation
import Markup
import ShortcutEngine

/// The text formats Change Case offers beside letter cases, from the Text Case app's list (no
/// source gives their exact rules; these are ours, each stated in the catalogue):
/// upside-down text, clap case, a Markdown unordered list, Markdown to HTML, ROT13, hashtags and slugs.
enum TextFormats {
    /// Each character turned upside down where Unicode has a turned form, the text read backwards
    /// (`Hello!` → `¡ollǝH`); characters without one stay as they are.
    static func upsideDown(_ text: String) -> String {
        String(text.reversed().map { flipped[$0] ?? $0 })
    }

    /// The words of each line joined by a clap (`hello there` → `hello 👏 there`).
    static func clap(_ text: String) -> String {
        lines(text).map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " 👏 ") }.joined(separator: "\n")
    }

    /// Each non-empty line, trimmed, as an item of a Markdown unordered list (`- item`).
    static func markdownList(_ text: String) -> String {
        lines(text).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map { "- " + $0 }.joined(
            separator: "\n")
    }

    /// The text read as Markdown (CommonMark), written as HTML.
    static func markdownHTML(_ text: String) throws(ActionFailure) -> String {
        try converting("text") { () throws(MarkupFailure) in try Markdown.html(text) }
    }

    /// Each ASCII Latin letter moved 13 places along its alphabet, keeping its case; the rest unchanged.
    static func rot13(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    for base in [UInt32(65), UInt32(97)] where (base..<base + 26).contains(scalar.value) {
                        return Unicode.Scalar(base + (scalar.value - base + 13) % 26) ?? scalar
                    }
                    return scalar
                }))
    }

    /// Each whitespace-separated word, without `#` and the punctuation `, . : ;`, as a hashtag;
    /// words left empty are dropped (`big day.` → `#big #day`).
    static func hashtags(_ text: String) -> String {
        let dropped: Set<Character> = ["#", ",", ".", ":", ";"]
        return text.split(whereSeparator: \.isWhitespace).map { String($0.filter { !dropped.contains($0) }) }
            .filter { !$0.isEmpty }.map { "#" + $0 }.joined(separator: " ")
    }

    /// A URL slug: lower case; spaces, `_` and `-` become one hyphen between words; other
    /// characters that are not letters or digits are dropped (`A_b  c!` → `a-b-c`).
    static func slug(_ text: String) -> String {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isWhitespace || character == "_" || character == "-" {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isLetter || character.isNumber {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.joined(separator: "-")
    }

    private static func lines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// Turned forms: Latin letters, digits and paired punctuation (the common "upside-down text" table).
    static let flipped: [Character: Character] = {
        let pairs: [(String, String)] = [
            ("abcdefghijklmnopqrstuvwxyz", "ɐqɔpǝɟƃɥᴉɾʞlɯuodbɹsʇnʌʍxʎz"),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "∀ᗺƆᗡƎℲ⅁HIſꓘ˥WNOԀΌᴚS⊥∩ΛMX⅄Z"),
            ("0123456789", "0ƖᄅƐㄣϛ9ㄥ86"),
            (".,'\"?!()[]{}<>_&;", "˙',„¿¡)(][}{><‾⅋؛"),
        ]
        var table: [Character: Character] = [:]
        for (plain, turned) in pairs {
            for (a, b) in zip(plain, turned) { table[a] = b }
        }
        return table
    }()
}
