/// Stable ordering of line buffers and string arrays.
extension LineBuffer {
    /// The line indices in sorted order; equal keys keep input order, descending too.
    public func sortedIndices(order: SortOrder, descending: Bool = false) -> [Int] {
        bytes.withUnsafeBufferPointer { base in
            let view = LineView(buffer: self, base: base)
            switch order {
            case .byteOrder:
                return PackedSort.sortedIndices(
                    count: count, descending: descending,
                    keyLength: { view[$0].count }, chunk: { ByteCompare.chunk(view[$0], $1) })
            case .natural:
                return PackedSort.sortedIndices(
                    count: count, descending: descending,
                    keyLength: { ByteCompare.naturalLength(view[$0]) },
                    chunk: { ByteCompare.naturalChunk(view[$0], $1) },
                    tieBreak: { ByteCompare.bytes(view[$0], view[$1]) })
            case .length:
                // Counted when needed rather than stored: memory matters more than the recount.
                return PackedSort.sortedIndices(
                    count: count, descending: descending,
                    keyLength: { view.characterCount($0) < 0xFFFF ? 2 : 6 },
                    chunk: { Self.shifted(Self.lengthKey(UInt32(clamping: view.characterCount($0))), by: $1) })
            case .numeric:
                return numericIndices(view, descending: descending)
            case .alphabetical(let options):
                let keys = AlphabeticalKeys(view: view, count: count, options: options)
                let needsTieBreak = options.caseSensitive || options.accentSensitive
                return keys.withKeys { key in
                    PackedSort.sortedIndices(
                        count: count, descending: descending,
                        keyLength: { key($0).count }, chunk: { ByteCompare.chunk(key($0), $1, lower: true) },
                        tieBreak: needsTieBreak ? { keys.tieBreak($0, $1) } : nil)
                }
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

    /// Numbers by value; the rest after them in input order, whichever the direction.
    private func numericIndices(_ view: LineView, descending: Bool) -> [Int] {
        var numbers: [UInt32] = [], values: [Double] = []
        for i in 0..<count {
            if let v = NumericValue.parse(bytes: view[i]) { numbers.append(UInt32(i)); values.append(v) }
        }
        var order = PackedSort.sortedIndices(
            count: numbers.count, descending: descending,
            keyLength: { _ in 8 }, chunk: { Self.shifted(NumericValue.sortable(values[$0]), by: $1) })
        // Reuse the order array for the result: map in place, then append the non-numbers.
        for k in order.indices { order[k] = Int(numbers[order[k]]) }
        values = []
        order.reserveCapacity(count)
        var next = 0
        for i in 0..<count {
            if next < numbers.count && Int(numbers[next]) == i { next += 1 } else { order.append(i) }
        }
        return order
    }
}

/// Borrowed access to a buffer's lines as byte slices.
struct LineView {
    let buffer: LineBuffer
    let base: UnsafeBufferPointer<UInt8>

    @inline(__always)
    subscript(i: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: base[buffer.range(i)]) }

    func isASCII(_ i: Int) -> Bool { !self[i].contains { $0 >= 0x80 } }

    /// User-perceived characters; bytes when the line is ASCII.
    func characterCount(_ i: Int) -> Int {
        let line = self[i]
        return isASCII(i) ? line.count : String(decoding: line, as: UTF8.self).count
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
