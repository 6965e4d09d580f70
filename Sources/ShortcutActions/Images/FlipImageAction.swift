import Images
import ShortcutEngine

/// Flip Image: mirrors images left to right or top to bottom.
public enum FlipImageAction: Action {
    /// Which way the image is mirrored.
    public enum Direction: String, Choice {
        case horizontal = "Horizontal"
        case vertical = "Vertical"
    }

    static let image = Parameter<[Value]>("image", wireKey: "WFInput", type: .list, summary: "The images (files) to flip.")
    static let direction = Parameter<Direction>(
        "direction", wireKey: "WFImageFlipDirection", summary: "Horizontal (left to right) or Vertical (top to bottom).",
        default: .horizontal)

    public static let definition = ActionDefinition(
        "is.workflow.actions.image.flip", name: "Flip Image",
        summary:
            "Mirrors each image left to right or top to bottom, exactly. Each new image keeps its file's format and is written to the run's download folder.",
        category: "Images", parameters: [image, direction], input: image, output: .produces(.list), outputName: "Flipped Image")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let horizontal = try parameters[Self.direction] == .horizontal
        return try ImageContent.changingEach(try parameters[Self.image]) { value in
            let item = try ImageContent.item(value, parameter: Self.image.key, context: context)
            return try ImageContent.save(
                item.image.pixels.flipped(horizontally: horizontal), like: item, parameter: Self.image.key, context: context)
        }
    }
}
