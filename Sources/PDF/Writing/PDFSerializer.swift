import Foundation

/// Writes objects as PDF syntax: dictionary keys sorted (the same document gives the same bytes),
/// names and strings escaped, reals without exponents.
enum PDFSerializer {
    static func write(_ object: PDFObject, into out: inout [UInt8]) {
        switch object {
        case .null: out += Array("null".utf8)
        case .boolean(let value): out += Array((value ? "true" : "false").utf8)
        case .integer(let value): out += Array(String(value).utf8)
        case .real(let value): out += Array(number(value).utf8)
        case .string(let bytes): string(bytes, into: &out)
        case .name(let name): self.name(name, into: &out)
        case .array(let items):
            out.append(0x5B)
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(0x20) }
                write(item, into: &out)
            }
            out.append(0x5D)
        case .dictionary(let dictionary): self.dictionary(dictionary, into: &out)
        case .stream(let stream):
            var dictionary = stream.dictionary
            dictionary["Length"] = .integer(stream.data.count)
            self.dictionary(dictionary, into: &out)
            out += Array("\nstream\n".utf8)
            out += stream.data
            out += Array("\nendstream".utf8)
        case .reference(let reference): out += Array("\(reference.number) \(reference.generation) R".utf8)
        }
    }

    static func dictionary(_ dictionary: [String: PDFObject], into out: inout [UInt8]) {
        out += [0x3C, 0x3C]
        for key in dictionary.keys.sorted() {
            guard let value = dictionary[key] else { continue }
            name(key, into: &out)
            out.append(0x20)
            write(value, into: &out)
            out.append(0x20)
        }
        out += [0x3E, 0x3E]
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    static func name(_ name: String, into out: inout [UInt8]) {
        out.append(0x2F)
        for byte in name.utf8 {
            if byte < 0x21 || byte > 0x7E || byte == 0x23 || PDFScanner.isDelimiter(byte) {
                out += Array(String(format: "#%02X", byte).utf8)
            } else {
                out.append(byte)
            }
        }
    }

    static func string(_ bytes: [UInt8], into out: inout [UInt8]) {
        let printable = bytes.allSatisfy { (0x20...0x7E).contains($0) || $0 == 0x0A }
        guard printable else {
            out.append(0x3C)
            for byte in bytes { out += Array(String(format: "%02X", byte).utf8) }
            out.append(0x3E)
            return
        }
        out.append(0x28)
        for byte in bytes {
            switch byte {
            case 0x28, 0x29, 0x5C: out += [0x5C, byte]
            case 0x0A: out += [0x5C, 0x6E]
            default: out.append(byte)
            }
        }
        out.append(0x29)
    }

    /// A text string: ASCII as is, anything else UTF-16BE with a byte-order mark.
    static func textString(_ text: String) -> PDFObject {
        if text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) { return .string(Array(text.utf8)) }
        var bytes: [UInt8] = [0xFE, 0xFF]
        for unit in text.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        return .string(bytes)
    }
}
