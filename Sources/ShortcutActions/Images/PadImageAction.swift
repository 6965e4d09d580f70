import Foundation
import Images
import ShortcutEngine

/// Pad Image: puts images on a larger canvas of one colour, centred (Automator's Pad Images;
/// Shortcuts has no such action).
public enum PadImageAction: Action {
    /// How the new size is given.
    public enum Mode: String, Choice {
        case toSize = "To Size"
        case byMargin = "By Margin"
    }

    static let image = Parameter<[Value]>("image", type: .list, summary: "The images (files) to pad.")
    static let mode = Parameter<Mode>(
        "mode", summary: "To Size (a canvas of width × height) or By Margin (the same margin on every side).",
        default: .toSize)
    static let width = Parameter<Number>(
        "width", summary: "The canvas's width in pixels (To Size).", default: 640, parent: .init(mode, [.toSize]))
    static let height = Parameter<Number>(
        "height", summary: "The canvas's height in pixels (To Size).", default: 480, parent: .init(mode, [.toSize]))
    static let margin = Parameter<Number>(
        "margin", summary: "The pixels added on each side (By Margin).", default: 10, parent: .init(mode, [.byMargin]))
    static let colour = Parameter<String>(
        "colour", label: "Colour", summary: "The canvas's colour, #RRGGBB or #RRGGBBAA (#00000000 is transparent).",
        default: "#000000")

    public static let definition = ActionDefinition(
        "org.shortcutengine.image.pad", name: "Pad Image",
        summary:
            "Centres each image on a canvas of one colour (black unless told, as Image Events pads): To Size makes the canvas width × height, cutting an image that is larger about its centre; By Margin adds the margin on every side. The image's top left lands at half the difference rounded down (an odd extra pixel of canvas goes right and below; an odd pixel cut comes off the left and top). Each new image keeps its file's format and is written to the run's download folder.",
        category: "Images", parameters: [image, mode, width, height, margin, colour], input: image,
        output: .produces(.list), outputName: "Padded Image")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let colour = try Self.rgba(try parameters[Self.colour])
        let size: (w: Int, h: Int)?
        let margin: Int
        switch try parameters[Self.mode] {
        case .toSize:
            size = (
                try ImageContent.pixels(try parameters[Self.width].double, label: "the width", parameter: Self.width.key),
                try ImageContent.pixels(try parameters[Self.height].double, label: "the height", parameter: Self.height.key)
            )
            margin = 0
        case .byMargin:
            size = nil
            let given = try parameters[Self.margin].double
            guard given.isFinite, given >= 0, given <= 65_535, given == given.rounded() else {
                throw ActionFailure(ImageFailure.badMargin(String(format: "%g", given)), parameter: Self.margin)
            }
            margin = Int(given)
        }
        return .list(
            try ImageContent.items(.list(try parameters[Self.image]), parameter: Self.image.key, context: context).map { item in
                let pixels = item.image.pixels
                let padded = try ImageContent.edit(parameter: Self.image.key) {
                    try pixels.padded(
                        toWidth: size?.w ?? pixels.width + 2 * margin, height: size?.h ?? pixels.height + 2 * margin,
                        colour: colour)
                }
                return try ImageContent.save(padded, like: item, parameter: Self.image.key, context: context)
            })
    }

    /// The RGBA8 samples of `#RRGGBB` (opaque) or `#RRGGBBAA` (the `#` may be left out).
    static func rgba(_ text: String) throws -> [UInt8] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.hasPrefix("#") ? trimmed.dropFirst() : Substring(trimmed)
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else { throw ActionFailure(ImageFailure.badColour(text), parameter: Self.colour) }
        let full = digits.count == 6 ? value << 8 | 0xFF : value
        return [UInt8(full >> 24), UInt8(full >> 16 & 0xFF), UInt8(full >> 8 & 0xFF), UInt8(full & 0xFF)]
    }
}
