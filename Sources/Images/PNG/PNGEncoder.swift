import Archives
import Foundation

/// How `PNG.encode` writes an image.
public struct PNGEncodeOptions: Sendable, Equatable {
    /// The colour type written.
    public enum Colour: String, Sendable, CaseIterable {
        /// Grey when every pixel is grey, alpha only when some pixel is not opaque.
        case automatic
        case grey, greyAlpha, rgb, rgba
    }

    /// The scanline filter: one for every row, or `adaptive` (per row, the filter whose output has
    /// the smallest sum of absolute values, the heuristic the PNG specification suggests).
    public enum Filter: String, Sendable, CaseIterable {
        case none, sub, up, average, paeth, adaptive
    }

    /// The colour type written: automatic chooses the smallest that keeps every pixel.
    public var colour: Colour
    /// The row filter: one for every row, or adaptive (chosen per row).
    public var filter: Filter
    /// Write 16 bits a sample when the pixels have 16 (otherwise 8).
    public var keepSixteenBits: Bool
    /// Metadata written as chunks (gamma, chromaticities, sRGB, ICC profile, text, EXIF); `nil` writes none.
    public var metadata: ImageMetadata?

    /// Options for one encode: colour type, filter, whether 16-bit samples stay 16-bit, metadata to write.
    public init(
        colour: Colour = .automatic, filter: Filter = .adaptive, keepSixteenBits: Bool = true, metadata: ImageMetadata? = nil
    ) {
        self.colour = colour
        self.filter = filter
        self.keepSixteenBits = keepSixteenBits
        self.metadata = metadata
    }
}

extension PNG {
    /// The PNG file of `pixels`. Grey output takes the red sample (callers wanting luminance convert first).
    public static func encode(_ pixels: PixelBuffer, options: PNGEncodeOptions = PNGEncodeOptions()) throws -> Data {
        let colour = resolvedColour(options.colour, pixels)
        let sixteen = options.keepSixteenBits && pixels.depth == .sixteen
        let channels = colour.channels
        let bytesPerSample = sixteen ? 2 : 1
        let rowBytes = pixels.width * channels * bytesPerSample
        let stride = channels * bytesPerSample
        let picks: [Int] = [0, 1, 2, 3, 4]
        var raw = [UInt8]()
        raw.reserveCapacity(pixels.height * (rowBytes + 1))
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var row = [UInt8](repeating: 0, count: rowBytes)
        var candidate = [UInt8]()
        var best = [UInt8]()
        let eight = sixteen ? [] : pixels.rgba8
        let wide = sixteen ? pixels.rgba16 : []
        for y in 0..<pixels.height {
            fillRow(&row, y: y, width: pixels.width, colour: colour, eight: eight, wide: wide)
            let types: [Int]
            switch options.filter {
            case .none: types = [0]
            case .sub: types = [1]
            case .up: types = [2]
            case .average: types = [3]
            case .paeth: types = [4]
            case .adaptive: types = picks
            }
            var bestType = 0
            var bestCost = Int.max
            for type in types {
                let cost = PNGFilter.filter(type, row: row, previous: previous, stride: stride, into: &candidate)
                if cost < bestCost {
                    bestCost = cost
                    bestType = type
                    swap(&best, &candidate)
                }
            }
            raw.append(UInt8(bestType))
            raw += best
            swap(&previous, &row)
        }
        var file = signature
        var header = [UInt8]()
        BigEndian.append32(UInt32(pixels.width), to: &header)
        BigEndian.append32(UInt32(pixels.height), to: &header)
        header += [UInt8(sixteen ? 16 : 8), colour.rawValue, 0, 0, 0]
        appendChunk("IHDR", header, to: &file)
        if let metadata = options.metadata { try appendMetadata(metadata, to: &file) }
        let compressed = try raw.withUnsafeBytes { try Zlib.compress($0) }
        var start = 0
        repeat {
            let end = min(compressed.count, start + (1 << 20))
            appendChunk("IDAT", compressed[start..<end], to: &file)
            start = end
        } while start < compressed.count
        appendChunk("IEND", [], to: &file)
        return Data(file)
    }

