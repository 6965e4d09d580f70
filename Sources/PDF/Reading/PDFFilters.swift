import Archives
import Foundation

/// Undoes a stream's `/Filter` chain (§7.4): FlateDecode and LZWDecode (with PNG and TIFF
/// predictors), ASCIIHexDecode, ASCII85Decode and RunLengthDecode, each stopping at `limit` bytes.
/// Image-only filters (DCT, JPX, CCITT, JBIG2) are left to whoever asks for them.
enum PDFFilters {
    /// The filter names and their parameters, in order.
    static func chain(_ dictionary: [String: PDFObject]) -> [(name: String, parameters: [String: PDFObject])] {
        let filter = dictionary["Filter"] ?? dictionary["F"]
        let parameters = dictionary["DecodeParms"] ?? dictionary["DP"]
        let names: [String]
        switch filter {
        case .name(let name)?: names = [name]
        case .array(let items)?: names = items.compactMap(\.nameValue)
        default: names = []
        }
        let parameterList: [PDFObject] = parameters?.arrayValue ?? (parameters.map { [$0] } ?? [])
        return names.enumerated().map { index, name in
            (name, index < parameterList.count ? (parameterList[index].dictionaryValue ?? [:]) : [:])
        }
    }

    /// `data` with every filter of `dictionary` undone, at most `limit` bytes.
    static func decode(_ data: [UInt8], dictionary: [String: PDFObject], limit: Int) throws -> [UInt8] {
        var bytes = data
        for (name, parameters) in chain(dictionary) {
            bytes = try decode(bytes, filter: name, parameters: parameters, limit: limit)
        }
        return bytes
    }

    static func decode(_ bytes: [UInt8], filter: String, parameters: [String: PDFObject], limit: Int) throws -> [UInt8] {
        switch filter {
        case "FlateDecode", "Fl":
            return try predicted(try inflate(bytes, limit: limit), parameters: parameters, filter: filter)
        case "LZWDecode", "LZW":
            let early = parameters["EarlyChange"]?.integerValue ?? 1
            return try predicted(
                try LZW.decode(bytes, earlyChange: early != 0, limit: limit), parameters: parameters, filter: filter)
        case "ASCIIHexDecode", "AHx": return try asciiHex(bytes, limit: limit)
        case "ASCII85Decode", "A85": return try ascii85(bytes, limit: limit)
        case "RunLengthDecode", "RL": return try runLength(bytes, limit: limit)
        // A stream's own crypt filter was undone when the object was read (StandardSecurity).
        case "Crypt": return bytes
        default:
            throw PDFError.filter(
                name: filter,
                "this filter is not supported here (FlateDecode, LZWDecode, ASCIIHexDecode, ASCII85Decode and RunLengthDecode are)"
            )
        }
    }

    private static func inflate(_ bytes: [UInt8], limit: Int) throws -> [UInt8] {
        do {
            return try bytes.withUnsafeBytes { buffer in
                // A zlib header is expected; some writers omit it, so raw deflate is tried too.
                let start =
                    buffer.count >= 2 && buffer[0] & 0x0F == 8 && (UInt16(buffer[0]) << 8 | UInt16(buffer[1])) % 31 == 0 ? 2 : 0
                return [UInt8](
                    try Inflate.decompress(buffer, start: start, limit: limit, limitError: .sizeLimitExceeded(limit: limit)).data)
            }
        } catch ArchiveError.sizeLimitExceeded {
            throw PDFError.limit("a stream that decodes to more than \(limit) bytes", limit)
        } catch let error as ArchiveError {
            throw PDFError.filter(name: "FlateDecode", error.description)
        }
    }

    private static func predicted(_ bytes: [UInt8], parameters: [String: PDFObject], filter: String) throws -> [UInt8] {
        let predictor = parameters["Predictor"]?.integerValue ?? 1
        guard predictor > 1 else { return bytes }
        let colours = parameters["Colors"]?.integerValue ?? 1
        let bits = parameters["BitsPerComponent"]?.integerValue ?? 8
        let columns = parameters["Columns"]?.integerValue ?? 1
        guard (1...32).contains(colours), [1, 2, 4, 8, 16].contains(bits), (1...1 << 24).contains(columns) else {
            throw PDFError.filter(
                name: filter,
                "predictor parameters out of range (Colors \(colours), BitsPerComponent \(bits), Columns \(columns))")
        }
        let pixelBytes = max(1, colours * bits / 8)
        let rowBytes = (colours * bits * columns + 7) / 8
        if predictor == 2 {
            guard bits == 8 else { throw PDFError.filter(name: filter, "the TIFF predictor is supported for 8-bit samples only") }
            var out = bytes
            var row = 0
            while row < out.count {
                var index = row + pixelBytes
                while index < min(row + rowBytes, out.count) {
                    out[index] &+= out[index - pixelBytes]
                    index += 1
                }
                row += rowBytes
            }
            return out
        }
        return try PNGPredictor.undo(bytes, rowBytes: rowBytes, pixelBytes: pixelBytes, filter: filter)
    }

