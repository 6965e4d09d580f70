import Foundation

/// A ToUnicode CMap (§9.10.3): the code space's byte lengths and the `bfchar` / `bfrange`
/// mappings of codes to UTF-16BE text. A range is at most 65,536 codes; all together at most 1,000,000.
struct ToUnicodeMap {
    var codeLengths: Set<Int> = []
    var singles: [UInt32: String] = [:]
    var ranges: [(low: UInt32, high: UInt32, start: [UInt8]?, list: [String]?)] = []

    init(_ bytes: [UInt8]) throws {
        var parser = PDFParser(bytes: bytes, maxNesting: 8)
        var operands: [PDFObject] = []
        var mode = ""
        var count = 0
        while let item = try? parser.next() {
            switch item {
            case .object(let object):
                operands.append(object)
                guard operands.count <= 300_000 else {
                    throw PDFError.limit("a ToUnicode map with more than 100,000 entries in a block", 100_000)
                }
            case .keyword(let word):
                switch word {
                case "begincodespacerange", "beginbfchar", "beginbfrange": mode = word; operands.removeAll()
                case "endcodespacerange":
                    for object in operands { if let bytes = object.stringBytes { codeLengths.insert(bytes.count) } }
                case "endbfchar":
                    var index = 0
                    while index + 1 < operands.count {
                        if let code = operands[index].stringBytes, let text = operands[index + 1].stringBytes {
                            singles[Self.number(code)] = Self.utf16(text)
                        }
                        index += 2
                    }
                    count += operands.count / 2
                case "endbfrange":
                    var index = 0
                    while index + 2 < operands.count {
                        if let low = operands[index].stringBytes, let high = operands[index + 1].stringBytes {
                            let (l, h) = (Self.number(low), Self.number(high))
                            if h >= l, h - l <= 65_535 {
                                ranges.append(
                                    (
                                        l, h, operands[index + 2].stringBytes,
                                        operands[index + 2].arrayValue?.map { Self.utf16($0.stringBytes ?? []) }
                                    ))
                                count += Int(h - l) + 1
                            }
                        }
                        index += 3
                    }
                default: if mode.isEmpty { operands.removeAll() }
                }
                if word.hasPrefix("end") { mode = ""; operands.removeAll() }
                guard count <= 1_000_000 else {
                    throw PDFError.limit("a ToUnicode map with more than 1,000,000 codes", 1_000_000)
                }
            }
        }
    }

    static func number(_ bytes: [UInt8]) -> UInt32 { bytes.prefix(4).reduce(0) { $0 << 8 | UInt32($1) } }

    static func utf16(_ bytes: [UInt8]) -> String {
        var units: [UInt16] = []
        var index = 0
        while index + 1 < bytes.count {
            units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            index += 2
        }
        if bytes.count % 2 == 1, let last = bytes.last { units.append(UInt16(last)) }
        return String(decoding: units, as: UTF16.self)
    }

    /// The text of `code`, or nil.
    func text(for code: UInt32) -> String? {
        if let text = singles[code] { return text }
        for range in ranges where code >= range.low && code <= range.high {
            let offset = Int(code - range.low)
            if let list = range.list { return offset < list.count ? list[offset] : nil }
            guard var start = range.start, !start.isEmpty else { return nil }
            // The last byte counts up through the range (§9.10.3).
            let last = Int(start[start.count - 1]) + offset
            start[start.count - 1] = UInt8(truncatingIfNeeded: last)
            if last > 255, start.count >= 2 { start[start.count - 2] &+= UInt8(truncatingIfNeeded: last >> 8) }
            return Self.utf16(start)
        }
        return nil
    }
}
