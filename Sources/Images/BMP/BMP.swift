import Foundation

/// Windows bitmaps: core and info headers (V1 to V5), 1/4/8-bit palettes, RLE4 and RLE8, 16 and
/// 32 bits with bit fields, 24 bits; bottom-up and top-down. Written as 24-bit, or 32-bit with
/// alpha (a V4 header with bit fields) when some pixel is not opaque.
public enum BMP {
    /// A BMP file as RGBA (palettes, RLE4/RLE8, bit fields, top-down or bottom-up); throws `ImageError` for what it cannot read.
    public static func decode(_ data: Data, limits: ImageLimits = .standard) throws -> DecodedImage {
        try decode(bytes: [UInt8](data), limits: limits)
    }

    static func le16(_ b: [UInt8], _ at: Int) -> Int { Int(b[at]) | Int(b[at + 1]) << 8 }
    static func le32(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) | Int(b[at + 1]) << 8 | Int(b[at + 2]) << 16 | Int(b[at + 3]) << 24
    }

    static func decode(bytes b: [UInt8], limits: ImageLimits) throws -> DecodedImage {
        let header = try Header(b, limits: limits)
        let out = try pixels(b, header)
        let alpha = header.masks.count == 4 && header.masks[3] != 0
        let bpp = header.bitsPerPixel
        let source = SourceInfo(
            format: .bmp, colourModel: bpp <= 8 ? .palette : .rgb, bitsPerSample: bpp <= 8 ? bpp : 8, hasAlpha: alpha,
            interlaced: false)
        return DecodedImage(
            pixels: PixelBuffer(checkedWidth: header.width, height: header.height, samples: .rgba8(out)), source: source,
            metadata: ImageMetadata())
    }

    /// What the file and bitmap headers say: size, depth, compression, where the pixels start, the
    /// bit field masks and the colour table (RGBA, four bytes an entry).
    struct Header {
        let width: Int
        let height: Int
        let bitsPerPixel: Int
        let compression: Int
        let topDown: Bool
        let offset: Int
        var masks: [Int] = []
        var palette: [UInt8] = []

        init(_ b: [UInt8], limits: ImageLimits) throws {
            guard b.count >= 26, b[0] == 0x42, b[1] == 0x4D else {
                throw ImageError.truncated(format: "BMP", needed: "the file and bitmap headers")
            }
            let offset = le32(b, 10), headerSize = le32(b, 14)
            let core = headerSize == 12
            guard core || [40, 52, 56, 64, 108, 124].contains(headerSize) else {
                throw ImageError.unsupported(format: "BMP", "a bitmap header of \(headerSize) bytes")
            }
            guard b.count >= 14 + headerSize else {
                throw ImageError.truncated(format: "BMP", needed: "the \(headerSize)-byte bitmap header")
            }
            let width = core ? le16(b, 18) : Int(Int32(truncatingIfNeeded: le32(b, 18)))
            let rawHeight = core ? le16(b, 20) : Int(Int32(truncatingIfNeeded: le32(b, 22)))
            let bpp = core ? le16(b, 24) : le16(b, 28)
            let compression = core ? 0 : le32(b, 30)
            guard width > 0, rawHeight != 0 else {
                throw ImageError.corrupt(format: "BMP", "the image size \(width)×\(rawHeight) is invalid")
            }
            try limits.check(width: width, height: abs(rawHeight))
            guard [1, 2, 4, 8, 16, 24, 32].contains(bpp) else {
                throw ImageError.corrupt(format: "BMP", "\(bpp) bits per pixel does not exist")
            }
            switch compression {
            case 0, 3, 6: break
            case 1 where bpp == 8, 2 where bpp == 4: break
            case 4: throw ImageError.unsupported(format: "BMP", "a bitmap holding a JPEG")
            case 5: throw ImageError.unsupported(format: "BMP", "a bitmap holding a PNG")
            default:
                throw ImageError.corrupt(format: "BMP", "compression \(compression) with \(bpp) bits per pixel does not exist")
            }
            (self.width, self.height, self.bitsPerPixel, self.compression) = (width, abs(rawHeight), bpp, compression)
            (self.topDown, self.offset) = (rawHeight < 0, offset)
            masks = try Header.masks(b, headerSize: headerSize, bpp: bpp, compression: compression)
            if bpp <= 8 {
                let paletteStart =
                    14 + headerSize + (headerSize == 40 && compression == 3 ? 12 : headerSize == 40 && compression == 6 ? 16 : 0)
                let entrySize = core ? 3 : 4
                let used = core ? 0 : le32(b, 46)
                let count = used > 0 && used <= 1 << bpp ? used : 1 << bpp
                let available = max(0, min(count, (min(offset, b.count) - paletteStart) / entrySize))
                for i in 0..<available {
                    let at = paletteStart + i * entrySize
                    palette += [b[at + 2], b[at + 1], b[at], 255]
                }
                guard !palette.isEmpty else { throw ImageError.corrupt(format: "BMP", "a \(bpp)-bit image has no colour table") }
            }
            guard offset < b.count else { throw ImageError.truncated(format: "BMP", needed: "the pixel data at byte \(offset)") }
        }

        /// Bit fields: in the header (V2 and later) or just after a 40-byte header; the defaults of
        /// 16 and 32 bits otherwise. An alpha mask counts only at 32 bits (16-bit ARGB1555 files are
        /// shown opaque, as Windows and Pillow do).
        static func masks(_ b: [UInt8], headerSize: Int, bpp: Int, compression: Int) throws -> [Int] {
            var masks: [Int] = []
            if compression == 3 || compression == 6 {
                let at = 14 + 40
                let count = compression == 6 || headerSize >= 56 ? 4 : 3
                guard b.count >= at + count * 4 else { throw ImageError.truncated(format: "BMP", needed: "the bit field masks") }
                masks = (0..<count).map { le32(b, at + $0 * 4) }
            } else if bpp == 16 {
                masks = [0x7C00, 0x03E0, 0x001F]
            } else if bpp == 32 {
                masks = [0xFF0000, 0xFF00, 0xFF]  // BI_RGB: the fourth byte is unused, as Windows and Pillow read it.
            }
            if masks.count == 4, masks[3] == 0 || bpp != 32 { masks.removeLast() }
            return masks
        }
    }

    /// The pixels as RGBA, top row first.
    static func pixels(_ b: [UInt8], _ h: Header) throws -> [UInt8] {
        let (width, height, bpp, masks, palette) = (h.width, h.height, h.bitsPerPixel, h.masks, h.palette)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        func row(_ y: Int) -> Int { h.topDown ? y : height - 1 - y }
        func paletteColour(_ index: Int, _ at: Int) {
            let p = index * 4 < palette.count ? index * 4 : 0
            out[at] = palette[p]; out[at + 1] = palette[p + 1]; out[at + 2] = palette[p + 2]; out[at + 3] = 255
        }
        if h.compression == 1 || h.compression == 2 {
            for i in stride(from: 0, to: out.count, by: 4) { paletteColour(0, i) }
            try decodeRLE(b, from: h.offset, width: width, height: height, four: h.compression == 2) { x, y, index in
                paletteColour(index, (row(y) * width + x) * 4)
            }
            return out
        }
        let stride = (width * bpp + 31) / 32 * 4
        let shifts = masks.map { $0 == 0 ? 0 : $0.trailingZeroBitCount }
        let maxima = masks.map { $0 == 0 ? 0 : $0 >> $0.trailingZeroBitCount }
        for y in 0..<height {
            let start = h.offset + y * stride
            guard start + (width * bpp + 7) / 8 <= b.count else {
                throw ImageError.truncated(format: "BMP", needed: "row \(y + 1) of \(height) of the pixel data")
            }
            let outRow = row(y) * width
            for x in 0..<width {
                let at = (outRow + x) * 4
                switch bpp {
                case 1, 2, 4, 8:
                    let bit = x * bpp
                    paletteColour(Int(b[start + bit / 8] >> UInt8(8 - bpp - bit % 8)) & ((1 << bpp) - 1), at)
                case 24:
                    let p = start + x * 3
                    out[at] = b[p + 2]; out[at + 1] = b[p + 1]; out[at + 2] = b[p]; out[at + 3] = 255
                default:
                    let value = bpp == 16 ? le16(b, start + x * 2) : le32(b, start + x * 4)
                    for c in 0..<4 {
                        if c < masks.count, maxima[c] > 0 {
                            out[at + c] = UInt8(((value & masks[c]) >> shifts[c]) * 255 / maxima[c])
                        } else {
                            out[at + c] = 255
                        }
                    }
                }
            }
        }
        return out
    }

    /// RLE8 and RLE4: runs and literal runs, with end-of-line, end-of-bitmap and delta escapes.
    /// Pixels the codes never reach keep colour 0; codes past the image are ignored.
    static func decodeRLE(_ b: [UInt8], from start: Int, width: Int, height: Int, four: Bool, put: (Int, Int, Int) -> Void) throws
    {
        var p = start, x = 0, y = 0
        func set(_ index: Int) {
            if x < width, y < height { put(x, y, index) }
            x += 1
        }
        while p + 1 < b.count, y < height {
            let count = Int(b[p]), value = Int(b[p + 1])
            p += 2
            if count > 0 {
                for i in 0..<count { set(four ? (i % 2 == 0 ? value >> 4 : value & 15) : value) }
                continue
            }
            switch value {
            case 0:
                x = 0
                y += 1
            case 1: return
            case 2:
                guard p + 1 < b.count else { return }
                x += Int(b[p])
                y += Int(b[p + 1])
                p += 2
            default:
                let bytes = four ? (value + 1) / 2 : value
                guard p + bytes <= b.count else {
                    throw ImageError.truncated(format: "BMP", needed: "a literal run of \(value) pixels")
                }
                for i in 0..<value { set(four ? (i % 2 == 0 ? Int(b[p + i / 2]) >> 4 : Int(b[p + i / 2]) & 15) : Int(b[p + i])) }
                p += bytes + (bytes % 2)
            }
        }
    }

    /// A BMP of `pixels`: 24-bit, or 32-bit BGRA with a V4 header when some pixel is not opaque.
    public static func encode(_ pixels: PixelBuffer) throws -> Data {
        let alpha = !pixels.isOpaque
        let w = pixels.width, h = pixels.height
        let bpp = alpha ? 32 : 24
        let stride = (w * bpp + 31) / 32 * 4
        let headerSize = alpha ? 108 : 40
        let offset = 14 + headerSize
        let total = offset + stride * h
        guard total <= Int(UInt32.max) else {
            throw ImageError.cannotEncode(format: "BMP", "the file would be larger than 4 GiB")
        }
        var out = [UInt8]()
        out.reserveCapacity(total)
        func put16(_ v: Int) { out += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func put32(_ v: Int) { out += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24 & 0xFF)] }
        out += [0x42, 0x4D]
        put32(total); put32(0); put32(offset)
        put32(headerSize); put32(w); put32(h); put16(1); put16(bpp); put32(alpha ? 3 : 0); put32(stride * h)
        put32(2835); put32(2835); put32(0); put32(0)
        if alpha {
            put32(0x00FF_0000); put32(0x0000_FF00); put32(0x0000_00FF); put32(Int(0xFF00_0000))
            out += Array("BGRs".utf8)  // LCS_sRGB, stored little-endian as 'sRGB'.
            out += [UInt8](repeating: 0, count: 48)
        }
        let rgba = pixels.rgba8
        for y in Swift.stride(from: h - 1, through: 0, by: -1) {
            let start = out.count
            for x in 0..<w {
                let at = (y * w + x) * 4
                out += [rgba[at + 2], rgba[at + 1], rgba[at]]
                if alpha { out.append(rgba[at + 3]) }
            }
            out += [UInt8](repeating: 0, count: stride - (out.count - start))
        }
        return Data(out)
    }
}
