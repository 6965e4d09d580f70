/// The four reversible transforms of a WebP lossless image (RFC 9649 §4), undone in the reverse of
/// the order the stream gives them. Pixels are ARGB in a `UInt32` (alpha in the top byte).
enum VP8LTransform {
    /// Predicted from neighbours by a mode per block (the green of `modes`).
    case predictor(blockBits: Int, modes: [UInt32])
    /// Red and blue adjusted from green (and blue from red) by factors per block.
    case colour(blockBits: Int, factors: [UInt32])
    /// Green added back to red and blue.
    case addGreen
    /// Indices into a colour table, `packing` (0…3) of them packed into one pixel's green.
    case colourIndexing(table: [UInt32], packing: Int)

    /// Undoes the transform on `pixels`, an image `width` pixels wide as the transform sees it
    /// (before colour-index unpacking), `height` high; returns the image `outputWidth` wide.
    func undo(_ pixels: [UInt32], width: Int, outputWidth: Int, height: Int) -> [UInt32] {
        switch self {
        case let .predictor(blockBits, modes):
            var image = pixels
            VP8LPrediction.undo(&image, width: width, height: height, blockBits: blockBits, modes: modes)
            return image
        case let .colour(blockBits, factors):
            return Self.undoColour(pixels, width: width, blockBits: blockBits, factors: factors)
        case .addGreen:
            return pixels.map { pixel in
                let green = (pixel >> 8) & 0xFF
                return (pixel & 0xFF00_FF00) | (((pixel & 0x00FF_00FF) &+ (green << 16 | green)) & 0x00FF_00FF)
            }
        case let .colourIndexing(table, packing):
            return Self.undoIndexing(
                pixels, width: width, outputWidth: outputWidth, height: height, table: table, packing: packing)
        }
    }

    /// `(factor × channel) >> 5` with both as signed bytes (RFC 9649 §4.2).
    @inline(__always) private static func delta(_ factor: UInt32, _ channel: UInt32) -> UInt32 {
        UInt32(bitPattern: (Int32(Int8(truncatingIfNeeded: factor)) * Int32(Int8(truncatingIfNeeded: channel))) >> 5)
    }

    private static func undoColour(_ pixels: [UInt32], width: Int, blockBits: Int, factors: [UInt32]) -> [UInt32] {
        var image = pixels
        let blocksWide = VP8L.subsampled(width, bits: blockBits)
        let height = width > 0 ? pixels.count / width : 0
        image.withUnsafeMutableBufferPointer { image in
            for y in 0..<height {
                let factorRow = (y >> blockBits) * blocksWide
                for x in 0..<width {
                    let factor = factors[factorRow + (x >> blockBits)]
                    let greenToRed = factor & 0xFF, greenToBlue = (factor >> 8) & 0xFF, redToBlue = (factor >> 16) & 0xFF
                    let pixel = image[y * width + x]
                    let green = (pixel >> 8) & 0xFF
                    let red = ((pixel >> 16) &+ delta(greenToRed, green)) & 0xFF
                    let blue = (pixel &+ delta(greenToBlue, green) &+ delta(redToBlue, red)) & 0xFF
                    image[y * width + x] = (pixel & 0xFF00_FF00) | red << 16 | blue
                }
            }
        }
        return image
    }

    private static func undoIndexing(
        _ pixels: [UInt32], width: Int, outputWidth: Int, height: Int, table: [UInt32], packing: Int
    ) -> [UInt32] {
        var image = [UInt32](repeating: 0, count: outputWidth * height)
        let bitsPerIndex = 8 >> packing, perPixel = 1 << packing, indexMask = UInt32((1 << bitsPerIndex) - 1)
        for y in 0..<height {
            for x in 0..<outputWidth {
                let packed = (pixels[y * width + (x >> packing)] >> 8) & 0xFF
                let index = Int((packed >> UInt32(bitsPerIndex * (x & (perPixel - 1)))) & indexMask)
                image[y * outputWidth + x] = index < table.count ? table[index] : 0
            }
        }
        return image
    }
}
