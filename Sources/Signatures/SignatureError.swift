/// Why a key could not be read or a message not signed; `description` is one full sentence
/// naming what is wrong and where (a PEM line, a DER byte offset).
public struct SignatureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sentence.
    public let message: String

    /// An error saying `message`, which should be a full sentence.
    public init(_ message: String) { self.message = message }

    /// The full sentence.
    public var description: String { message }

    /// Malformed DER at `offset` bytes into the key's DER.
    static func der(at offset: Int, _ detail: String) -> SignatureError {
        SignatureError("The private key's DER is malformed at byte \(offset): \(detail).")
    }

    /// Malformed PEM text on `line` (1-based).
    static func pem(line: Int, _ detail: String) -> SignatureError {
        SignatureError("The private key's PEM text is malformed on line \(line): \(detail).")
    }

    /// A key that is well formed but refused.
    static func key(_ sentence: String) -> SignatureError { SignatureError(sentence) }
}
