import DigitGrouping

/// How large an image the decoders accept, checked from the header before any pixel memory is
/// taken: a file of a few bytes may claim billions of pixels (a decompression bomb).
public struct ImageLimits: Sendable, Equatable {
    /// The most pixels on one side.
    public var maxDimension: Int
    /// The most pixels in one image (width × height).
    public var maxPixels: Int
    /// The most frames in an animation.
    public var maxFrames: Int
    /// The most bytes of one metadata block (an ICC profile, EXIF, text).
    public var maxMetadataBytes: Int

    /// 65,535 pixels a side (JPEG's own ceiling), 100 megapixels (400 MB as RGBA8), 1,000 frames,
    /// 16 MiB of metadata per block.
    public static let standard = ImageLimits(
        maxDimension: 65_535, maxPixels: 100_000_000, maxFrames: 1_000, maxMetadataBytes: 16 << 20)

    /// Limits of one's own; `standard` is what the decoders use unless told otherwise.
    public init(maxDimension: Int, maxPixels: Int, maxFrames: Int, maxMetadataBytes: Int) {
        self.maxDimension = maxDimension
        self.maxPixels = maxPixels
        self.maxFrames = maxFrames
        self.maxMetadataBytes = maxMetadataBytes
    }

    /// Throws `ImageError.tooLarge` unless a `width`×`height` image is within the limits.
    public func check(width: Int, height: Int) throws {
        guard width <= maxDimension, height <= maxDimension else {
            throw ImageError.tooLarge(
                width: width, height: height, limit: "the limit of \(DigitGrouping.grouped(maxDimension)) pixels a side")
        }
        guard width * height <= maxPixels else {
            throw ImageError.tooLarge(
                width: width, height: height, limit: "the limit of \(DigitGrouping.grouped(maxPixels)) pixels in all")
        }
    }
}
