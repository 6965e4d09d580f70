import Foundation

/// The reduced inverse DCT of draft decoding: an 8×8 block's lowest `size`×`size` frequencies
/// transformed straight to `size`×`size` pixels (size 4, 2 or 1), each the average of the area
/// the full transform would have given. Floating point: a draft is shrunk further, not compared
/// bit for bit.
enum JPEGScaledIDCT {
    /// For each size, basis[x * size + u] = c(u)·cos((2x + 1)uπ / 2·size), c(0) = 1, c(u) = √2.
    static let basis2 = basis(2), basis4 = basis(4)

    static func basis(_ size: Int) -> [Float] {
        var t = [Float](repeating: 0, count: size * size)
        for x in 0..<size {
            for u in 0..<size {
                let c = u == 0 ? 1.0 : 2.0.squareRoot()
                t[x * size + u] = Float(c * cos(Double(2 * x + 1) * Double(u) * Double.pi / Double(2 * size)))
            }
        }
        return t
    }

    static func transform(
        _ coefficients: UnsafePointer<Int16>, _ quant: UnsafePointer<Int32>, _ out: UnsafeMutablePointer<UInt8>, stride: Int,
        size: Int
    ) {
        if size == 1 {
            let dc = Float(Int32(coefficients[0]) * quant[0]) / 8
            out[0] = JPEGScaledIDCT.clamp(dc + 128)
            return
        }
        let basis = size == 2 ? basis2 : basis4
        // Rows of frequencies → rows of (vertical frequency, x), then columns.
        var rows = [Float](repeating: 0, count: 16)
        for v in 0..<size {
            for x in 0..<size {
                var sum: Float = 0
                for u in 0..<size { sum += basis[x * size + u] * Float(Int32(coefficients[v * 8 + u]) * quant[v * 8 + u]) }
                rows[v * size + x] = sum
            }
        }
        for y in 0..<size {
            for x in 0..<size {
                var sum: Float = 0
                for v in 0..<size { sum += basis[y * size + v] * rows[v * size + x] }
                out[y * stride + x] = clamp(sum / 8 + 128)
            }
        }
    }

    @inline(__always) static func clamp(_ v: Float) -> UInt8 { v <= 0 ? 0 : v >= 255 ? 255 : UInt8(v + 0.5) }
}
