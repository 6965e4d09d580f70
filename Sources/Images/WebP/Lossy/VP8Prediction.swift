/// The intra predictors of VP8 key frames (RFC 6386 section 12). Each writes a block into the
/// macroblock work area (`VP8Workspace`, rows `stride` bytes apart), reading the already
/// reconstructed pixels above (from the row at offset -stride, including the one above-left
/// and, for 4×4 blocks, four above-right) and to the left (offset -1).
enum VP8Prediction {
    /// The distance between rows of the work area.
    static let stride = 32

    /// The 16×16 and chroma modes, and the first four 4×4 modes, share these numbers.
    static let dcMode: UInt8 = 0, trueMotionMode: UInt8 = 1, verticalMode: UInt8 = 2, horizontalMode: UInt8 = 3

    /// Predicts a `size`×`size` block (16 for luma, 8 for chroma) with one of the four
    /// whole-block modes. The DC mode averages only the edges that exist inside the frame
    /// (`hasAbove`, `hasLeft`) and uses 128 when neither does.
    static func predictBlock(
        _ block: UnsafeMutablePointer<UInt8>, size: Int, mode: UInt8, hasAbove: Bool, hasLeft: Bool
    ) {
        switch mode {
        case verticalMode:
            for row in 1...size { (block + row * stride - stride).update(from: block - stride, count: size) }
        case horizontalMode:
            for row in 0..<size { (block + row * stride).update(repeating: block[row * stride - 1], count: size) }
        case trueMotionMode:
            trueMotion(block, size: size)
        default:
            let shift = size == 16 ? 4 : 3
            var sum = 0
            for index in 0..<size {
                if hasAbove { sum += Int(block[index - stride]) }
                if hasLeft { sum += Int(block[index * stride - 1]) }
            }
            let value: Int
            switch (hasAbove, hasLeft) {
            case (true, true): value = (sum + size) >> (shift + 1)
            case (false, false): value = 128
            default: value = (sum + size / 2) >> shift
            }
            for row in 0..<size { (block + row * stride).update(repeating: UInt8(value), count: size) }
        }
    }

    /// The TrueMotion predictor: left + above - above-left, clamped to 0…255.
    static func trueMotion(_ block: UnsafeMutablePointer<UInt8>, size: Int) {
        let corner = Int(block[-stride - 1])
        for row in 0..<size {
            let left = Int(block[row * stride - 1]) - corner
            let line = block + row * stride
            for column in 0..<size { line[column] = clampToByte(left + Int(block[column - stride])) }
        }
    }

    /// `value` clamped to 0…255.
    @inline(__always)
    static func clampToByte(_ value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 0 ? 0 : value > 255 ? 255 : value)
    }

    /// (a + 2b + c + 2) / 4, the three-tap smoothing of the 4×4 predictors.
    @inline(__always)
    private static func average3(_ a: Int, _ b: Int, _ c: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: (a + 2 * b + c + 2) >> 2)
    }

    /// (a + b + 1) / 2.
    @inline(__always)
    private static func average2(_ a: Int, _ b: Int) -> UInt8 { UInt8(truncatingIfNeeded: (a + b + 1) >> 1) }

    /// Predicts a 4×4 luma block with one of the ten subblock modes: 0 DC, 1 TrueMotion,
    /// 2 vertical, 3 horizontal, 4 down-right, 5 vertical-right, 6 down-left, 7 vertical-left,
    /// 8 horizontal-down, 9 horizontal-up.
    static func predictSubblock(_ block: UnsafeMutablePointer<UInt8>, mode: UInt8) {
        if mode == trueMotionMode {
            trueMotion(block, size: 4)
            return
        }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 13) { edge in
            // The edge from the bottom-left pixel up to the corner (index 4), then right along
            // the eight pixels above (indices 5…12).
            for index in 0..<4 { edge[3 - index] = Int(block[index * stride - 1]) }
            for index in -1..<8 { edge[5 + index] = Int(block[index - stride]) }
            for y in 0..<4 {
                for x in 0..<4 { block[y * stride + x] = subblockPixel(mode: mode, x: x, y: y, edge: edge) }
            }
        }
    }

    /// The predicted pixel at (`x`, `y`) of a 4×4 block for `mode`, from the block's edge pixels.
    @inline(__always)
    private static func subblockPixel(mode: UInt8, x: Int, y: Int, edge: UnsafeMutableBufferPointer<Int>) -> UInt8 {
        func smooth(_ center: Int) -> UInt8 { average3(edge[center - 1], edge[center], edge[center + 1]) }
        func mean(_ first: Int) -> UInt8 { average2(edge[first], edge[first + 1]) }
        switch mode {
        case 0:
            var sum = 4
            for index in 0..<4 { sum += edge[index] + edge[5 + index] }
            return UInt8(truncatingIfNeeded: sum >> 3)
        case 2: return smooth(5 + x)
        case 3: return y == 3 ? average3(edge[1], edge[0], edge[0]) : smooth(3 - y)
        case 4: return smooth(4 - y + x)
        case 5:
            let z = 2 * x - y
            if z >= 0 && z & 1 == 0 { return mean(4 + z / 2) }
            return z >= -1 ? smooth(4 + (z + 1) / 2) : smooth(5 + z)
        case 6: return x + y == 6 ? average3(edge[11], edge[12], edge[12]) : smooth(6 + x + y)
        case 7:
            if x == 3 && y >= 2 { return smooth(y == 2 ? 10 : 11) }
            return y & 1 == 0 ? mean(5 + x + y / 2) : smooth(6 + x + y / 2)
        case 8:
            let z = 2 * y - x
            if z >= 0 && z & 1 == 0 { return mean(3 - z / 2) }
            return z >= -1 ? smooth(4 - (z + 1) / 2) : smooth(3 - z)
        default:
            let z = x + 2 * y
            if z > 5 { return UInt8(truncatingIfNeeded: edge[0]) }
            if z == 5 { return average3(edge[1], edge[0], edge[0]) }
            return z & 1 == 0 ? mean(2 - z / 2) : smooth(2 - z / 2)
        }
    }
}
