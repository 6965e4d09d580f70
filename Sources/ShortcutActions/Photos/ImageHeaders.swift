import Foundation

/// What a photo's first bytes tell without decoding a pixel: PNG's `IHDR` size, JPEG's frame
/// size (`SOFn`), and the EXIF facts of a JPEG's `APP1` block or a PNG's `eXIf` chunk (date taken,
/// orientation, camera make and model). Self-contained (Foundation only, no recursion, every read
/// bounds-checked) so the `Images` library's metadata reader can replace it in one place.
struct ImageHeaders: Equatable {
    /// Pixels across, as stored (before the orientation is applied); nil when not found.
    var width: Int?
    /// Pixels down, as stored; nil when not found.
    var height: Int?
    /// EXIF orientation, 1–8; nil when absent.
    var orientation: Int?
    /// EXIF `DateTimeOriginal` (else `DateTimeDigitized`) as written: `2026:11:20 09:30:00`.
    var dateTaken: String?
    /// EXIF `OffsetTimeOriginal` (`+01:00`), when the camera wrote one.
    var dateTakenOffset: String?
    /// EXIF `Make` and `Model`.
    var cameraMake: String?
    var cameraModel: String?

    /// How many leading bytes are read (`PhotoLimits.headerBytes`).
    static let prefixLength = PhotoLimits.headerBytes
    /// The most IFD entries read from one directory (`PhotoLimits.directoryEntries`).
    static let maxEntries = PhotoLimits.directoryEntries

    /// The facts found in `data` (a file's first bytes); empty for anything but PNG and JPEG.
    init(_ data: Data) {
        let bytes = [UInt8](data.prefix(Self.prefixLength))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            readPNG(bytes)
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            readJPEG(bytes)
        }
    }

    /// A header with these facts (tests).
    init(width: Int? = nil, height: Int? = nil, orientation: Int? = nil, dateTaken: String? = nil, cameraMake: String? = nil, cameraModel: String? = nil) {
        self.width = width
        self.height = height
        self.orientation = orientation
        self.dateTaken = dateTaken
        self.cameraMake = cameraMake
        self.cameraModel = cameraModel
    }

    /// The date taken as a date: the EXIF offset when given, else read in `zone` (EXIF dates are
    /// the camera's local time).
    func dateTaken(in zone: TimeZone) -> Date? {
        guard let text = dateTaken, text.utf8.count >= 19 else { return nil }
        let parts = text.prefix(19).split(whereSeparator: { $0 == ":" || $0 == " " }).compactMap { Int($0) }
        guard parts.count == 6, parts[0] > 0, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        if let offset = dateTakenOffset, let seconds = Self.offsetSeconds(offset), let fixed = TimeZone(secondsFromGMT: seconds) {
            calendar.timeZone = fixed
        }
        return calendar.date(
            from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4], second: parts[5]))
    }

    /// `+01:00` / `-05:30` as seconds east of UTC.
    static func offsetSeconds(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let sign = trimmed.first, sign == "+" || sign == "-" else { return nil }
        let fields = trimmed.dropFirst().split(separator: ":").compactMap { Int($0) }
        guard fields.count == 2, fields[0] < 24, fields[1] < 60 else { return nil }
        return (sign == "-" ? -1 : 1) * (fields[0] * 3600 + fields[1] * 60)
    }

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
                readTIFF(Array(bytes[body..<(body + length)]))
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
                readTIFF(Array(bytes[(body + 6)..<end]))
            } else if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker), end - body >= 5 {
                height = Int(bytes[body + 1]) << 8 | Int(bytes[body + 2])
                width = Int(bytes[body + 3]) << 8 | Int(bytes[body + 4])
            }
            at = end
        }
    }

    // MARK: - EXIF (a TIFF block)

    /// IFD0 (Make, Model, Orientation, the Exif IFD's offset), then the Exif IFD (the dates, and
    /// the pixel size when no frame header gave one). Two directories, never followed further.
    private mutating func readTIFF(_ tiff: [UInt8]) {
        guard tiff.count >= 8 else { return }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return
        }
        let reader = TIFFReader(bytes: tiff, little: little)
        guard reader.u16(2) == 42, let first = reader.u32(4) else { return }
        var exifOffset: Int?
        for entry in reader.entries(at: Int(first)) {
            switch entry.tag {
            case 0x010F: cameraMake = reader.ascii(entry)
            case 0x0110: cameraModel = reader.ascii(entry)
            case 0x0112: orientation = reader.number(entry).flatMap { (1...8).contains($0) ? $0 : nil }
            case 0x8769: exifOffset = reader.number(entry)
            default: break
            }
        }
        guard let exifOffset else { return }
        var digitized: String?
        var pixelWidth: Int?
        var pixelHeight: Int?
        for entry in reader.entries(at: exifOffset) {
            switch entry.tag {
            case 0x9003: dateTaken = reader.ascii(entry)
            case 0x9004: digitized = reader.ascii(entry)
            case 0x9011: dateTakenOffset = reader.ascii(entry)
            case 0xA002: pixelWidth = reader.number(entry)
            case 0xA003: pixelHeight = reader.number(entry)
            default: break
            }
        }
        if dateTaken == nil { dateTaken = digitized }
        if width == nil { width = pixelWidth }
        if height == nil { height = pixelHeight }
    }

    private static func bigEndian32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        guard at + 4 <= bytes.count else { return 0 }
        return UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
}

/// Bounds-checked reads of one TIFF block in its byte order.
private struct TIFFReader {
    /// One directory entry: tag, field type, count and the 4-byte value-or-offset field's position.
    struct Entry {
        var tag: Int
        var type: Int
        var count: Int
        var field: Int
    }

    let bytes: [UInt8]
    let little: Bool

    func u16(_ at: Int) -> Int? {
        guard at >= 0, at + 2 <= bytes.count else { return nil }
        return little ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : Int(bytes[at]) << 8 | Int(bytes[at + 1])
    }

    func u32(_ at: Int) -> Int? {
        guard let first = u16(at), let second = u16(at + 2) else { return nil }
        return little ? first | second << 16 : first << 16 | second
    }

    /// The entries of the directory at `offset`, at most `ImageHeaders.maxEntries`.
    func entries(at offset: Int) -> [Entry] {
        guard let count = u16(offset) else { return [] }
        return (0..<min(count, ImageHeaders.maxEntries)).compactMap { index in
            let at = offset + 2 + index * 12
            guard let tag = u16(at), let type = u16(at + 2), let count = u32(at + 4), at + 12 <= bytes.count else { return nil }
            return Entry(tag: tag, type: type, count: count, field: at + 8)
        }
    }

    /// A SHORT or LONG entry's first value.
    func number(_ entry: Entry) -> Int? {
        switch entry.type {
        case 3: return u16(entry.field)
        case 4: return u32(entry.field)
        default: return nil
        }
    }

    /// An ASCII entry's text, without its NUL and surrounding spaces; nil when empty or out of bounds.
    func ascii(_ entry: Entry) -> String? {
        guard entry.type == 2, entry.count > 0, entry.count <= 4096 else { return nil }
        let start = entry.count <= 4 ? entry.field : (u32(entry.field) ?? -1)
        guard start >= 0, start + entry.count <= bytes.count else { return nil }
        let raw = bytes[start..<(start + entry.count)].prefix { $0 != 0 }
        let text = String(decoding: raw, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }
}
