import Images
import ShortcutEngine

/// Convert Image: writes images as JPEG, PNG, GIF, TIFF or BMP, with a quality and, for JPEG,
/// the original's EXIF and colour profile kept or dropped.
public enum ConvertImageAction: Action {
    /// The format written (Apple's `WFImageFormat`).
    public enum Format: String, Choice {
        case jpeg = "JPEG"
        case png = "PNG"
        case tiff = "TIFF"
        case gif = "GIF"
        case bmp = "BMP"
        case pdf = "PDF"
        case heif = "HEIF"
        case jpeg2000 = "JPEG-2000"
        case matchInput = "Match Input"

        /// The Images format written, or nil for one we cannot write.
        func target(for source: ImageFormat) -> ImageFormat? {
            switch self {
            case .jpeg: return .jpeg
            case .png: return .png
            case .tiff: return .tiff
            case .gif: return .gif
            case .bmp: return .bmp
            case .pdf, .heif, .jpeg2000: return nil
            case .matchInput: return [.jpeg, .png, .tiff, .gif, .bmp].contains(source) ? source : .png
            }
        }
    }

    static let image = Parameter<[Value]>("image", wireKey: "WFInput", type: .list, summary: "The images (files) to convert.")
    static let format = Parameter<Format>("format", wireKey: "WFImageFormat", summary: "The format to write.", default: .jpeg)
    static let quality = Parameter<Number?>(
        "quality", wireKey: "WFImageCompressionQuality", label: "Compression Quality",
        summary: "JPEG quality from 0 (smallest) to 1 (best).", default: 0.75, parent: .init(format, [.jpeg, .matchInput]))
    static let preserveMetadata = Parameter<Bool>(
        "preserveMetadata", wireKey: "WFImagePreserveMetadata", label: "Preserve Metadata",
        summary: "Keep the EXIF block (orientation reset to upright) and colour profile when writing JPEG.", default: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.image.convert", name: "Convert Image",
        summary:
            "Writes each image as JPEG (quality 0–1, EXIF and colour profile kept unless told not to), PNG, TIFF (LZW), GIF (a 256-colour palette) or BMP, or in its own format (Match Input); HEIF, JPEG-2000 and PDF cannot be written here. The new files go to the run's download folder.",
        category: "Images", parameters: [image, format, quality, preserveMetadata], input: image,
        output: .produces(.list), outputName: "Converted Image")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let format = try parameters[Self.format]
        if format.target(for: .png) == nil {
            throw ActionFailure(ImageFailure.cannotWrite(format: format.rawValue), parameter: Self.format)
        }
        let quality = try parameters[Self.quality]?.double ?? 0.75
        guard quality.isFinite, (0...1).contains(quality) else {
            throw ActionFailure(ImageFailure.badQuality(String(format: "%g", quality)), parameter: Self.quality)
        }
        let keep = try parameters[Self.preserveMetadata]
        return try ImageContent.changingEach(try parameters[Self.image]) { value in
            let item = try ImageContent.item(value, parameter: Self.image.key, context: context)
            let target = format.target(for: item.image.source.format) ?? .png
            return try ImageContent.save(
                item.image.pixels, like: item, format: target, quality: max(1, Int((quality * 100).rounded())),
                keepMetadata: keep,
                parameter: Self.image.key, context: context)
        }
    }
}
