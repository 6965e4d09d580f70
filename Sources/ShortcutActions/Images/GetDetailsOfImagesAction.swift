import Foundation
import Images
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
            "Gets a detail of each image: width and height as shown (EXIF orientation applied), date taken (EXIF, else the file's date), camera make and model, orientation, location (latitude, longitude, altitude) and the EXIF facts as a dictionary; the file's name, extension, path, size and dates; Is a Screenshot by the file's name. Time Taken is the time of day taken (HH:MM:SS). Album, Photo Type, Duration and Frame Rate are Nothing; Is Favorite, Is Hidden and Is a Screen Recording are false.",
        category: "Images", parameters: [image, detail], input: image, output: .produces(.any), outputName: "Details of Images")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[Self.detail]
        let zone = context.host.timeZone
        return try ContentBytes.mapItems(try parameters[Self.image]) { item in
            try facts(item, context: context).value(detail, zone: zone)
        }
    }

    static func facts(_ value: Value, context: ActionContext) throws -> ImageFacts {
        var upright: (Int, Int)?
        // Only the header and size matter: a JPEG decodes at an eighth of its size.
        let item = try ImageContent.item(
            value, parameter: Self.image.key, context: context,
            draft: { w, h in
                upright = (w, h)
                return (1, 1)
            })
        guard case .file(let file) = value.unnamed else {
            throw ActionFailure(ImageFailure.notAnImage("the item"), parameter: Self.image)
        }
        let record = try FileRecord.load([.file(file)], parameter: Self.image.key, context: context)[0].attributes
        let size = upright ?? (item.image.pixels.width, item.image.pixels.height)
        return ImageFacts(
            file: file, width: size.0, height: size.1, exif: item.image.metadata.exif.flatMap { try? EXIF.read($0) },
            attributes: FileAttributesSnapshot(
                size: record.size, creationDate: record.creationDate, modificationDate: record.modificationDate))
    }
}
