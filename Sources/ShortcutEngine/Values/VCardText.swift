import Foundation

/// The contact a vCard text describes, as Shortcuts reads it when text is coerced to a contact
/// (the vCard menu idiom: `BEGIN:VCARD … N:Open;;;; … END:VCARD` shown by Choose from List):
/// only the first card's name and organisation, which is what shortcuts read back.
public enum VCardText {
    /// The display name of the first card: `FN`, else `N`'s parts (prefix, given, middle, family,
    /// suffix) joined by spaces; nil when the text is no vCard or the name is empty.
    public static func name(of text: String) -> String? {
        if let full = field("FN", of: text), !full.isEmpty { return full }
        guard let structured = field("N", of: text, firstPartOnly: false) else { return nil }
        let parts = structured.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        let order = [3, 1, 2, 0, 4]
        let shown = order.compactMap { $0 < parts.count ? parts[$0].trimmed : nil }.filter { !$0.isEmpty }
        return shown.isEmpty ? nil : shown.joined(separator: " ")
    }

    /// The value of property `name` on the first card (parameters such as `;CHARSET=utf-8` ignored);
    /// for structured values only the first part unless `firstPartOnly` is false.
    public static func field(_ name: String, of text: String, firstPartOnly: Bool = true) -> String? {
        guard let value = values(name, of: text).first else { return nil }
        return firstPartOnly
            ? (value.split(separator: ";", omittingEmptySubsequences: false).first.map { String($0).trimmed } ?? "") : value
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}

extension VCardText {
    /// Every value of property `name` on the first card, in order: folded lines (a line that starts
    /// with a space or tab continues the one before, RFC 6350 §3.2) joined, parameters (`;TYPE=cell`)
    /// and a property's group (`item1.`) ignored; each value as written, its escapes (`\n`, `\,`,
    /// `\;`, `\\`) read by `parts(of:)` and `unescaped(_:)`. Empty when the text is no vCard.
    public static func values(_ name: String, of text: String) -> [String] {
        guard text.contains("BEGIN:VCARD") else { return [] }
        var found: [String] = []
        var inCard = false
        for line in unfoldedLines(of: text) {
            let upper = line.uppercased()
            if upper.hasPrefix("BEGIN:VCARD") { inCard = true; continue }
            if upper.hasPrefix("END:VCARD") { if inCard { break }; continue }
            guard inCard, let colon = line.firstIndex(of: ":") else { continue }
            var property = line[..<colon].split(separator: ";", maxSplits: 1).first.map { $0.uppercased() } ?? ""
            // A grouped property (`item1.EMAIL`, as Apple's Contacts writes labelled ones) is the property.
            if let dot = property.lastIndex(of: ".") { property = String(property[property.index(after: dot)...]) }
            if property == name.uppercased() { found.append(String(line[line.index(after: colon)...])) }
        }
        return found
    }

    /// A structured value's parts (`N`: family;given;middle;prefix;suffix), each unescaped and trimmed.
    public static func parts(of value: String) -> [String] { decoded(value, splittingParts: true) }

    /// A text list's items (RFC 6350 §3.3's `text-list`, as `CATEGORIES` writes them: `Friends,Work`),
    /// split at the commas that are not escaped, each unescaped and trimmed; empty items are left out.
    public static func listItems(of value: String) -> [String] {
        decoded(value, splitting: ",").filter { !$0.isEmpty }
    }

    /// A plain value with its escapes read (`\n` a line break, `\,` a comma), trimmed.
    public static func unescaped(_ value: String) -> String { decoded(value, splitting: nil)[0] }

    private static func decoded(_ value: String, splittingParts: Bool) -> [String] {
        decoded(value, splitting: splittingParts ? ";" : nil)
    }

    /// `value` unescaped, split at each `separator` that is not escaped (none: one part).
    private static func decoded(_ value: String, splitting separator: Character?) -> [String] {
        var parts: [String] = []
        var current = ""
        var escaped = false
        for character in value {
            if escaped {
                current.append(character == "n" || character == "N" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == separator {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    private static func unfoldedLines(of text: String) -> [String] {
        var lines: [String] = []
        for raw in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            if let first = raw.first, first == " " || first == "\t", !lines.isEmpty {
                lines[lines.count - 1] += raw.dropFirst()
            } else {
                lines.append(String(raw))
            }
        }
        return lines
    }
}

extension VCardText {
    /// Each card of `text` (several may follow one another, as a `.vcf` file holds them): its lines
    /// from `BEGIN:VCARD` to `END:VCARD` as written, joined by line feeds (a CRLF file's cards read
    /// the same). A card left open at the end of the text is kept too; text outside cards is
    /// dropped. Empty when the text holds none.
    public static func cards(in text: String) -> [String] {
        guard text.range(of: "BEGIN:VCARD", options: .caseInsensitive) != nil else { return [] }
        var cards: [String] = []
        var current: [Substring] = []
        var inCard = false
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let upper = line.trimmingCharacters(in: .whitespaces).uppercased()
            if upper.hasPrefix("BEGIN:VCARD") {
                if inCard, !current.isEmpty { cards.append(current.joined(separator: "\n")) }
                current = [line]
                inCard = true
            } else if inCard {
                current.append(line)
                if upper.hasPrefix("END:VCARD") {
                    cards.append(current.joined(separator: "\n"))
                    current = []
                    inCard = false
                }
            }
        }
        while let last = current.last, last.trimmingCharacters(in: .whitespaces).isEmpty { current.removeLast() }
        if inCard, !current.isEmpty { cards.append(current.joined(separator: "\n")) }
        return cards
    }
}
