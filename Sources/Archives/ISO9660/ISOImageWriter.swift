import Foundation

/// The bytes of a planned image (ECMA-119 8.4 descriptors, 9.1 records, 9.4 path tables).
extension ISOLayout {
    func emit() -> Data {
        var image = Data(count: totalBlocks * ISO9660.sector)
        image.withUnsafeMutableBytes { output in
            func put(_ bytes: [UInt8], at offset: Int) {
                bytes.withUnsafeBytes {
                    UnsafeMutableRawBufferPointer(rebasing: output[offset..<offset + $0.count]).copyMemory(from: $0)
                }
            }
            writeStructure(put)
            for (node, block) in fileBlocks {
                guard let entry = tree.nodes[node].entry else { continue }
                entries[entry].data.withUnsafeBytes { data in
                    let start = block * ISO9660.sector
                    UnsafeMutableRawBufferPointer(rebasing: output[start..<start + data.count]).copyMemory(from: data)
                }
            }
        }
        return image
    }

    /// Everything but the files' bytes: descriptors, path tables, directories, continuation areas.
    private func writeStructure(_ put: ([UInt8], Int) -> Void) {
        let sector = ISO9660.sector
        var block = ISO9660.descriptorStart
        put(
            descriptor(primary, names: \.primaryName, volume: ISONames.dCharacters(volumeIdentifierText), joliet: false),
            block * sector)
        if joliet {
            block += 1
            let volume = Array(volumeIdentifierText.utf16.prefix(16)).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            put(descriptor(secondary, names: \.jolietName, volume: volume, joliet: true), block * sector)
        }
        put([255] + ISO9660.identifier + [1], (block + 1) * sector)
        for (hierarchy, names) in [(primary, \ISOTree.Node.primaryName), (secondary, \ISOTree.Node.jolietName)] {
            guard !hierarchy.directories.isEmpty else { continue }
            put(pathTable(hierarchy, names: names, bigEndian: false), hierarchy.littleTable * sector)
            put(pathTable(hierarchy, names: names, bigEndian: true), hierarchy.bigTable * sector)
            for directory in hierarchy.directories {
                var offset = directory.block * sector
                for record in directory.records {
                    if offset % sector + record.length > sector { offset += sector - offset % sector }
                    put(bytes(record, in: hierarchy), offset)
                    offset += record.length
                }
            }
        }
        for area in areas {
            var bytes = area.bytes
            if let next = area.next {
                bytes += RockRidgeEntries.continuation(
                    block: areas[next].block, offset: areas[next].offset, length: areas[next].length)
            }
            put(bytes, area.block * sector + area.offset)
        }
    }

    /// A primary (type 1) or Joliet supplementary (type 2, UCS-2 level 3 escape "%/E") descriptor.
    private func descriptor(_ hierarchy: Hierarchy, names: KeyPath<ISOTree.Node, [UInt8]>, volume: [UInt8], joliet: Bool)
        -> [UInt8]
    {
        var bytes: [UInt8] = [joliet ? 2 : 1] + ISO9660.identifier + [1, 0]
        bytes.appendPadded([], 32)
        var field = Array(volume.prefix(32))
        while field.count < 32 { field += joliet ? [0, 0x20] : [0x20] }
        bytes += field.prefix(32)
        bytes.appendPadded([], 8, pad: 0)
        bytes.appendBoth32(totalBlocks)
        bytes.appendPadded(joliet ? [0x25, 0x2F, 0x45] : [], 32, pad: 0)
        bytes.appendBoth16(1)
        bytes.appendBoth16(1)
        bytes.appendBoth16(ISO9660.sector)
        bytes.appendBoth32(hierarchy.pathTableSize)
        bytes.appendLE32(hierarchy.littleTable)
        bytes.appendLE32(0)
        bytes.appendBE32(hierarchy.bigTable)
        bytes.appendBE32(0)
        let root = Record(node: 0, identifier: [0], systemUse: [], continuation: nil, length: 34)
        bytes += self.bytes(root, in: hierarchy)
        bytes.appendPadded([], 4 * 128 + 3 * 37)
        let newest = entries.compactMap(\.modified).max()
        bytes += ISOTime.volume(newest) + ISOTime.volume(newest) + ISOTime.volume(nil) + ISOTime.volume(nil)
        bytes += [1, 0]
        bytes.appendPadded([], ISO9660.sector - bytes.count, pad: 0)
        return bytes
    }

    /// A path table: one record per folder in path-table order, numbers in one byte order.
    private func pathTable(_ hierarchy: Hierarchy, names: KeyPath<ISOTree.Node, [UInt8]>, bigEndian: Bool) -> [UInt8] {
        var table: [UInt8] = []
        for directory in hierarchy.directories {
            let node = tree.nodes[directory.node]
            let identifier = directory.node == 0 ? [0] : node[keyPath: names]
            let parent = (hierarchy.byNode[node.parent] ?? 0) + 1
            table += [UInt8(identifier.count), 0]
            if bigEndian {
                table.appendBE32(directory.block)
                table.appendBE16(parent)
            } else {
                table.appendLE32(directory.block)
                table.appendLE16(parent)
            }
            table += identifier
            if identifier.count % 2 == 1 { table.append(0) }
        }
        return table
    }

    /// A directory record (ECMA-119 9.1) with its System Use and any CE to its continuation.
    private func bytes(_ record: Record, in hierarchy: Hierarchy) -> [UInt8] {
        let node = tree.nodes[record.node]
        let entry = node.entry.map { entries[$0] }
        var (block, size) = (fileBlocks[record.node] ?? 0, entry?.kind == .file ? entry?.data.count ?? 0 : 0)
        if node.isFolder, let index = hierarchy.byNode[record.node] {
            (block, size) = (hierarchy.directories[index].block, hierarchy.directories[index].size)
        }
        var bytes: [UInt8] = [UInt8(record.length), 0]
        bytes.appendBoth32(block)
        bytes.appendBoth32(size)
        bytes += ISOTime.record(entry?.modified)
        bytes += [node.isFolder ? 0x02 : 0, 0, 0]
        bytes.appendBoth16(1)
        bytes.append(UInt8(record.identifier.count))
        bytes += record.identifier
        if record.identifier.count % 2 == 0 { bytes.append(0) }
        bytes += record.systemUse
        if let first = record.continuation {
            bytes += RockRidgeEntries.continuation(
                block: areas[first].block, offset: areas[first].offset, length: areas[first].length)
        }
        bytes.appendPadded([], record.length - bytes.count, pad: 0)
        return bytes
    }
}
