import Digests
import ShortcutEngine

/// Encode Hex: the bytes of text (UTF-8) or a file as hexadecimal.
public enum EncodeHexAction: Action {
    /// Letter case of the digits a–f.
    public enum LetterCase: String, Choice {
        case lower = "Lowercase"
        case upper = "Uppercase"
    }

    static let input = Parameter<Value>("input", summary: "Text, a file, or a list of them (each encoded).")
    static let letters = Parameter<LetterCase>("letters", summary: "Lowercase or uppercase a–f.", default: .lower)

    public static let definition = ActionDefinition(
        "org.shortcutengine.hex.encode", name: "Encode Hex",
        summary: "Writes the bytes of text (UTF-8) or of a file as hexadecimal, two digits a byte.", category: "Encoding",
        parameters: [input, letters],
        input: input, output: .produces(.text), outputName: "Hex")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let upper = try parameters[Self.letters] == .upper
        let value = parameters.optional(Self.input) ?? .nothing
        let encoded = try value.items.map { item -> Value in
            .text(Hex.encode(try ContentBytes.of(item, parameter: "input", context: context), uppercase: upper))
        }
        if case .list = value { return .list(encoded) }
        return encoded.first ?? .text("")
    }
}
