import Foundation
import ShortcutEngine

/// One vCard's lines, to change them (RFC 6350; vCard 3.0's RFC 2426 reads the same): folded lines
/// are joined when read and folded again at 75 octets when written; lines not changed keep their
/// parameters and groups (`item1.TEL`, Apple's labelled values) as they were.
struct EditableCard {
    /// The card's content lines, unfolded, `BEGIN:VCARD` and `END:VCARD` included.
    private(set) var lines: [String]

    init(_ card: String) {
        var unfolded: [String] = []
        for raw in card.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            if let first = raw.first, first == " " || first == "\t", !unfolded.isEmpty {
                unfolded[unfolded.count - 1] += raw.dropFirst()
            } else {
                unfolded.append(String(raw))
            }
        }
        if !unfolded.contains(where: { Self.name(of: $0) == "BEGIN" }) { unfolded.insert("BEGIN:VCARD", at: 0) }
        if !unfolded.contains(where: { Self.name(of: $0) == "END" }) { unfolded.append("END:VCARD") }
        lines = unfolded
    }

    /// The card's text: its lines folded at 75 octets (RFC 6350 §3.2, never inside a UTF-8
    /// sequence), joined by line feeds as every contact's text is.
    var text: String { lines.flatMap(Self.folded).joined(separator: "\n") }

    /// The card's vCard version (`VERSION`), "3.0" when it has none.
    var version: String { values("VERSION").first ?? "3.0" }

    /// The raw values of property `name` (groups and parameters set aside), in order.
    func values(_ name: String) -> [String] {
        lines.filter { Self.name(of: $0) == name }.map(Self.value)
    }

    /// Removes every line of property `name`, and the labels (`X-ABLabel`) of the groups it leaves.
    mutating func remove(_ name: String) {
        remove { Self.name(of: $0) == name }
    }

    /// Removes the lines `matching` says, and the labels of the groups they leave.
    mutating func remove(where matching: (String) -> Bool) {
        let removed = Set(lines.filter(matching).compactMap(Self.group))
        lines.removeAll(where: matching)
        let kept = Set(lines.filter { Self.name(of: $0) != "X-ABLABEL" }.compactMap(Self.group))
        lines.removeAll { line in
            Self.name(of: line) == "X-ABLABEL" && Self.group(of: line).map { removed.contains($0) && !kept.contains($0) } == true
        }
    }

    /// Adds `line` (and a label line for a custom label) before `END:VCARD`.
    mutating func append(_ added: [String]) {
        let end = lines.lastIndex { Self.name(of: $0) == "END" } ?? lines.endIndex
        lines.insert(contentsOf: added, at: end)
    }

    /// Sets property `name` to one line `name:value` (with `parameters`), where its first line was,
    /// or at the end; an empty value removes it.
    mutating func set(_ name: String, parameters: String = "", value: String) {
        let line = name + parameters + ":" + value
        let first = lines.firstIndex { Self.name(of: $0) == name }
        remove(name)
        guard !value.isEmpty else { return }
        if let first, first <= lines.count, first > 0 { lines.insert(line, at: first) } else { append([line]) }
    }

    /// Sets part `index` of the structured property `name` (`N`, `ORG`) to `text`, escaped; the
    /// other parts are kept as written, empty ones at the end dropped past the first `count`. A
    /// property left with only empty parts is removed.
    mutating func setPart(_ index: Int, of name: String, count: Int, to text: String) {
        var parts = values(name).first.map(Self.rawParts) ?? []
        parts += Array(repeating: "", count: max(0, max(count, index + 1) - parts.count))
        parts[index] = Self.escaped(text)
        while parts.count > count, parts.last?.isEmpty == true { parts.removeLast() }
        let value = parts.allSatisfy(\.isEmpty) ? "" : parts.joined(separator: ";")
        let parameters = lines.first { Self.name(of: $0) == name }.map(Self.parameters) ?? ""
        set(name, parameters: parameters, value: value)
    }
}

extension EditableCard {
    /// A content line's property name in capitals, its group (`item1.`) set aside.
    static func name(of line: String) -> String {
        let head = line.prefix { $0 != ":" && $0 != ";" }
        let name = head.lastIndex(of: ".").map { head[head.index(after: $0)...] } ?? head
        return name.uppercased()
    }

    /// A content line's group (`item1` of `item1.TEL`), nil when it has none.
    static func group(of line: String) -> String? {
        let head = line.prefix { $0 != ":" && $0 != ";" }
        return head.firstIndex(of: ".").map { String(head[..<$0]).lowercased() }
    }

    /// A content line's parameters as written (`;TYPE=CELL`), empty when none.
    static func parameters(of line: String) -> String {
        let head = line.prefix { $0 != ":" }
        return head.firstIndex(of: ";").map { String(head[$0...]) } ?? ""
    }

    /// A content line's value as written (after the first colon not inside a quoted parameter).
    static func value(of line: String) -> String {
        var quoted = false
        for index in line.indices {
            if line[index] == "\"" { quoted.toggle() }
            if line[index] == ":", !quoted { return String(line[line.index(after: index)...]) }
        }
        return ""
    }

    /// A structured value's parts as written (escapes kept), split at the semicolons not escaped.
    static func rawParts(_ value: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var escaped = false
        for character in value {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ";" {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }

    /// What a vCard text value writes for the characters it escapes (RFC 6350 §3.4).
    static let escapes: [Character: String] = ["\\": "\\\\", ",": "\\,", ";": "\\;", "\n": "\\n", "\r\n": "\\n", "\r": "\\n"]

    /// `text` as a vCard text value: backslashes, commas, semicolons and line breaks escaped.
    static func escaped(_ text: String) -> String {
        var written = ""
        for character in text {
            if let escape = escapes[character] { written += escape } else { written.append(character) }
        }
        return written
    }

    /// `line` as lines of at most 75 octets, each after the first starting with a space.
    static func folded(_ line: String) -> [String] {
        guard line.utf8.count > 75 else { return [line] }
        var pieces: [String] = []
        var current = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let width = String(scalar).utf8.count
            if octets + width > (pieces.isEmpty ? 75 : 74) {
                pieces.append(pieces.isEmpty ? current : " " + current)
                current = ""
                octets = 0
            }
            current.unicodeScalars.append(scalar)
            octets += width
        }
        pieces.append(pieces.isEmpty ? current : " " + current)
        return pieces
    }
}
