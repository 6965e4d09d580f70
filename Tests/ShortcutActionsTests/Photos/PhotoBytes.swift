import Foundation

/// Minimal image files built byte by byte for the photo tests: a JPEG with an EXIF block (`APP1`)
/// and a frame header (`SOF0`) but no scan, a PNG with its `IHDR`, a movie whose boxes say its
/// length, frame rate and size but whose media is filler. Enough for header readers; not a
/// picture or a film any decoder would play.
enum PhotoBytes {
    /// EXIF facts to write; nil leaves the tag out.
    struct EXIF {
        var make: String?
        var model: String?
        var orientation: Int?
        var dateTaken: String?
        var offset: String?
        /// DateTimeDigitized (Exif IFD).
        var digitized: String?
        /// DateTime (IFD0: when the file was last changed).
        var dateTime: String?
    }

    /// A JPEG of `width` × `height` with `exif` (big-endian TIFF unless `little`).
    static func jpeg(width: Int, height: Int, exif: EXIF? = nil, little: Bool = false) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        if let exif {
            let tiff = self.tiff(exif, little: little)
            let length = tiff.count + 6 + 2
            bytes += [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + Array("Exif".utf8) + [0, 0] + tiff
        }
        bytes += [
            0xFF, 0xC0, 0, 11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0,
        ]
        bytes += [0xFF, 0xD9]
        return Data(bytes)
    }

    /// A PNG header of `width` × `height` (CRCs left zero: header readers do not check them).
    static func png(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += be32(13) + Array("IHDR".utf8) + be32(width) + be32(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
        bytes += be32(0) + Array("IEND".utf8) + [0, 0, 0, 0]
        return Data(bytes)
    }

    private static func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }

    /// A TIFF block: IFD0 (Make, Model, Orientation, DateTime, the Exif IFD pointer), then the Exif
    /// IFD (DateTimeOriginal, DateTimeDigitized, OffsetTimeOriginal), then the strings.
    static func tiff(_ exif: EXIF, little: Bool = false) -> [UInt8] {
        func u16(_ value: Int) -> [UInt8] {
            little ? [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] : [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        func u32(_ value: Int) -> [UInt8] {
            little ? u16(value & 0xFFFF) + u16(value >> 16) : u16(value >> 16) + u16(value & 0xFFFF)
        }
        var ifd0: [(tag: Int, type: Int, text: String?, number: Int?)] = []
        if let make = exif.make { ifd0.append((0x010F, 2, make, nil)) }
        if let model = exif.model { ifd0.append((0x0110, 2, model, nil)) }
        if let orientation = exif.orientation { ifd0.append((0x0112, 3, nil, orientation)) }
        if let dateTime = exif.dateTime { ifd0.append((0x0132, 2, dateTime, nil)) }
        var exifIFD: [(tag: Int, type: Int, text: String?, number: Int?)] = []
        if let date = exif.dateTaken { exifIFD.append((0x9003, 2, date, nil)) }
        if let digitized = exif.digitized { exifIFD.append((0x9004, 2, digitized, nil)) }
        if let offset = exif.offset { exifIFD.append((0x9011, 2, offset, nil)) }
        let hasExif = !exifIFD.isEmpty
        let ifd0Count = ifd0.count + (hasExif ? 1 : 0)
        let ifd0Size = 2 + ifd0Count * 12 + 4
        let exifOffset = 8 + ifd0Size
        let exifSize = hasExif ? 2 + exifIFD.count * 12 + 4 : 0
        var dataOffset = exifOffset + exifSize
        var data: [UInt8] = []
        func entries(_ list: [(tag: Int, type: Int, text: String?, number: Int?)], extra: [UInt8] = []) -> [UInt8] {
            var out: [UInt8] = []
            for entry in list {
                if let text = entry.text {
                    let bytes = Array(text.utf8) + [0]
                    out += u16(entry.tag) + u16(2) + u32(bytes.count)
                    if bytes.count <= 4 {
                        out += bytes + [UInt8](repeating: 0, count: 4 - bytes.count)
                    } else {
                        out += u32(dataOffset)
                        data += bytes
                        dataOffset += bytes.count
                    }
                } else {
                    out += u16(entry.tag) + u16(3) + u32(1) + u16(entry.number ?? 0) + [0, 0]
                }
            }
            return out + extra
        }
        var block: [UInt8] = (little ? [0x49, 0x49] : [0x4D, 0x4D]) + u16(42) + u32(8)
        block += u16(ifd0Count) + entries(ifd0, extra: hasExif ? u16(0x8769) + u16(4) + u32(1) + u32(exifOffset) : []) + u32(0)
        if hasExif { block += u16(exifIFD.count) + entries(exifIFD) + u32(0) }
        return block + data
    }

    /// A QuickTime movie (media first, movie box after, as a camera writes it) of `seconds` at
    /// `frames` frames (time scale 600), one video track of `width` × `height`, turned upright
    /// (a quarter) when `upright`, recorded `recorded` seconds after 1904-01-01 UTC (0: not said)
    /// (ISO/IEC 14496-12 version 0 boxes).
    static func movie(seconds: Int, frames: Int, width: Int, height: Int, upright: Bool = false, recorded: Int = 0) -> Data {
        func word(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        func box(_ type: String, _ body: [UInt8]) -> [UInt8] { word(8 + body.count) + Array(type.utf8) + body }
        let duration = seconds * 600
        let matrix =
            (upright ? [0, 0x10000, 0, -0x10000, 0, 0] : [0x10000, 0, 0, 0, 0x10000, 0]).flatMap(word)
            + word(0) + word(0) + word(0x4000_0000)
        let trackHeader = box(
            "tkhd", [0, 0, 0, 3] + [UInt8](repeating: 0, count: 36) + matrix + word(width << 16) + word(height << 16))
        let mediaHeader = box("mdhd", [UInt8](repeating: 0, count: 12) + word(600) + word(duration) + [0, 0, 0, 0])
        let handler = box("hdlr", [UInt8](repeating: 0, count: 8) + Array("vide".utf8) + [UInt8](repeating: 0, count: 13))
        let samples = box("stts", [0, 0, 0, 0] + word(1) + word(frames) + word(duration / max(frames, 1)))
        let media = box("mdia", mediaHeader + handler + box("minf", box("stbl", samples)))
        let movieHeader = box(
            "mvhd",
            [0, 0, 0, 0] + word(recorded) + word(recorded) + word(600) + word(duration) + [UInt8](repeating: 0, count: 80))
        let file =
            box("ftyp", Array("qt  ".utf8) + word(0)) + box("mdat", [UInt8](repeating: 0, count: 64))
            + box("moov", movieHeader + box("trak", trackHeader + media))
        return Data(file)
    }
}
