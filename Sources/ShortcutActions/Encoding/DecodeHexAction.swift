import Digests
import Foundation
import ShortcutEngine

/// Decode Hex: hexadecimal back to text, or to a file when the bytes are not text.
public enum DecodeHexAction: Action {
    static let input = Parameter<Value>("input", summary: "Hex text, or a list of them (each decoded).")

    public static let definition = ActionDefinition(
        "org.shortcutengine.hex.decode", name: "Decode Hex",
        summary:
            "Turns hexadecimal (two digits a byte, either case; spaces and line breaks ignored) back into text — or into a file in the run's download folder when the bytes are not text.",
        category: "Encoding",
        parameters: [input],
        input: input, output: .produces(.any), outputName: "Decoded")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try ContentBytes.mapItems(parameters.optional(Self.input) ?? .nothing) { item in
            let text = try context.limitedText(item)
            guard let bytes = Hex.decode(text) else {
                throw ActionFailure(
                    EncodingFailure.notEncoded(encoding: "hex", preview: Rendering.preview(text, limit: 30)), parameter: "input")
            }
            if let decoded = String(validating: bytes, as: UTF8.self) { return .text(decoded) }
            let data = Data(bytes)
            guard
                let file = try DownloadFolder.save(
                    data, name: DownloadFolder.name("Hex Decoded", for: data), context: context, parameter: "input")
            else {
                throw ActionFailure(EncodingFailure.decodedNotText(encoding: "hex", byteCount: bytes.count), parameter: "input")
            }
            return file
        }
    }
}
