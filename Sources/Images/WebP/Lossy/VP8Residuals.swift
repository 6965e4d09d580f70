/// Decodes the DCT coefficient tokens of macroblocks (RFC 6386 section 13), keeping the
/// "has non-zero coefficients" contexts of the blocks above and to the left.
struct VP8ResidualDecoder {
    /// The coefficient probabilities, 4 plane types × 8 bands × 3 contexts × 11 tree nodes.
    let probabilities: [UInt8]
    /// Per macroblock column: 4 luma, 2 U, 2 V and 1 Y2 flags of the blocks along the bottom of the row above.
    private var aboveNonZero: [UInt8]
    /// The same 9 flags for the blocks along the right of the macroblock to the left.
    private var leftNonZero = [UInt8](repeating: 0, count: 9)

    /// The 25 blocks of one macroblock: 16 luma, 4 U, 4 V (16 coefficients each, in raster
    /// order, dequantised), then the Y2 block.
    var coefficients = [Int16](repeating: 0, count: 25 * 16)
    /// For each of the 24 luma and chroma blocks: 0 all zero, 1 only the DC, 2 more.
    var blockContent = [UInt8](repeating: 0, count: 24)

    /// A decoder for a frame `macroblockColumns` wide using `probabilities`.
    init(probabilities: [UInt8], macroblockColumns: Int) {
        self.probabilities = probabilities
        aboveNonZero = [UInt8](repeating: 0, count: 9 * macroblockColumns)
    }

    /// Resets the left contexts at the start of a macroblock row.
    mutating func startRow() {
        for index in 0..<9 { leftNonZero[index] = 0 }
    }

    /// Clears the contexts of a macroblock without coefficients (the Y2 context stays for 4×4-predicted ones).
    mutating func skip(column: Int, usesSubblocks: Bool) {
        let count = usesSubblocks ? 8 : 9
        for index in 0..<count {
            aboveNonZero[9 * column + index] = 0
            leftNonZero[index] = 0
        }
        for index in 0..<24 { blockContent[index] = 0 }
    }

    /// Reads the coefficients of the macroblock in `column` into `coefficients` and
    /// `blockContent`. Returns whether any coefficient is non-zero.
    mutating func read(
        _ decoder: inout VP8BoolDecoder, column: Int, usesSubblocks: Bool, dequantizer: VP8Dequantizer
    ) -> Bool {
        for index in 0..<coefficients.count { coefficients[index] = 0 }
        let above = 9 * column
        var firstLumaPosition = 0
        var lumaType = 3
        if !usesSubblocks {
            let context = Int(aboveNonZero[above + 8] + leftNonZero[8])
            let count = readBlock(
                &decoder, type: 1, context: context, first: 0, dc: dequantizer.secondOrderDC,
                ac: dequantizer.secondOrderAC, offset: 24 * 16)
            let flag: UInt8 = count > 0 ? 1 : 0
            aboveNonZero[above + 8] = flag
            leftNonZero[8] = flag
            coefficients.withUnsafeMutableBufferPointer { all in
                guard let base = all.baseAddress else { return }
                if count > 1 {
                    VP8Transform.inverseWalshHadamard(base + 24 * 16, into: base)
                } else {
                    let dc = Int16(truncatingIfNeeded: (Int(base[24 * 16]) + 3) >> 3)
                    for block in 0..<16 { base[block * 16] = dc }
                }
            }
            firstLumaPosition = 1
            lumaType = 0
        }
        var anyNonZero = false
        for y in 0..<4 {
            for x in 0..<4 {
                let context = Int(aboveNonZero[above + x] + leftNonZero[y])
                let block = 4 * y + x
                let count = readBlock(
                    &decoder, type: lumaType, context: context, first: firstLumaPosition, dc: dequantizer.lumaDC,
                    ac: dequantizer.lumaAC, offset: block * 16)
                let flag: UInt8 = count > firstLumaPosition ? 1 : 0
                aboveNonZero[above + x] = flag
                leftNonZero[y] = flag
                anyNonZero = recordContent(block: block, count: count) || anyNonZero
            }
        }
        for plane in 0..<2 {
            for y in 0..<2 {
                for x in 0..<2 {
                    let aboveIndex = above + 4 + 2 * plane + x
                    let leftIndex = 4 + 2 * plane + y
                    let block = 16 + 4 * plane + 2 * y + x
                    let count = readBlock(
                        &decoder, type: 2, context: Int(aboveNonZero[aboveIndex] + leftNonZero[leftIndex]), first: 0,
                        dc: dequantizer.chromaDC, ac: dequantizer.chromaAC, offset: block * 16)
                    let flag: UInt8 = count > 0 ? 1 : 0
                    aboveNonZero[aboveIndex] = flag
                    leftNonZero[leftIndex] = flag
                    anyNonZero = recordContent(block: block, count: count) || anyNonZero
                }
            }
        }
        return anyNonZero
    }

    /// Notes what a block holds given the position after its last coded token; returns whether
    /// it is non-zero.
    private mutating func recordContent(block: Int, count: Int) -> Bool {
        let content: UInt8 = count > 1 ? 2 : (coefficients[block * 16] != 0 ? 1 : 0)
        blockContent[block] = content
        return content != 0
    }
}
