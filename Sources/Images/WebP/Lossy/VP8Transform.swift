/// The inverse transforms of VP8 (RFC 6386 section 14): the Walsh-Hadamard transform of the
/// second-order luma DC block, and the 4×4 inverse DCT whose output is added to a predicted block.
enum VP8Transform {
    /// Inverts the Walsh-Hadamard transform of the 16 coefficients at `input` and stores the
    /// results as the DC coefficients (first of each 16) of the 16 luma blocks at `output`.
    static func inverseWalshHadamard(_ input: UnsafePointer<Int16>, into output: UnsafeMutablePointer<Int16>) {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 16) { temporary in
            for column in 0..<4 {
                let a0 = Int(input[column]) + Int(input[12 + column])
                let a1 = Int(input[4 + column]) + Int(input[8 + column])
                let a2 = Int(input[4 + column]) - Int(input[8 + column])
                let a3 = Int(input[column]) - Int(input[12 + column])
                temporary[column] = a0 + a1
                temporary[8 + column] = a0 - a1
                temporary[4 + column] = a3 + a2
                temporary[12 + column] = a3 - a2
            }
            for row in 0..<4 {
                let dc = temporary[row * 4] + 3
                let a0 = dc + temporary[row * 4 + 3]
                let a1 = temporary[row * 4 + 1] + temporary[row * 4 + 2]
                let a2 = temporary[row * 4 + 1] - temporary[row * 4 + 2]
                let a3 = dc - temporary[row * 4 + 3]
                let block = output + row * 64
                block[0] = Int16(truncatingIfNeeded: (a0 + a1) >> 3)
                block[16] = Int16(truncatingIfNeeded: (a3 + a2) >> 3)
                block[32] = Int16(truncatingIfNeeded: (a0 - a1) >> 3)
                block[48] = Int16(truncatingIfNeeded: (a3 - a2) >> 3)
            }
        }
    }

    /// x·√2·cos(π/8), as the RFC computes it: x + x·20091/65536.
    @inline(__always)
    private static func multiplyCos(_ value: Int) -> Int { ((value * 20091) >> 16) + value }

    /// x·√2·sin(π/8), as the RFC computes it: x·35468/65536.
    @inline(__always)
    private static func multiplySin(_ value: Int) -> Int { (value * 35468) >> 16 }

    /// Adds the inverse DCT of the 16 coefficients at `input` to the 4×4 pixels at `block`
    /// (rows `stride` apart), clamping to 0…255.
    static func addInverseDCT(_ input: UnsafePointer<Int16>, to block: UnsafeMutablePointer<UInt8>, stride: Int) {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 16) { temporary in
            for column in 0..<4 {
                let a = Int(input[column]) + Int(input[8 + column])
                let b = Int(input[column]) - Int(input[8 + column])
                let c = multiplySin(Int(input[4 + column])) - multiplyCos(Int(input[12 + column]))
                let d = multiplyCos(Int(input[4 + column])) + multiplySin(Int(input[12 + column]))
                temporary[column * 4] = a + d
                temporary[column * 4 + 1] = b + c
                temporary[column * 4 + 2] = b - c
                temporary[column * 4 + 3] = a - d
            }
            for row in 0..<4 {
                let dc = temporary[row] + 4
                let a = dc + temporary[8 + row]
                let b = dc - temporary[8 + row]
                let c = multiplySin(temporary[4 + row]) - multiplyCos(temporary[12 + row])
                let d = multiplyCos(temporary[4 + row]) + multiplySin(temporary[12 + row])
                let line = block + row * stride
                line[0] = VP8Prediction.clampToByte(Int(line[0]) + ((a + d) >> 3))
                line[1] = VP8Prediction.clampToByte(Int(line[1]) + ((b + c) >> 3))
                line[2] = VP8Prediction.clampToByte(Int(line[2]) + ((b - c) >> 3))
                line[3] = VP8Prediction.clampToByte(Int(line[3]) + ((a - d) >> 3))
            }
        }
    }

    /// Adds the inverse DCT of a block whose only non-zero coefficient is the DC, `dc`.
    static func addInverseDC(_ dc: Int16, to block: UnsafeMutablePointer<UInt8>, stride: Int) {
        let delta = (Int(dc) + 4) >> 3
        for row in 0..<4 {
            let line = block + row * stride
            for column in 0..<4 { line[column] = VP8Prediction.clampToByte(Int(line[column]) + delta) }
        }
    }
}
