import Foundation

/// Writes ZIP archives: deflate (or stored when deflate does not help), UTF-8 names, Unix modes.
public enum ZIPWriter {
    /// Most entries without ZIP64.
    public static let maximumEntries = 65_535

    /// The ZIP of `entries`, in their order (a folder's path may end in `/` or not); `check` runs
    /// before every entry and every deflate block, and what it throws stops the work.
    public static func write(_ entries: [ArchiveEntry], check: () throws -> Void = {}) throws -> Data {
        guard entries.count <= maximumEntries else {
            throw ArchiveError.tooLargeToWrite(
                format: "ZIP", "\(entries.count) entries are more than \(maximumEntries) (ZIP64 is not written)")
        }
        var output: [UInt8] = []
        var directory: [UInt8] = []
        for entry in entries {
            try check()
            let member = try Member(entry, check: check)
            let localOffset = output.count
            guard localOffset + 30 + member.name.count + member.payload.count < 0xFFFF_FFFF, member.size < 0xFFFF_FFFF else {
                throw ArchiveError.tooLargeToWrite(format: "ZIP", "the archive would pass 4 GiB (ZIP64 is not written)")
            }
            output.appendLE32(0x0403_4B50)
            output.appendLE16(20)
            member.appendCommonFields(to: &output)
            output.appendLE16(0)
            output.append(contentsOf: member.name)
            output.append(contentsOf: member.payload)

            directory.appendLE32(0x0201_4B50)
            directory.appendLE16(3 << 8 | 30)
            directory.appendLE16(20)
            member.appendCommonFields(to: &directory)
            directory.appendLE16(0)
            directory.appendLE16(0)
            directory.appendLE16(0)
            directory.appendLE16(0)
            directory.appendLE32(member.mode << 16 | (entry.kind == .folder ? 0x10 : 0))
            directory.appendLE32(localOffset)
            directory.append(contentsOf: member.name)
        }
        let directoryOffset = output.count
        guard directoryOffset + directory.count < 0xFFFF_FFFF else {
            throw ArchiveError.tooLargeToWrite(format: "ZIP", "the archive would pass 4 GiB (ZIP64 is not written)")
        }
        output.append(contentsOf: directory)
        output.appendLE32(0x0605_4B50)
        output.appendLE16(0)
        output.appendLE16(0)
        output.appendLE16(entries.count)
        output.appendLE16(entries.count)
        output.appendLE32(directory.count)
        output.appendLE32(directoryOffset)
        output.appendLE16(0)
        return Data(output)
    }

    /// One entry as it is stored: its name, its bytes (deflated when that is smaller), their
    /// checksum and sizes, its Unix mode and time.
    private struct Member {
        var name: [UInt8]
        var payload: [UInt8] = []
        var method = 0
        var mode = 0o100644
        let crc: Int
        let size: Int
        let time: Int
        let date: Int

        init(_ entry: ArchiveEntry, check: () throws -> Void) throws {
            var path = entry.path
            switch entry.kind {
            case .folder:
                if !path.hasSuffix("/") { path += "/" }
                mode = 0o040755
            case .symbolicLink(let target):
                payload = Array(target.utf8)
                mode = 0o120777
            case .file:
                payload = Array(entry.data)
            }
            crc = Int(CRC32.checksum(payload))
            size = payload.count
            if case .file = entry.kind, size > 0 {
                let deflated = try payload.withUnsafeBytes { try Deflate.compress(buffer: $0, check: check) }
                if deflated.count < size {
                    payload = deflated
                    method = 8
                }
            }
            name = Array(path.utf8)
            guard name.count <= 0xFFFF else {
                throw ArchiveError.tooLargeToWrite(format: "ZIP", "the name '\(path.prefix(40))…' is longer than 65,535 bytes")
            }
            (time, date) = DOSTime.fields(entry.modified)
        }

        /// The fields the local header and the central directory share, from the flags to the
        /// extra field's length.
        func appendCommonFields(to bytes: inout [UInt8]) {
            bytes.appendLE16(0x0800)
            bytes.appendLE16(method)
            bytes.appendLE16(time)
            bytes.appendLE16(date)
            bytes.appendLE32(crc)
            bytes.appendLE32(payload.count)
            bytes.appendLE32(size)
            bytes.appendLE16(name.count)
        }
    }
}
