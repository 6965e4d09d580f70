import Digests
import ShortcutEngine

/// Generate Hash: the MD5, SHA-1, SHA-256 or SHA-512 digest of text or a file, in lowercase hex.
public enum GenerateHashAction: Action {
    /// The digest to compute (Apple's `WFHashType` values).
    public enum HashType: String, Choice {
        case md5 = "MD5"
        case sha1 = "SHA1"
        case sha256 = "SHA256"
        case sha512 = "SHA512"

        /// Spellings with a dash, as the algorithms are usually written.
        public var aliases: [String] {
            switch self {
            case .md5: return []
            case .sha1: return ["SHA-1"]
            case .sha256: return ["SHA-256"]
            case .sha512: return ["SHA-512"]
            }
        }

        /// The algorithm in the Digests module.
        var algorithm: DigestAlgorithm {
            switch self {
            case .md5: return .md5
            case .sha1: return .sha1
            case .sha256: return .sha256
            case .sha512: return .sha512
            }
        }
    }

    static let input = Parameter<Value>(
        "input", wireKey: "WFInput", summary: "Text, a file, or a list of them (each item on its own).")
    static let type = Parameter<HashType>("type", wireKey: "WFHashType", summary: "The hash.", default: .md5)

    public static let definition = ActionDefinition(
        "is.workflow.actions.hash", name: "Generate Hash",
        summary: "Computes the MD5, SHA-1, SHA-256 or SHA-512 hash of text (its UTF-8 bytes) or a file, as lowercase hex.",
        category: "Text",
        parameters: [input, type],
        input: input, output: .produces(.text), outputName: "Hash")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let algorithm = try parameters[Self.type].algorithm
        return try ContentBytes.mapItems(try parameters.value(Self.input)) { item in
            .text(algorithm.hexDigest(try ContentBytes.of(item, parameter: "input", context: context)))
        }
    }
}
