import Foundation

/// How `JPEG.encode` writes an image.
public struct JPEGEncodeOptions: Sendable, Equatable {
    /// Chroma subsampling of colour images.
    public enum Subsampling: String, Sendable, CaseIterable {
        case s444 = "4:4:4", s422 = "4:2:2", s420 = "4:2:0"

        /// What `JPEG.encode` uses when the caller names none: 4:4:4 from quality 80 up (4:2:0
        /// halves the colour detail, which no quality setting gives back: docs/images.md), 4:2:0 below.
        public static func standard(quality: Int) -> Subsampling {
            quality >= JPEGEncodeOptions.fullColourFromQuality ? .s444 : .s420
        }
    }

    /// The table the colour (Cb, Cr) samples are quantised with, scaled by the quality.
    public enum ChromaTable: String, Sendable, CaseIterable {
        /// T.81 annex K's chrominance table (coarse above the lowest frequencies), as libjpeg writes.
        case chrominance
        /// The luminance table for colour too: colour detail kept as finely as brightness.
        case luminance

        /// What `JPEG.encode` uses when the caller names none: the luminance table from quality 80 up, else annex K's.
        public static func standard(quality: Int) -> ChromaTable {
            quality >= JPEGEncodeOptions.fullColourFromQuality ? .luminance : .chrominance
        }
    }

    /// From this quality up, colour is written at full resolution (4:4:4) with the luminance table
    /// unless the caller says otherwise: so a photograph at quality 85 comes back within 38 dB
    /// PSNR (docs/images.md, "JPEG encoder").
    public static let fullColourFromQuality = 80

    /// 1 (smallest) … 100 (best), the IJG scale of the standard tables.
    public var quality: Int
    /// How the colour samples are shared between pixels (4:4:4, 4:2:2 or 4:2:0).
    public var subsampling: Subsampling
    /// The table colour samples are quantised with.
    public var chromaTable: ChromaTable
    /// Write greyscale when every pixel is grey.
    public var greyWhenGrey: Bool
    /// An EXIF block (TIFF structure) to write as APP1; the caller sets its orientation to 1 when the pixels are upright.
    public var exif: [UInt8]?
    /// An ICC colour profile to embed (APP2), when there is one.
    public var iccProfile: [UInt8]?

    /// Options for one encode: quality 1–100 (IJG scale), subsampling and colour table (nil: their
    /// `standard(quality:)`), grey output for grey images, metadata to embed.
    public init(
        quality: Int = 85, subsampling: Subsampling? = nil, chromaTable: ChromaTable? = nil, greyWhenGrey: Bool = true,
        exif: [UInt8]? = nil, iccProfile: [UInt8]? = nil
    ) {
        self.quality = quality
        self.subsampling = subsampling ?? .standard(quality: quality)
        self.chromaTable = chromaTable ?? .standard(quality: quality)
        self.greyWhenGrey = greyWhenGrey
        self.exif = exif
        self.iccProfile = iccProfile
    }
}

extension JPEG {
    /// A baseline JFIF file of `pixels` (alpha is dropped: composite first to keep it).
    public static func encode(_ pixels: PixelBuffer, options: JPEGEncodeOptions = JPEGEncodeOptions()) throws -> Data {
        guard (1...100).contains(options.quality) else {
            throw ImageError.cannotEncode(format: "JPEG", "the quality is \(options.quality); it must be 1 to 100")
        }
        guard pixels.width <= 65_535, pixels.height <= 65_535 else {
            throw ImageError.cannotEncode(
                format: "JPEG", "a JPEG is at most 65,535 pixels a side (this image is \(pixels.width)×\(pixels.height))")
        }
        var writer = JPEGWriter(pixels: pixels, options: options)
        return Data(try writer.write())
    }
}

