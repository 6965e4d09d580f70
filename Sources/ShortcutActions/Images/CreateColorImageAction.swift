import Images
import ShortcutEngine

/// Create Color Image: an image of one colour (the Actions app's Create Color Image), saved as PNG
/// in the run's download folder. The colour is `#RRGGBB[AA]` text or the dictionary Apple's colour
/// picker writes, as Generate QR Code reads it; the opacity scales its alpha, and a transparency
/// (Toolbox Pro's Create Solid Matte names it so) takes its share away.
public enum CreateColorImageAction: Action {
    static let color = Parameter<Value>(
        "color", label: "Color", type: .any, summary: "The colour: #RRGGBB or #RRGGBBAA text, or a colour picker's dictionary.",
        required: true)
    static let width = Parameter<Int>(
        "width", summary: "Pixels across.", default: 100, minimum: 1, maximum: Number(ImageLimits.standard.maxDimension))
    static let height = Parameter<Int>(
        "height", summary: "Pixels down.", default: 100, minimum: 1, maximum: Number(ImageLimits.standard.maxDimension))
    static let opacity = Parameter<Number>(
        "opacity", summary: "How opaque, 0 (transparent) to 1 (the colour's own alpha).", default: 1, minimum: 0, maximum: 1)
    static let transparency = Parameter<Number>(
        "transparency", summary: "How transparent, 0 (as opaque as the opacity says) to 1 (invisible).", default: 0, minimum: 0,
        maximum: 1)

    public static let definition = ActionDefinition(
        "org.shortcutengine.image.color", name: "Create Color Image",
        summary:
            "Makes a width × height PNG image of one colour (#RRGGBB[AA] or a colour picker's dictionary, its alpha scaled by the opacity and by 1 − the transparency), saved in the download folder.",
        category: "Images",
        parameters: [color, width, height, opacity, transparency],
        output: .produces(.file), outputName: "Color Image")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var rgba = try QRColour.rgba(try parameters[Self.color], parameter: Self.color, context: context)
        let opaque = (try parameters[Self.opacity]).double * (1 - (try parameters[Self.transparency]).double)
        rgba[3] = UInt8((Double(rgba[3]) * opaque).rounded())
        let (width, height) = (try parameters[Self.width], try parameters[Self.height])
        let pixels = try ImageContent.edit(parameter: Self.width.key) {
            try ImageLimits.standard.check(width: width, height: height)
            return PixelBuffer.filled(width: width, height: height, colour: rgba)
        }
        let data = try ImageContent.encode(pixels, as: .png, quality: 90, metadata: nil, parameter: Self.color.key)
        guard let file = try DownloadFolder.save(data, name: "Color.png", context: context, parameter: Self.color.key) else {
            throw ActionFailure(ImageFailure.noFolderForResult, parameter: Self.color)
        }
        return file
    }
}
