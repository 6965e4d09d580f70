import Foundation
import Markup
import ShortcutEngine

/// The text formats Change Case offers beside letter cases, from the Text Case app's list (no
/// source gives their exact rules; these are ours, each stated in the catalogue):
/// upside-down text, clap case, a Markdown unordered list, and Markdown to HTML.
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
