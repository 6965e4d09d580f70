import Foundation
import Images
import ShortcutEngine

/// Make Image from Text: one PNG image of each text, drawn with a font of the host's font
/// folders (Toolbox Pro's Create Images From Text imports to it). Docs: images.md, "Text in images".
public enum MakeImageFromTextAction: Action {
    /// Where each line sits.
    public enum Alignment: String, Choice {
        case left = "Left", center = "Center", right = "Right", justified = "Justified"
    }

    /// What happens to a line wider than the image.
    public enum LineBreak: String, Choice {
        case wrapWords = "Wrap Words", wrapCharacters = "Wrap Characters", clip = "Clip"
        case truncateHead = "Truncate Head", truncateTail = "Truncate Tail", truncateMiddle = "Truncate Middle"
    }

    static let text = Parameter<[Value]>(
        "text", type: .list, summary: "The texts: one image of each (none: \"Hello World\", Toolbox Pro's default).")
    static let font = Parameter<String>(
        "font",
        summary:
            "The font's PostScript, full or family name; System (or a name not found, with a warning): DejaVu Sans, Liberation Sans, Helvetica or Arial, the first found.",
        default: "System")
    static let fontSize = Parameter<Number>(
        "fontSize", label: "Font Size", summary: "Pixels per em.", default: 32, minimum: 1, maximum: 2_000)
    static let textColour = Parameter<Value>(
        "textColour", label: "Text Colour", type: .any,
        summary: "RRGGBB or RRGGBBAA (a # is allowed), or a colour picker's dictionary.",
        default: "FFFFFF")
    static let backgroundColour = Parameter<Value>(
        "backgroundColour", label: "Background Colour", type: .any,
        summary: "RRGGBB or RRGGBBAA, or a colour picker's dictionary.",
        default: "000000")
    static let transparentBackground = Parameter<Bool>(
        "transparentBackground", wireKey: "transparentBG", label: "Transparent Background", summary: "No background.",
        default: false)
    static let alignment = Parameter<Alignment>("alignment", summary: "Where each line sits.", default: .center)
    static let lineBreak = Parameter<LineBreak>(
        "lineBreak", label: "Line Break", summary: "What happens to a line wider than the image.", default: .wrapWords)
    static let autoSize = Parameter<Bool>(
        "autoSize", label: "Auto Size",
        summary: "The image fits the text (lines wrap only at their breaks); off: width × height.",
        default: true)
    static let width = Parameter<Int?>(
        "width", summary: "Pixels across (Auto Size off; absent: 1,000).", default: nil, minimum: 1, maximum: 65_535)
    static let height = Parameter<Int?>(
        "height", summary: "Pixels down (Auto Size off; absent: fits the text).", default: nil, minimum: 1, maximum: 65_535)
    static let paddingLeft = padding("paddingLeft", "Padding Left", "left")
    static let paddingRight = padding("paddingRight", "Padding Right", "right")
    static let paddingTop = padding("paddingTop", "Padding Top", "top")
    static let paddingBottom = padding("paddingBottom", "Padding Bottom", "bottom")
    static let scaleToFit = Parameter<Bool>(
        "scaleToFit", label: "Scale to Fit", summary: "With Auto Size off: shrink the font until the text fits.", default: false)
    static let lineLimit = Parameter<Bool>(
        "lineLimit", label: "Limit Lines", summary: "Keep at most Line Count lines.", default: false)
    static let lineCount = Parameter<Int>(
        "lineCount", label: "Line Count", summary: "The most lines kept when Limit Lines is on.", default: 1, minimum: 1,
        maximum: 10_000)
    static let addShadow = Parameter<Bool>(
        "addShadow", label: "Add Shadow", summary: "Draw a hard shadow behind the text.", default: false)
    static let shadowColour = Parameter<Value>(
        "shadowColour", label: "Shadow Colour", type: .any, summary: "RRGGBB or RRGGBBAA, or a colour picker's dictionary.",
        default: "000000")
    static let xOffset = Parameter<Int>(
        "xOffset", label: "Shadow X Offset", summary: "Pixels right of the text.", default: 2, minimum: -1_000, maximum: 1_000)
    static let yOffset = Parameter<Int>(
        "yOffset", label: "Shadow Y Offset", summary: "Pixels below the text.", default: 2, minimum: -1_000, maximum: 1_000)

    /// The most characters drawn into one image.
    public static let maxCharacters = TextImageFailure.maxCharacters

