import Foundation

/// A `data:` URL's media type, charset and bytes (RFC 2397): `data:[type][;charset=…][;base64],payload`,
/// the payload base64 or percent-encoded. The data is in the URL: reading it needs no network.
struct DataURL {
    /// The media type, lowercased (`text/plain` when the URL names none, as RFC 2397 says).
    var mediaType = "text/plain"
    /// The charset the URL names (`US-ASCII` when none, as RFC 2397 says).
    var charset = "US-ASCII"
    /// The payload, decoded.
    var bytes = Data()

    /// Whether `text` has a `data:` URL's shape (the scheme, then a comma), without decoding it.
    static func isShaped(_ text: String) -> Bool { text.prefix(5).lowercased() == "data:" && text.contains(",") }

    /// The parts of `text`, or nil when it is not a `data:` URL (or its base64 does not decode).
    init?(_ text: String) {
        guard Self.isShaped(text), let comma = text.firstIndex(of: ",") else { return nil }
        let header = text[text.index(text.startIndex, offsetBy: 5)..<comma].split(separator: ";").map { String($0) }
        let payload = String(text[text.index(after: comma)...])
        var isBase64 = false
        for (offset, part) in header.enumerated() {
            let lowered = part.lowercased()
            if lowered == "base64" {
                isBase64 = true
            } else if lowered.hasPrefix("charset=") {
                charset = String(part.dropFirst(8))
            } else if offset == 0, !part.isEmpty {
                mediaType = lowered
            }
        }
        if isBase64 {
            guard
                let decoded = Data(
                    base64Encoded: payload.removingPercentEncoding ?? payload, options: .ignoreUnknownCharacters)
            else { return nil }
            bytes = decoded
        } else {
            bytes = Data((payload.removingPercentEncoding ?? payload).utf8)
        }
    }
}
