import Foundation

/// The forward DCT of the encoder: Arai, Agui and Nakajima's factorisation of the 8-point DCT
/// (Trans. IEICE E71(11), 1988; Pennebaker and Mitchell, "JPEG", §4.3.5) in single precision, five
/// multiplications per pass. Each output comes out scaled by `scale[u] · scale[v] · 8`, which the
/// quantisation divisors (`divisors(for:)`) take back out, as libjpeg's float DCT does.
enum JPEGForwardDCT {
    /// Per-frequency factor of the AAN outputs: 1 for 0, else cos(kπ/16)·√2.
    static let scale: [Float] = (0..<8).map { k in
        k == 0 ? 1 : Float(cos(Double(k) * Double.pi / 16) * 2.0.squareRoot())
    }

    /// The reciprocals to multiply the AAN outputs by so that each becomes its DCT coefficient
    /// divided by the table's step (`table` in natural order).
    static func divisors(for table: [Int]) -> [Float] {
        (0..<64).map { i in 1 / (Float(table[i]) * scale[i / 8] * scale[i % 8] * 8) }
    }

    /// Transforms the 64 level-shifted samples at `block` (rows of 8) in place.
    static func transform(_ block: UnsafeMutablePointer<Float>) {
        for row in 0..<8 { pass(block + row * 8, stride: 1) }
        for column in 0..<8 { pass(block + column, stride: 8) }
    }

    /// One 8-point AAN pass over the samples `stride` apart from `p`.
    @inline(__always)
    static func pass(_ p: UnsafeMutablePointer<Float>, stride s: Int) {
        let sum07 = p[0] + p[7 * s], diff07 = p[0] - p[7 * s]
        let sum16 = p[1 * s] + p[6 * s], diff16 = p[1 * s] - p[6 * s]
        let sum25 = p[2 * s] + p[5 * s], diff25 = p[2 * s] - p[5 * s]
        let sum34 = p[3 * s] + p[4 * s], diff34 = p[3 * s] - p[4 * s]

        // Even frequencies: 0, 2, 4, 6.
        let outer = sum07 + sum34, outerDiff = sum07 - sum34
        let inner = sum16 + sum25, innerDiff = sum16 - sum25
        p[0] = outer + inner
        p[4 * s] = outer - inner
        let rotated = (innerDiff + outerDiff) * 0.707_106_781
        p[2 * s] = outerDiff + rotated
        p[6 * s] = outerDiff - rotated

        // Odd frequencies: 1, 3, 5, 7.
        let a = diff34 + diff25, b = diff25 + diff16, c = diff16 + diff07
        let shared = (a - c) * 0.382_683_433
        let fromA = 0.541_196_100 * a + shared
        let fromC = 1.306_562_965 * c + shared
        let fromB = b * 0.707_106_781
        let high = diff07 + fromB, low = diff07 - fromB
        p[5 * s] = low + fromA
        p[3 * s] = low - fromA
        p[1 * s] = high + fromC
        p[7 * s] = high - fromC
    }
}
