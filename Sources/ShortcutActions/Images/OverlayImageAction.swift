import Images
import ShortcutEngine

/// Overlay Image: draws one image over others at a position, size, rotation and opacity.
public enum OverlayImageAction: Action {
    static let image = Parameter<[Value]>("image", wireKey: "WFInput", type: .list, summary: "The images (files) to draw on.")
    static let overlay = Parameter<Value>("overlay", wireKey: "WFImage", type: .file, summary: "The image drawn over them.")
    static let showEditor = Parameter<Bool>(
        "showEditor", wireKey: "WFShouldShowImageEditor", label: "Show Image Editor",
        summary: "Apple opens an editor to place the overlay by hand; here the overlay is always placed by the parameters.",
        default: true)
    static let width = Parameter<String>(
        "width", wireKey: "WFImageWidth", summary: "The overlay's width in pixels (empty: its own).", default: "")
    static let height = Parameter<String>(
        "height", wireKey: "WFImageHeight", summary: "The overlay's height in pixels (empty: its own).", default: "")
    static let rotation = Parameter<Number>(
        "rotation", wireKey: "WFRotation", summary: "Degrees the overlay is turned, clockwise.", default: 0)
    static let opacity = Parameter<Number>(
        "opacity", wireKey: "WFOverlayImageOpacity", summary: "0 (invisible) to 100 (opaque).", default: 100)
    static let position = Parameter<ImagePosition>(
        "position", wireKey: "WFImagePosition", summary: "Where the overlay sits: a corner, the centre, or Custom (x, y).",
        default: .center)
    static let x = Parameter<Number>(
        "x", wireKey: "WFImageX", label: "X", summary: "The overlay's left edge in pixels (Custom).", default: 0,
        parent: .init(position, [.custom]))
    static let y = Parameter<Number>(
        "y", wireKey: "WFImageY", label: "Y", summary: "The overlay's top edge in pixels (Custom).", default: 0,
        parent: .init(position, [.custom]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.overlayimageonimage", name: "Overlay Image",
        summary:
            "Draws the overlay over each image (source over), resized to the width and height given (one of them keeps the aspect ratio), turned and faded, at the centre, a corner or a custom point; the result has the image's size. Apple's hand-placing editor is not shown. Each new image is written to the run's download folder.",
        category: "Images", parameters: [image, overlay, showEditor, width, height, rotation, opacity, position, x, y],
        input: image,
        output: .produces(.list), outputName: "Overlaid Image")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let top = try ImageContent.item(try parameters[Self.overlay], parameter: Self.overlay.key, context: context).image.pixels
        let w = try ResizeImageAction.Target.side(try parameters[Self.width], label: "the width", parameter: Self.width.key)
        let h = try ResizeImageAction.Target.side(try parameters[Self.height], label: "the height", parameter: Self.height.key)
        let size = try ResizeImageAction.Target(rule: .size(w, h)).size(width: top.width, height: top.height)
        let opacity = try parameters[Self.opacity].double
        guard opacity.isFinite, (0...100).contains(opacity) else {
            throw ActionFailure(ImageFailure.badOpacity(String(format: "%g", opacity)), parameter: Self.opacity)
        }
        let angle = try parameters[Self.rotation].double
        var placed = try ImageContent.edit(parameter: Self.overlay.key) { try top.resized(width: size.0, height: size.1) }
        if angle != 0 { placed = try ImageContent.edit(parameter: Self.rotation.key) { try placed.rotated(degrees: angle) } }
        let position = try parameters[Self.position]
        let custom = try ImageContent.customOffset(parameters, position: position, x: Self.x, y: Self.y)
        return .list(
            try ImageContent.items(.list(try parameters[Self.image]), parameter: Self.image.key, context: context).map { item in
                let base = item.image.pixels
                let origin = position.origin(
                    inner: (placed.width, placed.height), outer: (base.width, base.height), custom: custom)
                let out = base.overlaid(with: placed, x: origin.x, y: origin.y, opacity: opacity / 100)
                return try ImageContent.save(
                    out, like: item, format: out.isOpaque ? nil : .png, parameter: Self.image.key, context: context)
            })
    }
}
