/// The decoding tables of one block's Huffman codes (2 to 6 of them). bzip2 codes are canonical:
/// shorter codes first, and within one length in symbol order. Codes of up to `fastBits` bits
/// are found with one table look-up of the next `fastBits` bits; longer ones by comparing the
/// next bits, one length at a time, with the first code of that length.
struct Bzip2HuffmanDecoder {
    /// Bits looked up at once.
    static let fastBits = 10
    static let longest = 20
    /// Per table, `1 << fastBits` entries of `symbol << 5 | length`; 0 where the code is longer
    /// (or absent).
    private(set) var fast: [UInt16]
    /// Per table and length (index `table * 21 + length`): the first code of that length, the
    /// number of codes of that length, and where their symbols start in `sorted`.
    private var firstCode: [Int]
    private var codeCount: [Int]
    private var sortedStart: [Int]
    /// Per table (at `table * alphabetSize`): the symbols ordered by code.
    private var sorted: [UInt16]
    private let alphabetSize: Int

    /// Tables for `lengths` (one array of `alphabetSize` lengths, each 1 to 20, per table);
    /// throws when a table has more codes of some length than fit (an over-subscribed code).
    init(lengths: [[UInt8]], alphabetSize: Int, block: Int) throws {
        self.alphabetSize = alphabetSize
        let rows = Self.longest + 1
        fast = [UInt16](repeating: 0, count: lengths.count << Self.fastBits)
        firstCode = [Int](repeating: 0, count: lengths.count * rows)
        codeCount = [Int](repeating: 0, count: lengths.count * rows)
        sortedStart = [Int](repeating: 0, count: lengths.count * rows)
        sorted = [UInt16](repeating: 0, count: lengths.count * alphabetSize)
        for (table, tableLengths) in lengths.enumerated() {
            try build(table, tableLengths, row: table * rows, block: block)
        }
    }

    private mutating func build(_ table: Int, _ lengths: [UInt8], row: Int, block: Int) throws {
        for length in lengths { codeCount[row + Int(length)] += 1 }
        var code = 0
        var start = 0
        for length in 1...Self.longest {
            firstCode[row + length] = code
            sortedStart[row + length] = start
            code += codeCount[row + length]
            start += codeCount[row + length]
            guard code <= 1 << length else {
                throw ArchiveError.corrupt(
                    format: "bzip2", "block \(block)'s Huffman table \(table + 1) has more codes of \(length) bits than fit")
            }
            code <<= 1
        }
        var nextIndex = sortedStart[row..<(row + Self.longest + 1)].map { $0 }
        for (symbol, length) in lengths.enumerated() {
            let slot = nextIndex[Int(length)]
            nextIndex[Int(length)] += 1
            sorted[table * alphabetSize + slot] = UInt16(symbol)
            let rank = slot - sortedStart[row + Int(length)]
            guard Int(length) <= Self.fastBits else { continue }
            let shift = Self.fastBits - Int(length)
            let first = (firstCode[row + Int(length)] + rank) << shift
            let entry = UInt16(symbol << 5 | Int(length))
            for index in first..<(first + (1 << shift)) { fast[table << Self.fastBits + index] = entry }
        }
    }

    /// Decodes one symbol with `table`; at least 20 bits must be loaded in `reader`. Returns -1
    /// for a bit pattern that is no code of the table.
    @inline(__always) func decode(_ reader: inout Bzip2BitReader, table: Int) -> Int {
        let entry = Int(fast[table << Self.fastBits | reader.peek(Self.fastBits)])
        if entry != 0 {
            reader.skip(entry & 31)
            return entry >> 5
        }
        return decodeLong(&reader, table: table)
    }

    private func decodeLong(_ reader: inout Bzip2BitReader, table: Int) -> Int {
        let row = table * (Self.longest + 1)
        for length in (Self.fastBits + 1)...Self.longest {
            let offset = reader.peek(length) - firstCode[row + length]
            if offset >= 0 && offset < codeCount[row + length] {
                reader.skip(length)
                return Int(sorted[table * alphabetSize + sortedStart[row + length] + offset])
            }
        }
        return -1
    }
}
