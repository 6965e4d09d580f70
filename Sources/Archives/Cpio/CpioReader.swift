import Foundation

/// Reads a whole cpio archive in memory, header after header, to its `TRAILER!!!` entry.
struct CpioReader {
    let bytes: UnsafeRawBufferPointer
    let meter: ExpansionMeter
    private var entries: [ArchiveEntry] = []
    /// Regular files that say they have more than one link, by device and inode: their indices
    /// in `entries` (newc stores the bytes once, on the last of them; odc on each).
    private var hardLinks: [LinkKey: [Int]] = [:]

    struct LinkKey: Hashable {
        var device: Int
        var inode: Int
    }

    init(bytes: UnsafeRawBufferPointer, meter: ExpansionMeter) {
        self.bytes = bytes
        self.meter = meter
    }

    mutating func read() throws -> [ArchiveEntry] {
        var offset = 0
        while true {
            guard offset < bytes.count else {
                throw ArchiveError.truncated(format: "cpio", needed: "the \(Cpio.trailerName) entry at byte \(offset)")
            }
            let header = try CpioHeader.parse(bytes, at: offset)
            let name = try self.name(header, at: offset)
            if name == Cpio.trailerName { break }
            let nameEnd = offset + header.headerSize + header.nameSize
            let dataStart = nameEnd + padding(header.headerSize + header.nameSize, header.alignment)
            guard dataStart <= bytes.count, header.fileSize <= bytes.count - dataStart else {
                throw ArchiveError.truncated(format: "cpio", needed: "\(header.fileSize) bytes of '\(name)' at byte \(dataStart)")
            }
            let data = UnsafeRawBufferPointer(rebasing: bytes[dataStart..<dataStart + header.fileSize])
            try add(header, name: name, data: data)
            offset = dataStart + header.fileSize + padding(header.fileSize, header.alignment)
        }
        try resolveHardLinks()
        return entries
    }

    /// The entry's name: `nameSize` bytes after the header, the last of them a NUL.
    private func name(_ header: CpioHeader, at offset: Int) throws -> String {
        guard (1...Cpio.maxNameSize).contains(header.nameSize) else {
            throw ArchiveError.corrupt(
                format: "cpio",
                "the header at byte \(offset) gives a name size of \(header.nameSize); names take 1 to \(Cpio.maxNameSize) bytes with their NUL"
            )
        }
        let start = offset + header.headerSize
        guard header.nameSize <= bytes.count - start else {
            throw ArchiveError.truncated(format: "cpio", needed: "a \(header.nameSize)-byte name at byte \(start)")
        }
        let stored = bytes[start..<start + header.nameSize]
        guard stored.last == 0 else {
            throw ArchiveError.corrupt(format: "cpio", "the name at byte \(start) does not end with a NUL byte")
        }
        return NameText.decode(stored.prefix { $0 != 0 })
    }

    private func padding(_ length: Int, _ alignment: Int) -> Int { (alignment - length % alignment) % alignment }

    /// The entry a header and its bytes describe, by the file type in its mode.
    private mutating func add(_ header: CpioHeader, name: String, data: UnsafeRawBufferPointer) throws {
        let modified = header.modified > 0 ? Date(timeIntervalSince1970: TimeInterval(header.modified)) : nil
        switch header.mode & 0o170000 {
        case 0o100000:
            try verify(header, name: name, data: data)
            try meter.add(data.count)
            if header.links > 1 {
                hardLinks[LinkKey(device: header.device, inode: header.inode), default: []].append(entries.count)
            }
            entries.append(ArchiveEntry(path: name, kind: .file, data: Data(data), modified: modified))
        case 0o040000:
            var path = name
            while path.hasSuffix("/") { path.removeLast() }
            if path == "." { return }
            entries.append(ArchiveEntry(path: path, kind: .folder, modified: modified))
        case 0o120000:
            guard data.count <= Cpio.maxLinkTarget else {
                throw ArchiveError.corrupt(
                    format: "cpio",
                    "the symbolic link '\(name)' has a target of \(data.count) bytes; at most \(Cpio.maxLinkTarget) are read")
            }
            entries.append(ArchiveEntry(path: name, kind: .symbolicLink(target: NameText.decode(data)), modified: modified))
        case 0o020000: throw ArchiveError.unsupportedEntryKind(entry: name, kind: "character device")
        case 0o060000: throw ArchiveError.unsupportedEntryKind(entry: name, kind: "block device")
        case 0o010000: throw ArchiveError.unsupportedEntryKind(entry: name, kind: "FIFO")
        case 0o140000: throw ArchiveError.unsupportedEntryKind(entry: name, kind: "socket")
        default:
            let type = String(header.mode & 0o170000, radix: 8)
            throw ArchiveError.unsupportedEntryKind(entry: name, kind: "cpio entry of file type 0\(type)")
        }
    }

    /// The crc format's check: the sum of the file's bytes, modulo 2^32.
    private func verify(_ header: CpioHeader, name: String, data: UnsafeRawBufferPointer) throws {
        guard let expected = header.checksum else { return }
        var sum: UInt32 = 0
        for byte in data { sum &+= UInt32(byte) }
        if Int(sum) != expected {
            throw ArchiveError.corrupt(
                format: "cpio",
                "'\(name)' is damaged: the sum of its bytes is \(ArchiveError.hex(sum)), the header says \(ArchiveError.hex(UInt32(truncatingIfNeeded: expected)))"
            )
        }
    }

    /// Every empty member of a hard-link group gets a copy of the bytes the group's last
    /// non-empty member carries (counted against the limits like any other bytes).
    private mutating func resolveHardLinks() throws {
        for indices in hardLinks.values.sorted(by: { $0[0] < $1[0] }) where indices.count > 1 {
            guard let source = indices.last(where: { !entries[$0].data.isEmpty }) else { continue }
            for index in indices where entries[index].data.isEmpty {
                try meter.add(entries[source].data.count)
                entries[index].data = entries[source].data
            }
        }
    }
}
