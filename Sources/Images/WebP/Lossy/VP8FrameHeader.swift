/// The per-segment quantizer and loop-filter adjustments of a VP8 frame (RFC 6386 section 9.3).
struct VP8Segmentation {
    /// Whether macroblocks belong to one of four segments at all.
    var isEnabled = false
    /// Whether each macroblock's segment is coded in the first partition.
    var updatesMap = false
    /// Whether the segment values replace the frame's (true) or are added to them (false).
    var isAbsolute = true
    /// The quantizer index (or delta) of each segment.
    var quantizers = [0, 0, 0, 0]
    /// The loop-filter level (or delta) of each segment.
    var filterLevels = [0, 0, 0, 0]
    /// The probabilities of the segment-number tree.
    var treeProbabilities: [UInt8] = [255, 255, 255]
}

/// The loop-filter settings of a VP8 frame (RFC 6386 section 9.6).
struct VP8FilterSettings {
    /// Whether the simple filter (luma only) is used instead of the normal one.
    var isSimple = false
    /// The frame's filter level, 0…63 (0: no filtering).
    var level = 0
    /// The sharpness, 0…7, which lowers the interior limit.
    var sharpness = 0
    /// Whether the level is adjusted by reference frame and mode.
    var usesDeltas = false
    /// The level adjustment for intra-coded macroblocks.
    var intraFrameDelta = 0
    /// The level adjustment for macroblocks whose luma uses 4×4 prediction.
    var subblockModeDelta = 0
}

/// The dequantisation factors of one segment: DC and AC steps for the Y, Y2 and chroma blocks.
struct VP8Dequantizer {
    /// The luma block steps (DC, AC).
    var lumaDC: Int32, lumaAC: Int32
    /// The second-order (Y2) block steps (DC, AC).
    var secondOrderDC: Int32, secondOrderAC: Int32
    /// The chroma block steps (DC, AC).
    var chromaDC: Int32, chromaAC: Int32
}

/// Everything the first partition of a VP8 key frame says before the per-macroblock data.
struct VP8FrameHeader {
    /// The frame size in pixels.
    var width = 0, height = 0
    /// Segment settings.
    var segmentation = VP8Segmentation()
    /// Loop-filter settings.
    var filter = VP8FilterSettings()
    /// The dequantisation factors of each of the four segments.
    var dequantizers: [VP8Dequantizer] = []
    /// The coefficient probabilities, 4 × 8 × 3 × 11, laid out as `VP8Tables.defaultCoefficientProbabilities`.
    var coefficientProbabilities = VP8Tables.defaultCoefficientProbabilities
    /// The probability that a macroblock has no non-zero coefficients, or nil when not coded.
    var skipProbability: UInt8?
}
