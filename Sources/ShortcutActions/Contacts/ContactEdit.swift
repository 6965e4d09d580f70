import Foundation
import Images
import ShortcutEngine

/// One change to a contact's card, as Edit Contact (and Add New Contact, field by field) makes it:
/// Set a detail, Add values to a detail with several, Remove some of them, or Remove All.
struct ContactEdit {
    let detail: ContactDetail
    let mode: EditMode
    let context: ActionContext
    /// The parameter the new value came from, which failures name.
    var parameter = "value"

    /// Changes `card`: `value` is the new value (Set, Add), `label` the label of added phone
    /// numbers, addresses and URLs, `removing` the values to remove (nil: the user is asked which).
    func apply(to card: inout EditableCard, value: Value, label: String, removing: Value?) throws {
        switch (mode, detail.place) {
        case (.set, _): try set(value, label: label, in: &card)
        case (.removeAll, _): try set(.nothing, label: "", in: &card)
        case (.add, .several(let name)):
            for text in try texts(value) {
                card.append(ContactLabel.lines(name, value: written(text), label: label, in: card))
            }
        case (.add, .categories):
            // A group the contact is already in is not added again.
            let present = categories(of: card)
            let added = try texts(value).filter { text in !present.contains { $0.caseInsensitiveCompare(text) == .orderedSame } }
            try set(.list((present + added).map(Value.text)), label: "", in: &card)
        case (.remove, .several), (.remove, .categories):
            try remove(removing, from: &card)
        case (.add, _), (.remove, _): try mode.checkSingle(detail.rawValue)
        }
    }

    /// Sets the detail to `value`; Nothing or empty text removes it.
    private func set(_ value: Value, label: String, in card: inout EditableCard) throws {
        switch detail.place {
        case let .part(index, name, count):
            card.setPart(index, of: name, count: count, to: try text(value))
            // A contact without a name shows its company: FN follows either.
            let named = card.values("N").first.map(VCardText.parts)?.contains { !$0.isEmpty } == true
            if name == "N" || !named { Self.refreshName(&card) }
        case .single(let name): card.set(name, value: EditableCard.escaped(try text(value)))
        case .birthday: card.set("BDAY", value: try birthday(value, version: card.version))
        case .photo:
            card.set("PHOTO", value: "")
            if !value.isNothing { card.append([try photo(value, version: card.version)]) }
        case .several(let name):
            card.remove(name)
            for text in try texts(value) {
                card.append(ContactLabel.lines(name, value: written(text), label: label, in: card))
            }
        case .categories:
            card.set("CATEGORIES", value: try texts(value).map(EditableCard.escaped).joined(separator: ","))
        }
    }

    /// Removes the values `removing` names (each compared as Get Details of Contacts shows it), or
    /// those the user picks from the card's own when it names none.
    private func remove(_ removing: Value?, from card: inout EditableCard) throws {
        let present: [String]
        if case .several(let name) = detail.place {
            present = card.values(name).compactMap { Self.shown($0, as: name) }
        } else {
            present = categories(of: card)
        }
        let wanted = try removing.flatMap { $0.isNothing ? nil : Set(try texts($0).map(comparable)) }
        let offsets = try EditMode.removal(
            of: present, wanted: wanted, keys: { [comparable(present[$0])] }, detail: detail.spoken, item: "contact",
            context: context)
        let chosen = Set(offsets.map { comparable(present[$0]) })
        switch detail.place {
        case .several(let name):
            card.remove { line in
                EditableCard.name(of: line) == name
                    && Self.shown(EditableCard.value(of: line), as: name).map { chosen.contains(comparable($0)) } == true
            }
        default:
            try set(.list(present.filter { !chosen.contains(comparable($0)) }.map(Value.text)), label: "", in: &card)
        }
    }

