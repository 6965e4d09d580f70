import Foundation

/// How one font's string bytes become text and advances: its ToUnicode map when it has one, else
/// (a simple font) its encoding with `/Differences`; composite (Type0) fonts read two-byte codes.
struct FontDecoder {
    struct Glyph {
        var text: String
        /// The advance in thousandths of the font size.
        var width: Double
        /// A single-byte code 32 (word spacing applies).
        var isSpace: Bool
    }

    var twoByte = false
    var toUnicode: ToUnicodeMap?
    var encoding: [String?] = (0..<256).map { SimpleEncoding.standard.scalar(for: UInt8($0)).map { String($0) } }
    var widths: [UInt32: Double] = [:]
    var defaultWidth = 500.0

    /// A decoder for code bytes with no font (Latin-1-like).
    init() {}

    init(font: [String: PDFObject], reader: PDFReader) throws {
        let subtype = font["Subtype"]?.nameValue
        twoByte = subtype == "Type0"
        if case .stream(let stream)? = try? reader.resolve(font["ToUnicode"] ?? .null) {
            toUnicode = try? ToUnicodeMap(try reader.decodedData(stream))
            if let lengths = toUnicode?.codeLengths, lengths == [1] { twoByte = false }
        }
        if twoByte {
            try readCompositeWidths(font, reader: reader)
        } else {
            try readEncoding(font["Encoding"], baseFont: font["BaseFont"]?.nameValue ?? "", reader: reader)
            let first = (try reader.resolve(font["FirstChar"] ?? .null)).integerValue ?? 0
            let list = (try reader.resolve(font["Widths"] ?? .null)).arrayValue ?? []
            for (index, width) in list.prefix(256).enumerated() {
                if let value = (try reader.resolve(width)).numberValue { widths[UInt32(first + index)] = value }
            }
            if list.isEmpty, (font["BaseFont"]?.nameValue ?? "").hasPrefix("Courier") { defaultWidth = 600 }
        }
    }

    private mutating func readEncoding(_ value: PDFObject?, baseFont: String, reader: PDFReader) throws {
        var base: SimpleEncoding = .standard
        var differences: [PDFObject] = []
        switch try reader.resolve(value ?? .null) {
        case .name(let name): base = SimpleEncoding(rawValue: name) ?? .standard
        case .dictionary(let dictionary):
            base = dictionary["BaseEncoding"]?.nameValue.flatMap(SimpleEncoding.init(rawValue:)) ?? .standard
            differences = (try reader.resolve(dictionary["Differences"] ?? .null)).arrayValue ?? []
        default: break
        }
        encoding = (0..<256).map { base.scalar(for: UInt8($0)).map { String($0) } }
        var code = 0
        for item in differences {
            switch item {
            case .integer(let value): code = value
            case .name(let name):
                if (0..<256).contains(code) { encoding[code] = GlyphNames.text(for: name) }
                code += 1
            default: break
            }
        }
    }

    private mutating func readCompositeWidths(_ font: [String: PDFObject], reader: PDFReader) throws {
        guard let descendant = (try reader.resolve(font["DescendantFonts"] ?? .null)).arrayValue?.first,
            let dictionary = (try reader.resolve(descendant)).dictionaryValue
        else { return }
        defaultWidth = (try reader.resolve(dictionary["DW"] ?? .null)).numberValue ?? 1000
        let list = (try reader.resolve(dictionary["W"] ?? .null)).arrayValue ?? []
        var index = 0
        while index + 1 < list.count, widths.count < 65_536 {
            guard let first = list[index].integerValue, first >= 0 else { break }
            if let array = (try reader.resolve(list[index + 1])).arrayValue {
                for (offset, width) in array.prefix(65_536).enumerated() {
                    widths[UInt32(first + offset)] = width.numberValue ?? defaultWidth
                }
                index += 2
            } else if index + 2 < list.count, let last = list[index + 1].integerValue, let width = list[index + 2].numberValue,
                last >= first
            {
                for code in first...min(last, first + 65_535) { widths[UInt32(code)] = width }
                index += 3
            } else {
                break
            }
        }
    }

    /// The glyphs of a shown string.
    func glyphs(_ bytes: [UInt8]) -> [Glyph] {
        var result: [Glyph] = []
        var index = 0
        while index < bytes.count {
            let length = twoByte && index + 1 < bytes.count ? 2 : 1
            let code = bytes[index..<(index + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            index += length
            let text = toUnicode?.text(for: code) ?? (twoByte ? nil : encoding[Int(code)]) ?? ""
            result.append(Glyph(text: text, width: widths[code] ?? defaultWidth, isSpace: length == 1 && code == 32))
        }
        return result
    }
}
