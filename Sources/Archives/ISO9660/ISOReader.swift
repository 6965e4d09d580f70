import Foundation

/// Reads an image in memory: its volume descriptors, then one tree, folder by folder (an
/// explicit stack, no recursion), every extent checked against the image.
struct ISOReader {
    let bytes: UnsafeRawBufferPointer
    let meter: ExpansionMeter
    private(set) var blockSizeUsed = ISO9660.sector
    /// Continuation bytes still allowed (see `RockRidgeReader.read`).
    var continuationBudget: Int

    /// Whose names the tree is read with.
    enum Names {
        /// Rock Ridge, whose entries follow `skip` bytes into each record's System Use.
        case rockRidge(skip: Int)
        case joliet
        case primary
    }

    /// A folder waiting to be read.
    struct Folder {
        var block: Int
        var size: Int
        var path: String
        var depth: Int
    }

    init(bytes: UnsafeRawBufferPointer, meter: ExpansionMeter) {
        self.bytes = bytes
        self.meter = meter
        continuationBudget = bytes.count + (1 << 20)
    }

    mutating func read() throws -> [ArchiveEntry] {
        let (primary, joliet) = try descriptors()
        if let skip = try rockRidgeSkip(primary) { return try walk(primary, names: .rockRidge(skip: skip)) }
        if let joliet { return try walk(joliet, names: .joliet) }
        return try walk(primary, names: .primary)
    }

    /// The root records of the primary and of a Joliet descriptor, up to the set terminator.
    private mutating func descriptors() throws -> (ISORecord, ISORecord?) {
        var primary: ISORecord?
        var joliet: ISORecord?
        for index in ISO9660.descriptorStart..<ISO9660.descriptorStart + 256 {
            let start = index * ISO9660.sector
            guard start + ISO9660.sector <= bytes.count else {
                throw ArchiveError.truncated(format: "ISO 9660", needed: "a 2048-byte volume descriptor at byte \(start)")
            }
            guard bytes[start + 1..<start + 6].elementsEqual(ISO9660.identifier) else {
                throw ArchiveError.corrupt(
                    format: "ISO 9660", "the volume descriptor at byte \(start) does not carry the identifier CD001")
            }
            let escape = Array(bytes[start + 88..<start + 91])
            switch bytes[start] {
            case 255:
                guard let primary else {
                    throw ArchiveError.corrupt(format: "ISO 9660", "the image has no primary volume descriptor")
                }
                return (primary, joliet)
            case 1 where primary == nil:
                let size = Int(bytes[start + 128]) | Int(bytes[start + 129]) << 8
                guard [512, 1024, 2048].contains(size) else {
                    throw ArchiveError.corrupt(
                        format: "ISO 9660",
                        "the primary volume descriptor gives a logical block size of \(size) (512, 1024 or 2048 expected)")
                }
                blockSizeUsed = size
                primary = try ISORecord.parse(bytes, at: start + 156, end: start + 190)
            case 2 where joliet == nil && [[0x25, 0x2F, 0x40], [0x25, 0x2F, 0x43], [0x25, 0x2F, 0x45]].contains(escape):
                joliet = try ISORecord.parse(bytes, at: start + 156, end: start + 190)
            default: break
            }
        }
        throw ArchiveError.corrupt(format: "ISO 9660", "no volume descriptor set terminator among the first 256 descriptors")
    }

    /// SUSP 5.3: an SP entry first in the root's "." record says System Use entries are used;
    /// its LEN_SKP is how many bytes to skip in every other record.
    private func rockRidgeSkip(_ root: ISORecord) throws -> Int? {
        let extent = try self.extent(root, name: "the root folder")
        guard extent.count >= 34 else { return nil }
        let dot = try ISORecord.parse(
            bytes, at: extent.lowerBound, end: min(extent.upperBound, extent.lowerBound + ISO9660.sector))
        let use = dot.systemUse
        guard use.count >= 7, bytes[use.lowerBound] == 0x53, bytes[use.lowerBound + 1] == 0x50, bytes[use.lowerBound + 4] == 0xBE,
            bytes[use.lowerBound + 5] == 0xEF
        else { return nil }
        return Int(bytes[use.lowerBound + 6])
    }

    /// The bytes of a record's extent, checked to lie inside the image.
    func extent(_ record: ISORecord, name: String) throws -> Range<Int> {
        // An empty file's location means nothing (writers put anything there).
        if record.size == 0 { return 0..<0 }
        let start = (record.block + record.attributeBlocks) * blockSizeUsed
        guard start <= bytes.count, record.size <= bytes.count - start else {
            throw ArchiveError.corrupt(
                format: "ISO 9660", "\(name) lies outside the image (bytes \(start) to \(start + record.size) of \(bytes.count))")
        }
        return start..<start + record.size
    }

    /// Every entry below `root`, a folder's entries before those of its subfolders.
    private mutating func walk(_ root: ISORecord, names: Names) throws -> [ArchiveEntry] {
        var entries: [ArchiveEntry] = []
        var visited: Set<Int> = [root.block]
        var stack = [Folder(block: root.block, size: root.size, path: "", depth: 0)]
        while let folder = stack.popLast() {
            var record = ISORecord()
            (record.block, record.size) = (folder.block, folder.size)
            let extent = try self.extent(record, name: folder.path.isEmpty ? "the root folder" : "the folder '\(folder.path)'")
            var children: [Folder] = []
            var partial: (name: String, data: Data)?
            var offset = extent.lowerBound
            while offset < extent.upperBound {
                let sectorEnd = extent.lowerBound + ((offset - extent.lowerBound) / ISO9660.sector + 1) * ISO9660.sector
                if bytes[offset] == 0 {
                    offset = sectorEnd
                    continue
                }
                let record = try ISORecord.parse(bytes, at: offset, end: min(extent.upperBound, sectorEnd))
                offset += record.length
                guard !record.isDot(bytes), !record.isAssociated else { continue }
                let child = try entry(record, in: folder, names: names, partial: &partial)
                guard let child else { continue }
                if let subfolder = child.folder {
                    guard visited.insert(subfolder.block).inserted else {
                        throw ArchiveError.corrupt(
                            format: "ISO 9660",
                            "the folder '\(subfolder.path)' is read a second time (block \(subfolder.block)): the tree loops")
                    }
                    children.append(subfolder)
                }
                entries.append(child.entry)
            }
            if let partial {
                throw ArchiveError.corrupt(format: "ISO 9660", "the last extent of '\(folder.path)/\(partial.name)' is missing")
            }
            stack += children.reversed()
        }
        return entries
    }
}
