/// What the encoder codes one component's blocks with: the quantisation divisors of its table
/// (`JPEGForwardDCT.divisors(for:)`) and its DC and AC Huffman codes by symbol.
struct JPEGBlockCoder {
    let dc: [(code: Int, length: Int)]
    let ac: [(code: Int, length: Int)]
    /// The divisors' reciprocals in natural order.
    private let divisors: [Float]
    /// Where each zigzag position's coefficient is in a block (T.81 figure A.6).
    let zigzag = jpegZigZag

    init(divisors: [Float], dc: [(code: Int, length: Int)], ac: [(code: Int, length: Int)]) {
        self.dc = dc
        self.ac = ac
        self.divisors = divisors
    }

    /// The transformed `block`'s coefficients quantised (rounded to the nearest, halves to even),
    /// in natural order: the entropy coder reads them in zigzag order.
    func quantise(_ block: UnsafeMutablePointer<Float>, into values: UnsafeMutablePointer<Int32>) {
        divisors.withUnsafeBufferPointer { divisors in
            for n in 0..<64 {
                // Bounded (8-bit samples give at most ±1,024; the coder clamps AC to ±1,023), then
                // rounded by adding 1.5 × 2²³: the sum's last bits are the rounded value. No range
                // check, unlike Int32(Float), so the loop vectorises.
                let scaled = min(max(block[n] * divisors[n], -4_096), 4_096)
                values[n] = Int32(bitPattern: (scaled + 12_582_912).bitPattern) &- 0x4B40_0000
            }
        }
    }
}
