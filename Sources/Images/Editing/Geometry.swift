extension PixelBuffer {
    /// The `width`×`height` rectangle whose top left is (`x`, `y`), clipped to the image; throws
    /// `ImageError.badEdit` when nothing of the image is inside it.
    public func cropped(x: Int, y: Int, width: Int, height: Int) throws -> PixelBuffer {
        let left = max(x, 0), top = max(y, 0)
        let right = min(x.addingReportingOverflow(width).partialValue, self.width)
        let bottom = min(y.addingReportingOverflow(height).partialValue, self.height)
        guard width > 0, height > 0, right > left, bottom > top else {
            throw ImageError.badEdit(
                operation: "crop",
                "the rectangle \(width)×\(height) at (\(x), \(y)) is outside the \(self.width)×\(self.height) image")
        }
        let source = rgba8, outW = right - left
        var out = [UInt8](repeating: 0, count: outW * (bottom - top) * 4)
        for row in top..<bottom {
            let s = (row * self.width + left) * 4, d = (row - top) * outW * 4
            out[d..<(d + outW * 4)] = source[s..<(s + outW * 4)]
        }
        return PixelBuffer(checkedWidth: outW, height: bottom - top, samples: .rgba8(out))
    }

    /// Mirrored left to right (`horizontally`) or top to bottom; exact, at the image's own depth.
    public func flipped(horizontally: Bool) -> PixelBuffer {
        Orientation.apply(horizontally ? 2 : 4, to: self)
    }

    /// Turned by `quarterTurns` × 90° clockwise (negative: anticlockwise); exact, at the image's own depth.
    public func rotated(quarterTurns: Int) -> PixelBuffer {
        switch ((quarterTurns % 4) + 4) % 4 {
        case 1: return Orientation.apply(6, to: self)
        case 2: return Orientation.apply(3, to: self)
        case 3: return Orientation.apply(8, to: self)
        default: return self
        }
    }
}
