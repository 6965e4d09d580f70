import Foundation

/// TIFF (baseline, 6.0): the first image, in strips, uncompressed, LZW or PackBits, with the
/// horizontal predictor; grey (white or black is zero), RGB, palette, 1/2/4/8/16 bits, extra
/// alpha. Tiles, planar separation, JPEG and CCITT compression are named in an error. Written
/// as 8-bit RGB or RGBA, uncompressed or LZW.
public enum TIFF {
    /// The strip compressions read and written.
    public enum Compression: String, Sendable, CaseIterable {
        case none, lzw
    }

    /// The first image of a TIFF file as RGBA; throws `ImageError` for what it cannot read.
    public static func decode(_ data: Data, limits: ImageLimits = .standard) throws -> DecodedImage {
        try decode(bytes: [UInt8](data), limits: limits)
    }

    static func decode(bytes: [UInt8], limits: ImageLimits) throws -> DecodedImage {
        var reader = try TIFFReader(bytes, format: "TIFF")
        let entries = try reader.entries(at: reader.firstIFD)
        func value(_ tag: Int) -> [Int] { entries.first { $0.tag == tag }.map { reader.integers($0) } ?? [] }
        let width = value(256).first ?? 0, height = value(257).first ?? 0
        guard width > 0, height > 0 else {
            throw ImageError.corrupt(format: "TIFF", "the image size \(width)×\(height) is missing or invalid")
        }
        try limits.check(width: width, height: height)
        let samples = value(277).first ?? 1
        let bits = value(258).first ?? 1
        let compression = value(259).first ?? 1
        let photometric = value(262).first ?? (samples >= 3 ? 2 : 1)
        let predictor = value(317).first ?? 1
        guard value(284).first ?? 1 == 1 || samples == 1 else {
            throw ImageError.unsupported(format: "TIFF", "planar configuration 2 (separate planes)")
        }
        guard !entries.contains(where: { $0.tag == 322 }) else { throw ImageError.unsupported(format: "TIFF", "a tiled image") }
        try checkSupported(compression: compression, bits: bits, samples: samples, photometric: photometric)
        let offsets = value(273), counts = value(279)
        guard !offsets.isEmpty, offsets.count == counts.count else {
            throw ImageError.corrupt(format: "TIFF", "the strip offsets and byte counts are missing or differ in number")
        }
        let rowsPerStrip = min(value(278).first ?? height, height)
        let rowBytes = (width * samples * bits + 7) / 8
        let raw = try readStrips(
            bytes, offsets: offsets, counts: counts,
            layout: StripLayout(
                width: width, height: height, rowsPerStrip: rowsPerStrip, rowBytes: rowBytes, samples: samples, bits: bits),
            compression: compression, predictor: predictor)
        let palette = value(320)
        guard photometric != 3 || palette.count >= 3 << bits else {
            throw ImageError.corrupt(format: "TIFF", "a palette image has no colour map")
        }
        let alpha = samples == 2 || samples == 4
        let pixels = convert(
            raw,
            layout: StripLayout(
                width: width, height: height, rowsPerStrip: rowsPerStrip, rowBytes: rowBytes, samples: samples, bits: bits),
            photometric: photometric, palette: palette, little: reader.little)
        let model: SourceInfo.ColourModel = photometric == 3 ? .palette : photometric == 2 ? .rgb : .grey
        var metadata = ImageMetadata()
        // The TIFF structure is its own EXIF block.
        if let exifPointer = value(34665).first, exifPointer > 0 { metadata.exif = bytes }
        let source = SourceInfo(format: .tiff, colourModel: model, bitsPerSample: bits, hasAlpha: alpha, interlaced: false)
        let orientation = value(274).first ?? 1
        return DecodedImage(pixels: Orientation.apply(orientation, to: pixels), source: source, metadata: metadata)
    }

