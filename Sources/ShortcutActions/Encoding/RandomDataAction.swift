import Digests
import Foundation
import ShortcutEngine

/// Random Data: random bytes from the run's seeded generator, as hex or Base64.
public enum RandomDataAction: Action {
    /// How the bytes are written.
    public enum Encoding: String, Choice {
        case hex = "Hex"
        case base64 = "Base64"

        /// Gizmo Pack's spellings.
        public var aliases: [String] {
            switch self {
            case .hex: return ["hex", "hexadecimal"]
            case .base64: return ["base64"]
            }
        }
    }

    static let size = Parameter<Int>(
        "size", summary: "How many bytes (at most 1,000,000).", default: 16, minimum: 0, maximum: 1_000_000)
    static let encoding = Parameter<Encoding>("encoding", summary: "How the bytes are written.", default: .hex)

    public static let definition = ActionDefinition(
        "org.shortcutengine.data.random", name: "Random Data",
        summary:
            "Makes random bytes from the run's generator (reproducible with a seed; not for secrets) written as hex or Base64.",
        category: "Encoding",
        parameters: [size, encoding],
        output: .produces(.text), outputName: "Random Data")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let size = try parameters[Self.size]
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        while bytes.count < size {
            var word = context.random.next()
            for _ in 0..<min(8, size - bytes.count) {
                bytes.append(UInt8(truncatingIfNeeded: word))
                word >>= 8
            }
        }
        switch try parameters[Self.encoding] {
        case .hex: return .text(Hex.encode(bytes))
        case .base64: return .text(Data(bytes).base64EncodedString())
        }
    }
}
