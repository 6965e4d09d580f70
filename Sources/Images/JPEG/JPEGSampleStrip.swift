/// One row of MCUs of the image being encoded, as level-shifted Y, Cb and Cr samples at full
/// resolution (JFIF's conversion, T.871 §7). The encoder converts a strip at a time, so its
/// working memory is a few rows, not planes the size of the image. Columns and rows past the
/// image's edge repeat its last pixel, as libjpeg pads.
struct JPEGSampleStrip {
    /// Luma blocks across and down an MCU (2 × 2 for 4:2:0); a colour block covers the whole MCU.
    let blocksAcross: Int, blocksDown: Int
    let width: Int
    let grey: Bool
    /// Pixel rows in a strip, and its width in samples (whole MCUs).
    let rows: Int, paddedWidth: Int
    let mcuCount: Int
    /// The strip's Y, then Cb, then Cr samples (Y only for grey), `planeSize` each.
    private var samples: [Float]
    private let planeSize: Int

    init(width: Int, blocksAcross: Int, blocksDown: Int, grey: Bool) {
        self.width = width
        self.blocksAcross = blocksAcross
        self.blocksDown = blocksDown
        self.grey = grey
        rows = 8 * blocksDown
        mcuCount = (width + 8 * blocksAcross - 1) / (8 * blocksAcross)
        paddedWidth = mcuCount * 8 * blocksAcross
        planeSize = paddedWidth * rows
        samples = [Float](repeating: 0, count: planeSize * (grey ? 1 : 3))
    }

    /// Converts the strip whose first pixel row is `top` from RGBA8 `source` (`height` rows).
    mutating func fill(from source: UnsafeBufferPointer<UInt8>, height: Int, top: Int) {
        let width = width, paddedWidth = paddedWidth, grey = grey, planeSize = planeSize, rows = rows
        samples.withUnsafeMutableBufferPointer { buffer in
            guard let y = buffer.baseAddress, width > 0 else { return }
            let planes = (0..<(grey ? 1 : 3)).map { y + $0 * planeSize }
            for row in 0..<rows {
                let sourceRow = min(top + row, height - 1) * width * 4
                let start = row * paddedWidth
                if grey {
                    for x in 0..<width {
                        let i = sourceRow + x * 4
                        y[start + x] =
                            0.299 * Float(source[i]) + 0.587 * Float(source[i + 1]) + 0.114 * Float(source[i + 2]) - 128
                    }
                } else {
                    let cb = planes[1], cr = planes[2]
                    for x in 0..<width {
                        let i = sourceRow + x * 4
                        let r = Float(source[i]), g = Float(source[i + 1]), b = Float(source[i + 2])
                        y[start + x] = 0.299 * r + 0.587 * g + 0.114 * b - 128
                        cb[start + x] = -0.168_735_892 * r - 0.331_264_108 * g + 0.5 * b
                        cr[start + x] = 0.5 * r - 0.418_687_589 * g - 0.081_312_411 * b
                    }
                }
                for plane in planes {
                    for x in width..<paddedWidth { plane[start + x] = plane[start + width - 1] }
                }
            }
        }
    }

    /// Copies the luma block whose top-left sample is (`x`, `y`) in the strip into `block`.
    func copyLuma(into block: UnsafeMutablePointer<Float>, x: Int, y: Int) { copy(0, into: block, x: x, y: y) }

    /// Copies the 8 × 8 samples of `plane` whose top-left is (`x`, `y`) into `block`.
    private func copy(_ plane: Int, into block: UnsafeMutablePointer<Float>, x: Int, y: Int) {
        let paddedWidth = paddedWidth, planeSize = planeSize
        let offset = plane * planeSize
        samples.withUnsafeBufferPointer { samples in
            guard let base = samples.baseAddress else { return }
            for row in 0..<8 { (block + row * 8).update(from: base + offset + (y + row) * paddedWidth + x, count: 8) }
        }
    }

    /// Copies MCU `mcu`'s block of colour plane `plane` (1: Cb, 2: Cr) into `block`: each sample
    /// the mean of the luma-resolution samples it covers (a box filter).
    func copyChroma(_ plane: Int, into block: UnsafeMutablePointer<Float>, mcu: Int) {
        if blocksAcross == 1, blocksDown == 1 { return copy(plane, into: block, x: mcu * 8, y: 0) }
        let across = blocksAcross, down = blocksDown, paddedWidth = paddedWidth, planeSize = planeSize
        let left = mcu * 8 * across
        let share = 1 / Float(across * down)
        let offset = plane * planeSize
        samples.withUnsafeBufferPointer { colour in
            for row in 0..<8 {
                for column in 0..<8 {
                    var sum: Float = 0
                    for dy in 0..<down {
                        let from = offset + (row * down + dy) * paddedWidth + left + column * across
                        for dx in 0..<across { sum += colour[from + dx] }
                    }
                    block[row * 8 + column] = sum * share
                }
            }
        }
    }
}
