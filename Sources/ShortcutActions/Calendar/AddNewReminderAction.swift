import Foundation
import ICalendar
import SafeFiles
import ShortcutEngine

/// Add New Reminder (`addnewreminder`, Apple's `WFAddNewReminderAction`): writes a new reminder
/// (a `VTODO`) into a list of the calendars folder as its own iCalendar file, and gives it.
public enum AddNewReminderAction: Action {
    /// Apple's `WFAlertEnabled`.
    enum AlertSwitch: String, Choice {
        case noAlert = "No Alert"
        case alert = "Alert"
    }

    /// Apple's `WFAlertCondition`.
    enum Trigger: String, Choice {
        case atTime = "At Time"
        case arrive = "When I Arrive"
        case leave = "When I Leave"
        /// Shortcuts 10.0: when messaging a person (`WFAlertPerson`), which needs Messages.
        case messaging = "When Messaging"

        static var valuesNotBuilt: [String] { ["When Messaging"] }
    }

    static let title = Parameter<String?>(
        "title", wireKey: "WFCalendarItemTitle", label: "Reminder", summary: "The reminder's title.")
    static let list = Parameter<Value?>(
        "list", wireKey: "WFCalendarItemCalendar", label: "List", type: .any,
        summary:
            "The list: a subfolder of the calendars folder, which must exist. None: the first list that holds reminders, else the first empty one, else a new 'Reminders'."
    )
    static let alert = Parameter<AlertSwitch>(
        "alert", wireKey: "WFAlertEnabled", label: "Alert", summary: "Whether to be reminded.", default: .noAlert)
    static let trigger = Parameter<Trigger>(
        "trigger", wireKey: "WFAlertCondition", label: "Trigger", summary: "At a time, or on arriving at or leaving a place.",
        default: .atTime, parent: .init(alert, [.alert]))
    static let alertTime = Parameter<Value?>(
        "alertTime", wireKey: "WFAlertCustomTime", label: "Time", type: .date,
        summary: "When to be reminded: also the reminder's due date.", parent: .init(trigger, [.atTime]))
    static let place = Parameter<Value?>(
        "place", wireKey: "WFAlertLocation", label: "Location", summary: "The place (a location, an address).",
        parent: .init(trigger, [.arrive, .leave]))
    /// The radius's units (Apple's quantity field for a length), in metres.
    enum RadiusUnit: String, Choice {
        case m, km, ft, yd, mi

        var metres: Double {
            switch self {
            case .m: return 1
            case .km: return 1000
            case .ft: return 0.3048
            case .yd: return 0.9144
            case .mi: return 1609.344
            }
        }
    }

    static let radius = Parameter<Number>(
        "radius", label: "Radius", summary: "How near, in 'radiusUnit'.", default: 1000, minimum: 0,
        parent: .init(trigger, [.arrive, .leave]))
    static let radiusLength = Parameter<Value?>(
        "radiusLength", label: "Radius Length", type: .any,
        summary:
            "The radius as a length with its unit (`2 km`; Apple's field given whole, as text or a variable); before 'radius'.",
        parent: .init(trigger, [.arrive, .leave]))
    static let radiusUnit = Parameter<RadiusUnit>(
        "radiusUnit", label: "Radius Unit", summary: "The radius's unit.", default: .m, parent: .init(trigger, [.arrive, .leave]))
    static let notes = Parameter<String?>("notes", wireKey: "WFCalendarItemNotes", summary: "Notes.")
    /// Apple's priorities (`WFPriority`), as RFC 5545's `PRIORITY` numbers Reminders writes.
    enum Priority: String, Choice {
        case none = "None"
        case low = "Low"
        case medium = "Medium"
        case high = "High"

        var aliases: [String] {
            switch self {
            case .none: return []
            case .low: return ["!"]
            case .medium: return ["!!"]
            case .high: return ["!!!"]
            }
        }

