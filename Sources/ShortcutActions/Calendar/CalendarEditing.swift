import Foundation
import ICalendar
import ShortcutEngine

/// Edit Event and Edit Reminder's one rule: an item given is found in its file by its identity,
/// its component changed, and written back so that `shortcut undo` restores the file. An
/// occurrence of a recurring event is changed alone: it becomes (or replaces) the override that
/// its `RECURRENCE-ID` names, as RFC 5545 §3.8.4.4 keeps a changed occurrence.
enum CalendarEditing {
    /// Changes the first item of `values` (an event or a reminder, `kind`) with `change`, which
    /// gets the item's component as its file holds it now (an item found earlier in the run may
    /// have been changed since: Apple's items are live, so edits one after another all stay);
    /// an occurrence not changed before starts from the item's record. Gives it as changed.
    /// Apple's Edit actions (`WFContentItemSetterAction`) change only their input's first item.
    static func edit(
        _ values: Value, kind: CalendarKind, parameter: String, context: ActionContext,
        change: (inout CalendarComponent, CalendarZones) throws -> Void
    ) throws -> [Value] {
        let store = try CalendarStore(context: context, parameter: parameter, reading: false)
        let stamp = CalendarItems.time(context.host.now(), allDay: false, name: "LAST-MODIFIED", zone: store.zone)
        var edited: [Value] = []
        let first = values.items.first { !$0.isNothing }.map { [$0] } ?? []
        for item in try CalendarItems.located(first, kind: kind, store: store, parameter: parameter) {
            guard let recorded = (try? ICalendarReader.read(item.record))?.first(where: { $0.name == "VCALENDAR" }),
                let fromRecord = recorded.components(named: kind.component).first
            else { continue }
            var result: (component: CalendarComponent, calendar: CalendarComponent)?
            try store.change(item.path, parameter: parameter) { calendars in
                for index in calendars.indices {
                    let zones = CalendarZones(calendars[index], fallback: store.zone)
                    let place = place(of: item, named: kind.component, in: calendars[index], zones)
                    guard place.holds else { continue }
                    var component = place.current.map { calendars[index].components[$0] } ?? fromRecord
                    try change(&component, zones)
                    component.set(stamp)
                    let sequence = (component.property("SEQUENCE").flatMap { Int($0.value) } ?? 0) + 1
                    component.set(CalendarProperty(name: "SEQUENCE", value: String(sequence)))
                    if let current = place.current {
                        calendars[index].components[current] = component
                    } else {
                        calendars[index].components.append(component)
                    }
                    result = (component, calendars[index])
                    return
                }
                throw ActionFailure(CalendarFailure.itemGone(title: item.title, path: item.path), parameter: parameter)
            }
            guard let result else { continue }
            edited.append(try value(of: result.component, kind: kind, calendar: result.calendar, item: item, store: store))
        }
        return edited
    }

    /// Where the item is in `calendar`: whether it `holds` it (a component of its `UID`), and the
    /// index of its component, or of the override of its occurrence (`current` nil: an occurrence
    /// with no override yet, which a change adds).
    private static func place(of item: LocatedItem, named name: String, in calendar: CalendarComponent, _ zones: CalendarZones)
        -> (holds: Bool, current: Int?)
    {
        let uid = item.identity.uid
        let same = calendar.components.indices.filter {
            calendar.components[$0].name == name && calendar.components[$0].property("UID")?.text == uid
        }
        guard !same.isEmpty else { return (false, nil) }
        let occurrence = item.identity.occurrence
        let current = same.first { index in
            let recurrence = calendar.components[index].property("RECURRENCE-ID").flatMap { try? CalendarTime($0) }
            return recurrence.map(zones.date) == occurrence
        }
        return (true, current)
    }

    /// The item as changed, as the actions that find it would give it.
    private static func value(
        of component: CalendarComponent, kind: CalendarKind, calendar: CalendarComponent, item: LocatedItem,
        store: CalendarStore
    ) throws -> Value {
        let entry = StoredEntry(
            component: component, overrides: [], calendar: calendar,
            collection: (item.path as NSString).deletingLastPathComponent.split(separator: "/").last.map(String.init) ?? "",
            path: item.path, attributes: try store.details(of: item.path, parameter: nil))
        if kind == .reminders {
            // Read with its list, so that its parent and subtasks are known.
            let list = ReminderItem.all(try store.entries(.reminders, in: entry.collection, parameter: nil), zone: store.zone)
            let uid = component.property("UID")?.text
            let found = list.first { $0.component.property("UID")?.text == uid && $0.entry.path == entry.path }
            return (found ?? ReminderItem.all([entry], zone: store.zone)[0]).value()
        }
        let zones = CalendarZones(calendar, fallback: store.zone)
        let span = EventTimes(component, zones: zones)
        return EventItem(
            component: component, start: span.start, end: span.end, isAllDay: span.isAllDay,
            isOccurrence: component.property("RECURRENCE-ID") != nil, entry: entry, zone: store.zone, me: store.me
        ).value()
    }
}

/// An event's start and end as instants: `DTEND`, else `DTSTART` + `DURATION`, else one day for a
/// date and none for a time (RFC 5545 §3.6.1).
struct EventTimes {
    var start: Date
    var end: Date
    var isAllDay: Bool

    init(_ event: CalendarComponent, zones: CalendarZones) {
        let startTime = event.property("DTSTART").flatMap { try? CalendarTime($0) }
        start = startTime.map(zones.date) ?? Date(timeIntervalSince1970: 0)
        isAllDay = startTime?.isDate ?? false
        if let end = event.property("DTEND").flatMap({ try? CalendarTime($0) }) {
            self.end = zones.date(end)
        } else if let duration = event.property("DURATION").flatMap({ try? CalendarDuration($0.value) }) {
            end = duration.added(to: start, in: zones.fallback)
        } else {
            end = isAllDay ? start.addingTimeInterval(86_400) : start
        }
    }
}
