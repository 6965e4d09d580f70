import Foundation
import ShortcutEngine

/// The properties of a photo Find Photos tests and sorts by, with Apple's names (its
/// `WFContentItemFilter` properties). Sizes, orientation, date taken and camera come from the
/// file's own header (`ImageHeaders`, EXIF read by `Images`: JPEG and PNG); a video's size,
/// duration and frame rate from its movie box (`MovieHeader`: QuickTime and MPEG-4); other
/// formats have none of these but the date.
enum PhotoProperty: String, Choice {
    case album = "Album"
    case dateTaken = "Date Taken"
    case timeTaken = "Time Taken"
    case creationDate = "Creation Date"
    case modificationDate = "Last Modified Date"
    case width = "Width"
    case height = "Height"
    case orientation = "Orientation"
    case isScreenshot = "Is a Screenshot"
    case isFavorite = "Is Favorite"
    case mediaType = "Media Type"
    case fileExtension = "File Extension"
    case name = "Name"
    case fileSize = "File Size"
    case cameraMake = "Camera Make"
    case cameraModel = "Camera Model"
    case isHidden = "Is Hidden"
    case duration = "Duration"
    case frameRate = "Frame Rate"

    /// Apple's photo properties Find Photos does not read: the kind of photo (Live, Burst) is not
    /// in the file; how Apple compares and sorts a Location or a Metadata Dictionary is not
    /// documented. An imported Find Photos that uses one stays unsupported.
    static let valuesNotBuilt = ["Location", "Metadata Dictionary", "Photo Type"]

    /// EXIF orientations 1–8 by Apple's names (UIImage's orientations).
    static let orientationNames = [
        1: "Up", 2: "Up Mirrored", 3: "Down", 4: "Down Mirrored", 5: "Left Mirrored", 6: "Right", 7: "Right Mirrored", 8: "Left",
    ]

    /// The property's value for `photo`; Nothing where the file does not tell (no header).
    func value(of photo: Photo, in library: PhotoLibrary) -> Value {
        switch self {
        case .album: return .text(photo.album)
        case .dateTaken: return .date(library.dateTaken(photo))
        case .timeTaken: return .text(DateTaken.timeOfDay(library.dateTaken(photo), zone: library.zone))
        case .creationDate: return .date(photo.attributes.creationDate ?? photo.attributes.modificationDate ?? .distantPast)
        case .modificationDate: return .date(photo.attributes.modificationDate ?? .distantPast)
        case .width:
            let width = photo.kind == .video ? library.movie(photo).width : library.headers(photo).displayWidth
            return width.map { .number(.integer($0)) } ?? .nothing
        case .height:
            let height = photo.kind == .video ? library.movie(photo).height : library.headers(photo).displayHeight
            return height.map { .number(.integer($0)) } ?? .nothing
        // A still image has neither; a video tells both in its movie box.
        case .duration: return library.movie(photo).duration.map { .number(Number($0)) } ?? .nothing
        case .frameRate: return library.movie(photo).frameRate.map { .number(Number($0)) } ?? .nothing
        case .orientation:
            guard photo.kind == .image else { return .nothing }
            return .text(Self.orientationNames[library.headers(photo).orientation] ?? "Up")
        case .isScreenshot: return .boolean(photo.isScreenshot)
        case .isFavorite: return .boolean(photo.isFavorite)
        case .mediaType: return .text(photo.kind.rawValue)
        case .fileExtension: return .text((photo.name as NSString).pathExtension)
        case .name: return .text(photo.name)
        case .fileSize: return .number(.integer(photo.attributes.size))
        case .cameraMake: return library.headers(photo).cameraMake.map { .text($0) } ?? .nothing
        case .cameraModel: return library.headers(photo).cameraModel.map { .text($0) } ?? .nothing
        // A folder hides nothing: Apple's Hidden album has no counterpart in the library folder.
        case .isHidden: return .boolean(false)
        }
    }
}

extension ImageHeaders {
    /// The width as shown: EXIF orientations 5–8 turn the picture a quarter, swapping the sides.
    var displayWidth: Int? { orientation >= 5 ? height : width }
    /// The height as shown.
    var displayHeight: Int? { orientation >= 5 ? width : height }
}

/// What Find Photos sorts by: a photo property, or Random.
typealias PhotoSortKey = PropertyOrRandom<PhotoProperty>
