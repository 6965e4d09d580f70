import Foundation

// `@name` formats (jq 1.7 manual, "Format strings and escaping"): @text, @json, @html, @uri,
// @csv, @tsv, @sh, @base64, @base64d, @base32, @base32d.

enum JQFormats {
    static func apply(_ name: String, to value: JQValue) throws -> JQValue {
        let text: String = {
            if case .string(let plain) = value { return plain }
            return value.serialized()
        }()
        switch name {
        case "text": return .string(text)
        case "json": return .string(value.serialized())
        case "html": return .string(html(text))
        case "uri": return .string(uri(text))
        case "csv", "tsv": return .string(try row(value, csv: name == "csv"))
        case "sh": return .string(try shell(value))
        case "base64": return .string(Data(text.utf8).base64EncodedString())
        case "base64d": return .string(try base64Decode(text, original: value))
        case "base32": return .string(base32(Array(text.utf8)))
        case "base32d": return .string(try base32Decode(text, original: value))
        default: throw JQFailure(message: "\(name) is not a valid format")
        }
    }

    private static func html(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "'": out += "&#39;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func uri(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80,
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.~".unicodeScalars.contains(scalar)
            {
                out.unicodeScalars.append(scalar)
            } else {
                out += String(format: "%%%02X", byte)
            }
        }
        return out
    }

    private static func row(_ value: JQValue, csv: Bool) throws -> String {
        guard case .array(let items) = value else {
            throw JQFailure(message: "\(describe(value)) cannot be \(csv ? "csv" : "tsv")-formatted, only an array can be")
        }
        return try items.map { item -> String in
            switch item {
            case .null: return ""
            case .bool(let flag): return flag ? "true" : "false"
            case .number(let number): return JQSerializer.format(number)
            case .string(let text):
                if csv { return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
                return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
                    .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
            default:
                throw JQFailure(message: "\(describe(item)) is not valid in a csv row")
            }
        }.joined(separator: csv ? "," : "\t")
    }

    private static func shell(_ value: JQValue) throws -> String {
        let items: [JQValue]
        if case .array(let list) = value { items = list } else { items = [value] }
        return try items.map { item -> String in
            switch item {
            case .string(let text): return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
            case .array, .object: throw JQFailure(message: "\(describe(item)) can not be escaped for shell")
            default: return item.serialized()
            }
        }.joined(separator: " ")
    }

    /// Decodes base64 leniently as jq does: padding optional, a trailing partial group kept.
    private static func base64Decode(_ text: String, original: JQValue) throws -> String {
        var trimmed = text
        while trimmed.hasSuffix("=") { trimmed.removeLast() }
        let remainder = trimmed.utf8.count % 4
        if remainder == 1 { throw JQFailure(message: "\(describe(original)) is not valid base64 data") }
        let padded = trimmed + String(repeating: "=", count: remainder == 0 ? 0 : 4 - remainder)
        guard let data = Data(base64Encoded: padded) else {
            throw JQFailure(message: "\(describe(original)) is not valid base64 data")
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static let base32Alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".utf8)

    private static func base32(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        var buffer = 0
        var bits = 0
        for byte in bytes {
            buffer = (buffer << 8) | Int(byte)
            bits += 8
            while bits >= 5 {
                out.append(base32Alphabet[(buffer >> (bits - 5)) & 31])
                bits -= 5
            }
        }
        if bits > 0 { out.append(base32Alphabet[(buffer << (5 - bits)) & 31]) }
        while out.count % 8 != 0 { out.append(UInt8(ascii: "=")) }
        return String(decoding: out, as: UTF8.self)
    }

    private static func base32Decode(_ text: String, original: JQValue) throws -> String {
        var out: [UInt8] = []
        var buffer = 0
        var bits = 0
        for byte in text.utf8 where byte != UInt8(ascii: "=") {
            guard let digit = base32Alphabet.firstIndex(of: byte) else {
                throw JQFailure(message: "\(describe(original)) is not valid base32 data")
            }
            buffer = ((buffer << 5) | digit) & 0xFFFF
            bits += 5
            if bits >= 8 {
                out.append(UInt8((buffer >> (bits - 8)) & 0xFF))
                bits -= 8
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