    static func resolvedColour(_ colour: PNGEncodeOptions.Colour, _ pixels: PixelBuffer) -> PNGHeader.ColourType {
        switch colour {
        case .grey: return .grey
        case .greyAlpha: return .greyAlpha
        case .rgb: return .rgb
        case .rgba: return .rgba
        case .automatic:
            let grey = pixels.isGrey, opaque = pixels.isOpaque
            return grey ? (opaque ? .grey : .greyAlpha) : (opaque ? .rgb : .rgba)
        }
    }

    /// One row's samples in the chosen colour type, big-endian at 16 bits.
    static func fillRow(_ row: inout [UInt8], y: Int, width: Int, colour: PNGHeader.ColourType, eight: [UInt8], wide: [UInt16]) {
        let pick: [Int]
        switch colour {
        case .grey: pick = [0]
        case .greyAlpha: pick = [0, 3]
        case .rgb: pick = [0, 1, 2]
        case .rgba, .palette: pick = [0, 1, 2, 3]
        }
        let channels = pick.count
        row.withUnsafeMutableBufferPointer { out in
            if wide.isEmpty {
                eight.withUnsafeBufferPointer { e in
                    let base = y * width * 4
                    for x in 0..<width {
                        for (k, c) in pick.enumerated() { out[x * channels + k] = e[base + x * 4 + c] }
                    }
                }
            } else {
                wide.withUnsafeBufferPointer { w in
                    let base = y * width * 4
                    for x in 0..<width {
                        for (k, c) in pick.enumerated() {
                            let v = w[base + x * 4 + c]
                            out[(x * channels + k) * 2] = UInt8(v >> 8)
                            out[(x * channels + k) * 2 + 1] = UInt8(v & 0xFF)
                        }
                    }
                }
            }
        }
    }

    static func appendChunk<C: Collection>(_ type: String, _ body: C, to file: inout [UInt8]) where C.Element == UInt8 {
        BigEndian.append32(UInt32(body.count), to: &file)
        let start = file.count
        file += Array(type.utf8)
        file += body
        BigEndian.append32(CRC32.checksum(file[start...]), to: &file)
    }

    static func appendMetadata(_ metadata: ImageMetadata, to file: inout [UInt8]) throws {
        if let c = metadata.chromaticities {
            var body = [UInt8]()
            for v in [c.whiteX, c.whiteY, c.redX, c.redY, c.greenX, c.greenY, c.blueX, c.blueY] {
                BigEndian.append32(UInt32(clamping: Int((v * 100_000).rounded())), to: &body)
            }
            appendChunk("cHRM", body, to: &file)
        }
        if let gamma = metadata.gamma, gamma > 0 {
            var body = [UInt8]()
            BigEndian.append32(UInt32(clamping: Int((gamma * 100_000).rounded())), to: &body)
            appendChunk("gAMA", body, to: &file)
        }
        if let profile = metadata.iccProfile {
            let name = latin1Keyword(profile.name.isEmpty ? "ICC profile" : profile.name)
            let compressed = try profile.bytes.withUnsafeBytes { try Zlib.compress($0) }
            appendChunk("iCCP", name + [0, 0] + compressed, to: &file)
        } else if let intent = metadata.srgbIntent {
            appendChunk("sRGB", [UInt8(clamping: intent)], to: &file)
        }
        for entry in metadata.text {
            let key = latin1Keyword(entry.key)
            if entry.value.unicodeScalars.allSatisfy({ $0.value < 256 }) {
                appendChunk("tEXt", key + [0] + entry.value.unicodeScalars.map { UInt8($0.value) }, to: &file)
            } else {
                appendChunk("iTXt", key + [0, 0, 0, 0, 0] + Array(entry.value.utf8), to: &file)
            }
        }
        if let exif = metadata.exif { appendChunk("eXIf", exif, to: &file) }
    }

    /// A keyword of 1 to 79 Latin-1 characters (others dropped).
    static func latin1Keyword(_ text: String) -> [UInt8] {
        let bytes = text.unicodeScalars.filter { $0.value >= 32 && $0.value < 256 && $0.value != 127 }.map { UInt8($0.value) }
        return bytes.isEmpty ? Array("text".utf8) : Array(bytes.prefix(79))
    }
}
