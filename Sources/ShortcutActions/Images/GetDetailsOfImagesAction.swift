import Foundation
import Images
import SafeFiles
import ShortcutEngine

/// Get Details of Images: one detail of each image (size, date taken, camera, location, file facts).
public enum GetDetailsOfImagesAction: Action {
    static let image = Parameter<Value>(
        "image", wireKey: "WFInput", type: .any, summary: "An image file, or a list of them (a detail each).")
    static let detail = Parameter<ImageDetail>(
        "detail", wireKey: "WFContentItemPropertyName", label: "Get", summary: "The detail to get.", default: .width)

    public static let definition = ActionDefinition(
        "is.workflow.actions.properties.images", name: "Get Details of Images",
        summary:
            "Gets a detail of each image: width and height as shown (EXIF orientation applied), date taken (EXIF, else the file's date), camera make and model, orientation, location (latitude, longitude, altitude) and the EXIF facts as a dictionary; the file's name, extension, path, size and dates; Is a Screenshot by the file's name. Time Taken is the time of day taken (HH:MM:SS). For a photo of the photo library (--photos): Album (its folder; empty at the library's top), Is Favorite and Is a Screenshot by the folder's lists; elsewhere Album is Nothing and Is Favorite false. An animated GIF's Duration (seconds, its frame delays added) and Frame Rate (frames a second); Nothing for a still image. A video file (.mov, .mp4, .m4v) is read from its movie box, never decoded: Media Type Video, its Duration, Frame Rate, Width and Height as shown, and Date Taken when it was recorded; Orientation and the camera are Nothing. Photo Type is Nothing; Is Hidden and Is a Screen Recording are false.",
        category: "Images", parameters: [image, detail], input: image, output: .produces(.any), outputName: "Details of Images")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[Self.detail]
        let zone = context.host.timeZone
        let given = try parameters[Self.image]
        // Apple's Get Details (`WFContentItemPropertiesAction`) gives each item's detail: none for none.
        if given.isNothing { return .nothing }
        return try ContentBytes.mapItems(given) { item in
            try facts(item, context: context, parameter: Self.image.key).value(detail, zone: zone)
        }
    }

    /// What the image `value` tells (its header decoded at a small size); `parameter` is named in errors.
    static func facts(_ value: Value, context: ActionContext, parameter: String) throws -> ImageFacts {
        if isVideo(value) { return try videoFacts(value, context: context, parameter: parameter) }
        var upright: (Int, Int)?
        // Only the header and size matter: a JPEG decodes at an eighth of its size.
        let item = try ImageContent.item(
            value, parameter: parameter, context: context,
            draft: { w, h in
                upright = (w, h)
                return (1, 1)
            })
        guard case .file(let file) = value.unnamed else {
            throw ActionFailure(ImageFailure.notAnImage("the item"), parameter: parameter)
        }
        let files = ImageContent.readAccess(context)
        let absolute = try files.allowed(file.path, access: .contents, parameter: parameter)
        let record = try files.perform(.readDetails(file.path), parameter: parameter) {
            () throws(FileSystemError) -> FileAttributes in try files.fileSystem.attributes(at: absolute)
        }
        let size = upright ?? (item.image.pixels.width, item.image.pixels.height)
        var facts = ImageFacts(
            file: file, width: size.0, height: size.1, exif: item.image.metadata.exif.flatMap { try? EXIF.read($0) },
            attributes: FileAttributesSnapshot(
                size: record.size, creationDate: record.creationDate, modificationDate: record.modificationDate))
        facts.photo = libraryPhoto(file, context: context, parameter: parameter)
        do { facts.frameDelays = try ImageDecoder.frameDelays(item.data) } catch let error as ImageError {
            throw ActionFailure(ImageFailure.unreadable(name: item.name, reason: error.description), parameter: parameter)
        }
        return facts
    }

    /// The file as a photo of the run's photo library; nil when no library is set or the file is not in it.
    static func libraryPhoto(_ file: FileReference, context: ActionContext, parameter: String) -> Photo? {
        guard context.photoLibrary?.isEmpty == false,
            let library = try? PhotoLibrary(context: context, parameter: parameter, reading: false)
        else { return nil }
        return (try? library.photo(at: file.path, parameter: parameter)) ?? nil
    }
}