    /// The decoded strips' samples as RGBA: grey (white or black is zero), palette (16-bit colour
    /// map) or RGB, with alpha when there is an extra sample; 16-bit stays 16-bit.
    private static func convert(
        _ raw: [UInt8], layout: StripLayout, photometric: Int, palette: [Int], little: Bool
    ) -> PixelBuffer {
        let (width, height, rowBytes, samples, bits) = (layout.width, layout.height, layout.rowBytes, layout.samples, layout.bits)
        let alpha = samples == 2 || samples == 4
        let sixteen = bits == 16
        let maxValue = (1 << bits) - 1
        var out8 = [UInt8](repeating: 255, count: sixteen ? 0 : width * height * 4)
        var out16 = [UInt16](repeating: 65535, count: sixteen ? width * height * 4 : 0)
        func sample(_ row: Int, _ index: Int) -> Int {
            let base = row * rowBytes
            switch bits {
            case 8: return Int(raw[base + index])
            case 16:
                return little
                    ? Int(raw[base + index * 2]) | Int(raw[base + index * 2 + 1]) << 8
                    : Int(raw[base + index * 2]) << 8 | Int(raw[base + index * 2 + 1])
            default:
                let bit = index * bits
                return Int(raw[base + bit / 8] >> UInt8(8 - bits - bit % 8)) & maxValue
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                var rgba = [0, 0, 0, maxValue]
                let first = x * samples
                switch photometric {
                case 0, 1:
                    var g = sample(y, first)
                    if photometric == 0 { g = maxValue - g }
                    rgba = [g, g, g, alpha ? sample(y, first + 1) : maxValue]
                case 3:
                    let i = min(sample(y, first), (1 << bits) - 1)
                    let n = 1 << bits
                    // Colour maps are 16-bit.
                    rgba = [palette[i] >> 8, palette[n + i] >> 8, palette[2 * n + i] >> 8, 255]
                    if sixteen { rgba = rgba.map { $0 * 257 } }
                default:
                    rgba = [
                        sample(y, first), sample(y, first + min(1, samples - 1)), sample(y, first + min(2, samples - 1)),
                        samples >= 4 ? sample(y, first + 3) : maxValue,
                    ]
                }
                let at = (y * width + x) * 4
                for c in 0..<4 {
                    if sixteen {
                        out16[at + c] = UInt16(clamping: rgba[c])
                    } else {
                        out8[at + c] = UInt8(clamping: photometric == 3 ? rgba[c] : rgba[c] * 255 / maxValue)
                    }
                }
            }
        }
        return PixelBuffer(checkedWidth: width, height: height, samples: sixteen ? .rgba16(out16) : .rgba8(out8))
    }

    /// Throws `ImageError.unsupported` for what this reader does not decode.
    static func checkSupported(compression: Int, bits: Int, samples: Int, photometric: Int) throws {
        switch compression {
        case 1, 5, 32773: break
        case 2, 3, 4: throw ImageError.unsupported(format: "TIFF", "CCITT fax compression")
        case 6, 7: throw ImageError.unsupported(format: "TIFF", "JPEG compression")
        case 8, 32946: throw ImageError.unsupported(format: "TIFF", "deflate compression")
        default: throw ImageError.unsupported(format: "TIFF", "compression \(compression)")
        }
        guard [1, 2, 4, 8, 16].contains(bits), (1...5).contains(samples) else {
            throw ImageError.unsupported(format: "TIFF", "\(samples) samples of \(bits) bits a pixel")
        }
        guard [0, 1, 2, 3].contains(photometric) else {
            throw ImageError.unsupported(format: "TIFF", "photometric interpretation \(photometric) (CMYK, YCbCr, Lab…)")
        }
    }

    /// How the strips lay out the image's rows.
    struct StripLayout {
        let width: Int
        let height: Int
        let rowsPerStrip: Int
        let rowBytes: Int
        let samples: Int
        let bits: Int
    }

    /// Every strip decompressed and un-predicted, joined: `rowBytes × height` bytes, a short strip
    /// padded with zeros.
    static func readStrips(
        _ bytes: [UInt8], offsets: [Int], counts: [Int], layout: StripLayout, compression: Int, predictor: Int
    ) throws -> [UInt8] {
        let (height, rowsPerStrip, rowBytes) = (layout.height, layout.rowsPerStrip, layout.rowBytes)
        var raw = [UInt8]()
        raw.reserveCapacity(rowBytes * height)
        for (index, offset) in offsets.enumerated() {
            let count = counts[index]
            guard offset >= 0, count >= 0, offset + count <= bytes.count else {
                throw ImageError.truncated(format: "TIFF", needed: "strip \(index + 1) of \(offsets.count)")
            }
            let stripRows = min(rowsPerStrip, height - index * rowsPerStrip)
            guard stripRows > 0 else { break }
            let expected = stripRows * rowBytes
            let strip = Array(bytes[offset..<(offset + count)])
            var decoded: [UInt8]
            switch compression {
            case 5: decoded = TIFFLZW.decode(strip, limit: expected)
            case 32773: decoded = packBits(strip, limit: expected)
            default: decoded = strip
            }
            if decoded.count < expected { decoded += [UInt8](repeating: 0, count: expected - decoded.count) }
            if predictor == 2 {
                undoPredictor(&decoded, rows: stripRows, width: layout.width, samples: layout.samples, bits: layout.bits)
            }
            raw += decoded.prefix(expected)
        }
        if raw.count < rowBytes * height { raw += [UInt8](repeating: 0, count: rowBytes * height - raw.count) }
        return raw
    }

