import Foundation
import ShortcutEngine

/// Base64 Encode: text or a file's contents to Base64, or Base64 back to text.
public enum Base64EncodeAction: Action {
    /// Which way the value goes.
    public enum Mode: String, Choice {
        case encode = "Encode"
        case decode = "Decode"
    }

    /// Where encoded output breaks lines (Shortcuts' options; lines end with CR LF, as Foundation's encoder writes them).
    public enum LineBreaks: String, Choice {
        case none = "None"
        case every64 = "Every 64 Characters"
        case every76 = "Every 76 Characters"

        /// Foundation's options for this choice.
        var options: Data.Base64EncodingOptions {
            switch self {
            case .none: return []
            case .every64: return [.lineLength64Characters]
            case .every76: return [.lineLength76Characters]
            }
        }
    }

    static let input = Parameter<Value>(
        "input", wireKey: "WFInput", summary: "Text, a file, or a list of them (each item on its own).")
    static let mode = Parameter<Mode>("mode", wireKey: "WFEncodeMode", summary: "Encode or decode.", default: .encode)
    static let lineBreaks = Parameter<LineBreaks?>(
        "lineBreaks", wireKey: "WFBase64LineBreakMode", label: "Line Breaks", summary: "Where the encoded text breaks lines.",
        default: .every76, parent: .init(mode, [Mode.encode]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.base64encode", name: "Base64 Encode",
        summary:
            "Encodes text or a file's contents as Base64, or decodes Base64 back to text — or to a file in the run's download folder when the bytes are not text.",
        category: "Text",
        parameters: [input, mode, lineBreaks],
        input: input, output: .produces(.text), outputName: "Base64 Encoded")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let mode = try parameters[Self.mode]
        let lineBreaks = try parameters[Self.lineBreaks] ?? .every76
        return try ContentBytes.mapItems(try parameters.value(Self.input)) { item in
            switch mode {
            case .encode:
                let bytes = try ContentBytes.of(item, parameter: "input", context: context)
                return .text(bytes.base64EncodedString(options: lineBreaks.options))
            case .decode:
                let text = try context.limitedText(item)
                guard let bytes = Data(base64Encoded: text, options: .ignoreUnknownCharacters), Self.isBase64(text) else {
                    throw ActionFailure(
                        EncodingFailure.notEncoded(encoding: "Base64", preview: Rendering.preview(text, limit: 30)),
                        parameter: "input")
                }
                if let decoded = String(validating: bytes, as: UTF8.self) { return .text(decoded) }
                // Bytes that are not text become a file, as Apple gives one.
                let name = DownloadFolder.name("Base64 Decoded", for: bytes)
                guard let file = try DownloadFolder.save(bytes, name: name, context: context, parameter: "input") else {
                    throw ActionFailure(
                        EncodingFailure.decodedNotText(encoding: "Base64", byteCount: bytes.count), parameter: "input")
                }
                return file
            }
        }
    }

    /// Only the Base64 alphabet, padding and white space (Foundation's lenient option would
    /// otherwise skip any character).
    static func isBase64(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            case UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "\r"), UInt8(ascii: "\n"),
                UInt8(ascii: " "),
                UInt8(ascii: "\t"):
                return true
            default: return false
            }
        }
    }
}
