import Foundation

/// An image for a page: a JPEG kept as it is (`DCTDecode`), or 8-bit RGBA pixels written as
/// Flate-compressed RGB with a soft mask when any pixel is not opaque.
public struct PDFImage: Sendable, Equatable {
    enum Content: Sendable, Equatable {
        case jpeg([UInt8], components: Int)
        case rgba([UInt8])
    }

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    let content: Content

    /// A JPEG file's bytes, its size and colour components read from its frame header; nil when
    /// it has none we can place (a JPEG with 1, 3 or 4 components is accepted).
    public init?(jpeg bytes: [UInt8]) {
        guard let frame = Self.jpegFrame(bytes), [1, 3, 4].contains(frame.components), frame.width > 0, frame.height > 0 else {
            return nil
        }
        width = frame.width
        height = frame.height
        content = .jpeg(bytes, components: frame.components)
    }

    /// RGBA pixels, 4 bytes a pixel, row by row; nil when the count does not match the size.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        content = .rgba(rgba)
    }

    /// The first start-of-frame marker's size and component count.
    static func jpegFrame(_ bytes: [UInt8]) -> (width: Int, height: Int, components: Int)? {
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return (width, height, Int(bytes[index + 9]))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }
}
