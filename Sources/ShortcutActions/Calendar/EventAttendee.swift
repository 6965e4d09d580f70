import ICalendar
import ShortcutEngine

/// The details of an event's attendee or organizer, as Get Details of Event Attendees lists them
/// (Apple's `WFEKParticipantContentItem`: the Name every item has, then its property builders).
enum AttendeeDetail: String, Choice {
    case name = "Name"
    case status = "Status"
    case role = "Role"
    case type = "Type"
    case isMe = "Is Me"
    case emailAddress = "Email Address"
}

/// An event's attendee or organizer as a workflow value (Apple's `WFEKParticipantContentItem`):
/// a `LibraryItem` of kind `Event Attendee` that reads as its name, with details from its
/// `ATTENDEE` or `ORGANIZER` line (RFC 5545 §3.2: `CN`, `PARTSTAT`, `ROLE`, `CUTYPE`). Which
/// attendee is you a file does not say: the one with one of your addresses (`--me`,
/// `CalendarMe`) or marked `X-SHORTCUT-ME`.
enum EventAttendee {
    /// The kind of the items.
    static let kind = "Event Attendee"

    /// Apple's statuses (`possibleStatuses`) by `PARTSTAT` (RFC 5545 §3.2.12). A value not listed
    /// is NEEDS-ACTION, as the RFC tells readers to treat it: Pending.
    static let statuses: [(partstat: String, name: String)] = [
        ("ACCEPTED", "Accepted"), ("COMPLETED", "Completed"), ("DECLINED", "Declined"), ("DELEGATED", "Delegated"),
        ("IN-PROCESS", "In Process"), ("NEEDS-ACTION", "Pending"), ("TENTATIVE", "Tentative"),
    ]
    /// Apple's roles (`possibleRoles`) by `ROLE` (§3.2.16); a value not listed is REQ-PARTICIPANT.
    static let roles = [
        "REQ-PARTICIPANT": "Required", "OPT-PARTICIPANT": "Optional", "CHAIR": "Chair", "NON-PARTICIPANT": "Non-participant",
    ]
    /// Apple's types (`possibleTypes`) by `CUTYPE` (§3.2.3); a value not listed is UNKNOWN.
    static let types = ["INDIVIDUAL": "Person", "GROUP": "Group", "RESOURCE": "Resource", "ROOM": "Room"]

    /// The attendee or organizer of `property`, from the event file `source`.
    static func value(_ property: CalendarProperty, source: String, me: CalendarMe) -> Value {
        var details = ValueDictionary()
        for detail in AttendeeDetail.allCases { details[detail.rawValue] = self.detail(detail, of: property, me: me) }
        let record = ICalendarWriter.line(property)
        return .item(
            LibraryItem(
                kind: kind, title: CalendarItems.person(property), date: nil, details: details, record: record,
                source: source))
    }

    /// One detail of `property`.
    static func detail(_ detail: AttendeeDetail, of property: CalendarProperty, me: CalendarMe) -> Value {
        switch detail {
        case .name: return .text(CalendarItems.person(property))
        case .status: return .text(status(of: property))
        case .role: return .text(roles[(property.parameter("ROLE") ?? "").uppercased()] ?? "Required")
        case .type: return .text(types[(property.parameter("CUTYPE") ?? "INDIVIDUAL").uppercased()] ?? "Unknown")
        case .isMe: return .boolean(me.isMe(property))
        case .emailAddress:
            guard property.value.lowercased().hasPrefix("mailto:") else { return .nothing }
            return .text(EventAttendees.address(property))
        }
    }

    /// The attendee's answer in Apple's words.
    static func status(of property: CalendarProperty) -> String {
        let partstat = (property.parameter("PARTSTAT") ?? "NEEDS-ACTION").uppercased()
        return statuses.first { $0.partstat == partstat }?.name ?? "Pending"
    }

    /// The attendees among `value`'s items: attendee items as they are, and each event's attendees
    /// (Apple turns an event into its attendees); anything else is refused, naming what it is.
    static func attendees(in value: Value, context: ActionContext, parameter: String) throws -> [Value] {
        try value.items.filter { !$0.isNothing }.flatMap { item -> [Value] in
            if case .item(let found) = item.unnamed {
                if found.kind == kind { return [item] }
                if found.kind == CalendarKind.events.itemKind, case .list(let people)? = found.detail("Attendees") {
                    return people
                }
                if found.kind == CalendarKind.events.itemKind { return [] }
            }
            throw ActionFailure(
                CalendarFailure.notAnItem(preview: CalendarItems.preview(item, context: context), noun: "an event attendee"),
                parameter: parameter)
        }
    }
}

/// Who you are among an event's people: your own addresses (`--me`, `RunOptions.myAddresses`),
/// any letter case; an attendee whose line carries `X-SHORTCUT-ME` is you as well.
struct CalendarMe: Sendable {
    let addresses: Set<String>

    init(_ addresses: [String]) {
        self.addresses = Set(addresses.map { EventAttendees.withoutMailto($0).lowercased() })
    }

    /// Whether the `ATTENDEE` or `ORGANIZER` line is you.
    func isMe(_ property: CalendarProperty) -> Bool {
        property.parameter("X-SHORTCUT-ME") != nil || addresses.contains(EventAttendees.address(property).lowercased())
    }
}
