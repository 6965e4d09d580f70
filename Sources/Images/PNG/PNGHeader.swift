/// The PNG `IHDR` chunk, validated: the combinations of colour type and bit depth the
/// specification allows (ISO/IEC 15948 table 11.1).
struct PNGHeader: Equatable {
    enum ColourType: UInt8 {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6

        var channels: Int {
            switch self {
            case .grey, .palette: return 1
            case .greyAlpha: return 2
            case .rgb: return 3
            case .rgba: return 4
            }
        }

        var allowedDepths: [Int] {
            switch self {
            case .grey: return [1, 2, 4, 8, 16]
            case .palette: return [1, 2, 4, 8]
            case .rgb, .greyAlpha, .rgba: return [8, 16]
            }
        }
    }

    let width: Int
    let height: Int
    let bitDepth: Int
    let colourType: ColourType
    let interlaced: Bool

    var bitsPerPixel: Int { bitDepth * colourType.channels }
    /// Bytes from one pixel to the same sample of the previous one (at least 1), for filtering.
    var filterStride: Int { max(1, bitsPerPixel / 8) }

    func rowBytes(_ pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

    init(_ data: ArraySlice<UInt8>) throws {
        guard data.count == 13 else {
            throw ImageError.corrupt(format: "PNG", "the IHDR chunk is \(data.count) bytes long, not 13")
        }
        let d = Array(data)
        let width = Int(BigEndian.u32(d, 0)), height = Int(BigEndian.u32(d, 4))
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw ImageError.corrupt(
                format: "PNG", "the image size \(width)×\(height) is invalid (each side must be 1 to 2,147,483,647)")
        }
        guard let colourType = ColourType(rawValue: d[9]) else {
            throw ImageError.corrupt(format: "PNG", "colour type \(d[9]) does not exist (0, 2, 3, 4 and 6 do)")
        }
        let depth = Int(d[8])
        guard colourType.allowedDepths.contains(depth) else {
            let allowed = colourType.allowedDepths.map(String.init).joined(separator: ", ")
            throw ImageError.corrupt(
                format: "PNG", "bit depth \(depth) is not allowed with colour type \(colourType.rawValue) (\(allowed) are)")
        }
        guard d[10] == 0 else {
            throw ImageError.corrupt(format: "PNG", "compression method \(d[10]) does not exist (only 0, deflate)")
        }
        guard d[11] == 0 else { throw ImageError.corrupt(format: "PNG", "filter method \(d[11]) does not exist (only 0)") }
        guard d[12] <= 1 else {
            throw ImageError.corrupt(format: "PNG", "interlace method \(d[12]) does not exist (0 none, 1 Adam7)")
        }
        self.width = width
        self.height = height
        self.bitDepth = depth
        self.colourType = colourType
        self.interlaced = d[12] == 1
    }

    /// The Adam7 passes (or the one whole-image pass) that have pixels: origin, step, size.
    var passes: [PNGPass] {
        guard interlaced else { return [PNGPass(x: 0, y: 0, dx: 1, dy: 1, width: width, height: height)] }
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return adam7.compactMap { x, y, dx, dy in
            let w = (width - x + dx - 1) / dx, h = (height - y + dy - 1) / dy
            return w > 0 && h > 0 ? PNGPass(x: x, y: y, dx: dx, dy: dy, width: w, height: h) : nil
        }
    }

    /// The size of the decompressed image data: every row of every pass with its filter byte.
    var dataSize: Int { passes.reduce(0) { $0 + $1.height * (1 + rowBytes($1.width)) } }
}

/// One pass of the image data: its pixels sit at (x + dx·i, y + dy·j).
struct PNGPass {
    let x, y, dx, dy, width, height: Int
}

/// Big-endian reads from a byte array; the caller has checked the bounds.
enum BigEndian {
    static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    static func u16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }

    static func append32(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