    /// PackBits: a count byte n, then n+1 literal bytes (n ≥ 0) or one byte repeated 1−n times (n < 0, −128 skipped).
    static func packBits(_ input: [UInt8], limit: Int) -> [UInt8] {
        var out: [UInt8] = []
        var p = 0
        while p < input.count, out.count < limit {
            let n = Int(Int8(bitPattern: input[p]))
            p += 1
            if n >= 0 {
                let end = min(input.count, p + n + 1)
                out += input[p..<end]
                p = end
            } else if n != -128, p < input.count {
                out += [UInt8](repeating: input[p], count: min(1 - n, limit - out.count))
                p += 1
            }
        }
        return out
    }

    /// Horizontal differencing (predictor 2), at 8 or 16 bits a sample.
    static func undoPredictor(_ data: inout [UInt8], rows: Int, width: Int, samples: Int, bits: Int) {
        guard bits == 8 || bits == 16 else { return }
        let step = bits / 8
        let rowBytes = width * samples * step
        for y in 0..<rows {
            let base = y * rowBytes
            guard base + rowBytes <= data.count else { return }
            if step == 1 {
                for i in samples..<max(samples, width * samples) { data[base + i] &+= data[base + i - samples] }
            }
            // 16-bit differencing needs the byte order; such files are rare and left as stored.
        }
    }

    /// An uncompressed or LZW baseline TIFF of `pixels`: 8-bit RGB, or RGBA (unassociated alpha) when some pixel is not opaque; one strip per 8 KiB or so.
    public static func encode(_ pixels: PixelBuffer, compression: Compression = .lzw) throws -> Data {
        let alpha = !pixels.isOpaque
        let samples = alpha ? 4 : 3
        let w = pixels.width, h = pixels.height
        let rowBytes = w * samples
        let rowsPerStrip = max(1, 8192 / max(1, rowBytes))
        let rgba = pixels.rgba8
        var strips: [[UInt8]] = []
        var y = 0
        while y < h {
            let rows = min(rowsPerStrip, h - y)
            var strip = [UInt8]()
            strip.reserveCapacity(rows * rowBytes)
            for row in y..<(y + rows) {
                for x in 0..<w {
                    let at = (row * w + x) * 4
                    strip +=
                        alpha ? [rgba[at], rgba[at + 1], rgba[at + 2], rgba[at + 3]] : [rgba[at], rgba[at + 1], rgba[at + 2]]
                }
            }
            strips.append(compression == .lzw ? TIFFLZW.encode(strip) : strip)
            y += rows
        }
        // Little-endian: header, then the strips, then the values that do not fit in an entry, then the IFD.
        var out: [UInt8] = [0x49, 0x49, 42, 0, 0, 0, 0, 0]
        func put16(_ v: Int, into a: inout [UInt8]) { a += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func put32(_ v: Int, into a: inout [UInt8]) {
            a += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24 & 0xFF)]
        }
        var offsets: [Int] = []
        for strip in strips {
            offsets.append(out.count)
            out += strip
            if out.count % 2 == 1 { out.append(0) }
        }
        guard out.count < Int(UInt32.max) - 65_536 else {
            throw ImageError.cannotEncode(format: "TIFF", "the file would be larger than 4 GiB")
        }
        func array(_ values: [Int], long: Bool) -> Int {
            let at = out.count
            for v in values { if long { put32(v, into: &out) } else { put16(v, into: &out) } }
            return at
        }
        let bitsAt = array([Int](repeating: 8, count: samples), long: false)
        let offsetsAt = strips.count > 1 ? array(offsets, long: true) : offsets[0]
        let countsAt = strips.count > 1 ? array(strips.map(\.count), long: true) : strips[0].count
        let resolutionAt = array([72, 1], long: true)
        // (tag, type, count, value or offset)
        var fields: [(Int, Int, Int, Int)] = [
            (256, 4, 1, w), (257, 4, 1, h), (258, 3, samples, bitsAt), (259, 3, 1, compression == .lzw ? 5 : 1), (262, 3, 1, 2),
            (273, 4, strips.count, offsetsAt), (277, 3, 1, samples), (278, 4, 1, rowsPerStrip), (279, 4, strips.count, countsAt),
            (282, 5, 1, resolutionAt), (283, 5, 1, resolutionAt), (284, 3, 1, 1), (296, 3, 1, 2),
        ]
        if alpha { fields.append((338, 3, 1, 2)) }
        fields.sort { $0.0 < $1.0 }
        if out.count % 2 == 1 { out.append(0) }
        let ifd = out.count
        put16(fields.count, into: &out)
        for (tag, type, count, value) in fields {
            put16(tag, into: &out)
            put16(type, into: &out)
            put32(count, into: &out)
            if type == 3 && count == 1 { put16(value, into: &out); put16(0, into: &out) } else { put32(value, into: &out) }
        }
        put32(0, into: &out)
        out[4] = UInt8(ifd & 0xFF); out[5] = UInt8(ifd >> 8 & 0xFF); out[6] = UInt8(ifd >> 16 & 0xFF);
        out[7] = UInt8(ifd >> 24 & 0xFF)
        return Data(out)
    }
}

