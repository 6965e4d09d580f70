/// The inverse DCT of one dequantised 8×8 block, in the integer arithmetic of libjpeg's "islow"
/// method (13-bit constants, two passes with 2 extra bits between them), so our pixels match
/// libjpeg-turbo's, the decoder everyone compares against.
enum JPEGIDCT {
    static let constBits = 13
    static let pass1Bits = 2

    /// A constant in the transform's fixed point: `x` × 2¹³, rounded (libjpeg's FIX).
    static func fix(_ x: Double) -> Int { Int((x * Double(1 << constBits)).rounded()) }
    // The IJG names (FIX_0_298631336 …): each constant reads as the value whose `fix` it is. They
    // are literals so that the compiler folds them into the transform (a computed static is a
    // lazily made global, fetched on every use); `JPEGTransformTests` checks each against `fix`.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    static let f0_298631336 = 2446, f0_390180644 = 3196, f0_541196100 = 4433, f0_765366865 = 6270
    // swift-format-ignore: AlwaysUseLowerCamelCase
    static let f0_899976223 = 7373, f1_175875602 = 9633, f1_501321110 = 12299, f1_847759065 = 15137
    // swift-format-ignore: AlwaysUseLowerCamelCase
    static let f1_961570560 = 16069, f2_053119869 = 16819, f2_562915447 = 20995, f3_072711026 = 25172

    /// The even and odd halves of the 8-point transform, shared by both passes.
    @inline(__always) static func butterfly(
        _ i0: Int, _ i1: Int, _ i2: Int, _ i3: Int, _ i4: Int, _ i5: Int, _ i6: Int, _ i7: Int, shiftIn: Int
    ) -> (Int, Int, Int, Int, Int, Int, Int, Int) {
        // Even part.
        var z2 = i2, z3 = i6
        var z1 = (z2 + z3) * f0_541196100
        let tmp2 = z1 + z3 * -f1_847759065
        let tmp3 = z1 + z2 * f0_765366865
        z2 = i0
        z3 = i4
        let tmp0 = (z2 + z3) << shiftIn
        let tmp1 = (z2 - z3) << shiftIn
        let t10 = tmp0 + tmp3, t13 = tmp0 - tmp3, t11 = tmp1 + tmp2, t12 = tmp1 - tmp2
        // Odd part.
        var o0 = i7, o1 = i5, o2 = i3, o3 = i1
        z1 = o0 + o3
        z2 = o1 + o2
        z3 = o0 + o2
        var z4 = o1 + o3
        let z5 = (z3 + z4) * f1_175875602
        o0 *= f0_298631336
        o1 *= f2_053119869
        o2 *= f3_072711026
        o3 *= f1_501321110
        z1 *= -f0_899976223
        z2 *= -f2_562915447
        z3 = z3 * -f1_961570560 + z5
        z4 = z4 * -f0_390180644 + z5
        o0 += z1 + z3
        o1 += z2 + z4
        o2 += z2 + z3
        o3 += z1 + z4
        return (t10 + o3, t11 + o2, t12 + o1, t13 + o0, t13 - o0, t12 - o1, t11 - o2, t10 - o3)
    }

    /// Transforms the 64 coefficients at `input` (natural order) times `quant` into 8×8 samples
    /// written at `output` with `stride` bytes between rows.
    @inline(__always) static func transform(
        _ input: UnsafePointer<Int16>, _ quant: UnsafePointer<Int32>, _ output: UnsafeMutablePointer<UInt8>, stride: Int,
        workspace ws: UnsafeMutablePointer<Int32>
    ) {
        for col in 0..<8 {
            @inline(__always) func q(_ row: Int) -> Int { Int(input[row * 8 + col]) * Int(quant[row * 8 + col]) }
            if input[8 + col] == 0, input[16 + col] == 0, input[24 + col] == 0, input[32 + col] == 0, input[40 + col] == 0,
                input[48 + col] == 0, input[56 + col] == 0
            {
                let dc = Int32(truncatingIfNeeded: q(0) << pass1Bits)
                for row in 0..<8 { ws[row * 8 + col] = dc }
                continue
            }
            let r = butterfly(q(0), q(1), q(2), q(3), q(4), q(5), q(6), q(7), shiftIn: constBits)
            let shift = constBits - pass1Bits, round = 1 << (shift - 1)
            ws[col] = Int32(truncatingIfNeeded: (r.0 + round) >> shift)
            ws[8 + col] = Int32(truncatingIfNeeded: (r.1 + round) >> shift)
            ws[16 + col] = Int32(truncatingIfNeeded: (r.2 + round) >> shift)
            ws[24 + col] = Int32(truncatingIfNeeded: (r.3 + round) >> shift)
            ws[32 + col] = Int32(truncatingIfNeeded: (r.4 + round) >> shift)
            ws[40 + col] = Int32(truncatingIfNeeded: (r.5 + round) >> shift)
            ws[48 + col] = Int32(truncatingIfNeeded: (r.6 + round) >> shift)
            ws[56 + col] = Int32(truncatingIfNeeded: (r.7 + round) >> shift)
        }
        let shift = constBits + pass1Bits + 3
        for row in 0..<8 {
            let w = ws + row * 8
            let out = output + row * stride
            // Rounding and the +128 level shift folded into the DC term, as libjpeg does.
            let dc = Int(w[0]) + (1 << (pass1Bits + 2)) + (128 << (pass1Bits + 3))
            if w[1] == 0, w[2] == 0, w[3] == 0, w[4] == 0, w[5] == 0, w[6] == 0, w[7] == 0 {
                let v = clamp(dc >> (pass1Bits + 3))
                for x in 0..<8 { out[x] = v }
                continue
            }
            let r = butterfly(dc, Int(w[1]), Int(w[2]), Int(w[3]), Int(w[4]), Int(w[5]), Int(w[6]), Int(w[7]), shiftIn: constBits)
            out[0] = clamp(r.0 >> shift)
            out[1] = clamp(r.1 >> shift)
            out[2] = clamp(r.2 >> shift)
            out[3] = clamp(r.3 >> shift)
            out[4] = clamp(r.4 >> shift)
            out[5] = clamp(r.5 >> shift)
            out[6] = clamp(r.6 >> shift)
            out[7] = clamp(r.7 >> shift)
        }
    }

    @inline(__always) static func clamp(_ v: Int) -> UInt8 { UInt8(v < 0 ? 0 : v > 255 ? 255 : v) }
}
