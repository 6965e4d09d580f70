/// The predictor transform undone (RFC 9649 §4.1): each pixel is its residual plus a prediction
/// from the left (L), top (T), top-right (TR) and top-left (TL) pixels already restored, by one of
/// 14 modes per block. The first pixel is predicted black, the top row from L, the left column
/// from T; on the right edge TR is the first pixel of the current row, which is where TR's index
/// lands in the flat image anyway.
enum VP8LPrediction {
    /// Restores `image` (`width`×`height`, residuals in, pixels out) in place.
    static func undo(_ image: inout [UInt32], width: Int, height: Int, blockBits: Int, modes: [UInt32]) {
        guard !image.isEmpty else { return }
        let blocksWide = VP8L.subsampled(width, bits: blockBits)
        image.withUnsafeMutableBufferPointer { pixels in
            pixels[0] = add(pixels[0], 0xFF00_0000)
            for x in 1..<width { pixels[x] = add(pixels[x], pixels[x - 1]) }
            for y in 1..<height {
                let row = y * width
                pixels[row] = add(pixels[row], pixels[row - width])
                let modeRow = (y >> blockBits) * blocksWide
                for x in 1..<width {
                    let mode = Int((modes[modeRow + (x >> blockBits)] >> 8) & 0x0F)
                    pixels[row + x] = add(pixels[row + x], predict(mode, pixels, index: row + x, width: width))
                }
            }
        }
    }

    /// The prediction of `mode` for the pixel at `index` (not in the top row or left column).
    @inline(__always) private static func predict(
        _ mode: Int, _ image: UnsafeMutableBufferPointer<UInt32>, index: Int, width: Int
    ) -> UInt32 {
        let left = image[index - 1], top = image[index - width]
        switch mode {
        case 1: return left
        case 2: return top
        case 3: return image[index - width + 1]
        case 4: return image[index - width - 1]
        case 5: return average(average(left, image[index - width + 1]), top)
        case 6: return average(left, image[index - width - 1])
        case 7: return average(left, top)
        case 8: return average(image[index - width - 1], top)
        case 9: return average(top, image[index - width + 1])
        case 10: return average(average(left, image[index - width - 1]), average(top, image[index - width + 1]))
        case 11: return select(left: left, top: top, topLeft: image[index - width - 1])
        case 12: return clampedFull(left, top, image[index - width - 1])
        case 13: return clampedHalf(average(left, top), image[index - width - 1])
        default: return 0xFF00_0000  // 0, and 14 and 15, which the format leaves undefined (libwebp: black)
        }
    }

    /// Each channel of `a` plus that of `b`, modulo 256.
    @inline(__always) static func add(_ a: UInt32, _ b: UInt32) -> UInt32 {
        ((a & 0xFF00_FF00) &+ (b & 0xFF00_FF00)) & 0xFF00_FF00 | ((a & 0x00FF_00FF) &+ (b & 0x00FF_00FF)) & 0x00FF_00FF
    }

    /// Each channel's mean of `a` and `b`, rounded down.
    @inline(__always) private static func average(_ a: UInt32, _ b: UInt32) -> UInt32 {
        (((a ^ b) & 0xFEFE_FEFE) >> 1) &+ (a & b)
    }

    @inline(__always) private static func channel(_ pixel: UInt32, _ shift: UInt32) -> Int { Int((pixel >> shift) & 0xFF) }

    /// L or T, whichever is closer (sum of channel distances) to L + T − TL.
    private static func select(left: UInt32, top: UInt32, topLeft: UInt32) -> UInt32 {
        var toLeft = 0, toTop = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let estimate = channel(left, shift) + channel(top, shift) - channel(topLeft, shift)
            toLeft += abs(estimate - channel(left, shift))
            toTop += abs(estimate - channel(top, shift))
        }
        return toLeft < toTop ? left : top
    }

    /// Each channel clamped to 0…255: a + b − c.
    private static func clampedFull(_ a: UInt32, _ b: UInt32, _ c: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let value = channel(a, shift) + channel(b, shift) - channel(c, shift)
            result |= UInt32(min(255, max(0, value))) << shift
        }
        return result
    }

    /// Each channel clamped to 0…255: a + (a − b) / 2, the division truncating toward zero.
    private static func clampedHalf(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let value = channel(a, shift) + (channel(a, shift) - channel(b, shift)) / 2
            result |= UInt32(min(255, max(0, value))) << shift
        }
        return result
    }
}
