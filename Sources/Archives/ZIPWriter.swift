import Foundation

/// Writes ZIP archives: deflate (or stored when deflate does not help), UTF-8 names, Unix modes.
public enum ZIPWriter {
    /// Most entries without ZIP64.
    public static let maximumEntries = 65_535

    /// The ZIP of `entries`, in their order (a folder's path may end in `/` or not).
    public static func write(_ entries: [ArchiveEntry]) throws -> Data {
        guard entries.count <= maximumEntries else {
            throw ArchiveError.tooLargeToWrite(format: "ZIP", "\(entries.count) entries are more than \(maximumEntries) (ZIP64 is not written)")
        }
        var output: [UInt8] = []
        var directory: [UInt8] = []
        for entry in entries {
            let localOffset = output.count
            var name = entry.path
            var method = 0
            var payload: [UInt8] = []
            var mode = 0o100644
            switch entry.kind {
            case .folder:
                if !name.hasSuffix("/") { name += "/" }
                mode = 0o040755
            case .symbolicLink(let target):
                payload = Array(target.utf8)
                mode = 0o120777
            case .file:
                payload = Array(entry.data)
            }
            let crc = Int(CRC32.checksum(payload))
            let size = payload.count
            if case .file = entry.kind, size > 0 {
                let deflated = try payload.withUnsafeBytes { try Deflate.compress(buffer: $0) }
                if deflated.count < size {
                    payload = deflated
                    method = 8
                }
            }
            let nameBytes = Array(name.utf8)
            guard nameBytes.count <= 0xFFFF else { throw ArchiveError.tooLargeToWrite(format: "ZIP", "the name '\(name.prefix(40))…' is longer than 65,535 bytes") }
            guard localOffset + 30 + nameBytes.count + payload.count < 0xFFFF_FFFF, size < 0xFFFF_FFFF else {
                throw ArchiveError.tooLargeToWrite(format: "ZIP", "the archive would pass 4 GiB (ZIP64 is not written)")
            }
            let (time, date) = DOSTime.fields(entry.modified)
            output.appendLE32(0x0403_4B50)
            output.appendLE16(20)
            output.appendLE16(0x0800)
            output.appendLE16(method)
            output.appendLE16(time)
            output.appendLE16(date)
            output.appendLE32(crc)
            output.appendLE32(payload.count)
            output.appendLE32(size)
            output.appendLE16(nameBytes.count)
            output.appendLE16(0)
            output.append(contentsOf: nameBytes)
            output.append(contentsOf: payload)

            directory.appendLE32(0x0201_4B50)
            directory.appendLE16(3 << 8 | 30)
            directory.appendLE16(20)
            directory.appendLE16(0x0800)
            directory.appendLE16(method)
            directory.appendLE16(time)
            directory.appendLE16(date)
            directory.appendLE32(crc)
            directory.appendLE32(payload.count)
            directory.appendLE32(size)
            directory.appendLE16(nameBytes.count)
            directory.appendLE16(0)
            directory.appendLE16(0)
            directory.appendLE16(0)
            directory.appendLE16(0)
            directory.appendLE32(mode << 16 | (entry.kind == .folder ? 0x10 : 0))
            directory.appendLE32(localOffset)
            directory.append(contentsOf: nameBytes)
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
}
