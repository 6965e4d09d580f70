import Foundation

/// The LZMA symbol decoder (lzma-specification.txt: literals with lc/lp/pb, matches, rep0-3,
/// the length coders, distance slots and align bits, the 12 states). It decodes straight into
/// the output buffer, which is the dictionary: a match reaches back into bytes already output
/// since the last dictionary reset, so no window is allocated from a size a header claims.
struct LZMADecoder {
    /// Sized for lc + lp = 4, the most LZMA2 allows.
    private let probabilities: UnsafeMutablePointer<UInt16>
    private var properties = LZMAModel.Properties.standard
    private var state = 0
    /// The last four match distances, each minus one (rep0 is the latest).
    private var rep0 = 0
    private var rep1 = 0
    private var rep2 = 0
    private var rep3 = 0

    init() {
        let count = LZMAModel.count(literalBits: 4)
        probabilities = .allocate(capacity: count)
        probabilities.initialize(repeating: LZMAModel.initialProbability, count: count)
    }

    func deallocate() { probabilities.deallocate() }

    /// A state reset: every probability back to one half, state 0, distances 0.
    mutating func reset(_ properties: LZMAModel.Properties) {
        self.properties = properties
        let count = LZMAModel.count(literalBits: properties.literalContextBits + properties.literalPositionBits)
        probabilities.update(repeating: LZMAModel.initialProbability, count: count)
        state = 0
        (rep0, rep1, rep2, rep3) = (0, 0, 0, 0)
    }

    /// Decodes `out[start..<end]` exactly (one LZMA2 chunk); `dictionaryStart` is where the
    /// dictionary was last reset: no match reaches before it.
    mutating func decode(
        _ rc: inout RangeDecoder, into out: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int, dictionaryStart: Int
    )
        throws
    {
        let positionMask = (1 << properties.positionBits) - 1
        var position = start
        while position < end {
            let positionState = (position - dictionaryStart) & positionMask
            if rc.bit(probabilities + LZMAModel.isMatch + state << 4 + positionState) == 0 {
                out[position] = literal(&rc, out, position: position, dictionaryStart: dictionaryStart)
                state = LZMAModel.afterLiteral(state)
                position += 1
                continue
            }
            let length: Int
            if rc.bit(probabilities + LZMAModel.isRep + state) == 0 {
                length = lengthValue(&rc, LZMAModel.lengthCoder, positionState)
                let distance = distanceValue(&rc, length: length)
                guard distance != 0xFFFF_FFFF else {
                    throw ArchiveError.corrupt(format: "xz", "an LZMA2 chunk holds an end marker")
                }
                (rep3, rep2, rep1, rep0) = (rep2, rep1, rep0, distance)
                state = LZMAModel.afterMatch(state)
            } else {
                guard position > dictionaryStart else {
                    throw ArchiveError.corrupt(format: "xz", "a repeated match comes before any byte of the dictionary")
                }
                if rc.bit(probabilities + LZMAModel.isRepG0 + state) == 0 {
                    if rc.bit(probabilities + LZMAModel.isRep0Long + state << 4 + positionState) == 0 {
                        guard rep0 < position - dictionaryStart else {
                            throw ArchiveError.corrupt(format: "xz", "a one-byte match reaches before the dictionary")
                        }
                        state = LZMAModel.afterShortRep(state)
                        out[position] = out[position - rep0 - 1]
                        position += 1
                        continue
                    }
                } else {
                    try chooseRepeat(&rc)
                }
                length = lengthValue(&rc, LZMAModel.repeatLengthCoder, positionState)
                state = LZMAModel.afterRep(state)
            }
            try copyMatch(out, position: position, length: length, end: end, available: position - dictionaryStart)
            position += length
        }
    }

