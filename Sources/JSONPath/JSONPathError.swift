/// Why a JSONPath query text was rejected: a syntax error, a badly typed function
/// expression (RFC 9535 section 2.4.3), or a limit exceeded.
public struct JSONPathError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in a short sentence without position.
    public let message: String
    /// The 0-based offset, in Unicode scalars, into the query text where the problem is.
    public let offset: Int

    /// Creates an error with `message` at `offset`.
    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    /// `invalid JSONPath at offset 3: <message>`.
    public var description: String { "invalid JSONPath at offset \(offset): \(message)" }
}
