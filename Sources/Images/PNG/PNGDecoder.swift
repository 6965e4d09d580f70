import Archives
import Foundation

/// PNG (ISO/IEC 15948): every colour type and bit depth, palettes, `tRNS`, Adam7, CRC-checked
/// chunks. Gamma, chromaticities, sRGB, ICC profiles, text and EXIF are kept as metadata.
public enum PNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether `bytes` start with the PNG signature.
    static func recognizes(_ bytes: [UInt8]) -> Bool { bytes.starts(with: signature) }

    /// Decodes the PNG file `data`: 8-bit RGBA, or 16-bit RGBA for 16-bit files.
    public static func decode(_ data: Data, limits: ImageLimits = .standard) throws -> DecodedImage {
        try decode(bytes: [UInt8](data), limits: limits)
    }

    static func decode(bytes: [UInt8], limits: ImageLimits) throws -> DecodedImage {
        try checkSignature(bytes)
        var chunks = PNGChunks(bytes: bytes, limits: limits)
        try chunks.read()
        guard let header = chunks.header else { throw ImageError.corrupt(format: "PNG", "the IHDR chunk is missing") }
        let data = try inflate(chunks.imageData, size: header.dataSize)
        var expander = PNGPixels(header: header, palette: chunks.palette, transparency: chunks.transparency)
        let pixels = try expander.expand(data)
        let source = SourceInfo(
            format: .png, colourModel: header.colourType.model, bitsPerSample: header.bitDepth,
            hasAlpha: header.colourType == .rgba || header.colourType == .greyAlpha || chunks.transparency != nil,
            interlaced: header.interlaced
        )
        return DecodedImage(pixels: pixels, source: source, metadata: chunks.metadata)
    }

    /// Throws a message saying how the signature is wrong: a text-mode transfer changes its line
    /// endings, which is the one damage worth naming.
    static func checkSignature(_ bytes: [UInt8]) throws {
        guard bytes.count >= 8 else {
            if bytes.isEmpty || signature.starts(with: bytes) {
                throw ImageError.truncated(format: "PNG", needed: "the 8-byte signature")
            }
            throw ImageError.corrupt(format: "PNG", "the signature is wrong (first bytes: \(hex(bytes.prefix(8))))")
        }
        guard !recognizes(bytes) else { return }
        let lineEnding =
            bytes[0] == 0x89 && bytes[1...3].elementsEqual([0x50, 0x4E, 0x47])
            && bytes[4..<8].allSatisfy { $0 == 0x0D || $0 == 0x0A || $0 == 0x1A }
        if lineEnding {
            throw ImageError.corrupt(
                format: "PNG", "the signature's line endings were changed (the file was copied as text); copy it again as binary")
        }
        throw ImageError.corrupt(
            format: "PNG", "the signature is wrong (first bytes: \(hex(bytes.prefix(8))), expected 89 50 4e 47 0d 0a 1a 0a)")
    }

    static func hex(_ bytes: ArraySlice<UInt8>) -> String { bytes.map(ImageError.hexByte).joined(separator: " ") }

    /// The zlib stream of the IDAT chunks, inflated to exactly `size` bytes (extra bytes after
    /// the image are ignored, as libpng does; fewer is an error).
    static func inflate(_ compressed: [UInt8], size: Int) throws -> [UInt8] {
        let slack = 1 << 16
        do {
            let data = try Zlib.decompress(Data(compressed), expected: size, limit: size + slack)
            guard data.count >= size else {
                throw ImageError.truncated(format: "PNG", needed: "the image data holds \(data.count) of its \(size) bytes")
            }
            return [UInt8](data.prefix(size))
        } catch let error as ArchiveError {
            if case .sizeLimitExceeded = error {
                throw ImageError.corrupt(format: "PNG", "the image data is more than \(slack) bytes longer than the image")
            }
            throw ImageError.corrupt(format: "PNG", "the image data (IDAT) is damaged: \(error)")
        }
    }
}

extension PNGHeader.ColourType {
    var model: SourceInfo.ColourModel {
        switch self {
        case .grey, .greyAlpha: return .grey
        case .rgb, .rgba: return .rgb
        case .palette: return .palette
        }
    }
}

/// The chunk walk: CRCs, order rules, and what each chunk contributes.
struct PNGChunks {
    let bytes: [UInt8]
    let limits: ImageLimits
    var header: PNGHeader?
    var palette: [UInt8] = []
    var transparency: [UInt8]?
    var imageData: [UInt8] = []
    var metadata = ImageMetadata()

