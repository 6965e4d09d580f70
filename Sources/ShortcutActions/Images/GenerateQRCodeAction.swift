import Foundation
import Images
import ShortcutEngine

/// Generate QR Code (`generatebarcode`, Apple's `WFGenerateMachineReadableCodeAction`): a QR code
/// image of each text of the input, from the Images library's encoder (docs/images.md).
public enum GenerateQRCodeAction: Action {
    /// Apple's error correction levels (`WFQRErrorCorrectionLevel`; Apple passes L, M, Q or H to
    /// Core Image's QR generator).
    public enum Level: String, Choice {
        case low = "Low"
        case medium = "Medium"
        case quartile = "Quartile"
        case high = "High"

        var level: QRErrorCorrection {
            switch self {
            case .low: return .low
            case .medium: return .medium
            case .quartile: return .quartile
            case .high: return .high
            }
        }
    }

    /// Pixels a module is drawn with (Core Image draws one pixel a module; Apple shows the code
    /// scaled up: ten makes a version 1 code 290 pixels square with its quiet zone).
    public static let moduleSize = 10

    static let text = Parameter<Value>(
        "text", wireKey: "WFText", summary: "The text to encode, or a list whose items each make a code.", required: true)
    static let level = Parameter<Level>(
        "errorCorrection", wireKey: "WFQRErrorCorrectionLevel", label: "Error Correction",
        summary: "Low, Medium, Quartile or High: about 7, 15, 25 or 30 % of the code can be damaged and still read.",
        default: .medium)
    static let foreground = Parameter<Value>(
        "foreground", wireKey: "WFQRForegroundColor", label: "Foreground Color", type: .any,
        summary: "The dark modules' colour: #RRGGBB or #RRGGBBAA, or Apple's colour dictionary.", default: "#000000")
    static let background = Parameter<Value>(
        "background", wireKey: "WFQRBackgroundColor", label: "Background Color", type: .any,
        summary: "The light modules' and quiet zone's colour: #RRGGBB or #RRGGBBAA, or Apple's colour dictionary.",
        default: "#FFFFFF")
    static let rounded = Parameter<Bool>(
        "rounded", wireKey: "WFQRRounded", label: "Rounded", summary: "Draws each dark module as a dot.", default: false)

    public static let definition = ActionDefinition(
        "is.workflow.actions.generatebarcode", name: "Generate QR Code",
        summary:
            "Makes a QR code of the text (its UTF-8; numeric or alphanumeric mode when the text allows): the smallest version that holds it at the error correction level, each module 10 pixels square inside a 4-module quiet zone, as a PNG named 'QR Code' in the run's download folder. A list makes one code per item.",
        category: "Images", parameters: [text, level, foreground, background, rounded], input: text,
        output: .produces(.file), outputName: "QR Code")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let level = try parameters[Self.level].level
        let dark = try QRColour.rgba(try parameters[Self.foreground], parameter: Self.foreground, context: context)
        let light = try QRColour.rgba(try parameters[Self.background], parameter: Self.background, context: context)
        let rounded = try parameters[Self.rounded]
        let items = try parameters[Self.text].items
        let codes = try items.map { item -> Value in
            let text = try context.limitedText(item)
            let pixels = try ImageContent.edit(parameter: Self.text.key) {
                try QRCode.encode(Array(text.utf8), level: level).pixels(
                    scale: moduleSize, foreground: dark, background: light, rounded: rounded)
            }
            let data = try ImageContent.encode(pixels, as: .png, quality: 90, metadata: nil, parameter: Self.text.key)
            guard let file = try DownloadFolder.save(data, name: "QR Code.png", context: context, parameter: Self.text.key)
            else { throw ActionFailure(ImageFailure.noFolderForResult, parameter: Self.text) }
            return file
        }
        return codes.count == 1 ? codes[0] : .list(codes)
    }
}

/// The colours Generate QR Code reads: `#RRGGBB[AA]` text, or the dictionary Apple's colour
/// picker writes (`redComponent`, `greenComponent`, `blueComponent`, `alphaComponent`, each 0–1,
/// with `WFColorRepresentationType`).
enum QRColour {
    /// RGBA8 samples of `value`.
    static func rgba(_ value: Value, parameter: Parameter<Value>, context: ActionContext) throws -> [UInt8] {
        if case .dictionary(let dictionary) = value.unnamed {
            let names = ["redComponent", "greenComponent", "blueComponent", "alphaComponent"]
            return try names.map { name in
                // Opaque when the alpha is left out; a colour without one of its components is no colour.
                if dictionary[name] == nil, name == "alphaComponent" { return 255 }
                guard let component = dictionary[name], let number = try? context.coercion.coerce(component, to: .number),
                    case .number(let amount) = number,
                    amount.double >= 0, amount.double <= 1
                else {
                    throw ActionFailure(
                        ImageFailure.badColour(ValueSummary.describe(value, coercion: context.coercion)), parameter: parameter)
                }
                return UInt8((amount.double * 255).rounded())
            }
        }
        let text = try context.limitedText(value)
        do {
            return try PadImageAction.rgba(text)
        } catch {
            throw ActionFailure(ImageFailure.badColour(text), parameter: parameter)
        }
    }
}
