import Foundation
import ShortcutEngine

/// Remove Events (`removeevents`): removes events from the calendars folder, after asking, as
/// Apple's does; `shortcut undo` brings them back.
public enum RemoveEventsAction: Action {
    /// The confirmation's buttons: the first removes, the second stops the run.
    public static let confirmButtons = ["Remove", "Cancel"]

    static let events = Parameter<[Value]>(
        "events", wireKey: "WFInputEvents",
        summary: "The events (from Find Calendar Events, Get Upcoming Events, Add New Event).")
    static let includeFuture = Parameter<Bool>(
        "includeFuture", wireKey: "WFCalendarIncludeFutureEvents", label: "Include Future Events",
        summary: "For an occurrence of a recurring event, also remove the occurrences after it.", default: false)

    public static let definition = ActionDefinition(
        "is.workflow.actions.removeevents", name: "Remove Events",
        summary:
            "Removes events from their calendars after asking (Remove or Cancel; Cancel stops the run): a file left without events goes to the trash, any other is rewritten. For an occurrence of a recurring event, only that occurrence (an EXDATE), or with Include Future Events it and the rest of the series (an UNTIL). `shortcut undo` brings them back.",
        category: "Calendar",
        parameters: [events, includeFuture],
        input: events, output: .none)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let store = try CalendarStore(context: context, parameter: "events", reading: false)
        let items = try CalendarItems.located(try parameters[Self.events], kind: .events, store: store, parameter: "events")
        guard !items.isEmpty else { return .nothing }
        let prompt = items.count == 1 ? "Remove the event '\(items[0].title)'?" : "Remove \(items.count) events?"
        let question = Question(kind: .alert, prompt: prompt, actionID: context.actionID, options: confirmButtons)
        if try context.host.choose(question).first == 1 { throw context.stop(output: nil) }
        let includeFuture = try parameters[Self.includeFuture]
        for (path, group) in CalendarItems.byFile(items) {
            try store.change(path, parameter: "events") { calendars in
                for item in group {
                    let removal = EventRemoval(identity: item.identity, includeFuture: includeFuture, zone: store.zone)
                    let removed = calendars.indices.map { removal.apply(to: &calendars[$0]) }
                    guard removed.contains(true) else {
                        throw ActionFailure(CalendarFailure.itemGone(title: item.title, path: path), parameter: "events")
                    }
                }
            }
        }
        return .nothing
    }
}
