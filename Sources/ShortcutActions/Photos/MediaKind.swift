import Foundation

/// What the photo library holds: images and videos, told by extension (any case) or, for a file
/// without one of these extensions, by its first bytes. Apple's Media Type values.
enum MediaKind: String, CaseIterable {
    case image = "Image"
    case video = "Video"

    /// The extensions of this kind, lower case.
    var extensions: [String] {
        switch self {
        case .image: return ["jpg", "jpeg", "png", "heic", "heif", "gif", "tiff", "tif", "bmp", "webp"]
        case .video: return ["mov", "mp4", "m4v"]
        }
    }

    /// How many leading bytes `sniff` looks at.
    static let sniffLength = 16

    /// The kind of a file named `name` by its extension; nil when the extension is none of ours.
    static func of(name: String) -> MediaKind? {
        let ext = (name as NSString).pathExtension.lowercased()
        return allCases.first { $0.extensions.contains(ext) }
    }

    /// The kind of a file from its first bytes (JPEG, PNG, GIF, BMP, TIFF, WebP, and ISO media
    /// files by their `ftyp` brand: HEIF/AVIF images, QuickTime and MPEG-4 videos); nil otherwise.
    static func sniff(_ data: Data) -> MediaKind? {
        let bytes = [UInt8](data.prefix(sniffLength))
        func starts(_ prefix: [UInt8]) -> Bool { bytes.starts(with: prefix) }
        if starts([0xFF, 0xD8, 0xFF]) || starts([0x89, 0x50, 0x4E, 0x47]) || starts(Array("GIF8".utf8))
            || starts(Array("BM".utf8))
            || starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A])
        {
            return .image
        }
        if bytes.count >= 12, starts(Array("RIFF".utf8)), bytes[8..<12].elementsEqual("WEBP".utf8) { return .image }
        guard bytes.count >= 12, bytes[4..<8].elementsEqual("ftyp".utf8) else { return nil }
        let brand = String(decoding: bytes[8..<12], as: UTF8.self)
        if ["heic", "heix", "heim", "heis", "hevc", "mif1", "msf1", "avif"].contains(brand) { return .image }
        if ["qt  ", "isom", "iso2", "mp41", "mp42", "M4V ", "avc1", "3gp4", "3gp5"].contains(brand) { return .video }
        return nil
    }
}
