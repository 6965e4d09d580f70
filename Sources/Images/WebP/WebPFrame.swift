/// One image of a WebP file: an optional `ALPH` chunk and a `VP8 ` or `VP8L` chunk, decoded to
/// RGBA8 (the chunks of a still file, or of one animation frame).
enum WebPFrame {
    /// The frame's pixels and how they were stored.
    static func decode(_ chunks: ArraySlice<WebPChunks.Chunk>, limits: ImageLimits) throws -> (
        pixels: PixelBuffer, source: SourceInfo
    ) {
        guard let image = chunks.first(where: { $0.tag == "VP8 " || $0.tag == "VP8L" }) else {
            throw ImageError.corrupt(format: "WebP", "there is no image data (no 'VP8 ' or 'VP8L' chunk)")
        }
        if image.tag == "VP8L" {
            let decoded = try VP8L.decode(image.payload, limits: limits)
            var rgba = [UInt8](repeating: 0, count: decoded.argb.count * 4)
            rgba.withUnsafeMutableBufferPointer { rgba in
                for (index, pixel) in decoded.argb.enumerated() {
                    rgba[index * 4] = UInt8(truncatingIfNeeded: pixel >> 16)
                    rgba[index * 4 + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    rgba[index * 4 + 2] = UInt8(truncatingIfNeeded: pixel)
                    rgba[index * 4 + 3] = UInt8(truncatingIfNeeded: pixel >> 24)
                }
            }
            let source = SourceInfo(
                format: .webp, colourModel: .rgb, bitsPerSample: 8, hasAlpha: decoded.hasAlpha, interlaced: false)
            return (PixelBuffer(checkedWidth: decoded.width, height: decoded.height, samples: .rgba8(rgba)), source)
        }
        let picture = try VP8.decode(image.payload, limits: limits)
        var rgba = picture.rgba()
        let alphaChunk = chunks.first { $0.tag == "ALPH" }
        if let alphaChunk {
            let alpha = try WebPAlpha.decode(alphaChunk.payload, width: picture.width, height: picture.height)
            for (index, value) in alpha.enumerated() { rgba[index * 4 + 3] = value }
        }
        let source = SourceInfo(
            format: .webp, colourModel: .yCbCr, bitsPerSample: 8, hasAlpha: alphaChunk != nil, interlaced: false)
        return (PixelBuffer(checkedWidth: picture.width, height: picture.height, samples: .rgba8(rgba)), source)
    }
}