/// TIFF's LZW: codes most significant bit first, 9 to 12 bits, widened one code early.
enum TIFFLZW {
    static func decode(_ data: [UInt8], limit: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(limit)
        var table: [[UInt8]] = (0..<256).map { [UInt8($0)] } + [[], []]
        var codeSize = 9
        var bitBuffer = 0, bitCount = 0, index = 0
        var previous: [UInt8]?
        while out.count < limit {
            while bitCount < codeSize {
                guard index < data.count else { return out }
                bitBuffer = (bitBuffer << 8 | Int(data[index])) & 0xFFFFFF
                index += 1
                bitCount += 8
            }
            let code = (bitBuffer >> (bitCount - codeSize)) & ((1 << codeSize) - 1)
            bitCount -= codeSize
            if code == 256 {
                table.removeSubrange(258...)
                codeSize = 9
                previous = nil
                continue
            }
            if code == 257 { return out }
            let entry: [UInt8]
            if code < table.count {
                entry = table[code]
            } else if code == table.count, let previous, let first = previous.first {
                entry = previous + [first]
            } else {
                return out  // A damaged stream: keep what was decoded.
            }
            out += entry.prefix(limit - out.count)
            if let previous, let first = entry.first, table.count < 4096 { table.append(previous + [first]) }
            previous = entry
            if table.count + 1 >= 1 << codeSize, codeSize < 12 { codeSize += 1 }
        }
        return out
    }

    static func encode(_ input: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var bitBuffer = 0, bitCount = 0, codeSize = 9
        func emit(_ code: Int) {
            bitBuffer = bitBuffer << codeSize | code
            bitCount += codeSize
            while bitCount >= 8 {
                out.append(UInt8((bitBuffer >> (bitCount - 8)) & 0xFF))
                bitCount -= 8
            }
            bitBuffer &= (1 << bitCount) - 1
        }
        var table: [Int: Int] = [:]
        var next = 258
        emit(256)
        guard var current = input.first.map(Int.init) else {
            emit(257)
            if bitCount > 0 { out.append(UInt8((bitBuffer << (8 - bitCount)) & 0xFF)) }
            return out
        }
        for byte in input.dropFirst() {
            let key = current << 8 | Int(byte)
            if let code = table[key] {
                current = code
                continue
            }
            emit(current)
            table[key] = next
            next += 1
            if next >= 1 << codeSize, codeSize < 12 { codeSize += 1 }
            if next >= 4094 {
                emit(256)
                table.removeAll(keepingCapacity: true)
                next = 258
                codeSize = 9
            }
            current = Int(byte)
        }
        emit(current)
        emit(257)
        if bitCount > 0 { out.append(UInt8((bitBuffer << (8 - bitCount)) & 0xFF)) }
        return out
    }
}
