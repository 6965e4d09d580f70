/// Decoder for LZVN, the byte-oriented LZ77 variant LZFSE uses for small blocks (`bvxn`).
///
/// Each opcode carries a literal length L, a match length M and sometimes a distance D; the
/// previous D is reused when an opcode omits it.
enum LZVN {
    private enum Opcode {
        case smallDistance, mediumDistance, largeDistance, previousDistance
        case smallMatch, largeMatch, smallLiteral, largeLiteral, endOfStream, nop, undefined
    }

    private static func classify(_ op: UInt8) -> Opcode {
        switch op {
        case 0xE0: return .largeLiteral
        case 0xE1...0xEF: return .smallLiteral
        case 0xF0: return .largeMatch
        case 0xF1...0xFF: return .smallMatch
        case 0x70...0x7F, 0xD0...0xDF: return .undefined
        case 0xA0...0xBF: return .mediumDistance
        default:
            switch op & 7 {
            case 7: return .largeDistance
            case 6:
                if op == 0x06 { return .endOfStream }
                if op == 0x0E || op == 0x16 { return .nop }
                return op < 0x40 ? .undefined : .previousDistance
            default: return .smallDistance
            }
        }
    }

    /// Appends exactly `rawSize` decoded bytes to `output`; matches may reach into earlier blocks.
    static func decode(_ bytes: [UInt8], payload: Range<Int>, rawSize: Int, into output: inout [UInt8]) throws {
        let end = payload.upperBound
        let target = output.count + rawSize
        output.reserveCapacity(output.count + min(rawSize, payload.count * 32 + 64))
        var source = payload.lowerBound
        var distance = 0
        while true {
            guard source < end else {
                throw FormatError.lzfse(offset: source, "LZVN payload ends at offset \(source) without an end-of-stream opcode")
            }
            let op = bytes[source]
            var literalCount = 0
            var matchLength = 0
            var opcodeLength = 1
            func need(_ count: Int) throws {
                guard count <= end - source else {
                    throw FormatError.lzfse(offset: source, "LZVN opcode 0x\(hexByte(op)) at offset \(source) is truncated")
                }
            }
            switch classify(op) {
            case .endOfStream:
                try need(8)
                guard output.count == target else {
                    throw FormatError.lzfse(
                        offset: source, "LZVN block produced \(output.count - (target - rawSize)) bytes, header says \(rawSize)")
                }
                return
            case .nop:
                source += 1
                continue
            case .undefined:
                throw FormatError.lzfse(offset: source, "undefined LZVN opcode 0x\(hexByte(op)) at offset \(source)")
            case .smallDistance:
                try need(2)
                literalCount = Int(op >> 6)
                matchLength = Int((op >> 3) & 7) + 3
                distance = Int(op & 7) << 8 | Int(bytes[source + 1])
                opcodeLength = 2
            case .mediumDistance:
                try need(3)
                let pair = Int(bytes[source + 1]) | Int(bytes[source + 2]) << 8
                literalCount = Int((op >> 3) & 3)
                matchLength = (Int(op & 7) << 2 | pair & 3) + 3
                distance = pair >> 2
                opcodeLength = 3
            case .largeDistance:
                try need(3)
                literalCount = Int(op >> 6)
                matchLength = Int((op >> 3) & 7) + 3
                distance = Int(bytes[source + 1]) | Int(bytes[source + 2]) << 8
                opcodeLength = 3
            case .previousDistance:
                literalCount = Int(op >> 6)
                matchLength = Int((op >> 3) & 7) + 3
            case .smallMatch:
                matchLength = Int(op & 0x0F)
            case .largeMatch:
                try need(2)
                matchLength = Int(bytes[source + 1]) + 16
                opcodeLength = 2
            case .smallLiteral:
                literalCount = Int(op & 0x0F)
            case .largeLiteral:
                try need(2)
                literalCount = Int(bytes[source + 1]) + 16
                opcodeLength = 2
            }
            try need(opcodeLength + literalCount)
            guard literalCount + matchLength <= target - output.count else {
                throw FormatError.lzfse(
                    offset: source, "LZVN opcode at offset \(source) writes past the block's declared size of \(rawSize) bytes")
            }
            let literalStart = source + opcodeLength
            output.append(contentsOf: bytes[literalStart..<(literalStart + literalCount)])
            source = literalStart + literalCount
            if matchLength > 0 {
                try copyMatch(distance: distance, length: matchLength, into: &output, at: source)
            }
        }
    }

    /// Copies an LZ77 match byte by byte, so overlapping matches repeat a pattern as intended.
    static func copyMatch(distance: Int, length: Int, into output: inout [UInt8], at offset: Int) throws {
        guard distance > 0, distance <= output.count else {
            throw FormatError.lzfse(
                offset: offset,
                "match distance \(distance) at offset \(offset) reaches before the start of the output (\(output.count) bytes written)"
            )
        }
        // Indices were validated just above. Plain loops and one block copy where source and
        // target do not overlap: generic ranges and `repeatElement` cost a debug build most of
        // its time reading a folder of signed shortcuts (a library name look-up).
        var from = output.count - distance
        if distance >= length {
            // Through a copy: appending a slice of `output` to itself would copy the whole buffer.
            let source = Array(output[from..<(from + length)])
            output.append(contentsOf: source)
            return
        }
        var left = length
        while left > 0 {
            output.append(output[from])
            from += 1
            left -= 1
        }
    }
}