        /// Whether `name` is this priority's name or one of its aliases (any letter case).
        func matches(_ name: String) -> Bool {
            rawValue.caseInsensitiveCompare(name) == .orderedSame || aliases.contains(name)
        }

        /// RFC 5545 §3.8.1.9: 0 undefined, 1 highest, 5 medium, 9 lowest.
        var number: Int {
            switch self {
            case .none: return 0
            case .low: return 9
            case .medium: return 5
            case .high: return 1
            }
        }
    }

    static let priority = Parameter<Priority>(
        "priority", wireKey: "WFPriority", label: "Priority", summary: "None, Low, Medium or High.", default: Priority.none)
    static let url = Parameter<String?>("url", wireKey: "WFURL", label: "URL", summary: "A link.")
    static let tags = Parameter<Value?>("tags", wireKey: "WFTags", label: "Tags", type: .list, summary: "Tags (text).")
    static let flagged = Parameter<Bool>(
        "flagged", wireKey: "WFFlag", label: "Flag",
        summary: "Flag the reminder (kept as X-SHORTCUT-FLAGGED: iCalendar has no flag of its own).", default: false)
    static let images = Parameter<Value?>(
        "images", wireKey: "WFImages", label: "Images", type: .list,
        summary: "Images to attach (files; the photo library's too), kept inline in the reminder's file (ATTACH).")
    static let parent = Parameter<Value?>(
        "parent", wireKey: "WFParentTask", label: "Parent Reminder", type: .any,
        summary: "A reminder this one is a subtask of; the new one goes to its list unless a list is named.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.addnewreminder", name: "Add New Reminder",
        summary:
            "Adds a reminder to a list of the calendars folder (--calendars; each subfolder a list): a new iCalendar file UID.ics holding a VTODO with the title, notes, priority, URL, tags, images (inline ATTACH), a flag, a parent reminder (RELATED-TO) and an alert — at a time (also its due date) or on arriving at or leaving a place (RFC 9074's PROXIMITY). Returns the reminder. `shortcut undo` removes it.",
        category: "Reminders",
        parameters: [
            title, list, alert, trigger, alertTime, place, radius, radiusUnit, radiusLength, notes, priority, url, tags, flagged,
            images,
            parent,
        ],
        output: .produces(.item), outputName: "New Reminder")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let store = try CalendarStore(context: context, parameter: "list", reading: false)
        let now = context.host.now()
        var todo = CalendarComponent(
            name: "VTODO",
            properties: CalendarItems.stamps(now, zone: store.zone) + [
                CalendarProperty(name: "SUMMARY", text: try parameters[Self.title] ?? ""),
                CalendarProperty(name: "STATUS", value: "NEEDS-ACTION"),
            ])
        if let notes = try parameters[Self.notes], !notes.isEmpty {
            todo.set(CalendarProperty(name: "DESCRIPTION", text: notes))
        }
        if let url = try parameters[Self.url], !url.isEmpty { todo.set(CalendarProperty(name: "URL", value: url)) }
        let priority = try parameters[Self.priority].number
        if priority > 0 { todo.set(CalendarProperty(name: "PRIORITY", value: String(priority))) }
        if try parameters[Self.flagged] { todo.set(CalendarProperty(name: "X-SHORTCUT-FLAGGED", value: "TRUE")) }
        for tag in try (parameters.optional(Self.tags)?.items ?? []).map({ try context.limitedText($0) }) where !tag.isEmpty {
            todo.properties.append(CalendarProperty(name: "CATEGORIES", text: tag))
        }
        var listName = try CalendarStore.name(parameters.optional(Self.list), context: context)
        var parentTitles: [String: String] = [:]
        if let parentValue = parameters.optional(Self.parent), !parentValue.isNothing {
            let located = try CalendarItems.located([parentValue], kind: .reminders, store: store, parameter: "parent")
            if let parent = located.first {
                todo.set(CalendarProperty(name: "RELATED-TO", text: parent.identity.uid))
                parentTitles[parent.identity.uid] = parent.title
                if listName?.isEmpty ?? true { listName = PathText.name(PathText.parent(parent.path)) }
            }
        }
        try alarm(parameters, into: &todo, store: store, context: context)
        if let images = parameters.optional(Self.images), !images.isNothing {
            todo.properties += try CalendarAttachments.inline(images, store: store, parameter: "images")
        }
        let collection = try store.target(listName, kind: .reminders, parameter: "list")
        let (written, path) = try store.add(todo, to: collection, parameter: "list")
        let entry = StoredEntry.new(written, in: collection, path: path, now: now)
        return ReminderItem(
            entry: entry, zones: CalendarZones(entry.calendar, fallback: store.zone), zone: store.zone, titles: parentTitles,
            parents: []
        ).value()
    }

    /// The radius in metres: a number in the radius's unit, or a length written with its unit.
    static func radiusMetres(_ parameters: ResolvedParameters, context: ActionContext) throws -> Double {
        guard let given = parameters.optional(Self.radiusLength), !given.isNothing else {
            return try parameters[Self.radius].double * parameters[Self.radiusUnit].metres
        }
        let text = try context.limitedText(given).trimmingCharacters(in: .whitespaces)
        let digits = text.prefix { $0.isNumber || $0 == "." }
        let unitName = text.dropFirst(digits.count).trimmingCharacters(in: .whitespaces)
        guard let amount = Double(digits), amount >= 0,
            let unit = unitName.isEmpty ? try parameters[Self.radiusUnit] : RadiusUnit(rawValue: unitName.lowercased())
        else { throw ActionFailure(CalendarFailure.badRadius(text), parameter: "radiusLength") }
        return amount * unit.metres
    }

    /// The reminder's alert: at a time (the due date too), or on arriving at or leaving a place.
    static func alarm(
        _ parameters: ResolvedParameters, into todo: inout CalendarComponent, store: CalendarStore, context: ActionContext
    ) throws {
        guard try parameters[Self.alert] == .alert else { return }
        let title = todo.property("SUMMARY")?.text ?? ""
        switch try parameters[Self.trigger] {
        case .atTime:
            guard case .date(let time)? = parameters.optional(Self.alertTime) else {
                throw ActionFailure(CalendarFailure.missingDate("alert time"), parameter: "alertTime")
            }
            todo.set(CalendarItems.time(time, allDay: false, name: "DUE", zone: store.zone))
            todo.components.append(CalendarItems.alarm(trigger: CalendarItems.trigger(at: time, zone: store.zone), title: title))
        case .messaging: throw ActionFailure(CalendarFailure.messagingAlert, parameter: "trigger")
        case let trigger:
            guard let place = parameters.optional(Self.place), !place.isNothing else {
                throw ActionFailure(CalendarFailure.alertWithoutPlace, parameter: "place")
            }
            let label = try context.limitedText(place)
            todo.set(CalendarProperty(name: "LOCATION", text: label))
            // RFC 9074 §8: a proximity alarm's TRIGGER is a date long past, by convention.
            var alarm = CalendarItems.alarm(
                trigger: CalendarProperty(
                    name: "TRIGGER", value: "19760401T005545Z", parameters: [CalendarParameter(name: "VALUE", value: "DATE-TIME")]
                ),
                title: title)
            alarm.properties.append(CalendarProperty(name: "PROXIMITY", value: trigger == .arrive ? "ARRIVE" : "DEPART"))
            let metres = try radiusMetres(parameters, context: context)
            alarm.properties.append(CalendarProperty(name: "X-SHORTCUT-RADIUS", value: String(Int(metres.rounded()))))
            alarm.properties.append(CalendarProperty(name: "X-SHORTCUT-LOCATION", text: label))
            todo.components.append(alarm)
        }
    }
}
