/// The shapes `PixelBuffer.masked(by:)` cuts an image to.
public enum MaskShape: Sendable, Equatable {
    /// A rectangle the image's size with corners of this radius in pixels (clamped to half the shorter side).
    case roundedRectangle(radius: Double)
    /// The ellipse that fills the image.
    case ellipse
}

extension PixelBuffer {
    /// This image with everything outside `shape` transparent; edges are anti-aliased (each
    /// pixel's alpha scaled by the share of its 4×4 sample points inside the shape).
    public func masked(by shape: MaskShape) -> PixelBuffer {
        var out = rgba8
        let w = Double(width), h = Double(height)
        let inside: (Double, Double) -> Bool
        switch shape {
        case .ellipse:
            let rx = w / 2, ry = h / 2
            inside = { x, y in
                let u = (x - rx) / rx, v = (y - ry) / ry
                return u * u + v * v <= 1
            }
        case .roundedRectangle(let asked):
            let r = min(max(asked.isNaN ? 0 : asked, 0), min(w, h) / 2)
            inside = { x, y in
                let cx = min(max(x, r), w - r), cy = min(max(y, r), h - r)
                let u = x - cx, v = y - cy
                return u * u + v * v <= r * r
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                var hits = 0
                for sy in 0..<4 {
                    for sx in 0..<4 where inside(Double(x) + (Double(sx) + 0.5) / 4, Double(y) + (Double(sy) + 0.5) / 4) {
                        hits += 1
                    }
                }
                let i = (y * width + x) * 4 + 3
                if hits < 16 { out[i] = UInt8((UInt32(out[i]) * UInt32(hits) + 8) / 16) }
            }
        }
        return PixelBuffer(checkedWidth: width, height: height, samples: .rgba8(out))
    }

    /// This image seen through `mask` (stretched to this image's size with Lanczos): each pixel's
    /// alpha scaled by the mask's alpha where the mask has transparency, else by its luminance
    /// (ITU-R 601, as Pillow's `L`), so white keeps and black hides.
    public func masked(by mask: PixelBuffer) throws -> PixelBuffer {
        let fitted = try mask.resized(width: width, height: height)
        let useAlpha = !fitted.isOpaque
        let m = fitted.rgba8
        var out = rgba8
        var i = 0
        while i < out.count {
            let coverage: UInt32
            if useAlpha {
                coverage = UInt32(m[i + 3])
            } else {
                coverage = (UInt32(m[i]) * 19595 + UInt32(m[i + 1]) * 38470 + UInt32(m[i + 2]) * 7471 + 0x8000) >> 16
            }
            out[i + 3] = Premultiplied.multiply(out[i + 3], coverage)
            i += 4
        }
        return PixelBuffer(checkedWidth: width, height: height, samples: .rgba8(out))
    }
}
