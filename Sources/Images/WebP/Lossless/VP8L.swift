/// WebP's lossless bitstream, the payload of a `VP8L` chunk (RFC 9649): a header with the size,
/// then the transforms, then the entropy-coded pixels.
enum VP8L {
    /// A decoded lossless image: ARGB pixels (alpha in the top byte), row by row.
    struct Image {
        let width: Int
        let height: Int
        let argb: [UInt32]
        /// Whether the header says alpha is used (a hint; the pixels carry alpha either way).
        let hasAlpha: Bool
    }

    /// How many blocks of `1 << bits` pixels cover `size` pixels (the specification's DIV_ROUND_UP):
    /// the size of a transform's or entropy image's side, and of an image with packed pixels.
    static func subsampled(_ size: Int, bits: Int) -> Int { (size + (1 << bits) - 1) >> bits }

    /// The width and height a `VP8L` chunk's header gives, without decoding it.
    static func size(_ chunk: ArraySlice<UInt8>) throws -> (width: Int, height: Int, hasAlpha: Bool) {
        guard chunk.count >= 5 else { throw WebP.truncated("the lossless header (5 bytes)") }
        guard chunk[chunk.startIndex] == 0x2F else {
            throw ImageError.corrupt(
                format: "WebP", "the lossless signature is \(ImageError.hexByte(chunk[chunk.startIndex])), not 2f")
        }
        var bits = VP8LBits(chunk.dropFirst().prefix(4))
        let width = bits.read(14) + 1, height = bits.read(14) + 1, hasAlpha = bits.flag()
        let version = bits.read(3)
        guard version == 0 else { throw ImageError.unsupported(format: "WebP", "lossless version \(version)") }
        return (width, height, hasAlpha)
    }

    /// Decodes a whole `VP8L` chunk.
    static func decode(_ chunk: ArraySlice<UInt8>, limits: ImageLimits) throws -> Image {
        let header = try size(chunk)
        try limits.check(width: header.width, height: header.height)
        var bits = VP8LBits(chunk.dropFirst(5))
        let argb = try stream(&bits, width: header.width, height: header.height)
        return Image(width: header.width, height: header.height, argb: argb, hasAlpha: header.hasAlpha)
    }

    /// Decodes an image stream without a header, of a size given elsewhere (an `ALPH` chunk's
    /// compressed alpha, RFC 9649 and the container's §Alpha).
    static func decodeHeadless(_ data: ArraySlice<UInt8>, width: Int, height: Int) throws -> [UInt32] {
        var bits = VP8LBits(data)
        return try stream(&bits, width: width, height: height)
    }

    /// The transforms, the pixels, then the transforms undone last first.
    private static func stream(_ bits: inout VP8LBits, width: Int, height: Int) throws -> [UInt32] {
        var transforms: [(transform: VP8LTransform, width: Int, outputWidth: Int)] = []
        var seen = Set<Int>()
        var codedWidth = width
        while bits.flag() {
            let kind = bits.read(2)
            guard seen.insert(kind).inserted else {
                throw ImageError.corrupt(format: "WebP", "the \(transformNames[kind]) transform is given twice")
            }
            let (transform, newWidth) = try readTransform(kind, &bits, width: codedWidth, height: height)
            transforms.append((transform, newWidth, codedWidth))
            codedWidth = newWidth
        }
        var pixels = try VP8LImageData.read(&bits, width: codedWidth, height: height, isMain: true)
        for step in transforms.reversed() {
            pixels = step.transform.undo(pixels, width: step.width, outputWidth: step.outputWidth, height: height)
        }
        return pixels
    }

    private static let transformNames = ["predictor", "colour", "subtract-green", "colour-indexing"]

    /// Reads one transform's data; returns it and the width of the image coded after it.
    private static func readTransform(
        _ kind: Int, _ bits: inout VP8LBits, width: Int, height: Int
    ) throws -> (VP8LTransform, Int) {
        switch kind {
        case 0, 1:
            let blockBits = bits.read(3) + 2
            let sub = try VP8LImageData.read(
                &bits, width: subsampled(width, bits: blockBits), height: subsampled(height, bits: blockBits),
                isMain: false)
            return (kind == 0 ? .predictor(blockBits: blockBits, modes: sub) : .colour(blockBits: blockBits, factors: sub), width)
        case 2:
            return (.addGreen, width)
        default:
            let size = bits.read(8) + 1
            var table = try VP8LImageData.read(&bits, width: size, height: 1, isMain: false)
            for index in table.indices.dropFirst() { table[index] = VP8LPrediction.add(table[index], table[index - 1]) }
            let packing = size <= 2 ? 3 : size <= 4 ? 2 : size <= 16 ? 1 : 0
            return (.colourIndexing(table: table, packing: packing), subsampled(width, bits: packing))
        }
    }
}
