import Foundation
import ShortcutEngine

/// Get Last Import: the photos and videos added to the library together most recently.
public enum GetLastImportAction: Action {
    /// How close to the newest addition a file must have been added to belong to the same import.
    static let window: TimeInterval = 300

    public static let definition = ActionDefinition(
        "is.workflow.actions.getlatestphotoimport", name: "Get Last Import",
        summary:
            "Gets the photos and videos of the most recent import: those whose file was created (added to the library) within 5 minutes of the newest one, newest first.",
        category: "Photos", parameters: [], output: .produces(.list), outputName: "Imported Photos")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let library = try PhotoLibrary(context: context, parameter: nil)
        let all = try library.photos(maxItems: context.limits.maxItems, parameter: nil)
        func added(_ photo: Photo) -> Date { photo.attributes.creationDate ?? photo.attributes.modificationDate ?? .distantPast }
        guard let newest = all.map(added).max() else { return .list([]) }
        let imported = all.filter { newest.timeIntervalSince(added($0)) <= window }
        return .list(LatestPhotos.byDateTaken(imported, library: library).map(\.value))
    }
}
