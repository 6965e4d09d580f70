import Foundation
import Images

/// What a photo's first bytes tell without decoding a pixel: PNG's `IHDR` size, JPEG's frame
/// size (`SOFn`), and the EXIF block of a JPEG's `APP1` segment or a PNG's `eXIf` chunk, read by
/// the `Images` library's `EXIF.read` (date taken, orientation, camera make and model). No
/// recursion, every read bounds-checked, at most `prefixLength` bytes.
struct ImageHeaders: Equatable {
    /// Pixels across, as stored (before the orientation is applied); nil when not found.
    var width: Int?
    /// Pixels down, as stored; nil when not found.
    var height: Int?
    /// The EXIF facts; nil when the file has no EXIF block or it does not read.
    var exif: EXIFData?

    /// How many leading bytes are read (`PhotoLimits.headerBytes`).
    static let prefixLength = PhotoLimits.headerBytes

    /// The facts found in `data` (a file's first bytes); empty for anything but PNG and JPEG.
    init(_ data: Data) {
        let bytes = [UInt8](data.prefix(Self.prefixLength))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            readPNG(bytes)
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            readJPEG(bytes)
        }
        if width == nil { width = exif?.pixelWidth }
        if height == nil { height = exif?.pixelHeight }
    }

    /// A header with these facts (tests).
    init(width: Int? = nil, height: Int? = nil, exif: EXIFData? = nil) {
        self.width = width
        self.height = height
        self.exif = exif
    }

    /// EXIF orientation, 1–8; 1 (upright) when the file does not say, as `EXIF.read` gives it.
    var orientation: Int { exif?.orientation ?? 1 }
    /// EXIF `Make`.
    var cameraMake: String? { exif?.make }
    /// EXIF `Model`.
    var cameraModel: String? { exif?.model }

    // MARK: - PNG

    /// `IHDR` (always first) gives the size; an `eXIf` chunk before the image data gives EXIF.
    private mutating func readPNG(_ bytes: [UInt8]) {
        var at = 8
        while at + 8 <= bytes.count {
            let length = Int(Self.bigEndian32(bytes, at))
            let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
            let body = at + 8
            guard length >= 0, body + length <= bytes.count else { return }
            if type == "IHDR", length >= 8 {
                width = Int(Self.bigEndian32(bytes, body))
                height = Int(Self.bigEndian32(bytes, body + 4))
            } else if type == "eXIf" {
                exif = try? EXIF.read(Array(bytes[body..<(body + length)]))
            } else if type == "IDAT" || type == "IEND" {
                return
            }
            at = body + length + 4  // the CRC
        }
    }

    // MARK: - JPEG

    /// Walks the marker segments up to the scan: `APP1` `Exif` for EXIF, `SOFn` for the size.
    private mutating func readJPEG(_ bytes: [UInt8]) {
        var at = 2
        while at + 4 <= bytes.count {
            guard bytes[at] == 0xFF else { return }
            let marker = bytes[at + 1]
            if marker == 0xFF { at += 1; continue }  // fill bytes
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { at += 2; continue }
            if marker == 0xD9 || marker == 0xDA { return }  // end of image, start of scan
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            let body = at + 4
            guard length >= 2, at + 2 + length <= bytes.count else { return }
            let end = at + 2 + length
            if marker == 0xE1, end - body > 6, bytes[body..<(body + 6)].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) {
                exif = try? EXIF.read(Array(bytes[(body + 6)..<end]))
            } else if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker), end - body >= 5 {
                height = Int(bytes[body + 1]) << 8 | Int(bytes[body + 2])
                width = Int(bytes[body + 3]) << 8 | Int(bytes[body + 4])
            }
            at = end
        }
    }

    private static func bigEndian32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        guard at + 4 <= bytes.count else { return 0 }
        return UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
}
