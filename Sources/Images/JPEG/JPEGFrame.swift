/// One colour component of a JPEG frame and its coefficients.
struct JPEGComponent {
    let id: UInt8
    let h: Int
    let v: Int
    let quantTable: Int
    /// Blocks that hold image data across and down.
    var blocksPerLine = 0
    var blocksPerColumn = 0
    /// Blocks allocated across and down: whole MCUs.
    var paddedBlocksPerLine = 0
    var paddedBlocksPerColumn = 0
    /// 64 coefficients per block, in natural (row-major) order, row of blocks after row of blocks.
    var coefficients: [Int16] = []
    /// The DC prediction of the current scan.
    var dcPrediction = 0
    var dcTable = 0
    var acTable = 0
}

/// The frame header (SOFn): size, precision, components and how the MCUs tile the image.
struct JPEGFrame {
    let width: Int
    let height: Int
    let progressive: Bool
    var components: [JPEGComponent]
    let maxH: Int
    let maxV: Int
    let mcusPerLine: Int
    let mcusPerColumn: Int

    /// The frame header `d`; a height of 0 is the number of lines a DNL segment gives after the
    /// first scan (T.81 B.2.5), `linesFromDNL`, found by the caller.
    init(_ d: ArraySlice<UInt8>, progressive: Bool, limits: ImageLimits, linesFromDNL: Int? = nil) throws {
        let b = Array(d)
        guard b.count >= 6 else { throw ImageError.corrupt(format: "JPEG", "the frame header is \(b.count) bytes long") }
        guard b[0] == 8 else { throw ImageError.unsupported(format: "JPEG", "a sample precision of \(b[0]) bits (only 8)") }
        let declared = BigEndian.u16(b, 1), width = BigEndian.u16(b, 3), count = Int(b[5])
        let height = declared == 0 ? linesFromDNL ?? 0 : declared
        guard width > 0, height > 0 else {
            throw ImageError.corrupt(
                format: "JPEG",
                "the image size \(width)×\(height) is invalid"
                    + (declared == 0 ? " (its height is 0 and no DNL segment after the first scan gives it)" : ""))
        }
        guard [1, 3, 4].contains(count) else {
            throw ImageError.unsupported(format: "JPEG", "an image of \(count) components (1, 3 and 4 are)")
        }
        guard b.count >= 6 + count * 3 else {
            throw ImageError.corrupt(format: "JPEG", "the frame header is too short for \(count) components")
        }
        try limits.check(width: width, height: height)
        var components: [JPEGComponent] = []
        for i in 0..<count {
            let at = 6 + i * 3
            let h = Int(b[at + 1] >> 4), v = Int(b[at + 1] & 15)
            guard (1...4).contains(h), (1...4).contains(v) else {
                throw ImageError.corrupt(format: "JPEG", "component \(i + 1) has sampling factors \(h)×\(v) (1 to 4 each)")
            }
            guard b[at + 2] <= 3 else {
                throw ImageError.corrupt(format: "JPEG", "component \(i + 1) uses quantisation table \(b[at + 2]) (0 to 3 exist)")
            }
            components.append(JPEGComponent(id: b[at], h: h, v: v, quantTable: Int(b[at + 2])))
        }
        let maxH = components.map(\.h).max() ?? 1, maxV = components.map(\.v).max() ?? 1
        for (i, c) in components.enumerated() where maxH % c.h != 0 || maxV % c.v != 0 {
            // As libjpeg: a component must cover a whole number of the largest one's samples.
            throw ImageError.unsupported(
                format: "JPEG", "component \(i + 1)'s sampling \(c.h)×\(c.v) against \(maxH)×\(maxV) (not a whole ratio)")
        }
        self.width = width
        self.height = height
        self.progressive = progressive
        self.maxH = maxH
        self.maxV = maxV
        mcusPerLine = (width + 8 * maxH - 1) / (8 * maxH)
        mcusPerColumn = (height + 8 * maxV - 1) / (8 * maxV)
        for i in components.indices {
            let c = components[i]
            components[i].blocksPerLine = ((width * c.h + maxH - 1) / maxH + 7) / 8
            components[i].blocksPerColumn = ((height * c.v + maxV - 1) / maxV + 7) / 8
            components[i].paddedBlocksPerLine = mcusPerLine * c.h
            components[i].paddedBlocksPerColumn = mcusPerColumn * c.v
            components[i].coefficients = [Int16](repeating: 0, count: mcusPerLine * c.h * mcusPerColumn * c.v * 64)
        }
        self.components = components
    }
}

/// The zig-zag order: the natural index of the kth coefficient in the stream (with 16 extra
/// entries so a damaged run past 63 lands on a harmless slot).
let jpegZigZag: [Int] = [
    0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21,
    28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61,
    54, 47, 55, 62, 63,
]
