/// Converts rows of a 4:2:0 picture to RGBA the way libwebp does by default: chroma upsampled
/// with the "fancy" 9-3-3-1 filter (each output pixel blends the four nearest chroma samples,
/// weighting the nearer ones more, in libwebp's two-step integer rounding), then BT.601
/// limited-range YUV → RGB in 14-bit fixed point.
struct VP8RowConverter {
    /// The luma plane, `width` wide.
    let luma: UnsafeBufferPointer<UInt8>
    /// The chroma planes, `chromaWidth` wide.
    let chromaU: UnsafeBufferPointer<UInt8>, chromaV: UnsafeBufferPointer<UInt8>
    /// The RGBA output, `width` × 4 bytes a row.
    let output: UnsafeMutableBufferPointer<UInt8>
    /// The picture width and the chroma width.
    let width: Int, chromaWidth: Int

    /// Converts luma row `row`, blending chroma row `nearChroma` (weight 3) with `farChroma` (weight 1).
    func convert(row: Int, nearChroma: Int, farChroma: Int) {
        guard let lumaBase = luma.baseAddress, let uBase = chromaU.baseAddress, let vBase = chromaV.baseAddress,
            let outBase = output.baseAddress, width > 0
        else { return }
        let lumaRow = lumaBase + row * width
        let outRow = outBase + row * width * 4
        let nearU = uBase + nearChroma * chromaWidth, farU = uBase + farChroma * chromaWidth
        let nearV = vBase + nearChroma * chromaWidth, farV = vBase + farChroma * chromaWidth
        Self.storePixel(
            y: Int(lumaRow[0]), u: Self.edge(nearU, farU, 0), v: Self.edge(nearV, farV, 0), output: outRow)
        let lastPair = (width - 1) >> 1
        var x = 1
        while x <= lastPair {
            let (leftU, rightU) = Self.blend(near: nearU, far: farU, x: x)
            let (leftV, rightV) = Self.blend(near: nearV, far: farV, x: x)
            Self.storePixel(y: Int(lumaRow[2 * x - 1]), u: leftU, v: leftV, output: outRow + (2 * x - 1) * 4)
            Self.storePixel(y: Int(lumaRow[2 * x]), u: rightU, v: rightV, output: outRow + 2 * x * 4)
            x += 1
        }
        if width & 1 == 0 && width > 1 {
            Self.storePixel(
                y: Int(lumaRow[width - 1]), u: Self.edge(nearU, farU, lastPair), v: Self.edge(nearV, farV, lastPair),
                output: outRow + (width - 1) * 4)
        }
    }

    /// The chroma value of an output pixel level with chroma column `x` (the picture's first
    /// and, for even widths, last pixel).
    @inline(__always)
    private static func edge(_ near: UnsafePointer<UInt8>, _ far: UnsafePointer<UInt8>, _ x: Int) -> Int {
        (3 * Int(near[x]) + Int(far[x]) + 2) >> 2
    }

    /// The chroma values of output pixels 2x−1 and 2x, between chroma columns x−1 and x.
    @inline(__always)
    private static func blend(near: UnsafePointer<UInt8>, far: UnsafePointer<UInt8>, x: Int) -> (Int, Int) {
        let nearLeft = Int(near[x - 1]), nearRight = Int(near[x])
        let farLeft = Int(far[x - 1]), farRight = Int(far[x])
        let sum = nearLeft + nearRight + farLeft + farRight + 8
        let towardLeft = (sum + 2 * (nearRight + farLeft)) >> 3
        let towardRight = (sum + 2 * (nearLeft + farRight)) >> 3
        return ((towardLeft + nearLeft) >> 1, (towardRight + nearRight) >> 1)
    }

    /// (value × coefficient) / 256, libwebp's fixed-point product.
    @inline(__always)
    private static func scaled(_ value: Int, _ coefficient: Int) -> Int { (value * coefficient) >> 8 }

    /// A 14-bit fixed-point channel value (6 fractional bits) clamped to 0…255.
    @inline(__always)
    private static func channel(_ value: Int) -> UInt8 {
        if value & ~16383 == 0 { return UInt8(truncatingIfNeeded: value >> 6) }
        return value < 0 ? 0 : 255
    }

    /// Writes the RGB of one pixel (alpha is already 255).
    @inline(__always)
    private static func storePixel(y: Int, u: Int, v: Int, output: UnsafeMutablePointer<UInt8>) {
        let luma = scaled(y, 19077)
        output[0] = channel(luma + scaled(v, 26149) - 14234)
        output[1] = channel(luma - scaled(u, 6419) - scaled(v, 13320) + 8708)
        output[2] = channel(luma + scaled(u, 33050) - 17685)
    }
}
