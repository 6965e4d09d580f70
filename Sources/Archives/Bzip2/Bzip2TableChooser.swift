/// Chooses a block's Huffman tables the way bzip2 does: start from tables that each favour a
/// slice of the alphabet holding an equal share of the symbols, then a few times give every
/// group of 50 symbols to the table that codes it shortest and rebuild each table from the
/// symbols it was given.
enum Bzip2TableChooser {
    /// Passes of choosing and rebuilding.
    static let passes = 4
    /// Longest code the encoder makes (the format allows 20).
    static let longestCode = 17

    /// The code lengths of each table and the table of each group of 50 of the `count` symbols.
    static func choose(_ symbols: UnsafeBufferPointer<UInt16>, count: Int, frequencies: [Int]) -> ([[UInt8]], [UInt8]) {
        let size = frequencies.count
        let tableCount = count < 200 ? 2 : count < 600 ? 3 : count < 1200 ? 4 : count < 2400 ? 5 : 6
        var lengths = initialTables(frequencies, count: count, tableCount: tableCount)
        let groupCount = (count + 49) / 50
        var selectors = [UInt8](repeating: 0, count: groupCount)
        for _ in 0..<passes {
            // Each symbol's lengths in all tables, 10 bits apiece, so that one sum over a group
            // gives every table's cost (50 × 17 < 1024).
            var packed = [UInt64](repeating: 0, count: size)
            for table in 0..<tableCount {
                for symbol in 0..<size { packed[symbol] |= UInt64(lengths[table][symbol]) << UInt64(10 * table) }
            }
            var tally = [Int](repeating: 0, count: tableCount * size)
            packed.withUnsafeBufferPointer { packed in
                for group in 0..<groupCount {
                    let range = (group * 50)..<min(group * 50 + 50, count)
                    var sum: UInt64 = 0
                    for index in range { sum &+= packed[Int(symbols[index])] }
                    var best = 0
                    var bestCost = Int(sum & 1023)
                    for table in 1..<tableCount {
                        let cost = Int((sum >> UInt64(10 * table)) & 1023)
                        if cost < bestCost {
                            best = table
                            bestCost = cost
                        }
                    }
                    selectors[group] = UInt8(best)
                    for index in range { tally[best * size + Int(symbols[index])] += 1 }
                }
            }
            for table in 0..<tableCount {
                // Every symbol needs a code (lengths are 1 to 20), so unused ones count as 1.
                let counts = (0..<size).map { max(1, tally[table * size + $0]) }
                lengths[table] = HuffmanLengths.build(counts, limit: longestCode)
            }
        }
        return (lengths, selectors)
    }

    /// Table t starts cheap (length 0) for a run of symbols holding about 1/tables of the
    /// remaining symbols and dear (15) elsewhere.
    private static func initialTables(_ frequencies: [Int], count: Int, tableCount: Int) -> [[UInt8]] {
        let size = frequencies.count
        var lengths = [[UInt8]](repeating: [UInt8](repeating: 15, count: size), count: tableCount)
        var remaining = count
        var start = 0
        for table in 0..<tableCount {
            let share = remaining / (tableCount - table)
            var end = start
            var taken = 0
            while end < size && (taken < share || end == start) {
                taken += frequencies[end]
                end += 1
            }
            if table == tableCount - 1 { end = size }
            for symbol in start..<end { lengths[table][symbol] = 0 }
            remaining -= taken
            start = end
        }
        return lengths
    }
}
