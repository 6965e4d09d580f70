import Foundation

/// Every failure of the PDF reader and writer; `description` is the full message. Offsets are byte
/// offsets in the file.
public enum PDFError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes do not start like a PDF.
    case notPDF(firstBytes: [UInt8])
    /// The syntax is wrong at `offset`.
    case syntax(offset: Int, String)
    /// A structure is missing or of the wrong kind (the trailer, the page tree, an xref stream).
    case structure(String)
    /// Object `number` is not in the cross-reference table.
    case missingObject(Int)
    /// A limit of `PDFLimits` was passed: which, and its value.
    case limit(String, Int)
    /// A stream filter failed or is not supported.
    case filter(name: String, String)
    /// The file is encrypted in a way we cannot open, or the password is wrong.
    case encrypted(String)
    /// Something asked of the writer that it cannot do.
    case cannotWrite(String)

    /// The full message.
    public var description: String {
        switch self {
        case .notPDF(let bytes):
            if bytes.isEmpty { return "not a PDF (the file is empty)" }
            let hex = bytes.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
            return "not a PDF (it does not start with %PDF-; first bytes: \(hex))"
        case let .syntax(offset, what): return "damaged PDF at byte \(offset): \(what)"
        case .structure(let what): return "damaged PDF: \(what)"
        case .missingObject(let number): return "damaged PDF: object \(number) is not in the cross-reference table"
        case let .limit(what, value): return "the PDF has \(what) (the limit is \(value))"
        case let .filter(name, what): return "the PDF's /\(name) stream data cannot be decoded: \(what)"
        case .encrypted(let what): return "the PDF is encrypted: \(what)"
        case .cannotWrite(let what): return "cannot write the PDF: \(what)"
        }
    }
}
