extension PixelBuffer {
    /// This image resampled to `width`×`height` with `filter`: separable, in premultiplied
    /// alpha (so transparent pixels lend no colour), 8 bits a sample out; the same pixels as
    /// Pillow's `resize` for the same filter. Throws `ImageError.tooLarge` past `limits`.
    public func resized(width: Int, height: Int, filter: ResampleFilter = .lanczos3, limits: ImageLimits = .standard) throws
        -> PixelBuffer
    {
        guard width > 0, height > 0 else {
            throw ImageError.badEdit(operation: "resize", "the new size must be at least 1×1 (asked for \(width)×\(height))")
        }
        try limits.check(width: width, height: height)
        let opaque = isOpaque
        var samples = rgba8
        if width == self.width && height == self.height {
            return PixelBuffer(checkedWidth: width, height: height, samples: .rgba8(samples))
        }
        if !opaque { Premultiplied.apply(&samples) }
        let vertical = ResampleKernel(from: self.height, to: height, filter: filter)
        var rows = self.height, firstRow = 0
        if width != self.width {
            // Only the source rows the vertical pass reads are resampled across.
            firstRow = vertical.starts[0]
            rows = vertical.starts[height - 1] + vertical.counts[height - 1] - firstRow
            let across = ResampleKernel(from: self.width, to: width, filter: filter)
            samples = Self.horizontal(samples, inWidth: self.width, firstRow: firstRow, rows: rows, kernel: across)
        }
        if height != self.height {
            samples = Self.vertical(samples, width: width, firstRow: firstRow, outHeight: height, kernel: vertical)
        }
        if opaque {
            for i in stride(from: 3, to: samples.count, by: 4) { samples[i] = 255 }
        } else {
            Premultiplied.undo(&samples)
        }
        return PixelBuffer(checkedWidth: width, height: height, samples: .rgba8(samples))
    }

    static func horizontal(_ input: [UInt8], inWidth: Int, firstRow: Int, rows: Int, kernel: ResampleKernel) -> [UInt8] {
        let outWidth = kernel.starts.count
        var output = [UInt8](repeating: 0, count: outWidth * rows * 4)
        let half = Int32(1) << (ResampleKernel.fractionBits - 1)
        input.withUnsafeBufferPointer { src in
            kernel.weights.withUnsafeBufferPointer { w in
                output.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<rows {
                        let rowBase = (firstRow + y) * inWidth * 4
                        for x in 0..<outWidth {
                            var r = half, g = half, b = half, a = half
                            let k = x * kernel.size
                            var p = rowBase + kernel.starts[x] * 4
                            for i in 0..<kernel.counts[x] {
                                let weight = w[k + i]
                                r &+= Int32(src[p]) &* weight
                                g &+= Int32(src[p + 1]) &* weight
                                b &+= Int32(src[p + 2]) &* weight
                                a &+= Int32(src[p + 3]) &* weight
                                p += 4
                            }
                            let d = (y * outWidth + x) * 4
                            dst[d] = ResampleKernel.clip(r)
                            dst[d + 1] = ResampleKernel.clip(g)
                            dst[d + 2] = ResampleKernel.clip(b)
                            dst[d + 3] = ResampleKernel.clip(a)
                        }
                    }
                }
            }
        }
        return output
    }

    static func vertical(_ input: [UInt8], width: Int, firstRow: Int, outHeight: Int, kernel: ResampleKernel) -> [UInt8] {
        let stride = width * 4
        var output = [UInt8](repeating: 0, count: stride * outHeight)
        let half = Int32(1) << (ResampleKernel.fractionBits - 1)
        var sums = [Int32](repeating: half, count: stride)
        input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                sums.withUnsafeMutableBufferPointer { sum in
                    for y in 0..<outHeight {
                        for i in 0..<stride { sum[i] = half }
                        let k = y * kernel.size
                        for j in 0..<kernel.counts[y] {
                            let weight = kernel.weights[k + j]
                            let base = (kernel.starts[y] + j - firstRow) * stride
                            for i in 0..<stride { sum[i] &+= Int32(src[base + i]) &* weight }
                        }
                        let out = y * stride
                        for i in 0..<stride { dst[out + i] = ResampleKernel.clip(sum[i]) }
                    }
                }
            }
        }
        return output
    }
}
