/// A lossy image's transparency (the `ALPH` chunk, WebP container specification §Alpha): one byte
/// of flags (pre-processing, filter, compression), then the values raw or as a headerless lossless
/// stream whose green channel they are, then the filter undone.
enum WebPAlpha {
    /// The `width`×`height` alpha values of an `ALPH` payload.
    static func decode(_ payload: ArraySlice<UInt8>, width: Int, height: Int) throws -> [UInt8] {
        guard let flags = payload.first else { throw WebP.truncated("the alpha chunk's flags") }
        let filter = Int(flags >> 2) & 3, compression = Int(flags) & 3
        let data = payload.dropFirst()
        var alpha: [UInt8]
        switch compression {
        case 0:
            guard data.count >= width * height else {
                throw WebP.truncated("\(width * height) raw alpha values (\(data.count) there)")
            }
            alpha = Array(data.prefix(width * height))
        case 1:
            alpha = try VP8L.decodeHeadless(data, width: width, height: height).map { UInt8(truncatingIfNeeded: $0 >> 8) }
        default:
            throw ImageError.corrupt(format: "WebP", "the alpha chunk's compression is \(compression) (0 raw or 1 lossless)")
        }
        unfilter(&alpha, width: width, height: height, filter: filter)
        return alpha
    }

    /// Adds back each value's prediction: none (0), left (1), above (2) or gradient (3). The first
    /// value is predicted 0; the top row from the left; the left column from above.
    static func unfilter(_ alpha: inout [UInt8], width: Int, height: Int, filter: Int) {
        guard filter != 0 else { return }
        for x in 1..<max(1, width) { alpha[x] &+= alpha[x - 1] }
        for y in 1..<max(1, height) {
            let row = y * width
            alpha[row] &+= alpha[row - width]
            for x in 1..<max(1, width) {
                let left = Int(alpha[row + x - 1]), above = Int(alpha[row + x - width])
                let prediction: Int =
                    switch filter {
                    case 1: left
                    case 2: above
                    default: min(255, max(0, left + above - Int(alpha[row + x - width - 1])))
                    }
                alpha[row + x] &+= UInt8(prediction)
            }
        }
    }
}
