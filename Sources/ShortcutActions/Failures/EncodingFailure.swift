import ShortcutEngine

/// Failures of the encoding actions (Base64, hex).
enum EncodingFailure: FailureFacts, Equatable {
    /// Text that is not in the encoding; `preview` is its start.
    case notEncoded(encoding: String, preview: String)
    /// Decoded bytes that are not UTF-8 text, when the run has no download folder to save them in.
    case decodedNotText(encoding: String, byteCount: Int)
    /// Bytes asked for as a file (Hash Data's Data), when the run has no download folder.
    case bytesWithoutFolder(what: String, byteCount: Int)

    var message: String {
        switch self {
        case .notEncoded(let encoding, let preview): return "'\(preview)' is not \(encoding)"
        case .decodedNotText(let encoding, let byteCount):
            return
                "the \(encoding) decodes to \(byteCount) byte\(byteCount == 1 ? "" : "s") that are not UTF-8 text, and this run has no folder to save them in as a file"
        case .bytesWithoutFolder(let what, let byteCount):
            return "the \(what) is \(byteCount) bytes to give as a file, and this run has no folder to save it in"
        }
    }

    var hint: String? {
        switch self {
        case .notEncoded(let encoding, _):
            return encoding == "Base64"
                ? "Base64 uses A–Z, a–z, 0–9, '+', '/' and '=' padding (line breaks are ignored)"
                : "hex is pairs of 0–9 and a–f (either case; spaces and line breaks are ignored)"
        case .decodedNotText, .bytesWithoutFolder:
            return "set RunOptions.downloadDirectory to a folder file actions may use"
        }
    }
}
