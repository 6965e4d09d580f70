import Images
import ShortcutEngine

/// Mask Image: cuts images to a rounded rectangle, an ellipse, an app icon's shape, or another image's shape.
public enum MaskImageAction: Action {
    /// The mask's shape (Apple's `WFMaskType`).
    public enum Kind: String, Choice {
        case roundedRectangle = "Rounded Rectangle"
        case ellipse = "Ellipse"
        case icon = "Icon"
        case customImage = "Custom Image"
    }

    static let image = Parameter<[Value]>("image", wireKey: "WFInput", type: .list, summary: "The images (files) to mask.")
    static let kind = Parameter<Kind>(
        "type", wireKey: "WFMaskType", label: "Mask", summary: "Rounded Rectangle, Ellipse, Icon or Custom Image.",
        default: .roundedRectangle)
    static let radius = Parameter<Number>(
        "radius", wireKey: "WFMaskCornerRadius", label: "Corner Radius",
        summary: "The corners' radius in pixels (Rounded Rectangle).", default: 20,
        parent: .init(kind, [.roundedRectangle]))
    static let custom = Parameter<Value>(
        "customImage", wireKey: "WFCustomMaskImage", label: "Custom Image", type: .file,
        summary: "The mask image (Custom Image): its transparency, or else its brightness (white keeps, black hides).",
        parent: .init(kind, [.customImage]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.image.mask", name: "Mask Image",
        summary:
            "Makes everything outside a shape transparent, with smooth edges: a rounded rectangle of the radius given, the ellipse that fills the image, an app icon's rounded square (radius 22.37% of the shorter side), or a custom image stretched over it. The new images are PNGs in the run's download folder.",
        category: "Images", parameters: [image, kind, radius, custom], input: image, output: .produces(.list),
        outputName: "Masked Image")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let kind = try parameters[Self.kind]
        let radius = kind == .roundedRectangle ? try parameters[Self.radius].double : 0
        guard radius.isFinite, radius >= 0 else {
            throw ActionFailure(ImageFailure.badRadius(String(format: "%g", radius)), parameter: Self.radius)
        }
        // Apple's looks at the mask only when it has images to mask (WFMaskImageAction).
        let given = try parameters[Self.image]
        guard given.contains(where: { !$0.isNothing }) else { return .nothing }
        let mask =
            kind == .customImage
            ? try ImageContent.item(try parameters[Self.custom], parameter: Self.custom.key, context: context).image.pixels : nil
        return try ImageContent.changingEach(given) { value in
            let item = try ImageContent.item(value, parameter: Self.image.key, context: context)
            let pixels = item.image.pixels
            let out: PixelBuffer
            switch kind {
            case .roundedRectangle: out = pixels.masked(by: .roundedRectangle(radius: radius))
            case .ellipse: out = pixels.masked(by: .ellipse)
            case .icon: out = try icon(pixels)
            case .customImage:
                out = try ImageContent.edit(parameter: Self.custom.key) {
                    try mask.map { try pixels.masked(by: $0) } ?? pixels
                }
            }
            return try ImageContent.save(out, like: item, format: .png, parameter: Self.image.key, context: context)
        }
    }

    /// Apple's Icon mask (`WFMaskImageAction`): the image cut to its centred square, its corners
    /// rounded by round(10 × (0.224 × side + 0.02351)) / 10 pixels.
    static func icon(_ pixels: PixelBuffer) throws -> PixelBuffer {
        let side = min(pixels.width, pixels.height)
        let square = try ImageContent.edit(parameter: Self.image.key) {
            try pixels.cropped(x: (pixels.width - side) / 2, y: (pixels.height - side) / 2, width: side, height: side)
        }
        let radius = ((Double(side) * 0.224 + 0.02351) * 10).rounded() / 10
        return square.masked(by: .roundedRectangle(radius: radius))
    }
}
