import Foundation

/// The folder tree an image is written from: every entry placed under its parent folders (those
/// not listed are added), each child named for the primary tree (ECMA-119 level 2 d-characters)
/// and for Joliet (UCS-2), and sorted in each as ECMA-119 9.3 orders directory records.
struct ISOTree {
    struct Node {
        /// The real name (one path component); empty for the root.
        var name: String
        /// The entry it was made from; nil for the root and added folders.
        var entry: Int?
        var isFolder: Bool
        var parent: Int
        /// ECMA-119's directory level: the root is 1.
        var level: Int
        var children: [Int] = []
        /// The primary identifier as recorded (a file's ends with ";1").
        var primaryName: [UInt8] = [0]
        /// The Joliet identifier as recorded, UCS-2 big-endian.
        var jolietName: [UInt8] = [0]
        var primaryChildren: [Int] = []
        var jolietChildren: [Int] = []
    }

    private(set) var nodes = [Node(name: "", entry: nil, isFolder: true, parent: 0, level: 1)]
    /// Folders in path-table order (ECMA-119 9.4: by level, then parent, then identifier).
    private(set) var primaryFolders: [Int] = []
    private(set) var jolietFolders: [Int] = []

    init(_ entries: [ArchiveEntry]) throws {
        var byPath: [[String]: Int] = [[]: 0]
        for (index, entry) in entries.enumerated() {
            let parts = try ArchivePaths.components(of: entry.path)
            var parent = 0
            for depth in 1...parts.count {
                let isLast = depth == parts.count
                let isFolder = !isLast || entry.kind == .folder
                let key = Array(parts[..<depth])
                if let existing = byPath[key] {
                    guard nodes[existing].isFolder == isFolder else {
                        throw ArchiveError.tooLargeToWrite(
                            format: "ISO 9660",
                            "'\(key.joined(separator: "/"))' is both a file and a folder; an image holds one tree")
                    }
                    if isLast { nodes[existing].entry = index }
                    parent = existing
                    continue
                }
                let level = nodes[parent].level + 1
                if isFolder && level > ISO9660.maxWrittenLevels {
                    throw ArchiveError.tooLargeToWrite(
                        format: "ISO 9660",
                        "'\(key.joined(separator: "/"))' would be at level \(level) of the folder tree; ISO 9660 allows 8 (the root and 7 folders below it) and Rock Ridge relocation is not written"
                    )
                }
                nodes.append(
                    Node(name: parts[depth - 1], entry: isLast ? index : nil, isFolder: isFolder, parent: parent, level: level))
                nodes[parent].children.append(nodes.count - 1)
                byPath[key] = nodes.count - 1
                parent = nodes.count - 1
            }
        }
        for index in nodes.indices where nodes[index].isFolder { nameChildren(of: index) }
        primaryFolders = pathTableOrder(\.primaryChildren)
        jolietFolders = pathTableOrder(\.jolietChildren)
        guard primaryFolders.count <= 0xFFFF else {
            throw ArchiveError.tooLargeToWrite(
                format: "ISO 9660", "the image would have \(primaryFolders.count) folders; its path table numbers at most 65,535")
        }
    }

    /// Unique primary and Joliet names for a folder's children, and both sorted orders.
    private mutating func nameChildren(of folder: Int) {
        var primaryUsed: Set<[UInt8]> = []
        var jolietUsed: Set<[UInt16]> = []
        var primaryKeys: [Int: ([UInt8], [UInt8])] = [:]
        var jolietKeys: [Int: ([UInt16], [UInt16])] = [:]
        for child in nodes[folder].children {
            let node = nodes[child]
            let (base, ext) = ISONames.primary(node.name, isFolder: node.isFolder, used: &primaryUsed)
            nodes[child].primaryName = node.isFolder ? base : base + [0x2E] + ext + Array(";1".utf8)
            primaryKeys[child] = (base, ext)
            let units = ISONames.joliet(node.name, isFolder: node.isFolder, used: &jolietUsed)
            let stored = node.isFolder ? units : units + Array(";1".utf16)
            nodes[child].jolietName = stored.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            jolietKeys[child] = ISONames.split(units, isFolder: node.isFolder)
        }
        nodes[folder].primaryChildren = nodes[folder].children.sorted { ISONames.precedes(primaryKeys[$0], primaryKeys[$1]) }
        nodes[folder].jolietChildren = nodes[folder].children.sorted { ISONames.precedes(jolietKeys[$0], jolietKeys[$1]) }
    }

