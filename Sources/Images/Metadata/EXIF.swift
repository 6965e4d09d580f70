/// What an EXIF block (a TIFF structure) says about a photograph.
public struct EXIFData: Sendable, Equatable {
    /// 1 upright … 8 (TIFF orientation codes); 1 when absent.
    public var orientation = 1
    /// The camera's maker (Make).
    public var make: String?
    /// The camera's model (Model).
    public var model: String?
    /// When the picture was taken, as written ("2024:05:01 12:30:00"): DateTimeOriginal, else
    /// DateTimeDigitized; nil when the file has neither (IFD0's DateTime is when the file was last
    /// changed, not taken, so it is not used: callers fall back to the file's own date).
    public var dateTaken: String?
    /// OffsetTimeOriginal ("+02:00") when present.
    public var dateTakenOffset: String?
    /// The width the camera recorded (PixelXDimension).
    public var pixelWidth: Int?
    /// The height the camera recorded (PixelYDimension).
    public var pixelHeight: Int?
    /// The software that last wrote the file (Software).
    public var software: String?
    /// The lens (LensModel).
    public var lensModel: String?
    /// Exposure time in seconds (ExposureTime).
    public var exposureTime: Double?
    /// The aperture as an f-number (FNumber).
    public var fNumber: Double?
    /// The ISO speed (ISOSpeedRatings).
    public var iso: Int?
    /// Focal length in millimetres (FocalLength).
    public var focalLength: Double?
    /// Degrees, north and east positive.
    public var latitude: Double?
    /// Degrees, east positive.
    public var longitude: Double?
    /// Metres above sea level.
    public var altitude: Double?

    /// Nothing read yet: upright, every other field absent.
    public init() {}
}

/// Reads EXIF (TIFF) blocks: IFD0, the Exif IFD and the GPS IFD, bounds-checked, each IFD read once.
public enum EXIF {
    /// Reads the TIFF structure `block` (starting with "II*\0" or "MM\0*").
    public static func read(_ block: [UInt8]) throws -> EXIFData {
        var reader = try TIFFReader(block)
        var data = EXIFData()
        let zeroth = try reader.entries(at: reader.firstIFD)
        var exifIFD: Int?, gpsIFD: Int?
        for entry in zeroth {
            switch entry.tag {
            case 0x010F: data.make = reader.text(entry)
            case 0x0110: data.model = reader.text(entry)
            case 0x0112: if let v = reader.integer(entry), (1...8).contains(v) { data.orientation = v }
            case 0x0131: data.software = reader.text(entry)
            case 0x8769: exifIFD = reader.integer(entry)
            case 0x8825: gpsIFD = reader.integer(entry)
            default: break
            }
        }
        if let exifIFD, let entries = try? reader.entries(at: exifIFD) {
            var digitized: String?
            for entry in entries {
                switch entry.tag {
                case 0x9003: data.dateTaken = reader.text(entry)
                case 0x9004: digitized = reader.text(entry)
                case 0x9011: data.dateTakenOffset = reader.text(entry)
                case 0xA002: data.pixelWidth = reader.integer(entry)
                case 0xA003: data.pixelHeight = reader.integer(entry)
                case 0x829A: data.exposureTime = reader.rationals(entry).first
                case 0x829D: data.fNumber = reader.rationals(entry).first
                case 0x8827: data.iso = reader.integer(entry)
                case 0x920A: data.focalLength = reader.rationals(entry).first
                case 0xA434: data.lensModel = reader.text(entry)
                default: break
                }
            }
            data.dateTaken = data.dateTaken ?? digitized
        }
        if let gpsIFD, let entries = try? reader.entries(at: gpsIFD) {
            var latRef = "N", lonRef = "E", altRef = 0
            var lat: [Double] = [], lon: [Double] = [], alt: [Double] = []
            for entry in entries {
                switch entry.tag {
                case 1: latRef = reader.text(entry) ?? latRef
                case 2: lat = reader.rationals(entry)
                case 3: lonRef = reader.text(entry) ?? lonRef
                case 4: lon = reader.rationals(entry)
                case 5: altRef = reader.integer(entry) ?? 0
                case 6: alt = reader.rationals(entry)
                default: break
                }
            }
            func degrees(_ v: [Double]) -> Double? { v.count == 3 ? v[0] + v[1] / 60 + v[2] / 3600 : nil }
            data.latitude = degrees(lat).map { latRef.uppercased() == "S" ? -$0 : $0 }
            data.longitude = degrees(lon).map { lonRef.uppercased() == "W" ? -$0 : $0 }
            data.altitude = alt.first.map { altRef == 1 ? -$0 : $0 }
        }
        return data
    }
}

/// A TIFF structure's header and IFDs (shared by EXIF and the TIFF codec).
struct TIFFReader {
    struct Entry {
        let tag: Int
        let type: Int
        let count: Int
        /// Where the value is: inline in the entry or at its offset.
        let valueOffset: Int
    }

