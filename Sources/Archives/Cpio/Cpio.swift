import Foundation

/// cpio archives, from the POSIX.1 / SUSv2 `cpio` interchange format ("odc": ASCII "070707",
/// octal fields), the SVR4 formats ("newc": "070701", hexadecimal fields, 4-byte alignment;
/// "crc": "070702", the same with a sum of each file's bytes) and the old binary format (the
/// 16-bit word 070707 in either byte order, 2-byte alignment), as `man 5 cpio` (libarchive) and
/// GNU cpio's manual lay them out. An archive ends with the entry named `TRAILER!!!`.
///
/// Read: files, folders and symbolic links (the target is the entry's data); hard links (regular
/// files sharing a device and inode with more than one link) become copies of the one member that
/// carries the bytes. Devices, FIFOs and sockets are refused with `unsupportedEntryKind`.
/// Written: odc (what `bsdtar --format cpio` writes), or newc or crc on request.
public enum Cpio {
    /// The header layouts `write` can use.
    public enum Format: Sendable, Equatable {
        /// POSIX.1 portable ASCII, octal fields ("070707"): files below 8 GiB, times to 2242.
        case odc
        /// SVR4 ASCII, hexadecimal fields ("070701"): files below 4 GiB, times to 2106.
        case newc
        /// SVR4 with a checksum of each file's bytes ("070702").
        case crc
    }

    static let trailerName = "TRAILER!!!"
    /// The most bytes of a name with its NUL that a header may give (PATH_MAX on Linux).
    static let maxNameSize = 4096
    /// The most bytes of a symbolic link's target.
    static let maxLinkTarget = 4096
    static let odcMagic = Array("070707".utf8)
    static let newcMagic = Array("070701".utf8)
    static let crcMagic = Array("070702".utf8)

    /// Whether `data` begins with a cpio header: an ASCII magic ("070707", "070701", "070702")
    /// or the old binary 16-bit magic 070707 in either byte order.
    public static func recognizes(_ data: Data) -> Bool {
        guard data.count >= CpioHeader.binarySize else { return false }
        let head = [UInt8](data.prefix(6))
        if head == odcMagic || head == newcMagic || head == crcMagic { return true }
        return (head[0] == 0xC7 && head[1] == 0x71) || (head[0] == 0x71 && head[1] == 0xC7)
    }

    /// Every entry of the cpio archive `data` up to its `TRAILER!!!` entry, file bytes counted
    /// against `limits`. Paths are as stored (folders without a trailing `/`; the `.` folder
    /// that `find . | cpio -o` puts first is left out, being the destination itself): Extract
    /// Archive checks them with `ArchivePaths`, as it does tar's.
    public static func read(_ data: Data, limits: ExpansionLimits) throws -> [ArchiveEntry] {
        try data.withUnsafeBytes { buffer in
            var reader = CpioReader(bytes: buffer, meter: ExpansionMeter(limits, archiveBytes: data.count))
            return try reader.read()
        }
    }

    /// A cpio archive of `entries` in `format` (odc unless told), ending with `TRAILER!!!` and
    /// padded to a multiple of 512 bytes as the cpio tools do. Throws `tooLargeToWrite` for a
    /// path longer than 4,095 bytes, a file or time the header's fields cannot hold.
    public static func write(_ entries: [ArchiveEntry], format: Format = .odc) throws -> Data {
        var writer = CpioWriter(format: format)
        writer.reserve(entries.reduce(0) { $0 + $1.data.count + $1.path.utf8.count + 128 })
        for entry in entries { try writer.append(entry) }
        writer.finish()
        return writer.output
    }
}
