import Foundation

/// Decodes bzip2 blocks: Huffman symbols to move-to-front positions and RUNA/RUNB zero runs, back
/// to the last column of the sorted rotations, the inverse Burrows–Wheeler transform from origPtr,
/// then the initial run-length stage (four equal bytes and a count of more) undone. Holds its
/// working arrays from block to block.
final class Bzip2BlockDecoder {
    /// The last column of the block's sorted rotations (and after the inverse transform, the
    /// block's run-length coded bytes); `capacity` bytes, allocated (not filled) for the largest
    /// block size met.
    private(set) var column = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    /// For every row of the sorted rotations, the row of the next rotation `<< 8`, with the
    /// row's last-column byte in the low 8 bits; `capacity` entries.
    private(set) var links = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    private var capacity = 1
    /// The decoded bytes of one block, before they are appended to the output.
    var expanded = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    var expandedCapacity = 1

    deinit {
        column.deallocate()
        links.deallocate()
        expanded.deallocate()
    }

    /// Decodes the block whose header `reader` stands after (the magic number read), within a
    /// block size of `maximumSize` symbols, and appends its bytes to `output` after counting them
    /// with `meter`. Returns the block's CRC, checked against its header.
    func decode(
        _ reader: inout Bzip2BitReader, block: Int, maximumSize: Int, meter: ExpansionMeter, output: GrowingBuffer
    ) throws -> UInt32 {
        let storedCRC = UInt32(reader.read(32))
        if reader.bit() {
            throw ArchiveError.corrupt(
                format: "bzip2",
                "block \(block) is randomised (a mode of bzip2 0.9 that no encoder has used since); it is not supported")
        }
        let origin = reader.read(24)
        let tables = try Bzip2BlockTables(&reader, block: block)
        if capacity < maximumSize {
            column.deallocate()
            links.deallocate()
            column = UnsafeMutablePointer<UInt8>.allocate(capacity: maximumSize)
            links = UnsafeMutablePointer<UInt32>.allocate(capacity: maximumSize)
            capacity = maximumSize
        }
        var byteCounts = [Int](repeating: 0, count: 256)
        let size = try decodeSymbols(&reader, tables, block: block, maximumSize: maximumSize, byteCounts: &byteCounts)
        guard origin < size else {
            throw ArchiveError.corrupt(
                format: "bzip2", "block \(block)'s origPtr is \(origin), past its \(size) bytes")
        }
        inverseTransform(size: size, origin: origin, byteCounts: byteCounts)
        let crc = try expand(size: size, meter: meter, output: output)
        guard crc == storedCRC else {
            throw ArchiveError.corrupt(
                format: "bzip2",
                "block \(block)'s CRC is \(ArchiveError.hex(storedCRC)), the data gives \(ArchiveError.hex(crc))")
        }
        return crc
    }

    /// Huffman-decodes the block's symbols into `column`, undoing the zero runs and the
    /// move-to-front coding, and counts every byte value; returns how many bytes it holds.
    private func decodeSymbols(
        _ reader: inout Bzip2BitReader, _ tables: Bzip2BlockTables, block: Int, maximumSize: Int,
        byteCounts: inout [Int]
    ) throws -> Int {
        let decoder = try Bzip2HuffmanDecoder(lengths: tables.lengths, alphabetSize: tables.alphabetSize, block: block)
        let endOfBlock = tables.alphabetSize - 1
        var order = tables.used
        var count = 0
        var run = 0
        var runWeight = 1
        var group = 0
        var groupLeft = 0
        var table = 0
        let column = self.column
        try order.withUnsafeMutableBufferPointer { order in
            while true {
                if groupLeft == 0 {
                    guard group < tables.selectors.count else {
                        if reader.overran { throw ArchiveError.truncated(format: "bzip2", needed: "block \(block)'s data") }
                        throw ArchiveError.corrupt(
                            format: "bzip2", "block \(block) has more symbols than its \(tables.selectors.count) selectors cover")
                    }
                    if reader.overran { throw ArchiveError.truncated(format: "bzip2", needed: "block \(block)'s data") }
                    table = Int(tables.selectors[group])
                    group += 1
                    groupLeft = 50
                }
                groupLeft -= 1
                if reader.count < Bzip2HuffmanDecoder.longest { reader.refill() }
                let symbol = decoder.decode(&reader, table: table)
                if symbol <= 1 {
                    // RUNA adds the run weight and RUNB twice it; the weight doubles each symbol.
                    guard symbol >= 0 else {
                        throw ArchiveError.corrupt(format: "bzip2", "block \(block) has a bit pattern no Huffman code matches")
                    }
                    run += (symbol + 1) * runWeight
                    runWeight <<= 1
                    guard run <= maximumSize else {
                        throw ArchiveError.corrupt(format: "bzip2", "block \(block) holds more than \(maximumSize) bytes")
                    }
                    continue
                }
                if run > 0 {
                    guard count + run <= maximumSize else {
                        throw ArchiveError.corrupt(format: "bzip2", "block \(block) holds more than \(maximumSize) bytes")
                    }
                    let byte = order[0]
                    (column + count).initialize(repeating: byte, count: run)
                    byteCounts[Int(byte)] += run
                    count += run
                    run = 0
                    runWeight = 1
                }
                if symbol == endOfBlock { break }
                guard count < maximumSize else {
                    throw ArchiveError.corrupt(format: "bzip2", "block \(block) holds more than \(maximumSize) bytes")
                }
                // Move-to-front position `symbol - 1`.
                let position = symbol - 1
                let byte = order[position]
                var index = position
                while index > 0 {
                    order[index] = order[index - 1]
                    index -= 1
                }
                order[0] = byte
                column[count] = byte
                byteCounts[Int(byte)] += 1
                count += 1
            }
        }
        if reader.overran { throw ArchiveError.truncated(format: "bzip2", needed: "block \(block)'s data") }
        return count
    }
}
