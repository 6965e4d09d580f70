import SafeFiles
import ShortcutEngine

/// Add New Calendar (`is.workflow.actions.addnewcalendar`): a new calendar of the calendars folder,
/// which is a new subfolder (a vdir collection, as vdirsyncer makes one for a new remote calendar).
public enum AddNewCalendarAction: Action {
    static let name = Parameter<String>(
        "name", wireKey: "CalendarName", label: "Calendar Name", summary: "The new calendar's name (one folder name).")

    public static let definition = ActionDefinition(
        "is.workflow.actions.addnewcalendar", name: "Add New Calendar",
        summary:
            "Adds a calendar to the calendars folder (--calendars): a subfolder of that name, which Add New Event and Add New Reminder then write to. A calendar of that name already there is kept as it is. `shortcut undo` removes the new folder while it is empty.",
        category: "Calendar", parameters: [name], output: .none)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let name = try parameters[Self.name].trimmingCharacters(in: .whitespaces)
        let store = try CalendarStore(context: context, parameter: "name", reading: false)
        try store.checkName(name, parameter: "name")
        try FileInputs.makeFolder(PathText.join(store.absoluteRoot, name), verb: "add", access: store.access, parameter: "name")
        return .nothing
    }
}
