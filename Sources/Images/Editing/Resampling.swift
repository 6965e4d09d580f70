import Foundation

/// The filters `PixelBuffer.resized` resamples with.
public enum ResampleFilter: String, Sendable, CaseIterable {
    /// Lanczos with three lobes: sharp, the default (Pillow's `LANCZOS`).
    case lanczos3
    /// Bicubic with a = −0.5 (Pillow's `BICUBIC`).
    case bicubic
    /// Bilinear (a triangle; Pillow's `BILINEAR`).
    case bilinear

    /// How far the filter reaches, in source pixels at scale 1.
    var support: Double {
        switch self {
        case .lanczos3: return 3
        case .bicubic: return 2
        case .bilinear: return 1
        }
    }

    /// The filter's weight at distance `x`.
    func weight(_ x: Double) -> Double {
        switch self {
        case .lanczos3:
            return -3 <= x && x < 3 ? Self.sinc(x) * Self.sinc(x / 3) : 0
        case .bicubic:
            let a = -0.5, t = abs(x)
            if t < 1 { return ((a + 2) * t - (a + 3)) * t * t + 1 }
            if t < 2 { return (((t - 5) * t + 8) * t - 4) * a }
            return 0
        case .bilinear:
            let t = abs(x)
            return t < 1 ? 1 - t : 0
        }
    }

    static func sinc(_ x: Double) -> Double {
        if x == 0 { return 1 }
        let px = x * Double.pi
        return sin(px) / px
    }
}

/// One axis of a resize: for each output pixel, the first source pixel it reads, how many, and
/// their weights in fixed point (22 fraction bits), as Pillow's resampler computes them.
struct ResampleKernel {
    static let fractionBits = 22
    /// Output pixel `i` reads `counts[i]` source pixels from `starts[i]`.
    var starts: [Int]
    var counts: [Int]
    /// `size` weights an output pixel; the unused ones are zero.
    var weights: [Int32]
    var size: Int

    init(from inSize: Int, to outSize: Int, filter: ResampleFilter) {
        let scale = Double(inSize) / Double(outSize)
        let filterScale = max(scale, 1)
        let support = filter.support * filterScale
        size = Int(support.rounded(.up)) * 2 + 1
        starts = [Int](repeating: 0, count: outSize)
        counts = [Int](repeating: 0, count: outSize)
        weights = [Int32](repeating: 0, count: outSize * size)
        var row = [Double](repeating: 0, count: size)
        let one = Double(1 << Self.fractionBits)
        for out in 0..<outSize {
            let centre = (Double(out) + 0.5) * scale
            let first = max(Int(centre - support + 0.5), 0)
            let count = min(Int(centre + support + 0.5), inSize) - first
            var total = 0.0
            for k in 0..<count {
                row[k] = filter.weight((Double(k + first) - centre + 0.5) / filterScale)
                total += row[k]
            }
            for k in 0..<count {
                let w = total != 0 ? row[k] / total : row[k]
                weights[out * size + k] = Int32(w < 0 ? w * one - 0.5 : w * one + 0.5)
            }
            starts[out] = first
            counts[out] = count
        }
    }

    /// A weighted sum back to 8 bits (the sum started at one half).
    @inline(__always) static func clip(_ sum: Int32) -> UInt8 {
        if sum <= 0 { return 0 }
        if sum >= Int32(255) << fractionBits { return 255 }
        return UInt8(truncatingIfNeeded: sum >> fractionBits)
    }
}
