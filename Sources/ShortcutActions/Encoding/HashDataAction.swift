import Digests
import Foundation
import ShortcutEngine

/// Hash Data: a digest of text or a file, or its HMAC under a key, in hex, Base64 or as the raw
/// bytes (Gizmo Pack's Generate Hash (Extended)). Apple's Generate Hash is the plain-hex subset.
public enum HashDataAction: Action {
    /// How the digest's bytes are given back.
    public enum Encoding: String, Choice {
        case hex = "Hex"
        case base64 = "Base64"
        case data = "Data"

        /// Gizmo Pack's `outputEncoding` values.
        public var aliases: [String] { self == .data ? ["binary"] : [rawValue.lowercased()] }
    }

    static let input = Parameter<Value>("input", summary: "Text (its UTF-8 bytes), a file, or a list of them (each on its own).")
    static let algorithm = Parameter<DigestAlgorithm>("algorithm", summary: "The digest.", default: .sha256)
    static let key = Parameter<Value?>(
        "key", label: "HMAC Key",
        summary: "When given (text or a file), the HMAC (RFC 2104) under this key instead of the plain digest.")
    static let encoding = Parameter<Encoding>(
        "encoding", summary: "Hex (lowercase), Base64, or the bytes as a file in the download folder.", default: .hex)

    public static let definition = ActionDefinition(
        "org.shortcutengine.hash.data", name: "Hash Data",
        summary:
            "Computes the MD2, MD4, MD5, SHA-1, SHA-224, SHA-256, SHA-384 or SHA-512 digest of text or a file, or its HMAC under a key, as hex, Base64 or a file of the bytes (MD2 and MD4 are broken: for old checksums only).",
        category: "Encoding",
        parameters: [input, algorithm, key, encoding],
        input: input, output: .produces(.any), outputName: "Hash")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let algorithm = try parameters[Self.algorithm]
        let encoding = try parameters[Self.encoding]
        let key = try (try parameters[Self.key]).map { try ContentBytes.of($0, parameter: Self.key.key, context: context) }
        return try ContentBytes.mapItems(try parameters.value(Self.input)) { item in
            let bytes = try ContentBytes.of(item, parameter: Self.input.key, context: context)
            let digest = key.map { algorithm.hmac(key: $0, message: bytes) } ?? algorithm.digest(bytes)
            switch encoding {
            case .hex: return .text(Hex.encode(digest))
            case .base64: return .text(Data(digest).base64EncodedString())
            case .data:
                let data = Data(digest)
                guard let file = try DownloadFolder.save(data, name: "Hash.bin", context: context, parameter: Self.encoding.key)
                else {
                    throw ActionFailure(
                        EncodingFailure.bytesWithoutFolder(what: "hash", byteCount: digest.count), parameter: Self.encoding)
                }
                return file
            }
        }
    }
}

/// Hash Data's choice of digest is the Digests library's own list (Gizmo Pack's `algorithm`
/// values name these too), so a digest added there is offered here.
extension DigestAlgorithm: Choice {
    /// Spellings with a dash or in lower case.
    public var aliases: [String] {
        let dashed = rawValue.hasPrefix("SHA") ? ["SHA-" + rawValue.dropFirst(3)] : []
        return [rawValue.lowercased()] + dashed
    }
}