    /// Moves rep1, rep2 or rep3 (as the next bits say) to the front.
    @inline(__always) private mutating func chooseRepeat(_ rc: inout RangeDecoder) throws {
        let distance: Int
        if rc.bit(probabilities + LZMAModel.isRepG1 + state) == 0 {
            distance = rep1
        } else {
            if rc.bit(probabilities + LZMAModel.isRepG2 + state) == 0 {
                distance = rep2
            } else {
                distance = rep3
                rep3 = rep2
            }
            rep2 = rep1
        }
        rep1 = rep0
        rep0 = distance
    }

    @inline(__always) private func copyMatch(
        _ out: UnsafeMutablePointer<UInt8>, position: Int, length: Int, end: Int, available: Int
    ) throws {
        guard rep0 < available else {
            throw ArchiveError.corrupt(
                format: "xz", "a match reaches \(rep0 + 1) bytes back where the dictionary holds \(available)")
        }
        guard length <= end - position else {
            throw ArchiveError.corrupt(format: "xz", "a match runs past the end of its LZMA2 chunk")
        }
        var from = out + (position - rep0 - 1)
        var to = out + position
        if rep0 >= length && length >= 16 {
            to.update(from: from, count: length)
            return
        }
        for _ in 0..<length {
            to.pointee = from.pointee
            to += 1
            from += 1
        }
    }

    @inline(__always) private func literal(
        _ rc: inout RangeDecoder, _ out: UnsafeMutablePointer<UInt8>, position: Int, dictionaryStart: Int
    ) -> UInt8 {
        let previous = position > dictionaryStart ? Int(out[position - 1]) : 0
        let lc = properties.literalContextBits
        let literalState =
            ((position - dictionaryStart) & ((1 << properties.literalPositionBits) - 1)) << lc + previous >> (8 - lc)
        let coder = probabilities + LZMAModel.literal + LZMAModel.literalCoderSize * literalState
        var symbol = 1
        let matchPosition = position - rep0 - 1
        if state >= 7 && matchPosition >= dictionaryStart {
            // After a match the byte at rep0 steers the probabilities until a bit differs from it.
            var matchByte = Int(out[matchPosition])
            repeat {
                let matchBit = (matchByte >> 7) & 1
                matchByte <<= 1
                let bit = rc.bit(coder + ((1 + matchBit) << 8) + symbol)
                symbol = symbol << 1 | bit
                if matchBit != bit { break }
            } while symbol < 0x100
        }
        while symbol < 0x100 { symbol = symbol << 1 | rc.bit(coder + symbol) }
        return UInt8(truncatingIfNeeded: symbol)
    }

    /// A match length (2...273) from the length coder at `coder`.
    @inline(__always) private func lengthValue(_ rc: inout RangeDecoder, _ coder: Int, _ positionState: Int) -> Int {
        let base = probabilities + coder
        typealias Layout = LZMAModel.LengthLayout
        if rc.bit(base + Layout.choice) == 0 {
            return 2 + rc.tree(base + Layout.low + positionState << 3, bits: 3)
        }
        if rc.bit(base + Layout.choice2) == 0 {
            return 10 + rc.tree(base + Layout.mid + positionState << 3, bits: 3)
        }
        return 18 + rc.tree(base + Layout.high, bits: 8)
    }

    /// A match distance minus one: the slot, then its reverse-tree or direct and align bits.
    @inline(__always) private func distanceValue(_ rc: inout RangeDecoder, length: Int) -> Int {
        let lengthState = min(length - 2, 3)
        let slot = rc.tree(probabilities + LZMAModel.positionSlot + lengthState << 6, bits: 6)
        if slot < 4 { return slot }
        let directBits = (slot >> 1) - 1
        var distance = (2 | (slot & 1)) << directBits
        if slot < LZMAModel.endPositionModelIndex {
            distance += rc.reverseTree(probabilities + LZMAModel.specialPositions + distance - slot, bits: directBits)
        } else {
            distance += rc.direct(directBits - LZMAModel.alignBits) << LZMAModel.alignBits
            distance += rc.reverseTree(probabilities + LZMAModel.align, bits: LZMAModel.alignBits)
        }
        return distance
    }
}
