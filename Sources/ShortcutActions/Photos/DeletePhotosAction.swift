import Foundation
import SafeFiles
import ShortcutEngine

/// Delete Photos: moves photos of the library to the trash, after asking, as Apple's does; one
/// `shortcut undo` brings them back (the move is journalled, as Delete Files' is).
public enum DeletePhotosAction: Action {
    /// The confirmation's buttons: the first deletes, the second stops the run.
    public static let confirmButtons = ["Delete", "Cancel"]

    /// The confirmation's prompt (`--answer` matches it or the action's id).
    public static func confirmation(count: Int) -> String {
        count == 1 ? "Delete 1 photo from the photo library?" : "Delete \(count) photos from the photo library?"
    }

    static let photos = Parameter<[Value]>(
        "photos", wireKey: "WFInputPhotos",
        summary: "The photos to delete (from Find Photos, Get Latest Photos, Select Photos).")
    static let confirm = Parameter<Bool>(
        "confirm", label: "Confirm Deletion", summary: "Ask first, as Apple always does; off: delete without asking.",
        default: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.deletephotos", name: "Delete Photos",
        summary:
            "Moves photos and videos of the photo library to the trash ($XDG_DATA_HOME/Trash), asking first (Delete or Cancel; Cancel stops the run); `shortcut undo` puts them back. Items outside the library are refused.",
        category: "Photos",
        parameters: [photos, confirm],
        input: photos, output: .none)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let library = try PhotoLibrary(context: context, parameter: "photos")
        let access = library.access
        var sources: [String] = []
        for file in try FileInputs.references(.list(try parameters[Self.photos]), parameter: "photos", coercion: context.coercion)
        {
            guard try library.photo(at: file.path, parameter: "photos") != nil else {
                throw ActionFailure(PhotoFailure.notInLibrary(path: file.path, library: library.root), parameter: "photos")
            }
            let source = try access.allowed(file.path, access: .item, parameter: "photos")
            if !sources.contains(source) { sources.append(source) }
        }
        guard !sources.isEmpty else { return .nothing }
        guard access.trashDirectory != nil else { throw ActionFailure(FileActionFailure.noTrash, parameter: "photos") }
        if try parameters[Self.confirm] {
            let question = Question(
                kind: .alert, prompt: confirmation(count: sources.count), actionID: context.actionID, options: confirmButtons)
            if try context.host.choose(question).first == 1 { throw context.stop(output: nil) }
        }
        try DeleteFilesAction.trash(
            sources, in: access.trashDirectory ?? "", access: access, now: context.host.now(), parameter: "photos")
        return .nothing
    }
}
