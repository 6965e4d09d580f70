/// Why a document could not be parsed or a query could not be read or run.
public struct DocumentQueryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Sendable, Equatable {
        /// The XML document is not well-formed (the message names line and column).
        case xmlSyntax
        /// The CSS selector cannot be read (the message names the column).
        case cssSyntax
        /// The XPath expression cannot be read or names what XPath 1.0 lacks (column named).
        case xpathSyntax
        /// An XPath expression used a value of the wrong type (a number where a node-set is needed).
        case xpathType
        /// The document or query is larger, deeper or costlier than its limits allow.
        case limit
        /// The caller's `shouldStop` ended the evaluation.
        case stopped
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// A full sentence naming what is wrong and where.
    public let description: String

    /// An error of `kind` described by `description`.
    public init(kind: Kind, description: String) {
        self.kind = kind
        self.description = description
    }

    static func xml(line: Int, column: Int, _ message: String) -> DocumentQueryError {
        DocumentQueryError(kind: .xmlSyntax, description: "XML document: line \(line), column \(column): \(message)")
    }

    static func css(column: Int, _ message: String) -> DocumentQueryError {
        DocumentQueryError(kind: .cssSyntax, description: "CSS selector: column \(column): \(message)")
    }

    static func xpath(column: Int, _ message: String) -> DocumentQueryError {
        DocumentQueryError(kind: .xpathSyntax, description: "XPath expression: column \(column): \(message)")
    }

    static func limit(_ message: String) -> DocumentQueryError {
        DocumentQueryError(kind: .limit, description: message)
    }

    static let stopped = DocumentQueryError(kind: .stopped, description: "The query was stopped before it finished.")
}
