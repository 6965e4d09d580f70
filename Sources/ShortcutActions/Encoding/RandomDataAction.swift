import Digests
import Foundation
import ShortcutEngine

/// Random Data: random bytes from the run's seeded generator, as hex or Base64.
public enum RandomDataAction: Action {
    /// How the bytes are written.
    public enum Encoding: String, Choice {
        case hex = "Hex"
        case base64 = "Base64"
        case data = "Data"

        /// Gizmo Pack's spellings.
        public var aliases: [String] {
            switch self {
            case .hex: return ["hex", "hexadecimal"]
            case .base64: return ["base64"]
            case .data: return ["binary"]
            }
        }
    }

    static let size = Parameter<Int>(
        "size", summary: "How many bytes (at most 1,000,000).", default: 16, minimum: 0, maximum: 1_000_000)
    static let encoding = Parameter<Encoding>(
        "encoding", summary: "Hex, Base64, or the bytes as a file in the download folder.", default: .hex)

    public static let definition = ActionDefinition(
        "org.shortcutengine.data.random", name: "Random Data",
        summary:
            "Makes random bytes from the run's generator (reproducible with a seed; not for secrets) written as hex or Base64, or as a file of the bytes.",
        category: "Encoding",
        parameters: [size, encoding],
        output: .produces(.any), outputName: "Random Data")

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
        case .data:
            guard
                let file = try DownloadFolder.save(
                    Data(bytes), name: "Random Data.bin", context: context, parameter: Self.encoding.key)
            else {
                throw ActionFailure(
                    EncodingFailure.bytesWithoutFolder(what: "random data", byteCount: bytes.count), parameter: Self.encoding)
            }
            return file
        }
    }
}