    let bytes: [UInt8]
    let little: Bool
    let firstIFD: Int
    /// The name errors give: "EXIF", or "TIFF" when reading a TIFF file.
    var format = "EXIF"
    var visited: Set<Int> = []

    init(_ bytes: [UInt8], format: String = "EXIF") throws {
        guard bytes.count >= 8 else { throw ImageError.truncated(format: format, needed: "the 8-byte TIFF header") }
        let little: Bool
        if bytes[0] == 0x49, bytes[1] == 0x49 {
            little = true
        } else if bytes[0] == 0x4D, bytes[1] == 0x4D {
            little = false
        } else {
            throw ImageError.corrupt(
                format: format,
                "the byte order mark is \(ImageError.hexByte(bytes[0])) \(ImageError.hexByte(bytes[1])) (II or MM)")
        }
        let probe = TIFFReader(bytes: bytes, little: little, firstIFD: 0)
        guard probe.u16(2) == 42 else {
            throw ImageError.corrupt(format: format, "the TIFF magic number is \(probe.u16(2)), not 42")
        }
        self.init(bytes: bytes, little: little, firstIFD: probe.u32(4))
        self.format = format
    }

    private init(bytes: [UInt8], little: Bool, firstIFD: Int) {
        self.bytes = bytes
        self.little = little
        self.firstIFD = firstIFD
    }

    func u16(_ at: Int) -> Int {
        guard at >= 0, at + 2 <= bytes.count else { return 0 }
        return little ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : Int(bytes[at]) << 8 | Int(bytes[at + 1])
    }

    func u32(_ at: Int) -> Int {
        guard at >= 0, at + 4 <= bytes.count else { return 0 }
        let b = (0..<4).map { Int(bytes[at + $0]) }
        return little ? b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24 : b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3]
    }

    static func size(ofType type: Int) -> Int {
        switch type {
        case 1, 2, 6, 7: return 1
        case 3, 8: return 2
        case 4, 9, 11: return 4
        case 5, 10, 12: return 8
        default: return 0
        }
    }

    /// The entries of the IFD at `offset` (an IFD already read, or one out of bounds, is an error).
    mutating func entries(at offset: Int) throws -> [Entry] {
        guard offset >= 8, offset + 2 <= bytes.count else {
            throw ImageError.corrupt(format: format, "an IFD offset (\(offset)) is outside the block")
        }
        guard visited.insert(offset).inserted else {
            throw ImageError.corrupt(format: format, "the IFD at \(offset) is reached twice")
        }
        let count = u16(offset)
        guard offset + 2 + count * 12 <= bytes.count else {
            throw ImageError.truncated(format: format, needed: "an IFD of \(count) entries")
        }
        return (0..<count).map { i in
            let at = offset + 2 + i * 12
            let type = u16(at + 2), n = u32(at + 4)
            let inline = Self.size(ofType: type) * n <= 4
            return Entry(tag: u16(at), type: type, count: n, valueOffset: inline ? at + 8 : u32(at + 8))
        }
    }

    /// The offset of the next IFD after the one at `offset` (0: none).
    func nextIFD(after offset: Int) -> Int { u32(offset + 2 + u16(offset) * 12) }

    func inBounds(_ entry: Entry) -> Bool {
        let size = Self.size(ofType: entry.type)
        return size > 0 && entry.count >= 0 && entry.count <= bytes.count && entry.valueOffset >= 0
            && entry.valueOffset + size * entry.count <= bytes.count
    }

    func text(_ entry: Entry) -> String? {
        guard entry.type == 2 || entry.type == 7, inBounds(entry) else { return nil }
        let raw = bytes[entry.valueOffset..<(entry.valueOffset + entry.count)].prefix(while: { $0 != 0 })
        let text = String(decoding: raw, as: UTF8.self).trimmingCharacters(in: " ")
        return text.isEmpty ? nil : text
    }

    /// The values of a BYTE, SHORT or LONG entry.
    func integers(_ entry: Entry) -> [Int] {
        guard inBounds(entry) else { return [] }
        return (0..<entry.count).compactMap { i in
            switch entry.type {
            case 1: return Int(bytes[entry.valueOffset + i])
            case 3: return u16(entry.valueOffset + i * 2)
            case 4: return u32(entry.valueOffset + i * 4)
            default: return nil
            }
        }
    }

    func integer(_ entry: Entry) -> Int? { integers(entry).first }

    func rationals(_ entry: Entry) -> [Double] {
        guard entry.type == 5 || entry.type == 10, inBounds(entry) else { return [] }
        return (0..<entry.count).compactMap { i in
            var n = u32(entry.valueOffset + i * 8), d = u32(entry.valueOffset + i * 8 + 4)
            if entry.type == 10 {
                n = Int(Int32(truncatingIfNeeded: n))
                d = Int(Int32(truncatingIfNeeded: d))
            }
            return d == 0 ? nil : Double(n) / Double(d)
        }
    }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var s = Substring(self)
        while s.first == set { s = s.dropFirst() }
        while s.last == set { s = s.dropLast() }
        return String(s)
    }
}
