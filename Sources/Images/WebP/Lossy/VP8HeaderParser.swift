/// Reads the frame tag, the key-frame start code and size, and the frame header in the first
/// partition of a VP8 frame (RFC 6386 sections 9 and 19.2), and splits off the token partitions.
enum VP8HeaderParser {
    /// The parsed header, the decoder positioned on the first partition's per-macroblock data,
    /// and one decoder per token partition.
    struct Result {
        /// The frame header.
        var header: VP8FrameHeader
        /// The first partition, positioned after the header.
        var firstPartition: VP8BoolDecoder
        /// The token partitions (1, 2, 4 or 8).
        var tokenPartitions: [VP8BoolDecoder]
    }

    /// Parses `data`, the payload of a "VP8 " chunk, checking the frame size against `limits`.
    static func parse(_ data: ArraySlice<UInt8>, limits: ImageLimits) throws -> Result {
        let bytes = Array(data)
        guard bytes.count >= 10 else {
            throw ImageError.truncated(
                format: "WebP", needed: "the VP8 frame header needs 10 bytes, the chunk has \(bytes.count)")
        }
        let tag = Int(bytes[0]) | Int(bytes[1]) << 8 | Int(bytes[2]) << 16
        guard tag & 1 == 0 else {
            throw ImageError.unsupported(format: "WebP", "an inter frame (a VP8 chunk must hold a key frame)")
        }
        let profile = (tag >> 1) & 7
        guard profile <= 3 else {
            throw ImageError.corrupt(format: "WebP", "the VP8 frame's profile is \(profile), not 0 to 3")
        }
        guard (tag >> 4) & 1 == 1 else {
            throw ImageError.unsupported(format: "WebP", "an invisible VP8 frame (its show-frame flag is 0)")
        }
        let firstPartitionSize = tag >> 5
        guard bytes[3] == 0x9d, bytes[4] == 0x01, bytes[5] == 0x2a else {
            let code = bytes[3..<6].map(ImageError.hexByte).joined(separator: " ")
            throw ImageError.corrupt(format: "WebP", "the VP8 frame's start code is \(code), not 9d 01 2a")
        }
        let width = (Int(bytes[6]) | Int(bytes[7]) << 8) & 0x3fff
        let height = (Int(bytes[8]) | Int(bytes[9]) << 8) & 0x3fff
        guard width > 0, height > 0 else {
            throw ImageError.corrupt(format: "WebP", "the VP8 frame is \(width)×\(height) pixels")
        }
        try limits.check(width: width, height: height)
        let rest = bytes[10...]
        guard firstPartitionSize <= rest.count else {
            throw ImageError.truncated(
                format: "WebP",
                needed: "the VP8 first partition is \(firstPartitionSize) bytes, only \(rest.count) follow the header")
        }
        let partitionEnd = rest.startIndex + firstPartitionSize
        var decoder = VP8BoolDecoder(rest[..<partitionEnd])
        var header = VP8FrameHeader()
        header.width = width
        header.height = height
        _ = decoder.readBit(128)  // colour space: always YUV
        _ = decoder.readBit(128)  // clamping type: pixel values are always clamped
        header.segmentation = readSegmentation(&decoder)
        header.filter = readFilterSettings(&decoder)
        guard !decoder.hasReadPastEnd else {
            throw ImageError.truncated(format: "WebP", needed: "the VP8 first partition ends inside the frame header")
        }
        let partitionCount = 1 << decoder.readLiteral(2)
        let tokenPartitions = try splitPartitions(bytes[partitionEnd...], count: partitionCount)
        header.dequantizers = readQuantizers(&decoder, segmentation: header.segmentation)
        _ = decoder.readBit(128)  // refresh entropy probabilities: meaningless for a single frame
        readCoefficientProbabilities(&decoder, into: &header.coefficientProbabilities)
        header.skipProbability = decoder.readBit(128) ? UInt8(decoder.readLiteral(8)) : nil
        guard !decoder.hasReadPastEnd else {
            throw ImageError.truncated(format: "WebP", needed: "the VP8 first partition ends inside the frame header")
        }
        return Result(header: header, firstPartition: decoder, tokenPartitions: tokenPartitions)
    }