/// The baseline encoder: JFIF colour conversion one MCU row at a time (`JPEGSampleStrip`),
/// box-filter subsampling, the AAN float DCT (`JPEGForwardDCT`), the IJG-scaled tables of T.81
/// annex K and its typical Huffman tables.
struct JPEGWriter {
    let pixels: PixelBuffer
    let options: JPEGEncodeOptions
    var out: [UInt8] = []
    var bitBuffer: UInt64 = 0
    var bitCount = 0

    init(pixels: PixelBuffer, options: JPEGEncodeOptions) {
        self.pixels = pixels
        self.options = options
    }

    static let lumaBase: [Int] = [
        16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87,
        80, 62,
        18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98,
        112, 100, 103, 99,
    ]
    static let chromaBase: [Int] = [
        17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99,
        99, 99,
        99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
        99, 99,
    ]

    /// A natural-order table scaled for `quality` as the IJG library does.
    static func scaled(_ base: [Int], quality: Int) -> [Int] {
        let scale = quality < 50 ? 5000 / quality : 200 - quality * 2
        return base.map { min(255, max(1, ($0 * scale + 50) / 100)) }
    }

    // T.81 annex K.3: the typical Huffman tables (counts per length, then symbols).
    static let dcLumaCounts: [UInt8] = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]
    static let dcLumaSymbols: [UInt8] = Array(0...11)
    static let dcChromaCounts: [UInt8] = [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0]
    static let dcChromaSymbols: [UInt8] = Array(0...11)
    static let acLumaCounts: [UInt8] = [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7D]
    static let acLumaSymbols: [UInt8] = [
        0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71, 0x14, 0x32,
        0x81, 0x91, 0xA1, 0x08,
        0x23, 0x42, 0xB1, 0xC1, 0x15, 0x52, 0xD1, 0xF0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0A, 0x16, 0x17, 0x18, 0x19, 0x1A,
        0x25, 0x26, 0x27, 0x28,
        0x29, 0x2A, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x53, 0x54, 0x55,
        0x56, 0x57, 0x58, 0x59,
        0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x83, 0x84, 0x85,
        0x86, 0x87, 0x88, 0x89,
        0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xB2,
        0xB3, 0xB4, 0xB5, 0xB6,
        0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8,
        0xD9, 0xDA, 0xE1, 0xE2,
        0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA,
    ]
    static let acChromaCounts: [UInt8] = [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77]
    static let acChromaSymbols: [UInt8] = [
        0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71, 0x13, 0x22, 0x32, 0x81,
        0x08, 0x14, 0x42, 0x91,
        0xA1, 0xB1, 0xC1, 0x09, 0x23, 0x33, 0x52, 0xF0, 0x15, 0x62, 0x72, 0xD1, 0x0A, 0x16, 0x24, 0x34, 0xE1, 0x25, 0xF1, 0x17,
        0x18, 0x19, 0x1A, 0x26,
        0x27, 0x28, 0x29, 0x2A, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x53, 0x54,
        0x55, 0x56, 0x57, 0x58,
        0x59, 0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x82, 0x83,
        0x84, 0x85, 0x86, 0x87,
        0x88, 0x89, 0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9,
        0xAA, 0xB2, 0xB3, 0xB4,
        0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6,
        0xD7, 0xD8, 0xD9, 0xDA,
        0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA,
    ]

    /// Code and length per symbol, from counts and symbols (the canonical assignment).
    static func codes(_ counts: [UInt8], _ symbols: [UInt8]) -> [(code: Int, length: Int)] {
        var table = [(code: Int, length: Int)](repeating: (0, 0), count: 256)
        var code = 0, index = 0
        for length in 1...16 {
            for _ in 0..<Int(counts[length - 1]) {
                table[Int(symbols[index])] = (code, length)
                code += 1
                index += 1
            }
            code <<= 1
        }
        return table
    }

    mutating func write() throws -> [UInt8] {
        let grey = options.greyWhenGrey && pixels.isGrey
        let (hY, vY): (Int, Int)
        switch grey ? .s444 : options.subsampling {
        case .s444: (hY, vY) = (1, 1)
        case .s422: (hY, vY) = (2, 1)
        case .s420: (hY, vY) = (2, 2)
        }
        let lumaQ = Self.scaled(Self.lumaBase, quality: options.quality)
        let chromaQ = Self.scaled(options.chromaTable == .luminance ? Self.lumaBase : Self.chromaBase, quality: options.quality)
        writeHeaders(grey: grey, hY: hY, vY: vY, lumaQ: lumaQ, chromaQ: chromaQ)
        let luma = JPEGBlockCoder(
            divisors: JPEGForwardDCT.divisors(for: lumaQ), dc: Self.codes(Self.dcLumaCounts, Self.dcLumaSymbols),
            ac: Self.codes(Self.acLumaCounts, Self.acLumaSymbols))
        let chroma = JPEGBlockCoder(
            divisors: JPEGForwardDCT.divisors(for: chromaQ), dc: Self.codes(Self.dcChromaCounts, Self.dcChromaSymbols),
            ac: Self.codes(Self.acChromaCounts, Self.acChromaSymbols))
        var strip = JPEGSampleStrip(width: pixels.width, blocksAcross: hY, blocksDown: vY, grey: grey)
        var predictions = [0, 0, 0]
        let block = UnsafeMutablePointer<Float>.allocate(capacity: 64)
        let values = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
        defer {
            block.deallocate()
            values.deallocate()
        }
        let rgba = pixels.rgba8
        rgba.withUnsafeBufferPointer { source in
            for top in stride(from: 0, to: pixels.height, by: strip.rows) {
                strip.fill(from: source, height: pixels.height, top: top)
                for mcu in 0..<strip.mcuCount {
                    for by in 0..<vY {
                        for bx in 0..<hY {
                            strip.copyLuma(into: block, x: (mcu * hY + bx) * 8, y: by * 8)
                            encode(block, with: luma, prediction: &predictions[0], values: values)
                        }
                    }
                    if grey { continue }
                    for plane in 1...2 {
                        strip.copyChroma(plane, into: block, mcu: mcu)
                        encode(block, with: chroma, prediction: &predictions[plane], values: values)
                    }
                }
            }
        }
        flushBytes()
        // Pad the last byte with one bits.
        if bitCount > 0 { putBits((1 << (8 - bitCount)) - 1, 8 - bitCount) }
        flushBytes()
        out += [0xFF, 0xD9]
        return out
    }

    mutating func segment(_ marker: UInt8, _ body: [UInt8]) {
        out += [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)]
        out += body
    }

    mutating func writeHeaders(grey: Bool, hY: Int, vY: Int, lumaQ: [Int], chromaQ: [Int]) {
        out = [0xFF, 0xD8]
        segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        if let exif = options.exif, exif.count + 8 <= 65_535 { segment(0xE1, [0x45, 0x78, 0x69, 0x66, 0, 0] + exif) }
        if let icc = options.iccProfile, !icc.isEmpty {
            let chunkSize = 65_519
            let count = (icc.count + chunkSize - 1) / chunkSize
            if count <= 255 {
                for i in 0..<count {
                    let part = icc[(i * chunkSize)..<min(icc.count, (i + 1) * chunkSize)]
                    segment(0xE2, Array("ICC_PROFILE".utf8) + [0, UInt8(i + 1), UInt8(count)] + part)
                }
            }
        }
        segment(0xDB, [0] + jpegZigZag.map { UInt8(lumaQ[$0]) } + (grey ? [] : [1] + jpegZigZag.map { UInt8(chromaQ[$0]) }))
        var frame: [UInt8] = [
            8, UInt8(pixels.height >> 8), UInt8(pixels.height & 0xFF), UInt8(pixels.width >> 8), UInt8(pixels.width & 0xFF),
        ]
        frame += grey ? [1, 1, 0x11, 0] : [3, 1, UInt8(hY << 4 | vY), 0, 2, 0x11, 1, 3, 0x11, 1]
        segment(0xC0, frame)
        var tables: [UInt8] = [0x00] + Self.dcLumaCounts + Self.dcLumaSymbols + [0x10] + Self.acLumaCounts + Self.acLumaSymbols
        if !grey {
            tables += [0x01] + Self.dcChromaCounts + Self.dcChromaSymbols + [0x11] + Self.acChromaCounts + Self.acChromaSymbols
        }
        segment(0xC4, tables)
        segment(0xDA, grey ? [1, 1, 0x00, 0, 63, 0] : [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0])
    }

    /// Transforms, quantises and Huffman-codes one block of level-shifted samples.
    /// `values` is room for the 64 quantised coefficients.
    mutating func encode(
        _ block: UnsafeMutablePointer<Float>, with coder: JPEGBlockCoder, prediction: inout Int,
        values: UnsafeMutablePointer<Int32>
    ) {
        JPEGForwardDCT.transform(block)
        coder.quantise(block, into: values)
        let dcValue = Int(values[0])
        let diff = dcValue - prediction
        prediction = dcValue
        let dcSize = Self.magnitudeBits(diff)
        putCode(coder.dc[dcSize], then: Self.amplitude(diff, dcSize), size: dcSize)
        coder.zigzag.withUnsafeBufferPointer { order in
            // The AC coefficients that are not zero, as bits by zigzag position: the runs of
            // zeros between them are the gaps between set bits (libjpeg-turbo codes a block so).
            var nonZero: UInt64 = 0
            for k in 1..<64 { nonZero |= UInt64(values[order[k]] != 0 ? 1 : 0) << UInt64(k) }
            var last = 0
            while nonZero != 0 {
                let k = nonZero.trailingZeroBitCount
                nonZero &= nonZero &- 1
                var run = k - last - 1
                while run > 15 {
                    putCode(coder.ac[0xF0], then: 0, size: 0)
                    run -= 16
                }
                let value = max(-1023, min(1023, Int(values[order[k]])))
                let size = Self.magnitudeBits(value)
                putCode(coder.ac[run << 4 | size], then: Self.amplitude(value, size), size: size)
                last = k
            }
            if last < 63 { putCode(coder.ac[0], then: 0, size: 0) }
        }
    }

    /// A Huffman code and the `size` bits of its amplitude after it, written at once.
    @inline(__always)
    mutating func putCode(_ code: (code: Int, length: Int), then amplitude: Int, size: Int) {
        putBits(code.code << size | amplitude, code.length + size)
    }

    /// The number of bits in `value`'s magnitude: its size category (T.81 F.1.2.1).
    static func magnitudeBits(_ value: Int) -> Int { Int.bitWidth - value.magnitude.leadingZeroBitCount }

    /// The `size` low bits that code `value` (negative values as value − 1, T.81 F.1.2.1).
    static func amplitude(_ value: Int, _ size: Int) -> Int { value >= 0 ? value : (value - 1) & ((1 << size) - 1) }

    /// Appends the `count` low bits of `value` (at most 32) to the entropy-coded data, a byte at
    /// a time once 32 bits are waiting; a 0xFF byte is followed by a stuffed 0 (T.81 F.1.2.3).
    mutating func putBits(_ value: Int, _ count: Int) {
        bitBuffer = bitBuffer << UInt64(count) | UInt64(truncatingIfNeeded: value) & ((1 << UInt64(count)) &- 1)
        bitCount += count
        if bitCount >= 32 { flushBytes() }
    }

    /// Writes every whole byte waiting in the bit buffer.
    mutating func flushBytes() {
        while bitCount >= 8 {
            bitCount -= 8
            let byte = UInt8(truncatingIfNeeded: bitBuffer >> UInt64(bitCount))
            out.append(byte)
            if byte == 0xFF { out.append(0) }
        }
        bitBuffer &= (1 << UInt64(bitCount)) &- 1
    }
}
