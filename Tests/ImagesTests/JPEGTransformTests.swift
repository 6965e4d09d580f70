import Foundation
import XCTest

@testable import Images

/// The JPEG transforms against their definitions: the encoder's AAN forward DCT against T.81's
/// DCT formula (A.3.3), and the decoder's fixed-point constants against the values they stand for.
final class JPEGTransformTests: IsolatedTestCase {
    /// T.81 A.3.3: S(v,u) = ¼ C(u) C(v) Σ s(y,x) cos((2x+1)uπ/16) cos((2y+1)vπ/16), C(0) = 1/√2.
    func definitionDCT(_ samples: [Double]) -> [Double] {
        func c(_ k: Int) -> Double { k == 0 ? 1 / 2.0.squareRoot() : 1 }
        return (0..<64).map { i in
            let v = i / 8, u = i % 8
            var sum = 0.0
            for y in 0..<8 {
                for x in 0..<8 {
                    sum +=
                        samples[y * 8 + x] * cos(Double(2 * x + 1) * Double(u) * .pi / 16)
                        * cos(Double(2 * y + 1) * Double(v) * .pi / 16)
                }
            }
            return c(u) * c(v) / 4 * sum
        }
    }

    func testTheForwardDCTGivesT81sCoefficientsOnceItsScaleIsDividedOut() {
        var generator = SystemRandomNumberGenerator()
        // Random blocks, flat ones, and the extremes (every sample −128 or 127, a checkerboard).
        var blocks: [[Double]] = (0..<200).map { _ in (0..<64).map { _ in Double(Int.random(in: -128...127, using: &generator)) }
        }
        blocks += [[Double](repeating: 0, count: 64), [Double](repeating: -128, count: 64), [Double](repeating: 127, count: 64)]
        blocks.append((0..<64).map { ($0 / 8 + $0 % 8) % 2 == 0 ? 127 : -128 })
        // Divisors for a table of ones: the AAN output times them is the coefficient itself.
        let unit = JPEGForwardDCT.divisors(for: [Int](repeating: 1, count: 64))
        var worst = 0.0
        for samples in blocks {
            var block = samples.map(Float.init)
            block.withUnsafeMutableBufferPointer { JPEGForwardDCT.transform($0.baseAddress!) }
            let expected = definitionDCT(samples)
            for i in 0..<64 { worst = max(worst, abs(Double(block[i] * unit[i]) - expected[i])) }
        }
        // Single precision on coefficients up to 1,024: well under the half step a quantiser rounds at.
        XCTAssertLessThan(worst, 0.01)
    }

    func testTheQuantiserRoundsToTheNearestAndHalvesToEven() {
        // Coefficients straight in (no transform) and reciprocals of ½: coefficient n (natural
        // order) is n − 32, so it quantises to (n − 32) / 2, halves included; beyond the bound
        // of ±4,096 a value is clamped.
        let coder = JPEGBlockCoder(divisors: [Float](repeating: 0.5, count: 64), dc: [], ac: [])
        var block = (0..<64).map { Float($0 - 32) }
        (block[0], block[63]) = (-1e9, 1e9)
        var values = [Int32](repeating: 0, count: 64)
        block.withUnsafeMutableBufferPointer { b in
            values.withUnsafeMutableBufferPointer { coder.quantise(b.baseAddress!, into: $0.baseAddress!) }
        }
        let expected = (0..<64).map { k -> Int32 in
            let half = Double(k - 32) / 2
            return k == 0 ? -4_096 : k == 63 ? 4_096 : Int32(half.rounded(.toNearestOrEven))
        }
        XCTAssertEqual(values, expected)
    }

    func testTheInverseDCTsConstantsAreTheValuesTheirNamesGive() {
        let named: [(Int, Double)] = [
            (JPEGIDCT.f0_298631336, 0.298631336), (JPEGIDCT.f0_390180644, 0.390180644),
            (JPEGIDCT.f0_541196100, 0.541196100), (JPEGIDCT.f0_765366865, 0.765366865),
            (JPEGIDCT.f0_899976223, 0.899976223), (JPEGIDCT.f1_175875602, 1.175875602),
            (JPEGIDCT.f1_501321110, 1.501321110), (JPEGIDCT.f1_847759065, 1.847759065),
            (JPEGIDCT.f1_961570560, 1.961570560), (JPEGIDCT.f2_053119869, 2.053119869),
            (JPEGIDCT.f2_562915447, 2.562915447), (JPEGIDCT.f3_072711026, 3.072711026),
        ]
        for (constant, value) in named { XCTAssertEqual(constant, JPEGIDCT.fix(value), "\(value)") }
    }
}
