/// The VP8 (lossy WebP) key-frame decoder, RFC 6386.
enum VP8 {
    /// Decodes the payload of a "VP8 " chunk. Checks the frame size against `limits`
    /// (`limits.check(width:height:)`) before allocating.
    static func decode(_ data: ArraySlice<UInt8>, limits: ImageLimits) throws -> VP8Picture {
        let parsed = try VP8HeaderParser.parse(data, limits: limits)
        var frame = VP8FrameDecoder(parsed)
        try frame.decodeMacroblocks()
        frame.applyLoopFilter()
        return frame.croppedPicture()
    }
}

/// The state of decoding one key frame: the planes (padded to whole macroblocks) and the
/// per-macroblock information the loop filter needs.
struct VP8FrameDecoder {
    /// The frame header.
    let header: VP8FrameHeader
    /// The first partition, positioned at the per-macroblock modes.
    var modeDecoder: VP8BoolDecoder
    /// The token partitions; macroblock row r reads partition r mod count.
    var tokenDecoders: [VP8BoolDecoder]
    /// The frame size in macroblocks.
    let macroblockColumns: Int, macroblockRows: Int
    /// The luma plane, `16 × macroblockColumns` wide.
    var luma: [UInt8]
    /// The chroma planes, `8 × macroblockColumns` wide.
    var chromaU: [UInt8], chromaV: [UInt8]
    /// Per macroblock: index into the loop-filter strengths (2 × segment + uses 4×4 prediction).
    var filterKinds: [UInt8]
    /// Per macroblock: whether its inner edges are filtered.
    var filtersInnerEdges: [Bool]

    /// A decoder for the frame `parsed` describes.
    init(_ parsed: VP8HeaderParser.Result) {
        header = parsed.header
        modeDecoder = parsed.firstPartition
        tokenDecoders = parsed.tokenPartitions
        macroblockColumns = (header.width + 15) / 16
        macroblockRows = (header.height + 15) / 16
        let macroblocks = macroblockColumns * macroblockRows
        luma = [UInt8](repeating: 0, count: macroblocks * 256)
        chromaU = [UInt8](repeating: 0, count: macroblocks * 64)
        chromaV = [UInt8](repeating: 0, count: macroblocks * 64)
        filterKinds = [UInt8](repeating: 0, count: macroblocks)
        filtersInnerEdges = [Bool](repeating: false, count: macroblocks)
    }

    /// Reads the modes and coefficients of every macroblock and reconstructs the unfiltered frame.
    mutating func decodeMacroblocks() throws {
        var modeParser = VP8ModeParser(macroblockColumns: macroblockColumns)
        var residuals = VP8ResidualDecoder(
            probabilities: header.coefficientProbabilities, macroblockColumns: macroblockColumns)
        var rowModes = [VP8MacroblockModes](repeating: VP8MacroblockModes(), count: macroblockColumns)
        var workspace = VP8Workspace()
        for mbY in 0..<macroblockRows {
            modeParser.startRow()
            for mbX in 0..<macroblockColumns {
                modeParser.read(&modeDecoder, header: header, column: mbX, into: &rowModes[mbX])
            }
            guard !modeDecoder.hasReadPastEnd else {
                throw ImageError.truncated(
                    format: "WebP", needed: "the VP8 first partition ends before the modes of macroblock row \(mbY)")
            }
            residuals.startRow()
            let partition = mbY % tokenDecoders.count
            for mbX in 0..<macroblockColumns {
                let modes = rowModes[mbX]
                var hasCoefficients = false
                if modes.skipsCoefficients {
                    residuals.skip(column: mbX, usesSubblocks: modes.usesSubblocks)
                } else {
                    hasCoefficients = residuals.read(
                        &tokenDecoders[partition], column: mbX, usesSubblocks: modes.usesSubblocks,
                        dequantizer: header.dequantizers[modes.segment])
                }
                guard !tokenDecoders[partition].hasReadPastEnd else {
                    throw ImageError.truncated(
                        format: "WebP",
                        needed: "VP8 token partition \(partition + 1) ends before macroblock \(mbX) of row \(mbY)")
                }
                let index = mbY * macroblockColumns + mbX
                filterKinds[index] = UInt8(2 * modes.segment + (modes.usesSubblocks ? 1 : 0))
                filtersInnerEdges[index] = modes.usesSubblocks || hasCoefficients
                workspace.reconstruct(
                    modes: modes, residuals: residuals, mbX: mbX, mbY: mbY, frame: &self)
            }
        }
    }

    /// Runs the loop filter over the whole frame, unless its level is 0.
    mutating func applyLoopFilter() {
        guard header.filter.level > 0 else { return }
        let strengths = VP8LoopFilter.strengths(filter: header.filter, segmentation: header.segmentation)
        let simple = header.filter.isSimple
        let columns = macroblockColumns
        let kinds = filterKinds
        let inner = filtersInnerEdges
        func filterPlane(_ plane: inout [UInt8], size: Int) {
            plane.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                for mbY in 0..<macroblockRows {
                    for mbX in 0..<columns {
                        let index = mbY * columns + mbX
                        let strength = strengths[Int(kinds[index])]
                        guard strength.limit > 0 else { continue }
                        VP8LoopFilter.filterMacroblock(
                            base, stride: columns * size, mbX: mbX, mbY: mbY, size: size, strength: strength,
                            inner: inner[index], simple: simple)
                    }
                }
            }
        }
        filterPlane(&luma, size: 16)
        if !simple {
            filterPlane(&chromaU, size: 8)
            filterPlane(&chromaV, size: 8)
        }
    }

    /// The frame's planes cut to its width and height.
    func croppedPicture() -> VP8Picture {
        let width = header.width, height = header.height
        let chromaWidth = (width + 1) / 2, chromaHeight = (height + 1) / 2
        func crop(_ plane: [UInt8], stride: Int, width: Int, height: Int) -> [UInt8] {
            var result = [UInt8]()
            result.reserveCapacity(width * height)
            for row in 0..<height { result.append(contentsOf: plane[(row * stride)..<(row * stride + width)]) }
            return result
        }
        return VP8Picture(
            width: width, height: height,
            y: crop(luma, stride: 16 * macroblockColumns, width: width, height: height),
            u: crop(chromaU, stride: 8 * macroblockColumns, width: chromaWidth, height: chromaHeight),
            v: crop(chromaV, stride: 8 * macroblockColumns, width: chromaWidth, height: chromaHeight))
    }
}
