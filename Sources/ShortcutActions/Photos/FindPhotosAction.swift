import Foundation
import ShortcutEngine

/// Find Photos: the photos and videos of the library that meet Apple's condition table, sorted
/// and limited, as Shortcuts' Find Photos does (its predicates on the library folder).
public enum FindPhotosAction: Action {
    static let photos = Parameter<Value>(
        "photos", wireKey: "WFContentItemInputParameter", label: "Photos",
        summary:
            "Where to look: Library (the whole photo library, the default), or photos of the library to filter (from another photo action).",
        default: "Library")
    static let conditions = Parameter<Value>(
        "conditions", label: "Filter", type: .list,
        summary:
            #"Dictionaries {"property", "condition", "value"} — property Album, Date Taken, Creation Date, Last Modified Date, Width, Height, Orientation, Is a Screenshot, Is Favorite, Media Type (Image or Video), File Extension, Name, File Size, Camera Make, Camera Model, or a video's Duration (seconds) or Frame Rate; condition any of If's (is, is not, contains, is greater than, is between with "upper", is in the last / next with "amount" and "unit", is today…)."#
    )
    /// Match, Sort By (a property or Random), its order and the limit.
    static let settings = ContentFilterSettings<PhotoSortKey>(items: "photos")

    public static let definition = ActionDefinition(
        "is.workflow.actions.filter.photos", name: "Find Photos",
        summary:
            "Finds the photos and videos of the photo library (a folder, docs/photos.md) that meet every condition of Apple's condition table (or one, with Match Any); then sorts and limits. Without conditions: every photo and video, in the library's order (the top folder, then each album).",
        category: "Photos",
        parameters: [photos, conditions] + settings.declarations,
        output: .produces(.list), outputName: "Photos")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let library = try PhotoLibrary(context: context, parameter: "conditions")
        let table = try PropertyConditions<PhotoProperty>(
            parameters.optional(Self.conditions), match: parameters[Self.settings.match], items: "photo")
        var photos = try source(parameters.optional(Self.photos) ?? .nothing, library: library, context: context).filter {
            photo in
            try table.keeps { try $0.holds(subject($0, of: photo, library: library, context: context), context: context) }
        }
        photos = try settings.finish(photos, parameters, context: context) { key in
            key.property.map { property in { property.value(of: $0, in: library) } }
        }
        return .list(photos.map(\.value))
    }

    /// The value `row` tests: the photo's property, except that every photo is in Recents (also
    /// Camera Roll, All Photos), so an Album row naming one of these sees that name.
    static func subject(_ row: ConditionRow<PhotoProperty>, of photo: Photo, library: PhotoLibrary, context: ActionContext)
        -> Value
    {
        if row.property == .album, PhotoLibrary.recentsNames.contains(context.coercion.text(row.operands.value).lowercased()) {
            return row.operands.value
        }
        return row.property.value(of: photo, in: library)
    }

    /// The photos to filter: the whole library for Nothing or "Library", else the given photos, which must be in the library.
    static func source(_ value: Value, library: PhotoLibrary, context: ActionContext) throws -> [Photo] {
        if try value.isNothing || (value.items.count == 1 && context.limitedText(value).lowercased() == "library") {
            return try library.photos(maxItems: context.limits.maxItems, parameter: "conditions")
        }
        return try FileInputs.references(value, parameter: "photos", coercion: context.coercion).map { file in
            guard let photo = try library.photo(at: file.path, parameter: "photos") else {
                throw ActionFailure(PhotoFailure.notInLibrary(path: file.path, library: library.root), parameter: "photos")
            }
            return photo
        }
    }
}
