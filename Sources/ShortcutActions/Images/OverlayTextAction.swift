import Foundation
import Images
import ShortcutEngine

/// Overlay Text (Apple's `is.workflow.actions.overlaytext`, iOS 14): text drawn over each image
/// in a box, at a position, turned, optionally outlined. Keys, choices and defaults from
/// Shortcuts 10.0's registry (scripts/data/shortcutkit-builtin-actions.tsv). Docs: images.md, "Text in images".
public enum OverlayTextAction: Action {
    /// Where the text box sits (`WFTextPosition`).
    public enum Position: String, Choice {
        case topLeft = "Top Left", topCenter = "Top Center", topRight = "Top Right"
        case middleLeft = "Middle Left", center = "Center", middleRight = "Middle Right"
        case bottomLeft = "Bottom Left", bottomCenter = "Bottom Center", bottomRight = "Bottom Right"
        case custom = "Custom Position"
    }

    /// How sizes are given (`WFSizingMethod`).
    public enum Sizing: String, Choice {
        /// Fractions of the image: of its width (Y: of its height; the stroke: of the font size).
        case proportional = "Proportional"
        /// Pixels.
        case absolute = "Absolute"
    }

    /// Where each line sits in the box (`WFTextAlignment`).
    public enum Alignment: String, Choice {
        case left = "Left", center = "Center", right = "Right"
    }

    static let image = Parameter<[Value]>("image", wireKey: "WFImage", type: .list, summary: "The images (files) to draw on.")
    static let text = Parameter<String>("text", wireKey: "WFText", summary: "The text.", default: "")
    static let font = Parameter<Value>(
        "font", wireKey: "WFFont", type: .any,
        summary:
            "The font: a name, or Apple's font picker's dictionary (its WFFontDescriptorName); found as Make Image from Text finds fonts.",
        default: "System")
    static let sizing = Parameter<Sizing>(
        "sizing", wireKey: "WFSizingMethod", label: "Sizing Method",
        summary: "Proportional (fractions of the image) or Absolute (pixels).",
        default: .proportional)
    static let fontSize = absolute("fontSize", "WFFontSize", "Font Size", "Pixels per em.", 36)
    static let fontShare = proportional(
        "fontShare", "WFPercentageFontSize", "Font Size", "Pixels per em, as a fraction of the image's width.", 0.1)
    static let position = Parameter<Position>(
        "position", wireKey: "WFTextPosition", summary: "Where the text box sits.", default: .center)
    static let x = absolute("x", "WFTextX", "X", "The box's left edge, pixels (Custom Position).", 0)
    static let xShare = proportional(
        "xShare", "WFPercentageTextX", "X", "The box's left edge, a fraction of the width (Custom Position).", 0)
    static let y = absolute("y", "WFTextY", "Y", "The box's top edge, pixels (Custom Position).", 0)
    static let yShare = proportional(
        "yShare", "WFPercentageTextY", "Y", "The box's top edge, a fraction of the height (Custom Position).", 0)
    static let offset = absolute(
        "offset", "WFTextOffset", "Offset", "The box's distance from the edges it sits against, pixels.", 0)
    static let offsetShare = proportional(
        "offsetShare", "WFPercentageTextOffset", "Offset", "The box's distance from the edges, a fraction of the width.", 0.1)
    static let alignment = Parameter<Alignment>(
        "alignment", wireKey: "WFTextAlignment", summary: "Where each line sits in the box.", default: .center)
    static let colour = Parameter<Value>(
        "colour", wireKey: "WFTextColor", label: "Text Color", type: .any,
        summary: "#RRGGBB[AA] or a colour picker's dictionary.", default: "#FFFFFF")
    static let rotation = Parameter<Number>(
        "rotation", wireKey: "WFTextRotation", summary: "Degrees the text box is turned, clockwise, about its centre.", default: 0
    )
    static let outline = Parameter<Bool>(
        "outline", wireKey: "WFTextOutlineEnabled", label: "Outline", summary: "Draw an outline round the text.", default: false)
    static let strokeColour = Parameter<Value>(
        "strokeColour", wireKey: "WFTextStrokeColor", label: "Outline Color", type: .any,
        summary: "#RRGGBB[AA] or a colour picker's dictionary.", default: "#000000")
    static let strokeWidth = absolute("strokeWidth", "WFTextStrokeWidth", "Outline Width", "Pixels.", 0)
    static let strokeShare = proportional(
        "strokeShare", "WFPercentageTextStrokeWidth", "Outline Width", "A fraction of the font size.", 0.1)
    static let boxWidth = Parameter<Number?>(
        "boxWidth", wireKey: "WFTextBoxWidth", label: "Text Box Width", summary: "Pixels (absent: the image's width).",
        default: nil,
        parent: .init(sizing, [.absolute]))
    static let boxShare = proportional(
        "boxShare", "WFPercentageTextBoxWidth", "Text Box Width", "A fraction of the image's width.", 0.8)

    static func absolute(_ key: String, _ wire: String, _ label: String, _ summary: String, _ value: Double) -> Parameter<Number>
    {
        Parameter<Number>(
            key, wireKey: wire, label: label, summary: summary + " (Absolute)", default: .number(Number(value)),
            parent: .init(sizing, [.absolute]))
    }

    static func proportional(_ key: String, _ wire: String, _ label: String, _ summary: String, _ value: Double) -> Parameter<
        Number
    > {
        Parameter<Number>(
            key, wireKey: wire, label: label, summary: summary + " (Proportional)", default: .number(Number(value)),
            parent: .init(sizing, [.proportional]))
    }

    public static let definition = ActionDefinition(
        "is.workflow.actions.overlaytext", name: "Overlay Text",
        summary:
            "Draws the text over each image, wrapped to a text box at a position (a corner, an edge's middle, the centre, or a custom point, the offset from the edges), aligned in the box, turned about its centre and optionally outlined; sizes in pixels (Absolute) or as fractions of the image (Proportional). Fonts as Make Image from Text finds them. Each new image is written to the run's download folder.",
        category: "Images",
        parameters: [
            image, text, font, sizing, fontSize, fontShare, position, x, xShare, y, yShare, offset, offsetShare, alignment,
            colour,
            rotation, outline, strokeColour, strokeWidth, strokeShare, boxWidth, boxShare,
        ],
        input: image, output: .produces(.list), outputName: "Image with Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.text]
        if text.unicodeScalars.count > TextImageFailure.maxCharacters {
            throw ActionFailure(TextImageFailure.tooLong(text.unicodeScalars.count), parameter: Self.text)
        }
        let fonts = try HostFonts.fonts(
            named: try Self.fontName(parameters, context: context), context: context, parameter: Self.font.key)
        let placing = try OverlayTextPlacing(parameters, context: context)
        return .list(
            try ImageContent.items(.list(try parameters[Self.image]), parameter: Self.image.key, context: context).map { item in
                let base = item.image.pixels
                let out = try placing.draw(text, fonts: fonts, on: base)
                return try ImageContent.save(
                    out, like: item, format: out.isOpaque ? nil : .png, parameter: Self.image.key, context: context)
            })
    }

    /// The font's name: text, or the font picker's `WFFontDescriptorName`.
    static func fontName(_ parameters: ResolvedParameters, context: ActionContext) throws -> String {
        let value = try parameters[Self.font]
        if case .dictionary(let dictionary) = value.unnamed {
            guard let name = dictionary["WFFontDescriptorName"] else { return "System" }
            return try context.limitedText(name)
        }
        return try context.limitedText(value)
    }
}
