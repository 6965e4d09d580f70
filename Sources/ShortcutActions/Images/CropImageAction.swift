import Images
import ShortcutEngine

/// Crop Image: cuts a rectangle out of images, placed by a preset or at a custom point.
public enum CropImageAction: Action {
    static let image = Parameter<[Value]>("image", wireKey: "WFInput", type: .list, summary: "The images (files) to crop.")
    static let position = Parameter<ImagePosition>(
        "position", wireKey: "WFImageCropPosition", summary: "Where the rectangle sits: a corner, the centre, or Custom (x, y).",
        default: .center)
    static let x = Parameter<Number>(
        "x", wireKey: "WFImageCropX", label: "X", summary: "The rectangle's left edge in pixels (Custom).", default: 0,
        parent: .init(position, [.custom]))
    static let y = Parameter<Number>(
        "y", wireKey: "WFImageCropY", label: "Y", summary: "The rectangle's top edge in pixels (Custom).", default: 0,
        parent: .init(position, [.custom]))
    static let width = Parameter<Number>(
        "width", wireKey: "WFImageCropWidth", summary: "The rectangle's width in pixels.", default: 100)
    static let height = Parameter<Number>(
        "height", wireKey: "WFImageCropHeight", summary: "The rectangle's height in pixels.", default: 100)

    public static let definition = ActionDefinition(
        "is.workflow.actions.image.crop", name: "Crop Image",
        summary:
            "Cuts a width × height rectangle out of each image at the centre, a corner or a custom point; the part outside the image is left out. Each new image keeps its file's format and is written to the run's download folder.",
        category: "Images", parameters: [image, position, x, y, width, height], input: image,
        output: .produces(.list), outputName: "Cropped Image")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let w = try ImageContent.pixels(try parameters[Self.width].double, label: "the width", parameter: Self.width.key)
        let h = try ImageContent.pixels(try parameters[Self.height].double, label: "the height", parameter: Self.height.key)
        let position = try parameters[Self.position]
        let custom = try ImageContent.customOffset(parameters, position: position, x: Self.x, y: Self.y)
        return try ImageContent.changingEach(try parameters[Self.image]) { value in
            let item = try ImageContent.item(value, parameter: Self.image.key, context: context)
            let pixels = item.image.pixels
            let origin = position.origin(inner: (w, h), outer: (pixels.width, pixels.height), custom: custom)
            let cropped = try ImageContent.edit(parameter: Self.image.key) {
                try pixels.cropped(x: origin.x, y: origin.y, width: w, height: h)
            }
            return try ImageContent.save(cropped, like: item, parameter: Self.image.key, context: context)
        }
    }
}
