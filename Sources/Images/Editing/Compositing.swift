extension PixelBuffer {
    /// `overlay` drawn over this image with its top left at (`x`, `y`) (either may be negative or
    /// past the edge: what falls outside is dropped), its alpha scaled by `opacity` (0…1), blended
    /// "source over" as Pillow's `alpha_composite`; the result keeps this image's size.
    public func overlaid(with overlay: PixelBuffer, x: Int, y: Int, opacity: Double = 1) -> PixelBuffer {
        var base = rgba8
        let top = overlay.rgba8
        let scale = UInt32((min(max(opacity.isNaN ? 1 : opacity, 0), 1) * 255).rounded())
        let left = max(x, 0), right = min(x + overlay.width, width)
        let first = max(y, 0), last = min(y + overlay.height, height)
        guard left < right, first < last else { return eightBit() }
        for row in first..<last {
            for column in left..<right {
                let s = ((row - y) * overlay.width + (column - x)) * 4, d = (row * width + column) * 4
                let alpha = scale == 255 ? UInt32(top[s + 3]) : UInt32(Premultiplied.multiply(top[s + 3], scale))
                Self.blend(top, s, alpha, into: &base, d)
            }
        }
        return PixelBuffer(checkedWidth: width, height: height, samples: .rgba8(base))
    }

    /// Source-over of one pixel, in Pillow's fixed point (7 fraction bits, ÷255 by shifts).
    @inline(__always) static func blend(_ src: [UInt8], _ s: Int, _ srcAlpha: UInt32, into dst: inout [UInt8], _ d: Int) {
        guard srcAlpha > 0 else { return }
        let bits: UInt32 = 7
        let blend = UInt32(dst[d + 3]) * (255 - srcAlpha)
        let outA255 = srcAlpha * 255 + blend
        let coef1 = srcAlpha * 255 * 255 * (1 << bits) / outA255
        let coef2 = 255 * (1 << bits) - coef1
        func div255(_ v: UInt32) -> UInt32 { ((v >> 8) + v) >> 8 }
        for c in 0..<3 {
            let t = UInt32(src[s + c]) * coef1 + UInt32(dst[d + c]) * coef2 + (0x80 << bits)
            dst[d + c] = UInt8(truncatingIfNeeded: div255(t) >> bits)
        }
        dst[d + 3] = UInt8(truncatingIfNeeded: div255(outA255 + 0x80))
    }
}
