import Foundation
import ShortcutEngine

/// What the Get Latest actions share: the library's photos of one sort, newest first by date
/// taken (EXIF, else the file's modification date; ties by path), the first `count`.
enum LatestPhotos {
    /// The count parameter every Get Latest action has (Apple's stepper, default 1).
    static func countParameter(_ noun: String) -> Parameter<Int> {
        Parameter(
            "count", wireKey: "WFGetLatestPhotoCount", label: "Number of \(noun)", summary: "How many to get, newest first.",
            default: 1, minimum: 1)
    }

    /// The newest `count` photos that `keep` accepts, as files, newest first.
    static func newest(
        _ parameters: ResolvedParameters, count key: Parameter<Int>, context: ActionContext, keep: (Photo, _ all: [Photo]) -> Bool
    ) throws -> Value {
        let count = try parameters[key]
        let library = try PhotoLibrary(context: context, parameter: key.key)
        let all = try library.photos(maxItems: context.limits.maxItems, parameter: key.key)
        let kept = all.filter { keep($0, all) }
        return .list(Array(byDateTaken(kept, library: library).prefix(count)).map(\.value))
    }

    /// `photos`, newest first by date taken; ties by path.
    static func byDateTaken(_ photos: [Photo], library: PhotoLibrary) -> [Photo] {
        let dated = photos.map { (photo: $0, date: library.dateTaken($0)) }
        return dated.sorted { left, right in
            left.date == right.date ? left.photo.path < right.photo.path : left.date > right.date
        }.map(\.photo)
    }

    /// Whether `photo` is a Live Photo here: an image with a video of the same name beside it
    /// (`IMG_0001.HEIC` and `IMG_0001.MOV`, as an iPhone exports one).
    static func isLivePhoto(_ photo: Photo, among all: [Photo]) -> Bool {
        guard photo.kind == .image else { return false }
        let base = (photo.path as NSString).deletingPathExtension
        return all.contains { $0.kind == .video && ($0.path as NSString).deletingPathExtension == base }
    }

    /// Whether `photo` is part of a burst here: an image whose name holds `BURST` (any case), as
    /// an iPhone names the frames of a burst it exports (`IMG_0001_BURST…`).
    static func isBurst(_ photo: Photo) -> Bool { photo.kind == .image && photo.name.uppercased().contains("BURST") }
}
