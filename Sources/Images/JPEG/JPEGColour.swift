/// From decoded component planes to RGBA: libjpeg's "fancy" (triangle) upsampling for 2×1, 1×2
/// and 2×2 chroma, replication for other ratios, and its fixed-point YCbCr → RGB.
enum JPEGColour {
    /// One component's samples after the IDCT: `stride` bytes a row, of which `width`×`height` are the image's.
    struct Plane {
        var samples: [UInt8]
        let stride: Int
        let width: Int
        let height: Int
    }

    /// `plane` scaled up by `fx`×`fy` and cut to `width`×`height`.
    static func upsample(_ plane: Plane, fx: Int, fy: Int, width: Int, height: Int, fancy: Bool = true) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height)
        let s = plane.samples, stride = plane.stride, pw = plane.width, ph = plane.height
        if fx == 1, fy == 1 {
            for y in 0..<height { for x in 0..<width { out[y * width + x] = s[y * stride + x] } }
            return out
        }
        guard fancy, (fx == 2 || fx == 1) && (fy == 2 || fy == 1) else {
            for y in 0..<height {
                let row = min(y / fy, ph - 1) * stride
                for x in 0..<width { out[y * width + x] = s[row + min(x / fx, pw - 1)] }
            }
            return out
        }
        var sums = [Int](repeating: 0, count: pw)
        var line = [UInt8](repeating: 0, count: pw * 2)
        for y in 0..<height {
            let i = min(y / fy, ph - 1)
            let weight: Int
            if fy == 2 {
                let near = y % 2 == 0 ? max(i - 1, 0) : min(i + 1, ph - 1)
                for j in 0..<pw { sums[j] = 3 * Int(s[i * stride + j]) + Int(s[near * stride + j]) }
                weight = 4
            } else {
                for j in 0..<pw { sums[j] = Int(s[i * stride + j]) }
                weight = 1
            }
            if fx == 1 {
                // 1×2: the vertical triangle only; the upper row of a pair rounds with +1, the lower with +2.
                let bias = y % 2 == 0 ? 1 : 2
                for x in 0..<width { out[y * width + x] = UInt8((sums[min(x, pw - 1)] + bias) >> 2) }
                continue
            }
            // Horizontal triangle: 3/4 of the nearer sample, 1/4 of the other; edges replicate.
            let shift = weight == 4 ? 4 : 2
            let even = weight == 4 ? 8 : 1, odd = weight == 4 ? 7 : 2
            for j in 0..<pw {
                let this = sums[j] * 3
                let left = j == 0 ? sums[j] : sums[j - 1]
                let right = j == pw - 1 ? sums[j] : sums[j + 1]
                line[2 * j] = UInt8(clamping: (this + left + even) >> shift)
                line[2 * j + 1] = UInt8(clamping: (this + right + odd) >> shift)
            }
            for x in 0..<width { out[y * width + x] = line[min(x, 2 * pw - 1)] }
        }
        return out
    }

    static let crR: [Int] = (0..<256).map { (91881 * ($0 - 128) + 32768) >> 16 }
    static let cbB: [Int] = (0..<256).map { (116130 * ($0 - 128) + 32768) >> 16 }
    static let crG: [Int] = (0..<256).map { -46802 * ($0 - 128) }
    static let cbG: [Int] = (0..<256).map { -22554 * ($0 - 128) + 32768 }

    @inline(__always) static func clamp(_ v: Int) -> UInt8 { UInt8(v < 0 ? 0 : v > 255 ? 255 : v) }

    /// YCbCr → RGB as libjpeg does it (ITU-R BT.601 full range, 16-bit fixed point).
    static func ycbcr(_ y: Int, _ cb: Int, _ cr: Int) -> (UInt8, UInt8, UInt8) {
        (clamp(y + crR[cr]), clamp(y + ((cbG[cb] + crG[cr]) >> 16)), clamp(y + cbB[cb]))
    }

    /// x·y/255 rounded, as Pillow's CMYK → RGB computes it.
    @inline(__always) static func mulDiv255(_ a: Int, _ b: Int) -> Int {
        let t = a * b + 128
        return ((t >> 8) + t) >> 8
    }

    /// CMYK ink amounts (0: none) → RGB, Pillow's conversion.
    static func cmyk(_ c: Int, _ m: Int, _ y: Int, _ k: Int) -> (UInt8, UInt8, UInt8) {
        let nk = 255 - k
        return (clamp(nk - mulDiv255(c, nk)), clamp(nk - mulDiv255(m, nk)), clamp(nk - mulDiv255(y, nk)))
    }
}