    /// Reads the segmentation settings (RFC 6386 section 9.3).
    private static func readSegmentation(_ decoder: inout VP8BoolDecoder) -> VP8Segmentation {
        var segmentation = VP8Segmentation()
        segmentation.isEnabled = decoder.readBit(128)
        guard segmentation.isEnabled else { return segmentation }
        segmentation.updatesMap = decoder.readBit(128)
        if decoder.readBit(128) {
            segmentation.isAbsolute = decoder.readBit(128)
            for index in 0..<4 { segmentation.quantizers[index] = decoder.readOptionalSigned(7) }
            for index in 0..<4 { segmentation.filterLevels[index] = decoder.readOptionalSigned(6) }
        }
        if segmentation.updatesMap {
            for index in 0..<3 {
                segmentation.treeProbabilities[index] = decoder.readBit(128) ? UInt8(decoder.readLiteral(8)) : 255
            }
        }
        return segmentation
    }

    /// Reads the loop-filter settings (RFC 6386 sections 9.6 and 9.7).
    private static func readFilterSettings(_ decoder: inout VP8BoolDecoder) -> VP8FilterSettings {
        var filter = VP8FilterSettings()
        filter.isSimple = decoder.readBit(128)
        filter.level = decoder.readLiteral(6)
        filter.sharpness = decoder.readLiteral(3)
        filter.usesDeltas = decoder.readBit(128)
        if filter.usesDeltas && decoder.readBit(128) {
            var referenceDeltas = [0, 0, 0, 0]
            var modeDeltas = [0, 0, 0, 0]
            for index in 0..<4 where decoder.readBit(128) { referenceDeltas[index] = decoder.readSignedLiteral(6) }
            for index in 0..<4 where decoder.readBit(128) { modeDeltas[index] = decoder.readSignedLiteral(6) }
            filter.intraFrameDelta = referenceDeltas[0]
            filter.subblockModeDelta = modeDeltas[0]
        }
        return filter
    }

    /// Splits the bytes after the first partition into `count` token partitions: 3-byte sizes
    /// of all but the last, then the partitions. Sizes running past the end are cut short (the
    /// decoder then reports the truncation), but the last partition must not be empty.
    private static func splitPartitions(_ bytes: ArraySlice<UInt8>, count: Int) throws -> [VP8BoolDecoder] {
        let sizesLength = 3 * (count - 1)
        guard bytes.count >= sizesLength else {
            throw ImageError.truncated(
                format: "WebP", needed: "the sizes of the VP8 frame's \(count) token partitions")
        }
        var partitions: [VP8BoolDecoder] = []
        var start = bytes.startIndex + sizesLength
        for index in 0..<(count - 1) {
            let at = bytes.startIndex + 3 * index
            let size = Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16
            let end = min(start + size, bytes.endIndex)
            partitions.append(VP8BoolDecoder(bytes[start..<end]))
            start = end
        }
        guard start < bytes.endIndex else {
            throw ImageError.truncated(format: "WebP", needed: "the VP8 frame's last token partition is empty")
        }
        partitions.append(VP8BoolDecoder(bytes[start...]))
        return partitions
    }

    /// Reads the quantizer indices and deltas and builds each segment's factors (RFC 6386 section 9.6).
    private static func readQuantizers(_ decoder: inout VP8BoolDecoder, segmentation: VP8Segmentation)
        -> [VP8Dequantizer]
    {
        let base = decoder.readLiteral(7)
        let lumaDCDelta = decoder.readOptionalSigned(4)
        let secondOrderDCDelta = decoder.readOptionalSigned(4)
        let secondOrderACDelta = decoder.readOptionalSigned(4)
        let chromaDCDelta = decoder.readOptionalSigned(4)
        let chromaACDelta = decoder.readOptionalSigned(4)
        func step(_ table: [Int32], _ index: Int, maximum: Int = 127) -> Int32 {
            table[min(max(index, 0), maximum)]
        }
        return (0..<4).map { segment in
            var index = base
            if segmentation.isEnabled {
                index = segmentation.quantizers[segment] + (segmentation.isAbsolute ? 0 : base)
            }
            let dc = VP8Tables.dcQuantizerSteps
            let ac = VP8Tables.acQuantizerSteps
            return VP8Dequantizer(
                lumaDC: step(dc, index + lumaDCDelta), lumaAC: step(ac, index),
                secondOrderDC: step(dc, index + secondOrderDCDelta) * 2,
                secondOrderAC: max(step(ac, index + secondOrderACDelta) * 155 / 100, 8),
                chromaDC: step(dc, index + chromaDCDelta, maximum: 117), chromaAC: step(ac, index + chromaACDelta))
        }
    }

    /// Reads the coefficient probability updates (RFC 6386 section 13.4).
    private static func readCoefficientProbabilities(
        _ decoder: inout VP8BoolDecoder, into probabilities: inout [UInt8]
    ) {
        for index in 0..<probabilities.count where decoder.readBit(VP8Tables.coefficientUpdateProbabilities[index]) {
            probabilities[index] = UInt8(decoder.readLiteral(8))
        }
    }
}
