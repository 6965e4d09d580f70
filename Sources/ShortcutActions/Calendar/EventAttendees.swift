import Foundation
import ICalendar
import ShortcutEngine

/// Edit Event's Attendees, a detail with several values: each attendee an `ATTENDEE` property
/// (`CN` the name, the value a `mailto:` address, `ROLE` required or optional, `PARTSTAT`
/// NEEDS-ACTION and `RSVP` for a new one, RFC 5545 §3.8.4.1).
enum EventAttendees {
    /// An attendee to write: a name (may be empty) and an email address.
    struct Person: Equatable {
        var name: String
        var email: String
    }

    /// Sets (Set, Remove All), adds to or removes from `event`'s attendees. An attendee is a
    /// contact (its card's name and first email address), an email address (`Ann <ann@x.org>`
    /// too) or an attendee of an event; `required` is Apple's Role. Remove takes those `removing`
    /// names (by address or name, any letter case), or those the user picks.
    static func edit(
        _ event: inout CalendarComponent, mode: EditMode, given: Value, removing: Value?, required: Bool,
        context: ActionContext
    ) throws {
        let present = event.properties(named: "ATTENDEE")
        switch mode {
        case .set, .removeAll:
            event.remove("ATTENDEE")
            for person in try people(given, context) { event.properties.append(property(person, required: required)) }
        case .add:
            let known = Set(present.map { address($0).lowercased() })
            for person in try people(given, context) where !known.contains(person.email.lowercased()) {
                event.properties.append(property(person, required: required))
            }
        case .remove:
            let shown = present.map(CalendarItems.person)
            let wanted = try removing.flatMap { value in
                value.isNothing ? nil : Set(try value.items.flatMap { try names(of: $0, context) }.map { $0.lowercased() })
            }
            let chosen = try EditMode.removal(
                of: shown, wanted: wanted, keys: { [address(present[$0]).lowercased(), shown[$0].lowercased()] },
                detail: "attendees", item: "event", context: context)
            let kept = present.indices.filter { !chosen.contains($0) }.map { present[$0] }
            event.remove("ATTENDEE")
            event.properties += kept
        }
    }

    /// The people `value` gives: each contact's name and first email address, each address.
    static func people(_ value: Value, _ context: ActionContext) throws -> [Person] {
        try value.items.filter { !$0.isNothing }.map { item in
            // An attendee of another event (Get Details' Attendees) is its name and address.
            if case .item(let attendee) = item.unnamed, attendee.kind == EventAttendee.kind {
                guard case .text(let email)? = attendee.detail(AttendeeDetail.emailAddress.rawValue) else {
                    throw ActionFailure(CalendarFailure.attendeeWithoutEmail(attendee.title), parameter: "value")
                }
                return Person(name: attendee.title == email ? "" : attendee.title, email: email)
            }
            let text = try context.limitedText(item)
            if text.contains("BEGIN:VCARD") {
                let email = VCardText.values("EMAIL", of: text).first.map(VCardText.unescaped) ?? ""
                let name = VCardText.name(of: text) ?? ""
                guard !email.isEmpty else { throw ActionFailure(CalendarFailure.attendeeWithoutEmail(name), parameter: "value") }
                return Person(name: name, email: email)
            }
            return try person(text)
        }
    }

    /// `Ann Lee <ann@example.com>` or `ann@example.com` as a person.
    static func person(_ text: String) throws -> Person {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let open = trimmed.lastIndex(of: "<"), trimmed.hasSuffix(">") {
            let email = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
            let name = trimmed[..<open].trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "\""))
            if email.contains("@") { return Person(name: name, email: email) }
        }
        let email = withoutMailto(trimmed)
        guard email.contains("@"), !email.contains(where: \.isWhitespace) else {
            throw ActionFailure(CalendarFailure.attendeeWithoutEmail(trimmed), parameter: "value")
        }
        return Person(name: "", email: email)
    }

    /// What Remove compares a given value by: a contact's or a text's address and name.
    private static func names(of value: Value, _ context: ActionContext) throws -> [String] {
        let text = try context.limitedText(value)
        if let person = try? people(value, context).first { return [person.email, person.name].filter { !$0.isEmpty } }
        return [text.trimmingCharacters(in: .whitespacesAndNewlines)]
    }

    /// The address of an `ATTENDEE` (its value without `mailto:`).
    static func address(_ property: CalendarProperty) -> String { withoutMailto(property.value) }

    /// `text` without a leading `mailto:` (any letter case).
    static func withoutMailto(_ text: String) -> String {
        text.lowercased().hasPrefix("mailto:") ? String(text.dropFirst(7)) : text
    }

    /// A new attendee's property.
    static func property(_ person: Person, required: Bool) -> CalendarProperty {
        var parameters: [CalendarParameter] = []
        if !person.name.isEmpty { parameters.append(CalendarParameter(name: "CN", value: person.name)) }
        parameters += [
            CalendarParameter(name: "ROLE", value: required ? "REQ-PARTICIPANT" : "OPT-PARTICIPANT"),
            CalendarParameter(name: "PARTSTAT", value: "NEEDS-ACTION"), CalendarParameter(name: "RSVP", value: "TRUE"),
        ]
        return CalendarProperty(name: "ATTENDEE", value: "mailto:" + person.email, parameters: parameters)
    }
}
