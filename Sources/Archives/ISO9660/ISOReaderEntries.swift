import Foundation

/// One directory record made an entry.
extension ISOReader {
    /// A partly read file in several extents: its name and the bytes so far.
    typealias Partial = (name: String, data: Data)

    /// The entry of `record` in `parent`, and the folder to read when it is one; nil for a
    /// record that is no entry of its own (a relocated folder, a file's extent before its last).
    mutating func entry(_ record: ISORecord, in parent: Folder, names: Names, partial: inout Partial?) throws -> (
        entry: ArchiveEntry, folder: Folder?
    )? {
        var info = RockRidgeInfo()
        if case .rockRidge(let skip) = names {
            info = try RockRidgeReader(bytes: bytes, blockSize: blockSizeUsed).read(
                record, skip: skip, budget: &continuationBudget)
            if info.relocated { return nil }
        }
        let name = try self.name(record, info: info, names: names)
        let path = parent.path.isEmpty ? name : parent.path + "/" + name
        let modified = info.modified ?? record.date
        if record.isFolder || info.childLink != nil {
            guard parent.depth < ISO9660.maxReadDepth else {
                throw ArchiveError.corrupt(
                    format: "ISO 9660", "the folder '\(path)' is more than \(ISO9660.maxReadDepth) levels deep")
            }
            var folder = Folder(
                block: record.block + record.attributeBlocks, size: record.size, path: path, depth: parent.depth + 1)
            if let block = info.childLink { folder = try relocatedFolder(block, path: path, depth: parent.depth + 1) }
            return (ArchiveEntry(path: path, kind: .folder, modified: modified), folder)
        }
        switch (info.mode ?? 0o100000) & 0o170000 {
        case 0o100000: break
        case 0o120000: return (ArchiveEntry(path: path, kind: .symbolicLink(target: info.target), modified: modified), nil)
        case 0o020000: throw ArchiveError.unsupportedEntryKind(entry: path, kind: "character device")
        case 0o060000: throw ArchiveError.unsupportedEntryKind(entry: path, kind: "block device")
        case 0o010000: throw ArchiveError.unsupportedEntryKind(entry: path, kind: "FIFO")
        case 0o140000: throw ArchiveError.unsupportedEntryKind(entry: path, kind: "socket")
        default:
            let type = String((info.mode ?? 0) & 0o170000, radix: 8)
            throw ArchiveError.unsupportedEntryKind(entry: path, kind: "Rock Ridge entry of file type 0\(type)")
        }
        guard !record.interleaved else { throw ArchiveError.unsupportedEntryKind(entry: path, kind: "file recorded interleaved") }
        let extent = try self.extent(record, name: "'\(path)'")
        try meter.add(extent.count)
        var data = Data(UnsafeRawBufferPointer(rebasing: bytes[extent]))
        if let earlier = partial {
            guard earlier.name == name else {
                throw ArchiveError.corrupt(format: "ISO 9660", "the last extent of '\(parent.path)/\(earlier.name)' is missing")
            }
            data = earlier.data + data
            partial = nil
        }
        if record.continues {
            partial = (name, data)
            return nil
        }
        return (ArchiveEntry(path: path, kind: .file, data: data, modified: modified), nil)
    }

    /// The folder a Rock Ridge CL entry points to: its size is its own "." record's.
    private func relocatedFolder(_ block: Int, path: String, depth: Int) throws -> Folder {
        let start = block * blockSizeUsed
        guard start <= bytes.count - 34 else {
            throw ArchiveError.corrupt(format: "ISO 9660", "the relocated folder '\(path)' lies outside the image")
        }
        let dot = try ISORecord.parse(bytes, at: start, end: min(bytes.count, start + ISO9660.sector))
        return Folder(block: block, size: dot.size, path: path, depth: depth)
    }

    /// The name to use: Rock Ridge's when there is one, else the identifier (UCS-2 for Joliet)
    /// without its version (`;1`) and a file's trailing dot.
    private func name(_ record: ISORecord, info: RockRidgeInfo, names: Names) throws -> String {
        var text: String
        if case .rockRidge = names, let name = info.name, !name.isEmpty {
            text = NameText.decode(name)
        } else {
            let raw = bytes[record.identifier]
            if case .joliet = names {
                let units = stride(from: raw.startIndex, to: raw.endIndex - 1, by: 2).map {
                    UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
                }
                text = String(decoding: units, as: UTF16.self)
            } else {
                text = NameText.decode(raw)
            }
            if !record.isFolder {
                if let semicolon = text.firstIndex(of: ";") { text = String(text[..<semicolon]) }
                if text.hasSuffix(".") { text.removeLast() }
            }
        }
        guard !text.isEmpty else {
            throw ArchiveError.corrupt(format: "ISO 9660", "the directory record at byte \(record.offset) has an empty name")
        }
        return text
    }
}
