/// Stable ordering of line ids, whichever way the lines are reached.
enum LineSorting {
    /// Sorts `ids` (ids below `idLimit`, growing with input position) by the lines' keys, in place.
    static func sort<Lines: LineAccess>(
        _ ids: UnsafeMutableBufferPointer<UInt32>, idLimit: Int, lines: Lines, order: SortOrder, descending: Bool,
        workLimit: Int = PackedSort.defaultWorkLimit
    ) {
        switch order {
        case .byteOrder:
            PackedSort.sort(
                ids, idLimit: idLimit, descending: descending,
                keyLength: { lines[$0].count }, chunk: { ByteCompare.chunk(lines[$0], $1) }, workLimit: workLimit)
        case .natural:
            PackedSort.sort(
                ids, idLimit: idLimit, descending: descending,
                keyLength: { ByteCompare.naturalLength(lines[$0]) },
                chunk: { ByteCompare.naturalChunk(lines[$0], $1) },
                tieBreak: { ByteCompare.bytes(lines[$0], lines[$1]) }, workLimit: workLimit)
        case .length:
            // Counted when needed rather than stored: memory matters more than the recount.
            PackedSort.sort(
                ids, idLimit: idLimit, descending: descending,
                keyLength: { lines.characterCount($0) < 0xFFFF ? 2 : 6 },
                chunk: { shifted(lengthKey(UInt32(clamping: lines.characterCount($0))), by: $1) }, workLimit: workLimit)
        case .numeric:
            numeric(ids, idLimit: idLimit, lines: lines, descending: descending, workLimit: workLimit)
        case .alphabetical(let options):
            let keys = AlphabeticalKeys(lines: lines, ids: UnsafeBufferPointer(ids), options: options)
            let needsTieBreak = options.caseSensitive || options.accentSensitive
            keys.withKeys { key in
                PackedSort.sort(
                    ids, idLimit: idLimit, descending: descending,
                    keyLength: { key($0).count }, chunk: { ByteCompare.chunk(key($0), $1, lower: true) },
                    tieBreak: needsTieBreak ? { keys.tieBreak($0, $1) } : nil, workLimit: workLimit)
            }
        }
    }

    /// The length in the top two bytes (so the first sorting stage spreads lines over buckets),
    /// then the full 32-bit length for the rare lines of 65,535 characters or more.
    static func lengthKey(_ length: UInt32) -> UInt64 {
        UInt64(min(length, 0xFFFF)) << 48 | (length >= 0xFFFF ? UInt64(length) << 16 : 0)
    }

    /// A 64-bit key as big-endian bytes, viewed from byte `offset`.
    static func shifted(_ key: UInt64, by offset: Int) -> UInt64 { offset >= 8 ? 0 : key << UInt64(offset * 8) }

    /// Numbers by value; the rest after them in input order, whichever the direction. A number
    /// is parsed again whenever its key is read (a few times per line) instead of being stored.
    private static func numeric<Lines: LineAccess>(
        _ ids: UnsafeMutableBufferPointer<UInt32>, idLimit: Int, lines: Lines, descending: Bool, workLimit: Int
    ) {
        var ids = ids
        let split = ids.partition { NumericValue.parse(bytes: lines[$0]) == nil }
        // The partition is not stable; ids are input positions, so sorting them restores input order.
        var rest = UnsafeMutableBufferPointer(rebasing: ids[split...])
        rest.sort()
        PackedSort.sort(
            UnsafeMutableBufferPointer(rebasing: ids[..<split]), idLimit: idLimit, descending: descending,
            keyLength: { _ in 8 },
            chunk: { shifted(NumericValue.sortable(NumericValue.parse(bytes: lines[$0]) ?? 0), by: $1) }, workLimit: workLimit)
    }
}

extension LineBuffer {
    /// The line indices in sorted order; equal keys keep input order, descending too.
    public func sortedIndices(order: SortOrder, descending: Bool = false) -> [Int] {
        var ids = (0..<UInt32(count)).map { $0 }
        bytes.withUnsafeBufferPointer { base in
            ids.withUnsafeMutableBufferPointer { ids in
                LineSorting.sort(
                    ids, idLimit: count, lines: IndexedLines(buffer: self, base: base), order: order, descending: descending)
            }
        }
        return ids.map(Int.init)
    }
}

/// Sorts `keys` and returns their original positions in sorted order (stable in both directions).
public func stableSortedIndices(keys: [String], order: SortOrder, descending: Bool = false) -> [Int] {
    guard let buffer = try? LineBuffer(strings: keys) else { return Array(keys.indices) }
    return buffer.sortedIndices(order: order, descending: descending)
}

/// `items` sorted stably by `order`.
public func sorted(_ items: [String], order: SortOrder, descending: Bool = false) -> [String] {
    stableSortedIndices(keys: items, order: order, descending: descending).map { items[$0] }
}
