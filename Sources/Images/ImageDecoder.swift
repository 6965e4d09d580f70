import Foundation

/// Recognises an image by its first bytes and decodes it; formats we recognise but cannot decode
/// (HEIC, AVIF…) are an error naming the format.
public enum ImageDecoder {
    /// The format `data` starts like, or nil.
    public static func format(of data: Data) -> ImageFormat? { format(of: [UInt8](data.prefix(64))) }

    static func format(of b: [UInt8]) -> ImageFormat? {
        func at(_ offset: Int, _ text: String) -> Bool {
            b.count >= offset + text.utf8.count && b[offset..<(offset + text.utf8.count)].elementsEqual(text.utf8)
        }
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .png }
        if JPEG.recognizes(b) { return .jpeg }
        if at(0, "GIF87a") || at(0, "GIF89a") { return .gif }
        if at(0, "BM") && b.count >= 26 { return .bmp }
        if b.starts(with: [0x49, 0x49, 0x2A, 0x00]) || b.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if at(0, "RIFF") && at(8, "WEBP") { return .webp }
        if at(4, "ftyp") {
            let brand = b.count >= 12 ? String(decoding: b[8..<12], as: UTF8.self) : ""
            if ["avif", "avis"].contains(brand) { return .avif }
            if ["heic", "heix", "heim", "heis", "hevc", "hevx"].contains(brand) { return .heic }
            if ["mif1", "msf1"].contains(brand) { return at(16, "avif") || at(20, "avif") ? .avif : .heif }
        }
        if b.starts(with: [0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20]) || b.starts(with: [0xFF, 0x4F, 0xFF, 0x51]) {
            return .jpeg2000
        }
        if b.starts(with: [0xFF, 0x0A]) || at(4, "JXL ") { return .jpegXL }
        if at(0, "8BPS") { return .psd }
        if b.starts(with: [0x00, 0x00, 0x01, 0x00]) && b.count >= 6 { return .ico }
        if at(0, "%PDF-") { return .pdf }
        if at(0, "<svg") || at(0, "<?xml") && String(decoding: b, as: UTF8.self).contains("<svg") { return .svg }
        return nil
    }

    /// Decodes `data` to pixels (the first frame of an animation). With `draft` (from the upright
    /// size, the size the caller will shrink to), a JPEG may come at ½, ¼ or ⅛ size, never below it.
    public static func decode(_ data: Data, limits: ImageLimits = .standard, draft: DraftTarget? = nil) throws -> DecodedImage {
        let bytes = [UInt8](data)
        switch format(of: Array(bytes.prefix(64))) {
        case .png: return try PNG.decode(bytes: bytes, limits: limits)
        case .jpeg: return try JPEG.decode(bytes: bytes, limits: limits, applyOrientation: true, draft: draft)
        case .gif: return try GIF.decode(bytes: bytes, limits: limits, firstOnly: true).still
        case .bmp: return try BMP.decode(bytes: bytes, limits: limits)
        case .tiff: return try TIFF.decode(bytes: bytes, limits: limits)
        case .webp: return try WebP.decode(bytes: bytes, limits: limits, firstOnly: true).still
        case .some(let other): throw ImageError.cannotDecode(format: other.rawValue)
        case nil:
            // A PNG whose signature was damaged still gets the PNG decoder's specific message.
            if bytes.count >= 4, bytes[1...3].elementsEqual([0x50, 0x4E, 0x47]) {
                return try PNG.decode(bytes: bytes, limits: limits)
            }
            throw ImageError.unrecognized(firstBytes: Array(bytes.prefix(8)))
        }
    }

    /// Every frame of an animated format (GIF, WebP; a still one is one frame), or nil for a
    /// format that has no frames.
    public static func decodeAnimation(_ data: Data, limits: ImageLimits = .standard) throws -> Animation? {
        switch format(of: data) {
        case .gif: return try GIF.decodeAnimation(data, limits: limits)
        case .webp: return try WebP.decodeAnimation(data, limits: limits)
        default: return nil
        }
    }

    /// Each frame's delay in seconds, read without decoding a pixel, for an animated format (GIF,
    /// WebP); nil for other formats.
    public static func frameDelays(_ data: Data, limits: ImageLimits = .standard) throws -> [Double]? {
        switch format(of: data) {
        case .gif: return try GIF.frameDelays(data, limits: limits)
        case .webp: return try WebP.frameDelays(data, limits: limits)
        default: return nil
        }
    }
}
