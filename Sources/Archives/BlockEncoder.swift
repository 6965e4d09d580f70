/// Writes blocks of LZ77 symbols as whichever of dynamic Huffman, fixed Huffman or stored is smallest.
struct BlockEncoder {
    var writer: BitWriter

    init(capacity: Int) { writer = BitWriter(capacity: capacity) }

    /// Length symbol (257…285) of each match length 0…258 (entries below 3 unused).
    static let lengthSymbol: [UInt16] = {
        var table = [UInt16](repeating: 0, count: 259)
        for index in 0..<29 {
            let low = DeflateTables.lengthBase[index]
            let high = index == 28 ? 258 : min(258, DeflateTables.lengthBase[index + 1] - 1)
            if index == 27 {
                for length in low...257 { table[length] = UInt16(257 + index) }
            } else if index == 28 {
                table[258] = 285
            } else {
                for length in low...high { table[length] = UInt16(257 + index) }
            }
        }
        return table
    }()

    /// Distance symbol (0…29) of distances 1…32,768, by `distance - 1` up to 256, else by `(distance - 1) >> 7` plus 256.
    static let distanceSymbol: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 512)
        for index in 0..<30 {
            let low = DeflateTables.distanceBase[index]
            let high = index == 29 ? 32_768 : DeflateTables.distanceBase[index + 1] - 1
            for distance in low...high {
                if distance <= 256 {
                    table[distance - 1] = UInt8(index)
                } else {
                    table[256 + ((distance - 1) >> 7)] = UInt8(index)
                }
            }
        }
        return table
    }()

    @inline(__always) static func distanceCode(_ distance: Int) -> Int {
        distance <= 256 ? Int(distanceSymbol[distance - 1]) : Int(distanceSymbol[256 + ((distance - 1) >> 7)])
    }

    static let fixedLiteralCodes = DeflateTables.canonicalCodes(DeflateTables.fixedLiteralLengths) ?? []
    static let fixedDistanceCodes = DeflateTables.canonicalCodes(DeflateTables.fixedDistanceLengths) ?? []

    /// Writes the symbols of `block` (which encode `input[start..<end]`).
    mutating func writeBlock(_ block: SymbolBlock, input: UnsafeRawBufferPointer, start: Int, end: Int, final: Bool) {
        var literalFrequencies = [Int](repeating: 0, count: 286)
        var distanceFrequencies = [Int](repeating: 0, count: 30)
        var extraBits = 0
        for index in 0..<block.lengths.count {
            let value = Int(block.lengths[index])
            if value < 256 {
                literalFrequencies[value] += 1
            } else {
                let symbol = Int(Self.lengthSymbol[value - 256])
                literalFrequencies[symbol] += 1
                extraBits += DeflateTables.lengthExtra[symbol - 257]
                let distanceSymbol = Self.distanceCode(Int(block.distances[index]))
                distanceFrequencies[distanceSymbol] += 1
                extraBits += DeflateTables.distanceExtra[distanceSymbol]
            }
        }
        literalFrequencies[256] = 1
        let literalLengths = HuffmanLengths.build(literalFrequencies, limit: 15)
        let distanceLengths = HuffmanLengths.build(distanceFrequencies, limit: 15)
        let header = CodeLengthHeader(literal: literalLengths, distance: distanceLengths)

        func cost(_ lengths: [UInt8], _ frequencies: [Int]) -> Int {
            var total = 0
            for index in 0..<frequencies.count where frequencies[index] > 0 { total += Int(lengths[index]) * frequencies[index] }
            return total
        }
        let dynamicBits =
            3 + header.bits + cost(literalLengths, literalFrequencies) + cost(distanceLengths, distanceFrequencies) + extraBits
        let fixedBits =
            3 + cost(DeflateTables.fixedLiteralLengths, literalFrequencies)
            + cost(DeflateTables.fixedDistanceLengths, distanceFrequencies) + extraBits
        let raw = end - start
        let storedBits = ((raw + 65_534) / 65_535) * 40 + raw * 8 + 7 + (raw == 0 ? 40 : 0)

        if storedBits < min(dynamicBits, fixedBits) {
            writeStored(input: input, start: start, end: end, final: final)
        } else if fixedBits <= dynamicBits {
            writer.put(final ? 1 : 0, 1)
            writer.put(1, 2)
            writeSymbols(
                block, literalCodes: Self.fixedLiteralCodes, literalLengths: DeflateTables.fixedLiteralLengths,
                distanceCodes: Self.fixedDistanceCodes, distanceLengths: DeflateTables.fixedDistanceLengths)
        } else {
            writer.put(final ? 1 : 0, 1)
            writer.put(2, 2)
            header.write(into: &writer)
            writeSymbols(
                block, literalCodes: DeflateTables.canonicalCodes(literalLengths) ?? [], literalLengths: literalLengths,
                distanceCodes: DeflateTables.canonicalCodes(distanceLengths) ?? [], distanceLengths: distanceLengths)
        }
    }

    private mutating func writeStored(input: UnsafeRawBufferPointer, start: Int, end: Int, final: Bool) {
        var from = start
        repeat {
            let length = min(65_535, end - from)
            let last = from + length == end
            writer.put(final && last ? 1 : 0, 1)
            writer.put(0, 2)
            writer.alignToByte()
            writer.put(length, 16)
            writer.put(~length & 0xFFFF, 16)
            writer.alignToByte()
            writer.append(UnsafeRawBufferPointer(rebasing: input[from..<from + length]))
            from += length
        } while from < end
    }

    private mutating func writeSymbols(
        _ block: SymbolBlock, literalCodes: [UInt16], literalLengths: [UInt8], distanceCodes: [UInt16], distanceLengths: [UInt8]
    ) {
        for index in 0..<block.lengths.count {
            let value = Int(block.lengths[index])
            if value < 256 {
                writer.put(Int(literalCodes[value]), Int(literalLengths[value]))
                continue
            }
            let length = value - 256
            let symbol = Int(Self.lengthSymbol[length])
            writer.put(Int(literalCodes[symbol]), Int(literalLengths[symbol]))
            let lengthExtra = DeflateTables.lengthExtra[symbol - 257]
            if lengthExtra > 0 { writer.put(length - DeflateTables.lengthBase[symbol - 257], lengthExtra) }
            let distance = Int(block.distances[index])
            let distanceSymbol = Self.distanceCode(distance)
            writer.put(Int(distanceCodes[distanceSymbol]), Int(distanceLengths[distanceSymbol]))
            let distanceExtra = DeflateTables.distanceExtra[distanceSymbol]
            if distanceExtra > 0 { writer.put(distance - DeflateTables.distanceBase[distanceSymbol], distanceExtra) }
        }
        writer.put(Int(literalCodes[256]), Int(literalLengths[256]))
    }
}

