/// The scratch area where one macroblock is predicted and reconstructed: its 16×16 luma and
/// two 8×8 chroma blocks, each with the row above (luma: plus four pixels above-right) and the
/// column to the left, filled from the frame or with the frame-edge values (127 above the
/// frame, 129 left of it; RFC 6386 section 12.2).
struct VP8Workspace {
    /// The distance between rows.
    private static let stride = VP8Prediction.stride
    /// Where the luma block's top-left pixel is.
    private static let lumaOrigin = 1 * 32 + 8
    /// Where the U block's top-left pixel is.
    private static let chromaUOrigin = 19 * 32 + 8
    /// Where the V block's top-left pixel is.
    private static let chromaVOrigin = 19 * 32 + 24

    /// The pixels.
    private var pixels = [UInt8](repeating: 0, count: 27 * 32)

    /// An empty workspace.
    init() {}

    /// Predicts the macroblock at (`mbX`, `mbY`), adds its residuals and stores it in `frame`'s planes.
    mutating func reconstruct(
        modes: VP8MacroblockModes, residuals: VP8ResidualDecoder, mbX: Int, mbY: Int, frame: inout VP8FrameDecoder
    ) {
        let columns = frame.macroblockColumns
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            frame.luma.withUnsafeBufferPointer { plane in
                Self.loadEdges(
                    base + Self.lumaOrigin, plane: plane, stride: 16 * columns, size: 16, mbX: mbX, mbY: mbY,
                    isLastColumn: mbX == columns - 1)
            }
            frame.chromaU.withUnsafeBufferPointer { plane in
                Self.loadEdges(
                    base + Self.chromaUOrigin, plane: plane, stride: 8 * columns, size: 8, mbX: mbX, mbY: mbY)
            }
            frame.chromaV.withUnsafeBufferPointer { plane in
                Self.loadEdges(
                    base + Self.chromaVOrigin, plane: plane, stride: 8 * columns, size: 8, mbX: mbX, mbY: mbY)
            }
            residuals.coefficients.withUnsafeBufferPointer { coefficients in
                guard let coefficientBase = coefficients.baseAddress else { return }
                Self.predictAndAdd(
                    base, modes: modes, coefficients: coefficientBase, content: residuals.blockContent, mbX: mbX,
                    mbY: mbY)
            }
            frame.luma.withUnsafeMutableBufferPointer { plane in
                Self.store(base + Self.lumaOrigin, into: plane, stride: 16 * columns, size: 16, mbX: mbX, mbY: mbY)
            }
            frame.chromaU.withUnsafeMutableBufferPointer { plane in
                Self.store(base + Self.chromaUOrigin, into: plane, stride: 8 * columns, size: 8, mbX: mbX, mbY: mbY)
            }
            frame.chromaV.withUnsafeMutableBufferPointer { plane in
                Self.store(base + Self.chromaVOrigin, into: plane, stride: 8 * columns, size: 8, mbX: mbX, mbY: mbY)
            }
        }
    }

    /// Fills the row above and the column left of the `size`×`size` block at `block` from
    /// `plane` (whose rows are `stride` apart), or with the frame-edge values. For luma, also
    /// the four pixels above-right, repeated beside rows 3, 7 and 11 for the 4×4 blocks of the
    /// right column.
    private static func loadEdges(
        _ block: UnsafeMutablePointer<UInt8>, plane: UnsafeBufferPointer<UInt8>, stride planeStride: Int, size: Int,
        mbX: Int, mbY: Int, isLastColumn: Bool = false
    ) {
        let x = mbX * size, y = mbY * size
        for row in 0..<size {
            block[row * stride - 1] = mbX > 0 ? plane[(y + row) * planeStride + x - 1] : 129
        }
        let above = block - stride
        let extra = size == 16 ? 4 : 0
        if mbY == 0 {
            (above - 1).update(repeating: 127, count: size + 1 + extra)
        } else {
            let rowStart = (y - 1) * planeStride
            above[-1] = mbX > 0 ? plane[rowStart + x - 1] : 129
            for column in 0..<size { above[column] = plane[rowStart + x + column] }
            for column in size..<(size + extra) {
                above[column] = isLastColumn ? plane[rowStart + x + size - 1] : plane[rowStart + x + column]
            }
        }
        if extra > 0 {
            for row in [3, 7, 11] { (block + row * stride + 16).update(from: above + 16, count: 4) }
        }
    }

    /// Copies the reconstructed `size`×`size` block at `block` into `plane`.
    private static func store(
        _ block: UnsafeMutablePointer<UInt8>, into plane: UnsafeMutableBufferPointer<UInt8>, stride planeStride: Int,
        size: Int, mbX: Int, mbY: Int
    ) {
        let x = mbX * size, y = mbY * size
        for row in 0..<size {
            let start = (y + row) * planeStride + x
            for column in 0..<size { plane[start + column] = block[row * stride + column] }
        }
    }

    /// Predicts the luma and chroma blocks and adds the residuals.
    private static func predictAndAdd(
        _ base: UnsafeMutablePointer<UInt8>, modes: VP8MacroblockModes, coefficients: UnsafePointer<Int16>,
        content: [UInt8], mbX: Int, mbY: Int
    ) {
        let luma = base + lumaOrigin
        func addResidual(_ block: Int, at pixel: UnsafeMutablePointer<UInt8>) {
            switch content[block] {
            case 1: VP8Transform.addInverseDC(coefficients[block * 16], to: pixel, stride: stride)
            case 2: VP8Transform.addInverseDCT(coefficients + block * 16, to: pixel, stride: stride)
            default: break
            }
        }
        if modes.usesSubblocks {
            for block in 0..<16 {
                let pixel = luma + (block / 4) * 4 * stride + (block % 4) * 4
                VP8Prediction.predictSubblock(pixel, mode: modes.subblockModes[block])
                addResidual(block, at: pixel)
            }
        } else {
            VP8Prediction.predictBlock(luma, size: 16, mode: modes.lumaMode, hasAbove: mbY > 0, hasLeft: mbX > 0)
            for block in 0..<16 { addResidual(block, at: luma + (block / 4) * 4 * stride + (block % 4) * 4) }
        }
        for (plane, origin) in [(0, chromaUOrigin), (1, chromaVOrigin)] {
            let chroma = base + origin
            VP8Prediction.predictBlock(chroma, size: 8, mode: modes.chromaMode, hasAbove: mbY > 0, hasLeft: mbX > 0)
            for index in 0..<4 {
                addResidual(16 + 4 * plane + index, at: chroma + (index / 2) * 4 * stride + (index % 2) * 4)
            }
        }
    }
}
