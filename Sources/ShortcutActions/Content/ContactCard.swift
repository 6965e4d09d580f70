import Foundation
import ShortcutEngine

/// The details of one contact's vCard text, by Get Details of Contacts' names.
struct ContactCard {
    let text: String
    /// The run's calendar (its time zone places a birthday's midnight).
    let calendar: Calendar

    func detail(_ detail: GetContactDetailsAction.Detail) -> Value {
        switch detail {
        case .name: return VCardText.name(of: text).map(Value.text) ?? .nothing
        case .lastName: return namePart(0)
        case .firstName: return namePart(1)
        case .middleName: return namePart(2)
        case .prefix: return namePart(3)
        case .suffix: return namePart(4)
        case .phoneticFirstName: return single("X-PHONETIC-FIRST-NAME")
        case .phoneticMiddleName: return single("X-PHONETIC-MIDDLE-NAME")
        case .phoneticLastName: return single("X-PHONETIC-LAST-NAME")
        case .nickname: return single("NICKNAME")
        case .company: return part(0, of: "ORG")
        case .department: return part(1, of: "ORG")
        case .jobTitle: return single("TITLE")
        case .notes: return single("NOTE")
        case .emailAddress: return all("EMAIL", Value.text)
        case .phoneNumber: return all("TEL", Value.text)
        case .url: return all("URL", Value.url)
        case .streetAddress: return shaped(VCardText.values("ADR", of: text).compactMap(Self.address).map(Value.text))
        case .birthday: return VCardText.values("BDAY", of: text).first.flatMap(birthday).map(Value.date) ?? .nothing
        case .hasPhoto: return .boolean(!VCardText.values("PHOTO", of: text).isEmpty)
        case .fileSize: return .number(Number(text.utf8.count))
        case .fileExtension: return .text("vcf")
        case .contactPhoto: return .nothing  // a file: `ContactPhoto`, which needs the run's download folder
        case .lastModifiedDate: return VCardText.values("REV", of: text).first.flatMap(Self.revision).map(Value.date) ?? .nothing
        case .creationDate: return VCardText.values("CREATED", of: text).first.flatMap(Self.revision).map(Value.date) ?? .nothing
        case .group:
            return shaped(VCardText.values("CATEGORIES", of: text).flatMap(VCardText.listItems).map(Value.text))
        }
    }

    private func namePart(_ index: Int) -> Value { part(index, of: "N") }

    private func part(_ index: Int, of property: String) -> Value {
        guard let value = VCardText.values(property, of: text).first else { return .nothing }
        let parts = VCardText.parts(of: value)
        guard index < parts.count, !parts[index].isEmpty else { return .nothing }
        return .text(parts[index])
    }

    private func single(_ property: String) -> Value {
        guard let value = VCardText.values(property, of: text).first else { return .nothing }
        let read = VCardText.unescaped(value)
        return read.isEmpty ? .nothing : .text(read)
    }

    private func all(_ property: String, _ make: (String) -> Value) -> Value {
        shaped(VCardText.values(property, of: text).map(VCardText.unescaped).filter { !$0.isEmpty }.map(make))
    }

    /// One value as itself, several as a list, none as Nothing.
    private func shaped(_ values: [Value]) -> Value {
        values.count == 1 ? values[0] : values.isEmpty ? .nothing : .list(values)
    }

    /// `ADR`'s street, city region postcode, and country on their own lines (post office box and
    /// extended address before the street when given).
    static func address(_ value: String) -> String? {
        let parts = VCardText.parts(of: value) + Array(repeating: "", count: 7)
        let town = [parts[3], parts[4], parts[5]].filter { !$0.isEmpty }.joined(separator: " ")
        let lines = [parts[0], parts[1], parts[2], town, parts[6]].filter { !$0.isEmpty }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// `BDAY` as a date: `1990-05-17` or `19900517` (midnight in the run's time zone); a day without
    /// a year (`--0517`) or another form gives Nothing.
    private func birthday(_ value: String) -> Date? {
        let digits = value.prefix(10).filter(\.isNumber)
        guard digits.count == 8, let year = Int(digits.prefix(4)), let month = Int(digits.dropFirst(4).prefix(2)),
            let day = Int(digits.suffix(2))
        else { return nil }
        return calendar.date(from: DateComponents(year: year, month: month, day: day))
    }

    /// `REV` (RFC 6350 6.7.4, vCard 3's RFC 2426 3.6.4) as a moment: a timestamp in the basic or
    /// extended ISO 8601 form (`19951031T222710Z`, `2008-04-24T19:52:43Z`, an offset such as
    /// `+0200` or `-05:00`, UTC when none), or a date alone (midnight UTC); another form gives Nothing.
    static func revision(_ value: String) -> Date? {
        var text = Substring(value.trimmingCharacters(in: .whitespaces))
        // The date's dashes and the time's colons are optional (extended form); an offset's sign is kept.
        let dateEnd = text.firstIndex(of: "T") ?? text.endIndex
        let datePart = text[..<dateEnd].filter { $0 != "-" }
        text = text[dateEnd...]
        guard datePart.count == 8, datePart.allSatisfy(\.isNumber) else { return nil }
        var parts = DateComponents(
            calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(secondsFromGMT: 0),
            year: Int(datePart.prefix(4)), month: Int(datePart.dropFirst(4).prefix(2)), day: Int(datePart.suffix(2)))
        if text.first == "T" {
            let rest = text.dropFirst()
            let zoneStart = rest.firstIndex { $0 == "Z" || $0 == "+" || $0 == "-" } ?? rest.endIndex
            let time = rest[..<zoneStart].filter { $0 != ":" }.prefix { $0 != "." && $0 != "," }
            guard time.count == 6, time.allSatisfy(\.isNumber) else { return nil }
            parts.hour = Int(time.prefix(2))
            parts.minute = Int(time.dropFirst(2).prefix(2))
            parts.second = Int(time.suffix(2))
            guard let offset = zoneOffset(rest[zoneStart...]) else { return nil }
            parts.timeZone = TimeZone(secondsFromGMT: offset)
        }
        return parts.isValidDate ? parts.date : nil
    }

    /// Seconds east of UTC of `Z`, nothing, `+hh`, `+hhmm` or `+hh:mm` (or `-`); nil for another form.
    private static func zoneOffset(_ zone: Substring) -> Int? {
        if zone.isEmpty || zone == "Z" { return 0 }
        guard let sign = zone.first, sign == "+" || sign == "-" else { return nil }
        let digits = zone.dropFirst().filter { $0 != ":" }
        guard digits.count == 2 || digits.count == 4, digits.allSatisfy(\.isNumber), let hours = Int(digits.prefix(2)),
            let minutes = Int(digits.count == 4 ? digits.suffix(2) : "0")
        else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60)
    }
}
