import DigitGrouping

/// An animated WebP (`ANIM` and `ANMF` chunks, WebP container specification §Animation): each frame
/// is drawn on the canvas at its offset, blended by alpha or copied, and its rectangle cleared
/// afterwards when it says so. The canvas starts transparent: the background colour is only a
/// hint, and libwebp's animation decoder does not use it either.
enum WebPAnimation {
    /// One `ANMF` frame's placement and timing.
    struct Placement {
        let x: Int, y: Int, width: Int, height: Int
        /// Milliseconds.
        let duration: Int
        let blends: Bool
        let clearsAfter: Bool

        /// Reads the 16-byte `ANMF` header.
        init(_ payload: ArraySlice<UInt8>) throws {
            guard payload.count >= 16 else { throw WebP.truncated("an animation frame's header (16 bytes)") }
            x = WebPChunks.u24(payload, at: 0) * 2
            y = WebPChunks.u24(payload, at: 3) * 2
            width = WebPChunks.u24(payload, at: 6) + 1
            height = WebPChunks.u24(payload, at: 9) + 1
            duration = WebPChunks.u24(payload, at: 12)
            let flags = payload[payload.startIndex + 15]
            blends = flags & 0x02 == 0
            clearsAfter = flags & 0x01 != 0
        }
    }

    /// The frames of an animated file on a `canvas`-sized image (only the first with `firstOnly`).
    static func composite(
        _ chunks: [WebPChunks.Chunk], canvas: WebPCanvas, limits: ImageLimits, firstOnly: Bool
    ) throws -> (animation: Animation, source: SourceInfo) {
        let loopCount = chunks.first { $0.tag == "ANIM" }.flatMap { anim in
            anim.payload.count >= 6
                ? Int(anim.payload[anim.payload.startIndex + 4]) | Int(anim.payload[anim.payload.startIndex + 5]) << 8 : nil
        }
        var image = [UInt8](repeating: 0, count: canvas.width * canvas.height * 4)
        var frames: [Animation.Frame] = []
        var source = SourceInfo(format: .webp, colourModel: .rgb, bitsPerSample: 8, hasAlpha: true, interlaced: false)
        var previous: Placement?
        for chunk in chunks where chunk.tag == "ANMF" {
            try checkCount(frames.count, canvas: canvas, limits: limits)
            let placement = try Placement(chunk.payload)
            guard placement.x + placement.width <= canvas.width, placement.y + placement.height <= canvas.height else {
                throw ImageError.corrupt(
                    format: "WebP",
                    "frame \(frames.count + 1) (\(placement.width)×\(placement.height) at \(placement.x),\(placement.y)) "
                        + "does not fit the \(canvas.width)×\(canvas.height) canvas")
            }
            if let previous, previous.clearsAfter { clear(previous, in: &image, canvasWidth: canvas.width) }
            let frame = try WebPFrame.decode(
                WebPChunks.sequence(chunk.payload.dropFirst(16), limits: limits)[...], limits: limits)
            guard frame.pixels.width == placement.width, frame.pixels.height == placement.height else {
                throw ImageError.corrupt(
                    format: "WebP",
                    "frame \(frames.count + 1) says \(placement.width)×\(placement.height) but its image is "
                        + "\(frame.pixels.width)×\(frame.pixels.height)")
            }
            if frames.isEmpty { source.colourModel = frame.source.colourModel }
            draw(frame.pixels, at: placement, on: &image, canvasWidth: canvas.width)
            frames.append(
                Animation.Frame(
                    pixels: PixelBuffer(checkedWidth: canvas.width, height: canvas.height, samples: .rgba8(image)),
                    delay: Double(placement.duration) / 1000))
            previous = placement
            if firstOnly { break }
        }
        return (Animation(frames: frames, loopCount: loopCount), source)
    }

    /// The error for an animation of more frames than `limits` allows.
    static func tooManyFrames(_ canvas: WebPCanvas, limits: ImageLimits) -> ImageError {
        ImageError.tooLarge(width: canvas.width, height: canvas.height, limit: "the limit of \(limits.maxFrames) frames")
    }

    /// Throws once another frame would pass the frame limit or the pixels of all frames together.
    private static func checkCount(_ before: Int, canvas: WebPCanvas, limits: ImageLimits) throws {
        guard before < limits.maxFrames else { throw tooManyFrames(canvas, limits: limits) }
        guard (before + 1) * canvas.width * canvas.height <= limits.maxPixels else {
            throw ImageError.tooLarge(
                width: canvas.width, height: canvas.height,
                limit:
                    "the limit of \(DigitGrouping.grouped(limits.maxPixels)) pixels in all frames together (\(before + 1) frames)"
            )
        }
    }

    /// Makes the rectangle `placement` covers transparent black.
    private static func clear(_ placement: Placement, in image: inout [UInt8], canvasWidth: Int) {
        for y in placement.y..<(placement.y + placement.height) {
            let start = (y * canvasWidth + placement.x) * 4
            for index in start..<(start + placement.width * 4) { image[index] = 0 }
        }
    }

    /// Draws `pixels` at `placement`: copied, or blended over what is there by their alpha.
    private static func draw(_ pixels: PixelBuffer, at placement: Placement, on image: inout [UInt8], canvasWidth: Int) {
        guard case .rgba8(let samples) = pixels.samples else { return }
        for row in 0..<placement.height {
            for column in 0..<placement.width {
                let from = (row * placement.width + column) * 4
                let to = ((placement.y + row) * canvasWidth + placement.x + column) * 4
                if placement.blends {
                    blend(samples, from, over: &image, to)
                } else {
                    for channel in 0..<4 { image[to + channel] = samples[from + channel] }
                }
            }
        }
    }

    /// Source-over blending of straight (not premultiplied) colours, rounded to the nearest.
    @inline(__always) private static func blend(_ source: [UInt8], _ from: Int, over image: inout [UInt8], _ to: Int) {
        let sourceAlpha = Int(source[from + 3])
        if sourceAlpha == 255 || image[to + 3] == 0 {
            for channel in 0..<4 { image[to + channel] = source[from + channel] }
            return
        }
        if sourceAlpha == 0 { return }
        let sourceWeight = sourceAlpha * 255, backWeight = Int(image[to + 3]) * (255 - sourceAlpha)
        let total = sourceWeight + backWeight
        for channel in 0..<3 {
            let mixed = Int(source[from + channel]) * sourceWeight + Int(image[to + channel]) * backWeight
            image[to + channel] = UInt8((mixed + total / 2) / total)
        }
        image[to + 3] = UInt8((total + 127) / 255)
    }
}