    init(bytes: [UInt8], limits: ImageLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    mutating func read() throws {
        var offset = 8
        var previous = ""
        while true {
            guard offset + 8 <= bytes.count else {
                throw ImageError.truncated(
                    format: "PNG",
                    needed: previous.isEmpty ? "the IHDR chunk" : "a chunk after \(previous); the IEND chunk is missing")
            }
            let length = Int(BigEndian.u32(bytes, offset))
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw ImageError.corrupt(
                    format: "PNG", "the chunk at byte \(offset) has no valid type (bytes \(PNG.hex(typeBytes)))")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= 0x7FFF_FFFF else {
                throw ImageError.corrupt(format: "PNG", "the \(type) chunk claims \(length) bytes (at most 2,147,483,647)")
            }
            guard offset + 12 + length <= bytes.count else {
                throw ImageError.truncated(format: "PNG", needed: "the \(type) chunk needs \(length) bytes")
            }
            let body = bytes[(offset + 8)..<(offset + 8 + length)]
            let stored = BigEndian.u32(bytes, offset + 8 + length)
            let actual = CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)])
            let critical = typeBytes.first.map { $0 & 0x20 == 0 } ?? false
            offset += 12 + length
            if header == nil, type != "IHDR" { throw ImageError.corrupt(format: "PNG", "the first chunk is \(type), not IHDR") }
            guard stored == actual else {
                if critical {
                    throw ImageError.checksumMismatch(format: "PNG", part: "the \(type) chunk", expected: stored, actual: actual)
                }
                continue  // A damaged ancillary chunk is dropped, as libpng does.
            }
            previous = type
            switch type {
            case "IHDR":
                guard header == nil else { throw ImageError.corrupt(format: "PNG", "there are two IHDR chunks") }
                let parsed = try PNGHeader(body)
                try limits.check(width: parsed.width, height: parsed.height)
                header = parsed
            case "PLTE": try readPalette(body)
            case "tRNS": readTransparency(body)
            case "IDAT":
                imageData += body
            case "IEND":
                guard !imageData.isEmpty else {
                    throw ImageError.corrupt(format: "PNG", "there is no image data (no IDAT chunk)")
                }
                if header?.colourType == .palette, palette.isEmpty {
                    throw ImageError.corrupt(format: "PNG", "a palette image has no PLTE chunk")
                }
                return
            default:
                if critical { throw ImageError.unsupported(format: "PNG", "the critical chunk \(type)") }
                try readMetadata(type, body)
            }
        }
    }

    mutating func readPalette(_ body: ArraySlice<UInt8>) throws {
        guard let header, header.colourType != .grey, header.colourType != .greyAlpha else {
            throw ImageError.corrupt(format: "PNG", "a greyscale image has a PLTE chunk")
        }
        guard palette.isEmpty, imageData.isEmpty else {
            throw ImageError.corrupt(format: "PNG", "the PLTE chunk comes twice or after the image data")
        }
        guard body.count % 3 == 0, (3...768).contains(body.count) else {
            throw ImageError.corrupt(format: "PNG", "the PLTE chunk is \(body.count) bytes (1 to 256 entries of 3 bytes)")
        }
        guard header.colourType == .palette else { return }  // A suggested palette for a true-colour image.
        palette = Array(body.prefix(3 << header.bitDepth))  // Entries no index can reach are dropped.
    }

    /// A malformed `tRNS` (wrong size, before `PLTE`, in an image with alpha) is dropped, as libpng does.
    mutating func readTransparency(_ body: ArraySlice<UInt8>) {
        guard let header else { return }
        switch header.colourType {
        case .grey where body.count == 2, .rgb where body.count == 6: transparency = Array(body)
        case .palette where !palette.isEmpty: transparency = Array(body.prefix(palette.count / 3))
        default: return
        }
    }

    /// Ancillary chunks kept as metadata; a malformed one is dropped, as libpng does.
    mutating func readMetadata(_ type: String, _ body: ArraySlice<UInt8>) throws {
        let d = Array(body)
        switch type {
        case "gAMA" where d.count == 4:
            let value = BigEndian.u32(d, 0)
            if value > 0 { metadata.gamma = Double(value) / 100_000 }
        case "cHRM" where d.count == 32:
            let v = (0..<8).map { Double(BigEndian.u32(d, $0 * 4)) / 100_000 }
            metadata.chromaticities = .init(
                whiteX: v[0], whiteY: v[1], redX: v[2], redY: v[3], greenX: v[4], greenY: v[5], blueX: v[6], blueY: v[7])
        case "sRGB" where d.count == 1 && d[0] <= 3: metadata.srgbIntent = Int(d[0])
        case "iCCP":
            guard let nameEnd = d.firstIndex(of: 0), nameEnd + 2 <= d.count, d[nameEnd + 1] == 0,
                let profile = try? Zlib.decompress(Data(d[(nameEnd + 2)...]), limit: limits.maxMetadataBytes)
            else { return }
            metadata.iccProfile = .init(name: latin1(d[..<nameEnd]), bytes: [UInt8](profile))
        case "tEXt":
            guard let nameEnd = d.firstIndex(of: 0) else { return }
            metadata.text.append((latin1(d[..<nameEnd]), latin1(d[(nameEnd + 1)...])))
        case "zTXt":
            guard let nameEnd = d.firstIndex(of: 0), nameEnd + 2 <= d.count, d[nameEnd + 1] == 0,
                let text = try? Zlib.decompress(Data(d[(nameEnd + 2)...]), limit: limits.maxMetadataBytes)
            else { return }
            metadata.text.append((latin1(d[..<nameEnd]), latin1([UInt8](text)[...])))
        case "iTXt": readInternationalText(d)
        case "eXIf" where d.count >= 8 && d.count <= limits.maxMetadataBytes:
            // Some writers keep JPEG's "Exif\0\0" prefix; the block itself starts at the byte-order mark.
            metadata.exif = d.starts(with: [0x45, 0x78, 0x69, 0x66, 0, 0]) ? Array(d[6...]) : d
        default: return
        }
    }

    /// `iTXt`: keyword, compression flag and method, language, translated keyword, UTF-8 text.
    mutating func readInternationalText(_ d: [UInt8]) {
        guard let keyEnd = d.firstIndex(of: 0), keyEnd + 3 <= d.count else { return }
        let compressed = d[keyEnd + 1] == 1
        var cursor = keyEnd + 3
        for _ in 0..<2 {
            guard let end = d[cursor...].firstIndex(of: 0) else { return }
            cursor = end + 1
        }
        var text = Array(d[cursor...])
        if compressed {
            guard let inflated = try? Zlib.decompress(Data(text), limit: limits.maxMetadataBytes) else { return }
            text = [UInt8](inflated)
        }
        metadata.text.append((latin1(d[..<keyEnd]), String(decoding: text, as: UTF8.self)))
    }

    func latin1(_ bytes: ArraySlice<UInt8>) -> String { String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })) }
}
