/// The coding tables at the head of a bzip2 block, after its CRC, randomised bit and origPtr:
/// which byte values occur (a 16 × 16 bitmap), how many Huffman tables there are, which table
/// codes each group of 50 symbols (the selectors, move-to-front coded in unary), and each table's
/// code lengths (a 5-bit start, then per symbol a walk of +1/-1 steps).
struct Bzip2BlockTables {
    /// The byte values the block uses, in increasing order (the move-to-front list's start).
    var used: [UInt8] = []
    /// Per group of 50 symbols, the table that codes it.
    var selectors: [UInt8] = []
    /// Per table, the code length of every symbol (RUNA, RUNB, the move-to-front positions 1…,
    /// end of block).
    var lengths: [[UInt8]] = []

    /// Most selectors a block may have: enough for 900,000 symbols and the end of block, and the
    /// limit bzip2 1.0 keeps.
    static let maximumSelectors = 18_002

    /// Symbols of the block's alphabet: RUNA, RUNB, `used.count - 1` positions, end of block.
    var alphabetSize: Int { used.count + 2 }

    /// Reads the tables of block `block` (counted from 1 for the messages).
    init(_ reader: inout Bzip2BitReader, block: Int) throws {
        try readUsedBytes(&reader, block: block)
        let groups = reader.read(3)
        let count = reader.read(15)
        if reader.overran { throw ArchiveError.truncated(format: "bzip2", needed: "block \(block)'s tables") }
        guard (2...6).contains(groups) else {
            throw ArchiveError.corrupt(format: "bzip2", "block \(block) has \(groups) Huffman tables (2 to 6 are allowed)")
        }
        guard (1...Self.maximumSelectors).contains(count) else {
            throw ArchiveError.corrupt(
                format: "bzip2", "block \(block) has \(count) selectors (1 to \(Self.maximumSelectors) are allowed)")
        }
        try readSelectors(&reader, count: count, groups: groups, block: block)
        for table in 0..<groups { lengths.append(try Self.readLengths(&reader, table: table, size: alphabetSize, block: block)) }
        if reader.overran { throw ArchiveError.truncated(format: "bzip2", needed: "block \(block)'s tables") }
    }

    private mutating func readUsedBytes(_ reader: inout Bzip2BitReader, block: Int) throws {
        let ranges = reader.read(16)
        for range in 0..<16 where ranges & (0x8000 >> range) != 0 {
            let values = reader.read(16)
            for value in 0..<16 where values & (0x8000 >> value) != 0 { used.append(UInt8(range * 16 + value)) }
        }
        guard !used.isEmpty else {
            if reader.overran { throw ArchiveError.truncated(format: "bzip2", needed: "block \(block)'s tables") }
            throw ArchiveError.corrupt(format: "bzip2", "block \(block) uses no byte values")
        }
    }

    /// Selectors are move-to-front positions of the tables, each written as that many 1 bits and a 0.
    private mutating func readSelectors(_ reader: inout Bzip2BitReader, count: Int, groups: Int, block: Int) throws {
        var order = [UInt8](0..<UInt8(groups))
        selectors.reserveCapacity(count)
        for _ in 0..<count {
            var position = 0
            while reader.bit() {
                position += 1
                guard position < groups else {
                    if reader.overran { throw ArchiveError.truncated(format: "bzip2", needed: "block \(block)'s tables") }
                    throw ArchiveError.corrupt(
                        format: "bzip2", "block \(block) has a selector past its \(groups) Huffman tables")
                }
            }
            let table = order[position]
            order.remove(at: position)
            order.insert(table, at: 0)
            selectors.append(table)
        }
    }

    /// One table's code lengths: a 5-bit first length, then for each symbol steps of `10` (+1)
    /// and `11` (-1) ended by a `0`; every length must stay within 1…20.
    private static func readLengths(_ reader: inout Bzip2BitReader, table: Int, size: Int, block: Int) throws -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: size)
        var length = reader.read(5)
        for symbol in 0..<size {
            while true {
                guard (1...Bzip2HuffmanDecoder.longest).contains(length) else {
                    if reader.overran { throw ArchiveError.truncated(format: "bzip2", needed: "block \(block)'s tables") }
                    throw ArchiveError.corrupt(
                        format: "bzip2",
                        "block \(block)'s Huffman table \(table + 1) gives symbol \(symbol) a code length of \(length) (1 to 20 are allowed)"
                    )
                }
                if !reader.bit() { break }
                length += reader.bit() ? -1 : 1
            }
            lengths[symbol] = UInt8(length)
        }
        return lengths
    }
}
