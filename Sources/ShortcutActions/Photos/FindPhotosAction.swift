import Foundation
import ShortcutEngine

/// Find Photos: the photos and videos of the library that meet Apple's condition table, sorted
/// and limited, as Shortcuts' Find Photos does (its predicates on the library folder).
public enum FindPhotosAction: Action {
    /// What the found photos are sorted by: nothing, a property, or Random.
    typealias SortBy = NoneOr<PhotoSortKey>

    static let photos = Parameter<Value>(
        "photos", wireKey: "WFContentItemInputParameter", label: "Photos",
        summary:
            "Where to look: Library (the whole photo library, the default), or photos of the library to filter (from another photo action).",
        default: "Library")
    static let conditions = Parameter<Value>(
        "conditions", label: "Filter", type: .list,
        summary:
            #"Dictionaries {"property", "condition", "value"} — property Album, Date Taken, Creation Date, Last Modified Date, Width, Height, Orientation, Is a Screenshot, Is Favorite, Media Type (Image or Video), File Extension, Name, File Size, Camera Make or Camera Model; condition any of If's (is, is not, contains, is greater than, is between with "upper", is in the last / next with "amount" and "unit", is today…)."#
    )
    static let match = Parameter<FileCondition.Match>(
        "match", label: "Match", summary: "Whether every condition must hold, or one.", default: .all)
    static let sortBy = Parameter<SortBy>(
        "sortBy", wireKey: "WFContentItemSortProperty", label: "Sort By", summary: "Sort the found photos by this.",
        default: SortBy.none)
    static let order = Parameter<FileSorting.Order>(
        "order", wireKey: "WFContentItemSortOrder", summary: "The sort order.", default: .ascending,
        parent: .init(sortBy, SortBy.chosen.filter { $0 != .some(.random) }))
    static let limitEnabled = Parameter<Bool>(
        "limitEnabled", wireKey: "WFContentItemLimitEnabled", label: "Limit",
        summary: "Keep at most 'limit' photos (after sorting).", default: false)
    static let limit = Parameter<Int>(
        "limit", wireKey: "WFContentItemLimitNumber", label: "Get Items",
        summary: "How many to keep when 'limitEnabled' is on (Apple keeps the number when the switch is off).", default: 5,
        minimum: 0)

    public static let definition = ActionDefinition(
        "is.workflow.actions.filter.photos", name: "Find Photos",
        summary:
            "Finds the photos and videos of the photo library (a folder, docs/photos.md) that meet every condition of Apple's condition table (or one, with Match Any); then sorts and limits. Without conditions: every photo and video, in the library's order (the top folder, then each album).",
        category: "Photos",
        parameters: [photos, conditions, match, sortBy, order, limitEnabled, limit],
        output: .produces(.list), outputName: "Photos")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let library = try PhotoLibrary(context: context, parameter: "conditions")
        let table = try (parameters.optional(Self.conditions)?.items ?? []).enumerated().map {
            try ConditionRow<PhotoProperty>($0.element, position: $0.offset + 1, items: "photo")
        }
        let match = try parameters[Self.match]
        var photos = try source(parameters.optional(Self.photos) ?? .nothing, library: library, context: context).filter {
            photo in
            guard !table.isEmpty else { return true }
            let holds = { (row: ConditionRow<PhotoProperty>) throws -> Bool in
                try row.holds(subject(row, of: photo, library: library, context: context), context: context)
            }
            return match == .all ? try table.allSatisfy(holds) : try table.contains(where: holds)
        }
        if let key = try parameters[Self.sortBy].wrapped {
            photos = sort(photos, by: key, order: try parameters[Self.order], library: library, context: context)
        }
        if try parameters[Self.limitEnabled] { photos = Array(photos.prefix(try parameters[Self.limit])) }
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

    /// `photos` sorted by `key`; ties keep their order, Nothing sorts first, Random shuffles with the run's generator.
    static func sort(
        _ photos: [Photo], by key: PhotoSortKey, order: FileSorting.Order, library: PhotoLibrary, context: ActionContext
    ) -> [Photo] {
        guard case .property(let property) = key else {
            var shuffled = photos
            for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
                shuffled.swapAt(index, Int(context.random.next() % UInt64(index + 1)))
            }
            return shuffled
        }
        let comparison = Comparison(coercion: context.coercion, caseSensitive: false)
        let keyed = photos.enumerated().map { (offset: $0.offset, key: property.value(of: $0.element, in: library)) }
        let descending = order == .descending
        let sorted = keyed.sorted { left, right in
            let order = rank(left.key, right.key, comparison)
            return order == 0 ? left.offset < right.offset : (descending ? order > 0 : order < 0)
        }
        return sorted.map { photos[$0.offset] }
    }

    /// -1, 0 or 1: Nothing first, booleans no before yes, then numbers, dates and text as If compares them.
    private static func rank(_ left: Value, _ right: Value, _ comparison: Comparison) -> Int {
        switch (left, right) {
        case (.nothing, .nothing): return 0
        case (.nothing, _): return -1
        case (_, .nothing): return 1
        case (.boolean(let a), .boolean(let b)): return a == b ? 0 : (a ? 1 : -1)
        default: return comparison.compare(left, right)
        }
    }
}
