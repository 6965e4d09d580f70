import Images
import ShortcutEngine

/// Rotate Image: turns images by a number of degrees, clockwise.
public enum RotateImageAction: Action {
    static let image = Parameter<[Value]>("image", wireKey: "WFImage", type: .list, summary: "The images (files) to turn.")
    static let degrees = Parameter<Number>(
        "degrees", wireKey: "WFImageRotateAmount", summary: "Degrees clockwise (negative: anticlockwise).", default: 90)

    public static let definition = ActionDefinition(
        "is.workflow.actions.image.rotate", name: "Rotate Image",
        summary:
            "Turns each image clockwise by the degrees given: quarter turns exactly, other angles sampled bilinearly onto a canvas that holds the whole turned image, its corners transparent. Each new image keeps its file's format and is written to the run's download folder.",
        category: "Images", parameters: [image, degrees], input: image, output: .produces(.list), outputName: "Rotated Image")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let angle = try parameters[Self.degrees].double
        return try ImageContent.changingEach(try parameters[Self.image]) { value in
            let item = try ImageContent.item(value, parameter: Self.image.key, context: context)
            let turned = try ImageContent.edit(parameter: Self.degrees.key) { try item.image.pixels.rotated(degrees: angle) }
            // A JPEG has no transparency: the corners of a turn by another angle would be black; PNG keeps them clear.
            let format: ImageFormat? = turned.isOpaque ? nil : (item.image.source.format == .jpeg ? .png : nil)
            return try ImageContent.save(turned, like: item, format: format, parameter: Self.image.key, context: context)
        }
    }
}
