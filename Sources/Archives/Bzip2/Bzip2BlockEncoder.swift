/// Encodes bzip2 blocks: the Burrows–Wheeler transform, move-to-front over the bytes the block
/// uses, zero runs as RUNA/RUNB digits, then Huffman coding with tables chosen per group of 50
/// symbols (Bzip2TableChooser). Holds its working arrays from block to block.
final class Bzip2BlockEncoder {
    private var lastColumn: [UInt8] = []
    private var symbols: [UInt16] = []

    /// Appends the block of `count` run-length coded bytes at `block` (whose original bytes have
    /// CRC `crc`) to `writer`.
    func encode(_ block: UnsafePointer<UInt8>, count: Int, crc: UInt32, into writer: inout Bzip2BitWriter) {
        if lastColumn.count < count {
            lastColumn = [UInt8](repeating: 0, count: count)
            symbols = [UInt16](repeating: 0, count: count + 1)
        }
        let origin = lastColumn.withUnsafeMutableBufferPointer { column in
            column.baseAddress.map { BurrowsWheeler.transform(block, count: count, into: $0) } ?? 0
        }
        var used = [Bool](repeating: false, count: 256)
        for index in 0..<count { used[Int(block[index])] = true }
        let (symbolCount, frequencies) = moveToFront(count: count, used: used)
        let (lengths, selectors) = symbols.withUnsafeBufferPointer {
            Bzip2TableChooser.choose($0, count: symbolCount, frequencies: frequencies)
        }
        writer.put48(0x3141_5926_5359)
        writer.put32(crc)
        writer.put(0, 1)
        writer.put(origin, 24)
        writeUsedBytes(used, into: &writer)
        writer.put(lengths.count, 3)
        writer.put(selectors.count, 15)
        var order = [UInt8](0..<UInt8(lengths.count))
        for table in selectors {
            var position = 0
            while order[position] != table { position += 1 }
            // `position` 1 bits and a 0.
            writer.put((1 << (position + 1)) - 2, position + 1)
            order.remove(at: position)
            order.insert(table, at: 0)
        }
        for tableLengths in lengths { Self.writeLengths(tableLengths, into: &writer) }
        let codes = lengths.map { Self.canonicalCodes($0) }
        symbols.withUnsafeBufferPointer { symbols in
            for (group, table) in selectors.enumerated() {
                let tableCodes = codes[Int(table)]
                let tableLengths = lengths[Int(table)]
                for index in (group * 50)..<min(group * 50 + 50, symbolCount) {
                    let symbol = Int(symbols[index])
                    writer.put(Int(tableCodes[symbol]), Int(tableLengths[symbol]))
                }
            }
        }
    }

    /// Move-to-front codes the last column into `symbols`: position 0 runs as RUNA (0) and RUNB
    /// (1) digits of bijective base 2 (least significant first), position p ≥ 1 as p + 1, and the
    /// end of block last. Returns the symbol count and each symbol's frequency.
    private func moveToFront(count: Int, used: [Bool]) -> (Int, [Int]) {
        var rank = [UInt8](repeating: 0, count: 256)
        var usedCount = 0
        for byte in 0..<256 where used[byte] {
            rank[byte] = UInt8(truncatingIfNeeded: usedCount)
            usedCount += 1
        }
        var frequencies = [Int](repeating: 0, count: usedCount + 2)
        var order = [UInt8](repeating: 0, count: 256)
        for index in 0..<usedCount { order[index] = UInt8(index) }
        var written = 0
        lastColumn.withUnsafeBufferPointer { column in
            symbols.withUnsafeMutableBufferPointer { symbols in
                order.withUnsafeMutableBufferPointer { order in
                    frequencies.withUnsafeMutableBufferPointer { frequencies in
                        var zeros = 0
                        for index in 0..<count {
                            let wanted = rank[Int(column[index])]
                            if order[0] == wanted {
                                zeros += 1
                                continue
                            }
                            Self.writeZeroRun(zeros, symbols, &written, frequencies)
                            zeros = 0
                            // Find and shift in one pass.
                            var previous = order[0]
                            order[0] = wanted
                            var position = 0
                            while true {
                                position += 1
                                let current = order[position]
                                order[position] = previous
                                if current == wanted { break }
                                previous = current
                            }
                            symbols[written] = UInt16(position + 1)
                            frequencies[position + 1] += 1
                            written += 1
                        }
                        Self.writeZeroRun(zeros, symbols, &written, frequencies)
                        symbols[written] = UInt16(usedCount + 1)
                        frequencies[usedCount + 1] += 1
                        written += 1
                    }
                }
            }
        }
        return (written, frequencies)
    }

    /// A run of `zeros` move-to-front zeros as bijective base-2 digits, RUNA for 1 and RUNB for 2,
    /// least significant first.
    @inline(__always) private static func writeZeroRun(
        _ zeros: Int, _ symbols: UnsafeMutableBufferPointer<UInt16>, _ written: inout Int,
        _ frequencies: UnsafeMutableBufferPointer<Int>
    ) {
        var left = zeros
        while left > 0 {
            let digit = (left - 1) & 1
            symbols[written] = UInt16(digit)
            frequencies[digit] += 1
            written += 1
            left = (left - 1 - digit) >> 1
        }
    }

    /// The 16 × 16 bitmap of the byte values used: which runs of 16 have any, then each such run.
    private func writeUsedBytes(_ used: [Bool], into writer: inout Bzip2BitWriter) {
        var ranges = 0
        for range in 0..<16 where used[(range * 16)..<(range * 16 + 16)].contains(true) { ranges |= 0x8000 >> range }
        writer.put(ranges, 16)
        for range in 0..<16 where ranges & (0x8000 >> range) != 0 {
            var values = 0
            for value in 0..<16 where used[range * 16 + value] { values |= 0x8000 >> value }
            writer.put(values, 16)
        }
    }

    /// A table's lengths: the first in 5 bits, then per symbol `10` to add one, `11` to take one
    /// away, and `0` to move on.
    private static func writeLengths(_ lengths: [UInt8], into writer: inout Bzip2BitWriter) {
        var current = Int(lengths[0])
        writer.put(current, 5)
        for length in lengths {
            while current < Int(length) {
                writer.put(2, 2)
                current += 1
            }
            while current > Int(length) {
                writer.put(3, 2)
                current -= 1
            }
            writer.put(0, 1)
        }
    }

    /// Canonical codes: by increasing length, and in symbol order within a length.
    static func canonicalCodes(_ lengths: [UInt8]) -> [UInt32] {
        var codes = [UInt32](repeating: 0, count: lengths.count)
        var code: UInt32 = 0
        for length in 1...Bzip2HuffmanDecoder.longest {
            for (symbol, symbolLength) in lengths.enumerated() where Int(symbolLength) == length {
                codes[symbol] = code
                code += 1
            }
            code <<= 1
        }
        return codes
    }
}
