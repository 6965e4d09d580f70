import Foundation

/// One cpio header's fields, whatever the layout they came from (see `Cpio` for the formats).
struct CpioHeader {
    static let binarySize = 26
    static let odcSize = 76
    static let newcSize = 110

    /// The device and inode that identify hard links (newc: major and minor combined).
    var device = 0
    var inode = 0
    var mode = 0
    var links = 0
    var modified = 0
    var nameSize = 0
    var fileSize = 0
    /// The crc format's sum of the file's bytes; nil for the other formats.
    var checksum: Int?
    var headerSize = 0
    /// What the name and the data are padded to (1 for odc, 2 for binary, 4 for newc and crc).
    var alignment = 1

    /// The header at `offset` of `bytes`, its fields checked to be digits of their base.
    static func parse(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws -> CpioHeader {
        let left = bytes.count - offset
        guard left >= 6 || (left >= 2 && isBinaryMagic(bytes, offset)) else {
            throw ArchiveError.truncated(format: "cpio", needed: "a header at byte \(offset)")
        }
        if isBinaryMagic(bytes, offset) { return try binary(bytes, at: offset) }
        let magic = Array(bytes[offset..<offset + 6])
        if magic == Cpio.odcMagic { return try odc(bytes, at: offset) }
        if magic == Cpio.newcMagic || magic == Cpio.crcMagic { return try newc(bytes, at: offset, crc: magic == Cpio.crcMagic) }
        throw ArchiveError.corrupt(
            format: "cpio", "the header at byte \(offset) does not begin with a cpio magic number (070707, 070701 or 070702)")
    }

    static func isBinaryMagic(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Bool {
        guard bytes.count - offset >= 2 else { return false }
        let (first, second) = (bytes[offset], bytes[offset + 1])
        return (first == 0xC7 && second == 0x71) || (first == 0x71 && second == 0xC7)
    }

    /// The old binary header: 13 16-bit words in the byte order its magic shows; the time and
    /// the file size are two words each, the more significant first.
    static func binary(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws -> CpioHeader {
        guard bytes.count - offset >= binarySize else {
            throw ArchiveError.truncated(format: "cpio", needed: "a \(binarySize)-byte header at byte \(offset)")
        }
        let littleEndian = bytes[offset] == 0xC7
        func word(_ index: Int) -> Int {
            let (low, high) = (Int(bytes[offset + 2 * index]), Int(bytes[offset + 2 * index + 1]))
            return littleEndian ? low | high << 8 : low << 8 | high
        }
        var header = CpioHeader()
        header.device = word(1)
        header.inode = word(2)
        header.mode = word(3)
        header.links = word(6)
        header.modified = word(8) << 16 | word(9)
        header.nameSize = word(10)
        header.fileSize = word(11) << 16 | word(12)
        header.headerSize = binarySize
        header.alignment = 2
        return header
    }

    static let odcFields: [(name: String, width: Int)] = [
        ("device number", 6), ("inode number", 6), ("mode", 6), ("user id", 6), ("group id", 6), ("link count", 6),
        ("device id", 6), ("modification time", 11), ("name size", 6), ("file size", 11),
    ]

    /// The POSIX.1 header: "070707" and ten octal fields.
    static func odc(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws -> CpioHeader {
        guard bytes.count - offset >= odcSize else {
            throw ArchiveError.truncated(format: "cpio", needed: "a \(odcSize)-byte header at byte \(offset)")
        }
        var values: [Int] = []
        var position = offset + 6
        for field in odcFields {
            values.append(try number(bytes, position, field.width, radix: 8, field: field.name, header: offset))
            position += field.width
        }
        var header = CpioHeader()
        (header.device, header.inode, header.mode, header.links) = (values[0], values[1], values[2], values[5])
        (header.modified, header.nameSize, header.fileSize) = (values[7], values[8], values[9])
        header.headerSize = odcSize
        return header
    }

    static let newcFields = [
        "inode number", "mode", "user id", "group id", "link count", "modification time", "file size",
        "device major number", "device minor number", "device id major number", "device id minor number", "name size",
        "checksum",
    ]

    /// The SVR4 header: "070701" or "070702" and thirteen 8-digit hexadecimal fields.
    static func newc(_ bytes: UnsafeRawBufferPointer, at offset: Int, crc: Bool) throws -> CpioHeader {
        guard bytes.count - offset >= newcSize else {
            throw ArchiveError.truncated(format: "cpio", needed: "a \(newcSize)-byte header at byte \(offset)")
        }
        var values: [Int] = []
        for (index, name) in newcFields.enumerated() {
            values.append(try number(bytes, offset + 6 + 8 * index, 8, radix: 16, field: name, header: offset))
        }
        var header = CpioHeader()
        (header.inode, header.mode, header.links, header.modified) = (values[0], values[1], values[4], values[5])
        (header.fileSize, header.nameSize) = (values[6], values[11])
        header.device = values[7] << 32 | values[8]
        header.checksum = crc ? values[12] : nil
        header.headerSize = newcSize
        header.alignment = 4
        return header
    }

    /// A field of `width` digits in `radix` (8 or 16), every one of them a digit.
    static func number(
        _ bytes: UnsafeRawBufferPointer, _ offset: Int, _ width: Int, radix: Int, field: String, header: Int
    ) throws -> Int {
        var value = 0
        for byte in bytes[offset..<offset + width] {
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte) - 48
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte) - 87
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(byte) - 55
            default: digit = radix
            }
            guard digit < radix else {
                let shown = String(
                    bytes[offset..<offset + width].map { (32..<127).contains($0) ? Character(Unicode.Scalar($0)) : "?" })
                let base = radix == 8 ? "octal" : "hexadecimal"
                throw ArchiveError.corrupt(
                    format: "cpio", "the \(field) '\(shown)' in the header at byte \(header) is not \(base)")
            }
            value = value * radix + digit
        }
        return value
    }
}
