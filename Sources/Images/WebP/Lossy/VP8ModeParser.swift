/// What the first partition says about one macroblock (RFC 6386 sections 10, 11 and 19.3).
struct VP8MacroblockModes {
    /// The segment, 0…3.
    var segment = 0
    /// Whether the macroblock has no coded coefficients (only when the frame codes this flag).
    var skipsCoefficients = false
    /// Whether the luma is predicted in sixteen 4×4 blocks (B_PRED) rather than as a whole.
    var usesSubblocks = false
    /// The 16×16 luma mode (`VP8Prediction` numbering) when `usesSubblocks` is false.
    var lumaMode: UInt8 = 0
    /// The mode of each 4×4 luma block, in raster order, when `usesSubblocks` is true.
    var subblockModes = [UInt8](repeating: 0, count: 16)
    /// The chroma mode (`VP8Prediction` numbering).
    var chromaMode: UInt8 = 0
}

/// Reads the per-macroblock modes of a key frame from the first partition, keeping the above
/// and left 4×4 mode contexts that the subblock-mode probabilities depend on.
struct VP8ModeParser {
    /// The 4×4 modes along the bottom of the macroblock row above, four per macroblock column.
    private var aboveModes: [UInt8]
    /// The 4×4 modes along the right of the macroblock to the left.
    private var leftModes: [UInt8] = [0, 0, 0, 0]

    /// A parser for a frame `macroblockColumns` macroblocks wide.
    init(macroblockColumns: Int) {
        aboveModes = [UInt8](repeating: 0, count: 4 * macroblockColumns)
    }

    /// Resets the left context at the start of a macroblock row.
    mutating func startRow() { leftModes = [0, 0, 0, 0] }

    /// Reads the modes of the macroblock in column `column` into `modes`.
    mutating func read(
        _ decoder: inout VP8BoolDecoder, header: VP8FrameHeader, column: Int, into modes: inout VP8MacroblockModes
    ) {
        let segmentation = header.segmentation
        if segmentation.updatesMap {
            let probabilities = segmentation.treeProbabilities
            modes.segment =
                decoder.readBit(probabilities[0])
                ? 2 + decoder.readBitValue(probabilities[2]) : decoder.readBitValue(probabilities[1])
        } else {
            modes.segment = 0
        }
        if let skipProbability = header.skipProbability {
            modes.skipsCoefficients = decoder.readBit(skipProbability)
        } else {
            modes.skipsCoefficients = false
        }
        modes.usesSubblocks = !decoder.readBit(145)
        if modes.usesSubblocks {
            readSubblockModes(&decoder, column: column, into: &modes.subblockModes)
        } else {
            let mode: UInt8 =
                decoder.readBit(156)
                ? (decoder.readBit(128) ? VP8Prediction.trueMotionMode : VP8Prediction.horizontalMode)
                : (decoder.readBit(163) ? VP8Prediction.verticalMode : VP8Prediction.dcMode)
            modes.lumaMode = mode
            for index in 0..<4 {
                aboveModes[4 * column + index] = mode
                leftModes[index] = mode
            }
        }
        if !decoder.readBit(142) {
            modes.chromaMode = VP8Prediction.dcMode
        } else if !decoder.readBit(114) {
            modes.chromaMode = VP8Prediction.verticalMode
        } else {
            modes.chromaMode = decoder.readBit(183) ? VP8Prediction.trueMotionMode : VP8Prediction.horizontalMode
        }
    }

    /// Reads the sixteen 4×4 modes, each coded with probabilities chosen by the modes above and to the left.
    private mutating func readSubblockModes(_ decoder: inout VP8BoolDecoder, column: Int, into modes: inout [UInt8]) {
        for y in 0..<4 {
            var left = leftModes[y]
            for x in 0..<4 {
                let above = aboveModes[4 * column + x]
                let base = (Int(above) * 10 + Int(left)) * 9
                let mode = readSubblockMode(&decoder, probabilities: base)
                modes[4 * y + x] = mode
                aboveModes[4 * column + x] = mode
                left = mode
            }
            leftModes[y] = left
        }
    }

    /// Walks the 4×4 mode tree (RFC 6386 section 11.2) with the nine probabilities starting at
    /// `base` in `VP8Tables.subblockModeProbabilities`.
    private func readSubblockMode(_ decoder: inout VP8BoolDecoder, probabilities base: Int) -> UInt8 {
        let table = VP8Tables.subblockModeProbabilities
        func bit(_ node: Int) -> Bool { decoder.readBit(table[base + node]) }
        if !bit(0) { return 0 }  // DC
        if !bit(1) { return 1 }  // TrueMotion
        if !bit(2) { return 2 }  // vertical
        if !bit(3) {
            if !bit(4) { return 3 }  // horizontal
            return bit(5) ? 5 : 4  // vertical-right : down-right
        }
        if !bit(6) { return 6 }  // down-left
        if !bit(7) { return 7 }  // vertical-left
        return bit(8) ? 9 : 8  // horizontal-up : horizontal-down
    }
}
