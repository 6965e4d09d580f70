import Foundation

/// WebP images (Google's WebP container specification): lossless (`VP8L`, RFC 9649) and lossy
/// (`VP8 `, RFC 6386) frames, alpha (`ALPH`), the extended header (`VP8X`), ICC profiles, EXIF
/// and animations (`ANIM`, `ANMF`), composited frame by frame.
public enum WebP {
    /// The first frame as a still image (an animation's first frame on its canvas).
    public static func decode(_ data: Data, limits: ImageLimits = .standard) throws -> DecodedImage {
        try decode(bytes: [UInt8](data), limits: limits, firstOnly: true).still
    }

    /// Every frame, composited on the canvas as the file says; a still image is one frame.
    public static func decodeAnimation(_ data: Data, limits: ImageLimits = .standard) throws -> Animation {
        try decode(bytes: [UInt8](data), limits: limits, firstOnly: false).animation
    }

    /// Each frame's delay in seconds, from the frame headers without decoding a pixel (a still
    /// image: one frame of no delay).
    public static func frameDelays(_ data: Data, limits: ImageLimits = .standard) throws -> [Double] {
        let file = try WebPChunks([UInt8](data), limits: limits)
        guard let canvas = try WebPCanvas.of(file, limits: limits), canvas.isAnimated else { return [0] }
        let frames = file.chunks.filter { $0.tag == "ANMF" }
        guard frames.count <= limits.maxFrames else { throw WebPAnimation.tooManyFrames(canvas, limits: limits) }
        return try frames.map { Double(try WebPAnimation.Placement($0.payload).duration) / 1000 }
    }

    /// The still image (the first frame) and the animation.
    static func decode(bytes: [UInt8], limits: ImageLimits, firstOnly: Bool) throws -> (still: DecodedImage, animation: Animation)
    {
        let file = try WebPChunks(bytes, limits: limits)
        let extended = try WebPCanvas.of(file, limits: limits)
        var metadata = ImageMetadata()
        // A metadata chunk past the metadata limit is dropped; the pixels still decode.
        for chunk in file.chunks where chunk.payload.count <= limits.maxMetadataBytes {
            if chunk.tag == "ICCP" { metadata.iccProfile = ImageMetadata.ICCProfile(name: "", bytes: Array(chunk.payload)) }
            if chunk.tag == "EXIF" { metadata.exif = exifBlock(chunk.payload) }
        }
        guard let extended, extended.isAnimated else {
            let frame = try WebPFrame.decode(file.chunks[...], limits: limits)
            if let extended, extended.width != frame.pixels.width || extended.height != frame.pixels.height {
                throw ImageError.corrupt(
                    format: "WebP",
                    "the header's canvas is \(extended.width)×\(extended.height) but the image is \(frame.pixels.width)×\(frame.pixels.height)"
                )
            }
            let still = DecodedImage(pixels: frame.pixels, source: frame.source, metadata: metadata)
            return (still, Animation(frames: [Animation.Frame(pixels: frame.pixels, delay: 0)], loopCount: nil))
        }
        let animation = try WebPAnimation.composite(file.chunks, canvas: extended, limits: limits, firstOnly: firstOnly)
        guard let first = animation.animation.frames.first else {
            throw ImageError.corrupt(format: "WebP", "the animation has no frame")
        }
        return (DecodedImage(pixels: first.pixels, source: animation.source, metadata: metadata), animation.animation)
    }

    /// The EXIF chunk's TIFF structure; some writers put JPEG's "Exif\0\0" before it.
    private static func exifBlock(_ payload: ArraySlice<UInt8>) -> [UInt8] {
        payload.starts(with: Array("Exif\0\0".utf8)) ? Array(payload.dropFirst(6)) : Array(payload)
    }

    /// The most chunks a file (or one animation frame) may have under `limits`: three for each frame
    /// (the frame, its alpha and its image) and a few besides.
    public static func maxChunks(_ limits: ImageLimits) -> Int { limits.maxFrames * 3 + 16 }

    /// The error for data that ends before `what`.
    static func truncated(_ what: String) -> ImageError { ImageError.truncated(format: "WebP", needed: what) }
}

/// The extended header (`VP8X`): the canvas size and which features the file uses.
struct WebPCanvas {
    let width: Int
    let height: Int
    let isAnimated: Bool

    /// The extended header of `file` (its first chunk when that is `VP8X`), or nil for a simple file.
    static func of(_ file: WebPChunks, limits: ImageLimits) throws -> WebPCanvas? {
        guard let first = file.chunks.first, first.tag == "VP8X" else { return nil }
        return try WebPCanvas(header: first.payload, limits: limits)
    }

    /// Reads a `VP8X` payload; the canvas is held to `limits`.
    init(header: ArraySlice<UInt8>, limits: ImageLimits) throws {
        guard header.count >= 10 else { throw WebP.truncated("the extended header (10 bytes)") }
        let flags = header[header.startIndex]
        isAnimated = flags & 0x02 != 0
        width = WebPChunks.u24(header, at: 4) + 1
        height = WebPChunks.u24(header, at: 7) + 1
        try limits.check(width: width, height: height)
    }
}
