import Foundation
import ShortcutEngine

/// An e-mail as an unsent message file (RFC 5322 with MIME, RFC 2045–2047): what Send Email hands
/// to the outbox. `X-Unsent: 1` makes mail programs open it as a draft to send.
struct MailMessage {
    var from: String
    var to: [String]
    var cc: [String]
    var bcc: [String]
    var subject: String
    var body: String
    var attachments: [(name: String, bytes: Data)]

    /// The message's text, dated `date` in `timeZone`; `boundary` separates attachments.
    func text(date: Date, timeZone: TimeZone, boundary: String) -> String {
        var headers: [String] = []
        if !from.isEmpty { headers.append("From: " + Self.header(from)) }
        for (name, list) in [("To", to), ("Cc", cc), ("Bcc", bcc)] where !list.isEmpty {
            headers.append("\(name): " + list.map(Self.header).joined(separator: ", "))
        }
        headers.append("Subject: " + Self.header(subject))
        headers.append("Date: " + Self.date(date, timeZone: timeZone))
        headers.append("X-Unsent: 1")
        headers.append("MIME-Version: 1.0")
        guard !attachments.isEmpty else { return (headers + Self.textPart(body) + [""]).joined(separator: "\r\n") }
        headers.append("Content-Type: multipart/mixed; boundary=\"\(boundary)\"")
        var lines = headers + ["", "--" + boundary] + Self.textPart(body)
        for attachment in attachments {
            let name = Self.header(attachment.name).replacingOccurrences(of: "\"", with: "'")
            lines += [
                "--" + boundary, "Content-Type: application/octet-stream; name=\"\(name)\"",
                "Content-Disposition: attachment; filename=\"\(name)\"", "Content-Transfer-Encoding: base64", "",
                attachment.bytes.base64EncodedString(options: [
                    .lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed,
                ]),
            ]
        }
        return (lines + ["--" + boundary + "--", ""]).joined(separator: "\r\n")
    }

    /// The body's headers and text: as it is (8bit) unless a line is longer than RFC 5322's 998
    /// octets, then base64.
    static func textPart(_ body: String) -> [String] {
        let lines = body.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        let type = "Content-Type: text/plain; charset=utf-8"
        if lines.allSatisfy({ $0.utf8.count <= 998 }) {
            return [type, "Content-Transfer-Encoding: 8bit", ""] + lines.map(String.init)
        }
        let encoded = Data(body.utf8).base64EncodedString(options: [
            .lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed,
        ])
        return [type, "Content-Transfer-Encoding: base64", "", encoded]
    }

    /// A header value: ASCII as it is (line breaks removed), else one RFC 2047 encoded word per
    /// 45 bytes of UTF-8 (each under the 75-character limit).
    static func header(_ value: String) -> String {
        let flat = value.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
        if flat.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 }) { return flat }
        var words: [String] = []
        var chunk = ""
        for character in flat {
            if chunk.utf8.count + String(character).utf8.count > 45 {
                words.append(chunk)
                chunk = ""
            }
            chunk.append(character)
        }
        if !chunk.isEmpty { words.append(chunk) }
        return words.map { "=?UTF-8?B?" + Data($0.utf8).base64EncodedString() + "?=" }.joined(separator: "\r\n ")
    }

    /// RFC 5322's date (Format Date's RFC 2822 style): "Sun, 29 Nov 2026 11:04:05 +0100".
    static func date(_ date: Date, timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = FormatDateAction.rfc2822Pattern
        return formatter.string(from: date)
    }
}
