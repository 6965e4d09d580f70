import Foundation
import SafeFiles
import ShortcutEngine

extension AddressBook {
    /// The contact of the address book that `card` is: the one with the same `UID`, else the one
    /// whose card reads the same (line endings and surrounding blank space aside); nil when none is.
    func contact(for card: String, maxItems: Int, parameter: String) throws -> BookContact? {
        let contacts = try contacts(maxItems: maxItems, parameter: parameter)
        if let uid = VCardText.values("UID", of: card).first.map(VCardText.unescaped), !uid.isEmpty {
            return contacts.first { VCardText.values("UID", of: $0.card).first.map(VCardText.unescaped) == uid }
        }
        let wanted = Self.normalised(card)
        return contacts.first { Self.normalised($0.card) == wanted }
    }

    /// Writes `card` in place of `contact`'s card in its file (the file's other cards, and its line
    /// endings, as they were); the old file is kept so that `shortcut undo` brings it back.
    func replace(_ contact: BookContact, with card: String, parameter: String) throws {
        let absolute = try access.allowed(contact.path, access: .item, parameter: parameter)
        let fileSystem = access.fileSystem
        let data = try access.perform(.read(contact.path), parameter: parameter) { () throws(FileSystemError) -> Data in
            try fileSystem.read(at: absolute, upTo: Self.maxFileBytes + 1)
        }
        guard data.count <= Self.maxFileBytes else {
            throw ActionFailure(ContactsFailure.fileTooLarge(path: contact.path, limit: Self.maxFileBytes), parameter: parameter)
        }
        guard let text = Self.replacing(card: contact.index, in: String(decoding: data, as: UTF8.self), with: card) else {
            throw ActionFailure(ContactsFailure.contactGone(path: contact.path), parameter: parameter)
        }
        try access.replace(absolute, with: Data(text.utf8), createFolders: false, parameter: parameter)
    }

    /// Writes `card` as a new file `UID.vcf` at the top of the address book (made when missing); the
    /// run's journal records it, so `shortcut undo` removes it. Returns the file's path as configured.
    func add(_ card: String, uid: String, parameter: String) throws -> String {
        let name = uid + ".vcf"
        let path = PathText.join(root, name)
        let data = Data(card.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n").utf8 + [13, 10])
        try FileInputs.saveNew(
            data, to: PathText.join(absoluteRoot, name), shown: path, verb: "add", access: access, parameter: parameter)
        return path
    }

    /// A new contact's `UID`, naming no file at the top of the address book yet.
    func freshUID(context: ActionContext) -> String {
        GenerateUUIDAction.uuid(context: context, freeIn: absoluteRoot, fileExtension: "vcf", fileSystem: access.fileSystem)
    }

    /// `text` (a `.vcf` file) with its card number `index`, as `VCardText.cards(in:)` counts them,
    /// replaced by `card`; the file's line ending (CRLF or LF) kept. Nil when it has no such card.
    static func replacing(card index: Int, in text: String, with card: String) -> String? {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        var spans: [ClosedRange<Int>] = []
        var start: Int?
        for (offset, line) in lines.enumerated() {
            let upper = line.trimmingCharacters(in: .whitespaces).uppercased()
            if upper.hasPrefix("BEGIN:VCARD") {
                if let open = start { spans.append(open...(offset - 1)) }
                start = offset
            } else if upper.hasPrefix("END:VCARD"), let open = start {
                spans.append(open...offset)
                start = nil
            }
        }
        if let open = start {
            let last = lines.lastIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? open
            spans.append(open...max(open, last))
        }
        guard spans.indices.contains(index) else { return nil }
        let ending = text.contains("\r\n") ? "\r\n" : "\n"
        var written = lines.map(String.init)
        written.replaceSubrange(spans[index], with: card.split(separator: "\n").map(String.init))
        return written.joined(separator: ending)
    }

    /// A card's text compared: LF line endings, no blank space around it.
    private static func normalised(_ card: String) -> String {
        card.replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
