import Foundation
import ICalendar
import SafeFiles
import ShortcutEngine

extension CalendarStore {
    /// Gives `component` a new `UID` and writes it as a new file `UID.ics` in `collection` (made
    /// when missing); the run's journal records it, so `shortcut undo` removes it. Returns the
    /// component as written and the file's path as configured.
    func add(_ component: CalendarComponent, to collection: String, parameter: String) throws -> (
        component: CalendarComponent, path: String
    ) {
        let uid = freshUID(in: collection)
        var component = component
        component.properties.insert(CalendarProperty(name: "UID", text: uid), at: 0)
        let path = try save(CalendarRecord.wrapped([component]), named: uid, in: collection, parameter: parameter)
        return (component, path)
    }

    /// Writes `calendar` as a new file `NAME.ics` in `collection` (made when missing; the next free
    /// numbered name when taken), journalled so that `shortcut undo` removes it. Returns the
    /// file's path as configured.
    func save(_ calendar: CalendarComponent, named stem: String, in collection: String, parameter: String) throws -> String {
        try checkName(collection, parameter: parameter)
        let fileSystem = access.fileSystem
        let folder = PathText.join(absoluteRoot, collection)
        let absolute = UniqueName.first(PathText.join(folder, stem + ".ics")) { !fileSystem.exists($0) }
        let path = PathText.join(PathText.join(root, collection), PathText.name(absolute))
        try FileInputs.saveNew(
            Data(ICalendarWriter.text([calendar]).utf8), to: absolute, shown: path, verb: "add", access: access,
            parameter: parameter)
        return path
    }

    /// Changes the file holding an item: `edit` gets its `VCALENDAR`s and changes them. A file left
    /// with no event or reminder goes to the trash; any other is replaced so that `shortcut undo`
    /// brings the old one back. `path` must be in the calendars folder.
    func change(_ path: String, parameter: String, edit: (inout [CalendarComponent]) throws -> Void) throws {
        let absolute = try inside(path, parameter: parameter)
        guard var calendars = try read(path, parameter: parameter) else {
            throw ActionFailure(CalendarFailure.itemGone(title: PathText.name(path), path: path), parameter: parameter)
        }
        try edit(&calendars)
        let holdsItems = calendars.contains { calendar in
            calendar.components.contains { $0.name == "VEVENT" || $0.name == "VTODO" || $0.name == "VJOURNAL" }
        }
        if holdsItems {
            try access.replace(
                absolute, with: Data(ICalendarWriter.text(calendars).utf8), createFolders: false, parameter: parameter)
            return
        }
        guard let trash = access.trashDirectory else { throw ActionFailure(FileActionFailure.noTrash, parameter: parameter) }
        try DeleteFilesAction.trash([absolute], in: trash, access: access, now: context.host.now(), parameter: parameter)
    }

    /// A new item's `UID` (RFC 5545 §3.8.4.7 recommends a UUID), naming no file of `collection` yet.
    func freshUID(in collection: String) -> String {
        GenerateUUIDAction.uuid(
            context: context, freeIn: PathText.join(absoluteRoot, collection), fileExtension: "ics", fileSystem: access.fileSystem
        )
    }

    /// The absolute path of `path`, which must be a file in a calendar of the folder.
    func inside(_ path: String, parameter: String) throws -> String {
        let absolute = try access.allowed(path, access: .item, parameter: parameter)
        let folder = PathText.parent(PathText.parent(absolute))
        guard folder == absoluteRoot, access.fileSystem.kind(at: absolute) == .file else {
            throw ActionFailure(CalendarFailure.itemGone(title: PathText.name(path), path: path), parameter: parameter)
        }
        return absolute
    }

    /// Refuses a calendar name that is not one visible folder name.
    func checkName(_ name: String, parameter: String) throws {
        do { try PathPolicy.checkName(name) } catch {
            throw ActionFailure(CalendarFailure.badCalendarName(name), parameter: parameter)
        }
        guard !name.hasPrefix(".") else { throw ActionFailure(CalendarFailure.badCalendarName(name), parameter: parameter) }
    }
}