/// The header of a dynamic block: the code lengths, run-length coded with symbols 16, 17 and 18.
struct CodeLengthHeader {
    var literalCount: Int
    var distanceCount: Int
    /// Run-length symbols (0…18) with their extra-bit values.
    var runs: [(symbol: Int, extra: Int)] = []
    var codeLengthLengths: [UInt8]
    var codeLengthCodes: [UInt16]
    var sentCount: Int
    /// The header's size in bits (after the three block-header bits).
    var bits: Int

    init(literal: [UInt8], distance: [UInt8]) {
        literalCount = max(257, (literal.lastIndex { $0 > 0 } ?? 0) + 1)
        distanceCount = max(1, (distance.lastIndex { $0 > 0 } ?? 0) + 1)
        let all = Array(literal[0..<literalCount]) + Array(distance[0..<distanceCount])
        var index = 0
        while index < all.count {
            let length = Int(all[index])
            var run = 1
            while index + run < all.count && Int(all[index + run]) == length { run += 1 }
            index += run
            if length == 0 {
                while run >= 11 {
                    let take = min(run, 138)
                    runs.append((18, take - 11))
                    run -= take
                }
                if run >= 3 {
                    runs.append((17, run - 3))
                    run = 0
                }
            } else {
                runs.append((length, 0))
                run -= 1
                while run >= 3 {
                    let take = min(run, 6)
                    runs.append((16, take - 3))
                    run -= take
                }
            }
            for _ in 0..<run { runs.append((length, 0)) }
        }
        var frequencies = [Int](repeating: 0, count: 19)
        for run in runs { frequencies[run.symbol] += 1 }
        codeLengthLengths = HuffmanLengths.build(frequencies, limit: 7)
        codeLengthCodes = DeflateTables.canonicalCodes(codeLengthLengths) ?? []
        var sent = 19
        while sent > 4 && codeLengthLengths[DeflateTables.codeLengthOrder[sent - 1]] == 0 { sent -= 1 }
        sentCount = sent
        var total = 5 + 5 + 4 + 3 * sent
        for run in runs {
            total += Int(codeLengthLengths[run.symbol])
            total += run.symbol == 16 ? 2 : run.symbol == 17 ? 3 : run.symbol == 18 ? 7 : 0
        }
        bits = total
    }

    func write(into writer: inout BitWriter) {
        writer.put(literalCount - 257, 5)
        writer.put(distanceCount - 1, 5)
        writer.put(sentCount - 4, 4)
        for index in 0..<sentCount { writer.put(Int(codeLengthLengths[DeflateTables.codeLengthOrder[index]]), 3) }
        for run in runs {
            writer.put(Int(codeLengthCodes[run.symbol]), Int(codeLengthLengths[run.symbol]))
            switch run.symbol {
            case 16: writer.put(run.extra, 2)
            case 17: writer.put(run.extra, 3)
            case 18: writer.put(run.extra, 7)
            default: break
            }
        }
    }
}
