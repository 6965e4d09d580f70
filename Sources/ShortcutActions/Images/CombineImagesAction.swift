import Images
import ShortcutEngine

/// Combine Images: lays images side by side, one under another, or in a grid, as one image.
public enum CombineImagesAction: Action {
    /// How the images are laid out (Apple's `WFImageCombineMode`).
    public enum Mode: String, Choice {
        case horizontally = "Horizontally"
        case vertically = "Vertically"
        case grid = "In a Grid"
        /// iOS 12's names: side by side in the direction `direction` gives, or a grid.
        case sideBySide = "Side-by-Side"
        case legacyGrid = "Grid"
    }

    /// iOS 12's direction for Side-by-Side (`WFImageCombineDirection`).
    public enum Direction: String, Choice {
        case horizontal = "Horizontal"
        case vertical = "Vertical"
    }

    static let images = Parameter<[Value]>(
        "images", wireKey: "WFInput", type: .list, summary: "The images (files) to combine, in order.")
    static let mode = Parameter<Mode>(
        "mode", wireKey: "WFImageCombineMode", label: "Combine",
        summary: "Horizontally, Vertically or In a Grid (iOS 12: Side-by-Side or Grid).", default: .horizontally)
    static let direction = Parameter<Direction>(
        "direction", wireKey: "WFImageCombineDirection", summary: "Horizontal or Vertical (iOS 12's Side-by-Side).",
        default: .horizontal,
        parent: .init(mode, [.sideBySide]))
    static let spacing = Parameter<Number>(
        "spacing", wireKey: "WFImageCombineSpacing", summary: "Pixels between the images.", default: 0)

    public static let definition = ActionDefinition(
        "is.workflow.actions.image.combine", name: "Combine Images",
        summary:
            "Lays the images out as one: side by side, one under another (each centred across), or in a grid of ⌈√n⌉ columns with cells the size of the largest image; the spacing and any room left are transparent. The new image is a PNG (a JPEG when every image was one) in the run's download folder.",
        category: "Images", parameters: [images, mode, direction, spacing], input: images, output: .produces(.file),
        outputName: "Combined Image")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let gap = try parameters[Self.spacing].double
        guard gap.isFinite, gap >= 0, gap <= 65_535 else {
            throw ActionFailure(ImageFailure.badSpacing(String(format: "%g", gap)), parameter: Self.spacing)
        }
        let items = try ImageContent.items(.list(try parameters[Self.images]), parameter: Self.images.key, context: context)
        let layout: CombineLayout
        switch try parameters[Self.mode] {
        case .horizontally: layout = .horizontal
        case .vertically: layout = .vertical
        case .grid, .legacyGrid: layout = .grid
        case .sideBySide: layout = try parameters[Self.direction] == .vertical ? .vertical : .horizontal
        }
        let combined = try ImageContent.edit(parameter: Self.images.key) {
            try PixelBuffer.combined(items.map(\.image.pixels), layout: layout, spacing: Int(gap.rounded()))
        }
        let allJPEG = items.allSatisfy { $0.image.source.format == .jpeg }
        guard let first = items.first else { throw ActionFailure(ImageFailure.noImages, parameter: Self.images) }
        var named = first
        named.name = "Combined Image"
        return try ImageContent.save(
            combined, like: named, format: allJPEG && combined.isOpaque ? .jpeg : .png, parameter: Self.images.key,
            context: context)
    }
}