    private static func asciiHex(_ bytes: [UInt8], limit: Int) throws -> [UInt8] {
        var out: [UInt8] = []
        var high: UInt8?
        for byte in bytes {
            if byte == 0x3E { break }
            if PDFScanner.isWhitespace(byte) { continue }
            guard let value = PDFScanner.hexValue(byte) else {
                throw PDFError.filter(name: "ASCIIHexDecode", "the byte \(byte) is not a hexadecimal digit")
            }
            if let pending = high {
                out.append(pending << 4 | value)
                high = nil
                if out.count > limit { throw PDFError.limit("a stream that decodes to more than \(limit) bytes", limit) }
            } else {
                high = value
            }
        }
        if let pending = high { out.append(pending << 4) }
        return out
    }

    private static func ascii85(_ bytes: [UInt8], limit: Int) throws -> [UInt8] {
        var out: [UInt8] = []
        var group: [UInt32] = []
        func flush(_ count: Int) {
            var value: UInt32 = 0
            for digit in group + Array(repeating: 84, count: 5 - group.count) { value = value &* 85 &+ digit }
            let word = [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            out += word.prefix(count)
            group.removeAll(keepingCapacity: true)
        }
        var index = bytes.starts(with: [0x3C, 0x7E]) ? 2 : 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x7E { break }
            if PDFScanner.isWhitespace(byte) { continue }
            if byte == 0x7A, group.isEmpty {
                out += [0, 0, 0, 0]
            } else {
                guard (0x21...0x75).contains(byte) else {
                    throw PDFError.filter(name: "ASCII85Decode", "the byte \(byte) is not a base-85 digit")
                }
                group.append(UInt32(byte - 0x21))
                if group.count == 5 { flush(4) }
            }
            if out.count > limit { throw PDFError.limit("a stream that decodes to more than \(limit) bytes", limit) }
        }
        if group.count == 1 { throw PDFError.filter(name: "ASCII85Decode", "the data ends with a single base-85 digit") }
        if !group.isEmpty { flush(group.count - 1) }
        return out
    }

    private static func runLength(_ bytes: [UInt8], limit: Int) throws -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let length = Int(bytes[index])
            index += 1
            if length == 128 { break }
            if length < 128 {
                let count = min(length + 1, bytes.count - index)
                out += bytes[index..<(index + count)]
                index += count
            } else if index < bytes.count {
                out += Array(repeating: bytes[index], count: 257 - length)
                index += 1
            }
            if out.count > limit { throw PDFError.limit("a stream that decodes to more than \(limit) bytes", limit) }
        }
        return out
    }
}

/// PNG row filters as PDF predictors 10–15 use them: each row starts with its filter type.
enum PNGPredictor {
    static func undo(_ bytes: [UInt8], rowBytes: Int, pixelBytes: Int, filter: String) throws -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var index = 0
        while index < bytes.count {
            let type = bytes[index]
            index += 1
            var row = [UInt8](bytes[index..<min(index + rowBytes, bytes.count)])
            row += [UInt8](repeating: 0, count: rowBytes - row.count)
            index += rowBytes
            for i in 0..<rowBytes {
                let left = i >= pixelBytes ? row[i - pixelBytes] : 0
                let up = previous[i]
                let upLeft = i >= pixelBytes ? previous[i - pixelBytes] : 0
                switch type {
                case 0: break
                case 1: row[i] &+= left
                case 2: row[i] &+= up
                case 3: row[i] &+= UInt8((Int(left) + Int(up)) / 2)
                case 4: row[i] &+= paeth(left, up, upLeft)
                default: throw PDFError.filter(name: filter, "unknown PNG predictor row type \(type)")
                }
            }
            out += row
            previous = row
        }
        return out
    }

    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}

/// LZW as PDF uses it (§7.4.4): 9–12-bit codes, most significant bit first, 256 clears, 257 ends.
enum LZW {
    static func decode(_ bytes: [UInt8], earlyChange: Bool, limit: Int) throws -> [UInt8] {
        var table: [[UInt8]] = (0..<256).map { [UInt8($0)] } + [[], []]
        var out: [UInt8] = []
        var width = 9
        var bitBuffer: UInt32 = 0, bitCount = 0
        var previous: [UInt8]?
        var index = 0
        while true {
            while bitCount < width, index < bytes.count {
                bitBuffer = bitBuffer << 8 | UInt32(bytes[index])
                bitCount += 8
                index += 1
            }
            guard bitCount >= width else { break }
            let code = Int(bitBuffer >> UInt32(bitCount - width)) & ((1 << width) - 1)
            bitCount -= width
            bitBuffer &= (1 << UInt32(bitCount)) &- 1
            if code == 256 {
                table.removeSubrange(258...)
                width = 9
                previous = nil
                continue
            }
            if code == 257 { break }
            let entry: [UInt8]
            if code < table.count, code != 256, code != 257 {
                entry = table[code]
                if let prior = previous, table.count < 4096 { table.append(prior + [entry[0]]) }
            } else if code == table.count, let prior = previous {
                entry = prior + [prior[0]]
                if table.count < 4096 { table.append(entry) }
            } else {
                throw PDFError.filter(name: "LZWDecode", "code \(code) is not in the table of \(table.count)")
            }
            out += entry
            if out.count > limit { throw PDFError.limit("a stream that decodes to more than \(limit) bytes", limit) }
            previous = entry
            let threshold = table.count + (earlyChange ? 1 : 0)
            if threshold >= 1 << width, width < 12 { width += 1 }
        }
        return out
    }
}
