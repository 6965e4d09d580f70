import Images

/// Puts images of any size on one canvas for a GIF: each scaled to fit inside it (aspect kept,
/// bilinear, never above the canvas), centred on transparent pixels.
enum FrameFitting {
    /// `pixels` fitted into `width` × `height`.
    static func fit(_ pixels: PixelBuffer, width: Int, height: Int) throws -> PixelBuffer {
        if pixels.width == width, pixels.height == height { return pixels.eightBit() }
        let source = pixels.rgba8
        let scale = min(Double(width) / Double(pixels.width), Double(height) / Double(pixels.height))
        let drawWidth = max(1, min(width, Int((Double(pixels.width) * scale).rounded())))
        let drawHeight = max(1, min(height, Int((Double(pixels.height) * scale).rounded())))
        let left = (width - drawWidth) / 2, top = (height - drawHeight) / 2
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<drawHeight {
            let sy = max(0, min(Double(pixels.height - 1), (Double(y) + 0.5) / scale - 0.5))
            let y0 = Int(sy), y1 = min(y0 + 1, pixels.height - 1), fy = sy - Double(y0)
            for x in 0..<drawWidth {
                let sx = max(0, min(Double(pixels.width - 1), (Double(x) + 0.5) / scale - 0.5))
                let x0 = Int(sx), x1 = min(x0 + 1, pixels.width - 1), fx = sx - Double(x0)
                let target = ((top + y) * width + left + x) * 4
                for channel in 0..<4 {
                    func at(_ px: Int, _ py: Int) -> Double { Double(source[(py * pixels.width + px) * 4 + channel]) }
                    let upper = at(x0, y0) * (1 - fx) + at(x1, y0) * fx
                    let lower = at(x0, y1) * (1 - fx) + at(x1, y1) * fx
                    out[target + channel] = UInt8(max(0, min(255, (upper * (1 - fy) + lower * fy).rounded())))
                }
            }
        }
        return try PixelBuffer(width: width, height: height, samples: .rgba8(out))
    }
}
