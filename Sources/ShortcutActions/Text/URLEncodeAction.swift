import ShortcutEngine

/// URL Encode: adds percent escapes to text, or removes them.
public enum URLEncodeAction: Action {
    /// Which way the text goes.
    public enum Mode: String, Choice {
        case encode = "Encode"
        case decode = "Decode"

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .encode: return "every byte outside A–Z, a–z, 0–9 and - . _ ~ becomes %XX"
            case .decode: return "every valid %XX becomes its byte; anything else is kept as written"
            }
        }
    }

    static let text = Parameter<String>("text", wireKey: "WFInput", label: "Input", summary: "The text to encode or decode.")
    static let mode = Parameter<Mode>("mode", wireKey: "WFEncodeMode", summary: "Encode or decode.", default: .encode)

    public static let definition = ActionDefinition(
        "is.workflow.actions.urlencode", name: "URL Encode",
        summary: "Encodes text for a URL with percent escapes (RFC 3986 unreserved characters kept), or decodes them.",
        category: "Text",
        parameters: [text, mode],
        input: text, output: .produces(.text), outputName: "URL Encoded Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.text]
        switch try parameters[Self.mode] {
        case .encode: return .text(encode(text))
        case .decode: return .text(decode(text))
        }
    }

    /// Percent-encodes every UTF-8 byte that is not an RFC 3986 unreserved character.
    static func encode(_ text: String) -> String {
        var encoded = ""
        encoded.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 0xF)])
            }
        }
        return encoded
    }

    /// Turns each valid `%XX` into its byte and keeps everything else; if the bytes are not
    /// UTF-8 text, the input is returned unchanged (escapes are removed only "when appropriate").
    static func decode(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var position = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "%"), position + 2 < bytes.count,
                let high = hexValue(bytes[position + 1]), let low = hexValue(bytes[position + 2])
            {
                decoded.append(high << 4 | low)
                position += 3
            } else {
                decoded.append(bytes[position])
                position += 1
            }
        }
        return String(validating: decoded, as: UTF8.self) ?? text
    }

    private static let hexDigits = Array("0123456789ABCDEF")

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): return true
        default: return false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}