    /// Folders breadth first, each folder's subfolders in their sorted order.
    private func pathTableOrder(_ children: KeyPath<Node, [Int]>) -> [Int] {
        var order = [0]
        var next = 0
        while next < order.count {
            order += nodes[order[next]][keyPath: children].filter { nodes[$0].isFolder }
            next += 1
        }
        return order
    }
}

/// How real names become identifiers.
enum ISONames {
    /// The longest level-2 identifier (ECMA-119 7.5.1, 7.6.3), without a file's ";1".
    static let primaryLength = 30
    static let folderLength = 31
    static let extensionLength = 8
    /// Joliet's longest name, in UCS-2 units, with a file's ";1".
    static let jolietLength = 64

    /// A level-2 name and extension of d-characters (A-Z, 0-9, `_`), unique among `used`.
    static func primary(_ name: String, isFolder: Bool, used: inout Set<[UInt8]>) -> ([UInt8], [UInt8]) {
        var base: [UInt8]
        var ext: [UInt8] = []
        if isFolder {
            base = Array(dCharacters(name).prefix(folderLength))
        } else if let dot = name.lastIndex(of: ".") {
            ext = Array(dCharacters(name[name.index(after: dot)...]).prefix(extensionLength))
            base = Array(dCharacters(name[..<dot]).prefix(primaryLength - ext.count))
        } else {
            base = Array(dCharacters(name).prefix(primaryLength))
        }
        if base.isEmpty && ext.isEmpty { base = [UInt8(ascii: "_")] }
        let room = isFolder ? folderLength : primaryLength - ext.count
        var candidate = base
        var number = 1
        // The key is the name as a reader without extensions shows it (no trailing dot).
        while !used.insert(ext.isEmpty ? candidate : candidate + [0x2E] + ext).inserted {
            let suffix = Array("~\(number)".utf8)
            candidate = Array(base.prefix(max(0, room - suffix.count))) + suffix
            number += 1
        }
        return (candidate, ext)
    }

    static func dCharacters<S: StringProtocol>(_ text: S) -> [UInt8] {
        text.uppercased().unicodeScalars.map { scalar in
            switch scalar {
            case "A"..."Z", "0"..."9", "_": return UInt8(scalar.value)
            default: return UInt8(ascii: "_")
            }
        }
    }

    /// A Joliet name in UTF-16 units (the characters Joliet forbids made `_`), unique among `used`.
    static func joliet(_ name: String, isFolder: Bool, used: inout Set<[UInt16]>) -> [UInt16] {
        let forbidden: Set<UInt16> = Set(Array("*/:;?\\".utf16))
        let units = name.utf16.map { $0 < 0x20 || forbidden.contains($0) ? 0x5F : $0 }
        let room = jolietLength - (isFolder ? 0 : 2)
        var candidate = cut(units, room)
        var number = 1
        while !used.insert(candidate).inserted {
            let suffix = Array("~\(number)".utf16)
            candidate = cut(units, room - suffix.count) + suffix
            number += 1
        }
        return candidate
    }

    /// The first `count` units, not ending between the two halves of a surrogate pair.
    static func cut(_ units: [UInt16], _ count: Int) -> [UInt16] {
        var kept = Array(units.prefix(max(0, count)))
        if let last = kept.last, (0xD800...0xDBFF).contains(last) { kept.removeLast() }
        return kept
    }

    /// A name split at its last dot into name and extension (ECMA-119 9.3's two sort keys).
    static func split<T: Equatable>(_ units: [T], isFolder: Bool, dot: T) -> ([T], [T]) {
        guard !isFolder, let index = units.lastIndex(of: dot) else { return (units, []) }
        return (Array(units[..<index]), Array(units[(index + 1)...]))
    }

    static func split(_ units: [UInt16], isFolder: Bool) -> ([UInt16], [UInt16]) { split(units, isFolder: isFolder, dot: 0x2E) }

    /// ECMA-119 9.3: by name, then by extension (shorter fields padded with spaces, which sort
    /// below every d-character, so a plain lexicographic comparison agrees).
    static func precedes<T: Comparable>(_ left: ([T], [T])?, _ right: ([T], [T])?) -> Bool {
        guard let left, let right else { return false }
        if left.0 != right.0 { return left.0.lexicographicallyPrecedes(right.0) }
        return left.1.lexicographicallyPrecedes(right.1)
    }
}
