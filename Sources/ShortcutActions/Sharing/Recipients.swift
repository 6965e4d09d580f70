import Foundation
import ShortcutEngine

/// Recipients of Send Email and Send Message: addresses typed in, contacts (a vCard's text, as a
/// contact picked on the device imports), or any text, each item one recipient.
enum Recipients {
    /// The addresses of `values`: a vCard gives its first address of the first of `properties` it
    /// has (EMAIL, TEL), any other item its text; empty items are dropped.
    static func addresses(_ values: [Value], properties: [String], context: ActionContext) throws -> [String] {
        var addresses: [String] = []
        for item in values.flatMap(\.items) {
            let text = try context.limitedText(item).trimmingCharacters(in: .whitespacesAndNewlines)
            if text.hasPrefix("BEGIN:VCARD") {
                if let address = properties.lazy.compactMap({ VCardText.values($0, of: text).first }).first {
                    addresses.append(address)
                }
            } else if !text.isEmpty {
                addresses.append(text)
            }
        }
        return addresses
    }

    /// `text` percent-encoded for a mailto: or sms: URL's address list or field (RFC 6068, RFC 5724).
    static func encoded(_ text: String, keeping extra: String = "") -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~!$'()*+;:@/" + extra)
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