    /// A value as Remove compares it: a phone number by its digits (and a leading +), an email
    /// address in lower case, anything else as written.
    private func comparable(_ text: String) -> String {
        switch detail {
        case .phoneNumbers: return text.filter { $0.isNumber || $0 == "+" }
        case .emailAddresses: return text.lowercased().trimmingCharacters(in: .whitespaces)
        default: return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    private func categories(of card: EditableCard) -> [String] {
        card.values("CATEGORIES").flatMap(VCardText.listItems)
    }

    private func text(_ value: Value) throws -> String { try context.limitedText(value) }

    private func texts(_ value: Value) throws -> [String] {
        try value.items.map(text).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }
}

extension ContactEdit {
    /// `text` as the detail's value: a street address in the street part of `ADR`, a URL as
    /// written (a URI is not escaped), other text escaped.
    func written(_ text: String) -> String {
        switch detail {
        case .streetAddresses: return ";;" + EditableCard.escaped(text) + ";;;;"
        case .urls: return text
        default: return EditableCard.escaped(text)
        }
    }

    /// A raw value of property `name` as Get Details of Contacts shows it.
    static func shown(_ raw: String, as name: String) -> String? {
        name == "ADR" ? ContactCard.address(raw) : VCardText.unescaped(raw)
    }

    /// `FN` made again from `N` (prefix, given, middle, family, suffix), or from the company when the
    /// name is empty, as Contacts shows a contact.
    static func refreshName(_ card: inout EditableCard) {
        let parts = card.values("N").first.map(VCardText.parts) ?? []
        let name = [3, 1, 2, 0, 4].compactMap { parts.indices.contains($0) ? parts[$0] : nil }.filter { !$0.isEmpty }
        let company = card.values("ORG").first.map(VCardText.parts)?.first ?? ""
        card.set("FN", value: EditableCard.escaped(name.isEmpty ? company : name.joined(separator: " ")))
    }

    /// `REV`'s value for a moment: UTC, basic form (`20261130T021500Z`), as Contacts writes it.
    static func revision(_ date: Date) -> String {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0) ?? utc.timeZone
        let parts = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let fields = [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map { $0 ?? 0 }
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", fields[0], fields[1], fields[2], fields[3], fields[4], fields[5])
    }

    /// `BDAY`'s value for a date: `1990-05-17` (vCard 3.0) or `19900517` (4.0), the day in the run's
    /// time zone; empty for Nothing.
    private func birthday(_ value: Value, version: String) throws -> String {
        guard !value.isNothing else { return "" }
        let date: Date
        do {
            guard case .date(let given) = try context.coercion.coerce(value, to: .date) else { return "" }
            date = given
        } catch { throw ActionFailure(error, parameter: parameter) }
        let day = context.calendar.dateComponents([.year, .month, .day], from: date)
        let (year, month, dayOfMonth) = (day.year ?? 1, day.month ?? 1, day.day ?? 1)
        let digits = [String(format: "%04d", year), String(format: "%02d", month), String(format: "%02d", dayOfMonth)]
        return digits.joined(separator: version.hasPrefix("4") ? "" : "-")
    }

    /// A `PHOTO` line for an image file: its bytes when JPEG, PNG or GIF, else its pixels as PNG;
    /// at most `ContactLimits.photoBytes`.
    private func photo(_ value: Value, version: String) throws -> String {
        let item = try ImageContent.item(value, parameter: parameter, context: context)
        var (data, format) = (item.data, item.image.source.format)
        if ![.jpeg, .png, .gif].contains(format) {
            (data, format) = (
                try ImageContent.encode(item.image.pixels, as: .png, quality: 100, metadata: nil, parameter: parameter), .png
            )
        }
        guard data.count <= ContactLimits.photoBytes else {
            throw ActionFailure(
                ContactsFailure.photoTooLarge(name: item.name, limit: ContactLimits.photoBytes), parameter: parameter)
        }
        let encoded = data.base64EncodedString()
        if version.hasPrefix("4") { return "PHOTO:data:image/\(format.rawValue.lowercased());base64," + encoded }
        return "PHOTO;ENCODING=b;TYPE=\(format.rawValue):" + encoded
    }
}
