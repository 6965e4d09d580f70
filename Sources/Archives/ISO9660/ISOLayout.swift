import Foundation

/// Where everything of an image goes, planned before a byte is written: the volume descriptors,
/// the path tables, each tree's directories, the Rock Ridge continuation areas, then the files.
struct ISOLayout {
    /// One directory record as planned; its location and size are looked up when written.
    struct Record {
        var node: Int
        var identifier: [UInt8]
        var systemUse: [UInt8]
        /// The first of this record's continuation areas (each leads to the next).
        var continuation: Int?
        var length: Int
    }

    /// One directory's records and where its extent lies.
    struct Directory {
        var node: Int
        var records: [Record] = []
        var size = 0
        var block = 0
    }

    /// A continuation area: its entries, the area after it, and its place.
    struct Area {
        var bytes: [UInt8]
        var next: Int?
        var block = 0
        var offset = 0
        var length: Int { bytes.count + (next == nil ? 0 : RockRidgeEntries.continuationSize) }
    }

    /// One tree (primary or Joliet): its directories in path-table order and its path table.
    struct Hierarchy {
        var directories: [Directory] = []
        var byNode: [Int: Int] = [:]
        var pathTableSize = 0
        var pathTableBlocks = 0
        var littleTable = 0
        var bigTable = 0
    }

    let tree: ISOTree
    let entries: [ArchiveEntry]
    let joliet: Bool
    /// The volume's name as given (made d-characters for the primary descriptor).
    var volumeIdentifierText = "ARCHIVE"
    var primary = Hierarchy()
    var secondary = Hierarchy()
    var areas: [Area] = []
    var fileBlocks: [Int: Int] = [:]
    var totalBlocks = 0
    /// The largest file of one extent (a 32-bit length).
    static let maxFileSize = 0xFFFF_FFFF

    init(tree: ISOTree, entries: [ArchiveEntry], joliet: Bool) {
        self.tree = tree
        self.entries = entries
        self.joliet = joliet
    }

    static func blocks(_ bytes: Int) -> Int { (bytes + ISO9660.sector - 1) / ISO9660.sector }

    mutating func plan() throws {
        primary = hierarchy(tree.primaryFolders, children: \.primaryChildren, names: \.primaryName, rockRidge: true)
        if joliet { secondary = hierarchy(tree.jolietFolders, children: \.jolietChildren, names: \.jolietName, rockRidge: false) }
        var block = ISO9660.descriptorStart + (joliet ? 3 : 2)
        for keyPath in [\ISOLayout.primary, \ISOLayout.secondary] where keyPath == \ISOLayout.primary || joliet {
            self[keyPath: keyPath].littleTable = block
            self[keyPath: keyPath].bigTable = block + self[keyPath: keyPath].pathTableBlocks
            block += 2 * self[keyPath: keyPath].pathTableBlocks
        }
        for keyPath in [\ISOLayout.primary, \ISOLayout.secondary] {
            for index in self[keyPath: keyPath].directories.indices {
                self[keyPath: keyPath].directories[index].block = block
                block += Self.blocks(self[keyPath: keyPath].directories[index].size)
            }
        }
        // Each area stays inside one block (SUSP 5.1); the areas share blocks when they fit.
        var offset = 0
        for index in areas.indices {
            if offset + areas[index].length > ISO9660.sector { (block, offset) = (block + 1, 0) }
            (areas[index].block, areas[index].offset) = (block, offset)
            offset += areas[index].length
        }
        if !areas.isEmpty { block += 1 }
        for (index, node) in tree.nodes.enumerated() where !node.isFolder {
            guard let entry = node.entry else { continue }
            let size = entries[entry].kind == .file ? entries[entry].data.count : 0
            guard size <= Self.maxFileSize else {
                throw ArchiveError.tooLargeToWrite(
                    format: "ISO 9660",
                    "'\(entries[entry].path)' is \(size) bytes; a file is one extent of at most 4 GiB − 1 bytes")
            }
            if size > 0 {
                fileBlocks[index] = block
                block += Self.blocks(size)
            }
        }
        totalBlocks = block
    }

    /// A tree's directories (records sized, continuation areas collected) and its path table size.
    private mutating func hierarchy(
        _ folders: [Int], children: KeyPath<ISOTree.Node, [Int]>, names: KeyPath<ISOTree.Node, [UInt8]>, rockRidge: Bool
    ) -> Hierarchy {
        var result = Hierarchy()
        for folder in folders {
            let node = tree.nodes[folder]
            var directory = Directory(node: folder)
            directory.records.append(record(folder, identifier: [0], systemUse: rockRidge ? systemUse(folder, role: 0) : []))
            directory.records.append(
                record(node.parent, identifier: [1], systemUse: rockRidge ? systemUse(node.parent, role: 1) : []))
            for child in node[keyPath: children] {
                let name = tree.nodes[child][keyPath: names]
                directory.records.append(record(child, identifier: name, systemUse: rockRidge ? systemUse(child, role: 2) : []))
            }
            var used = 0
            for record in directory.records {
                if used % ISO9660.sector + record.length > ISO9660.sector { used += ISO9660.sector - used % ISO9660.sector }
                used += record.length
            }
            directory.size = Self.blocks(used) * ISO9660.sector
            result.byNode[folder] = result.directories.count
            result.directories.append(directory)
            let name = folder == 0 ? 1 : tree.nodes[folder][keyPath: names].count
            result.pathTableSize += 8 + name + name % 2
        }
        result.pathTableBlocks = Self.blocks(result.pathTableSize)
        return result
    }

    /// A record's planned size, its System Use split into the record and continuation areas.
    private mutating func record(_ node: Int, identifier: [UInt8], systemUse: [[UInt8]]) -> Record {
        let base = 33 + identifier.count + (identifier.count % 2 == 0 ? 1 : 0)
        let (inRecord, spilled) = RockRidgeEntries.pack(systemUse, room: 254 - base)
        var first: Int?
        for bytes in spilled.reversed() {
            areas.append(Area(bytes: bytes, next: first))
            first = areas.count - 1
        }
        var length = base + inRecord.count + (first == nil ? 0 : RockRidgeEntries.continuationSize)
        length += length % 2
        return Record(node: node, identifier: identifier, systemUse: inRecord, continuation: first, length: length)
    }

    /// The Rock Ridge entries of a record about `node`: its "." (`role` 0), ".." (1) or its own (2).
    private func systemUse(_ node: Int, role: Int) -> [[UInt8]] {
        let item = tree.nodes[node]
        let entry = item.entry.map { entries[$0] }
        var link: String?
        if case .symbolicLink(let target)? = entry?.kind { link = target }
        var result: [[UInt8]] = []
        if node == 0 && role == 0 { result.append(RockRidgeEntries.sharing) }
        result.append(RockRidgeEntries.present(symbolicLink: link != nil && role == 2, named: role == 2))
        let mode = item.isFolder ? 0o040755 : link != nil ? 0o120777 : 0o100644
        let links = item.isFolder ? 2 + item.children.filter { tree.nodes[$0].isFolder }.count : 1
        result.append(RockRidgeEntries.attributes(mode: mode, links: links, serial: node + 1))
        result.append(RockRidgeEntries.times(entry?.modified))
        if role == 2 {
            result += RockRidgeEntries.name(item.name)
            if let link { result += RockRidgeEntries.link(link) }
        }
        if node == 0 && role == 0 { result.append(RockRidgeEntries.extensionReference) }
        return result
    }
}
