import Digests
import ShortcutEngine

/// Random Color: a random colour as hex text, from the run's seeded generator.
public enum RandomColorAction: Action {
    /// How the colour is written.
    public enum Format: String, Choice {
        case hex = "Hex"
        case rgb = "RGB"

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .hex: return "#RRGGBB, uppercase"
            case .rgb: return "rgb(R, G, B), each 0–255"
            }
        }
    }

    static let format = Parameter<Format>("format", summary: "How the colour is written.", default: .hex)

    public static let definition = ActionDefinition(
        "org.shortcutengine.color.random", name: "Random Color",
        summary:
            "Makes a random colour (each of red, green and blue uniform in 0–255) as #RRGGBB or rgb(…) text; reproducible with a seed.",
        category: "Math",
        parameters: [format],
        output: .produces(.text), outputName: "Random Color")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let word = context.random.next()
        let channels = [
            UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word >> 16),
        ]
        switch try parameters[Self.format] {
        case .hex: return .text("#" + Hex.encode(channels, uppercase: true))
        case .rgb: return .text("rgb(" + channels.map { String($0) }.joined(separator: ", ") + ")")
        }
    }
}
