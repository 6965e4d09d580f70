import Foundation
import ShortcutEngine

/// Decode Hex: hexadecimal back to text, or to a file when the bytes are not text.
public enum DecodeHexAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.hex.decode", name: "Decode Hex",
        summary: "Turns hexadecimal (two digits a byte, either case; spaces and line breaks ignored) back into text — or into a file in the run's download folder when the bytes are not text.",
        category: "Encoding",
        parameters: [
            ParameterDefinition("input", type: .any, summary: "Hex text, or a list of them (each decoded).")
        ],
        input: "input", output: .produces(.any), outputName: "Decoded")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try ContentBytes.mapItems(parameters.optional("input") ?? .nothing) { item in
            let text = context.coercion.text(item)
            guard let bytes = bytes(of: text) else {
                throw ActionFailure(
                    EncodingFailure.notEncoded(encoding: "hex", preview: Rendering.preview(text, limit: 30)), parameter: "input")
            }
            if let decoded = String(validating: bytes, as: UTF8.self) { return .text(decoded) }
            let data = Data(bytes)
            guard let file = try DownloadFolder.save(data, name: DownloadFolder.name("Hex Decoded", for: data), context: context, parameter: "input")
            else {
                throw ActionFailure(EncodingFailure.decodedNotText(encoding: "hex", byteCount: bytes.count), parameter: "input")
            }
            return file
        }
    }

    /// The bytes pairs of hex digits spell, white space skipped; nil for any other character or
    /// an odd count of digits.
    static func bytes(of text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        var high: UInt8?
        for byte in text.utf8 {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
            default: return nil
            }
            if let first = high {
                bytes.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        return high == nil ? bytes : nil
    }
}