    static func padding(_ key: String, _ label: String, _ edge: String) -> Parameter<Int> {
        Parameter<Int>(
            key, label: label, summary: "Pixels kept clear inside the \(edge) edge.", default: 0, minimum: 0, maximum: 10_000)
    }

    public static let definition = ActionDefinition(
        "org.shortcutengine.image.text", name: "Make Image from Text",
        summary:
            "Draws each text into a PNG image (saved in the download folder) with a TrueType font found in the font folders: its colour over a background, aligned, wrapped, clipped or truncated with \"…\", padded, optionally shrunk to fit and with a hard shadow. Auto Size fits the image to the text; otherwise the image is width × height and the text is centred down it.",
        category: "Images",
        parameters: [
            text, font, fontSize, textColour, backgroundColour, transparentBackground, alignment, lineBreak, autoSize, width,
            height, paddingLeft, paddingRight, paddingTop, paddingBottom, scaleToFit, lineLimit, lineCount, addShadow,
            shadowColour, xOffset, yOffset,
        ],
        input: text, output: .produces(.list), outputName: "Text Images")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let items = try parameters[Self.text]
        var texts = try items.map { try context.limitedText($0) }
        if texts.isEmpty { texts = ["Hello World"] }
        if let long = texts.first(where: { $0.unicodeScalars.count > TextImageFailure.maxCharacters }) {
            throw ActionFailure(TextImageFailure.tooLong(long.unicodeScalars.count), parameter: Self.text)
        }
        let template = try Self.template(parameters, context: context)
        return .list(
            try texts.map { text in
                var image = template
                image.text = text
                let pixels: PixelBuffer
                do { pixels = try image.render() } catch let error as FontError {
                    throw ActionFailure(TextImageFailure.cannotDraw(error.description), parameter: Self.font)
                } catch let error as ImageError {
                    throw ActionFailure(ImageFailure.cannotEdit(error.description), parameter: Self.width)
                }
                let data = try ImageContent.encode(pixels, as: .png, quality: 90, metadata: nil, parameter: Self.text.key)
                guard let file = try DownloadFolder.save(data, name: "Text.png", context: context, parameter: Self.text.key)
                else { throw ActionFailure(ImageFailure.noFolderForResult, parameter: Self.text) }
                return file
            })
    }

    /// Everything but the text, from the parameters.
    static func template(_ parameters: ResolvedParameters, context: ActionContext) throws -> TextImage {
        let fonts = try HostFonts.fonts(named: try parameters[Self.font], context: context, parameter: Self.font.key)
        let limit = try parameters[Self.lineLimit] ? try parameters[Self.lineCount] : nil
        let style = TextStyle(
            fonts: fonts, size: (try parameters[Self.fontSize]).double,
            alignment: TextStyle.Alignment(rawValue: (try parameters[Self.alignment]).styleName) ?? .center,
            lineBreak: TextStyle.LineBreak(rawValue: (try parameters[Self.lineBreak]).styleName) ?? .wrapWords, maxLines: limit)
        var image = TextImage(text: "", style: style)
        image.colour = try QRColour.rgba(try parameters[Self.textColour], parameter: Self.textColour, context: context)
        image.background =
            try parameters[Self.transparentBackground]
            ? [0, 0, 0, 0]
            : try QRColour.rgba(try parameters[Self.backgroundColour], parameter: Self.backgroundColour, context: context)
        if !(try parameters[Self.autoSize]) {
            image.width = try parameters[Self.width] ?? 1_000
            image.height = try parameters[Self.height]
            image.scaleToFit = try parameters[Self.scaleToFit]
        }
        image.padding = (
            try parameters[Self.paddingLeft], try parameters[Self.paddingRight], try parameters[Self.paddingTop],
            try parameters[Self.paddingBottom]
        )
        if try parameters[Self.addShadow] {
            image.shadow = TextImage.Shadow(
                colour: try QRColour.rgba(try parameters[Self.shadowColour], parameter: Self.shadowColour, context: context),
                x: try parameters[Self.xOffset], y: try parameters[Self.yOffset])
        }
        return image
    }
}

extension MakeImageFromTextAction.Alignment {
    /// The Images library's name of this alignment.
    var styleName: String { self == .justified ? "justified" : rawValue.lowercased() }
}

extension MakeImageFromTextAction.LineBreak {
    /// The Images library's name of this mode.
    var styleName: String {
        let words = rawValue.split(separator: " ")
        return words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : String($0.element) }.joined()
    }
}
