/// Codes LZMA symbols (literals, matches, repeated matches) with the model of
/// lzma-specification.txt, the inverse of `LZMADecoder`: the same probabilities, state machine
/// and four recent distances, so that the decoder's view stays in step.
struct LZMASymbolEncoder {
    let probabilities: UnsafeMutablePointer<UInt16>
    let properties = LZMAModel.Properties.standard
    private(set) var state = 0
    /// The last four match distances, each minus one (rep0 is the latest).
    private(set) var reps = (0, 0, 0, 0)
    var rc: RangeEncoder

    init(chunkCapacity: Int) {
        let count = LZMAModel.count(literalBits: properties.literalContextBits + properties.literalPositionBits)
        probabilities = .allocate(capacity: count)
        probabilities.initialize(repeating: LZMAModel.initialProbability, count: count)
        rc = RangeEncoder(capacity: chunkCapacity)
    }

    func deallocate() {
        probabilities.deallocate()
        rc.deallocate()
    }

    /// The state reset an LZMA2 chunk with reset level 1 or more makes the decoder do.
    mutating func resetState() {
        let count = LZMAModel.count(literalBits: properties.literalContextBits + properties.literalPositionBits)
        probabilities.update(repeating: LZMAModel.initialProbability, count: count)
        state = 0
        reps = (0, 0, 0, 0)
    }

    /// The rep distance `index` (0...3), minus one.
    @inline(__always) func rep(_ index: Int) -> Int {
        switch index {
        case 0: return reps.0
        case 1: return reps.1
        case 2: return reps.2
        default: return reps.3
        }
    }

    /// Codes the byte at `position` of `input`, relative to the dictionary start `base`.
    @inline(__always) mutating func literal(_ input: UnsafePointer<UInt8>, at position: Int, base: Int) {
        let positionState = (position - base) & 3
        rc.encode(probabilities + LZMAModel.isMatch + state << 4 + positionState, 0)
        let previous = position > base ? Int(input[position - 1]) : 0
        let coder = probabilities + LZMAModel.literal + LZMAModel.literalCoderSize * (previous >> 5)
        let byte = Int(input[position])
        var node = 1
        var index = 8
        if state >= 7 {
            // After a match the byte at rep0 steers the probabilities until a bit differs from it.
            let matchByte = Int(input[position - reps.0 - 1])
            while index > 0 {
                index -= 1
                let bit = (byte >> index) & 1
                let matchBit = (matchByte >> index) & 1
                rc.encode(coder + ((1 + matchBit) << 8) + node, bit)
                node = node << 1 | bit
                if matchBit != bit { break }
            }
        }
        while index > 0 {
            index -= 1
            let bit = (byte >> index) & 1
            rc.encode(coder + node, bit)
            node = node << 1 | bit
        }
        state = LZMAModel.afterLiteral(state)
    }

    /// Codes a match of `length` bytes reaching `distance` bytes back.
    @inline(__always) mutating func match(distance: Int, length: Int, at position: Int, base: Int) {
        let positionState = (position - base) & 3
        rc.encode(probabilities + LZMAModel.isMatch + state << 4 + positionState, 1)
        rc.encode(probabilities + LZMAModel.isRep + state, 0)
        encodeLength(LZMAModel.lengthCoder, length, positionState)
        encodeDistance(distance - 1, length: length)
        reps = (distance - 1, reps.0, reps.1, reps.2)
        state = LZMAModel.afterMatch(state)
    }

    /// Codes a match of `length` bytes at rep distance `index` (length 1: the one-byte rep0 match).
    @inline(__always) mutating func repeatMatch(index: Int, length: Int, at position: Int, base: Int) {
        let positionState = (position - base) & 3
        rc.encode(probabilities + LZMAModel.isMatch + state << 4 + positionState, 1)
        rc.encode(probabilities + LZMAModel.isRep + state, 1)
        if index == 0 {
            rc.encode(probabilities + LZMAModel.isRepG0 + state, 0)
            rc.encode(probabilities + LZMAModel.isRep0Long + state << 4 + positionState, length == 1 ? 0 : 1)
        } else {
            rc.encode(probabilities + LZMAModel.isRepG0 + state, 1)
            if index == 1 {
                rc.encode(probabilities + LZMAModel.isRepG1 + state, 0)
                reps = (reps.1, reps.0, reps.2, reps.3)
            } else {
                rc.encode(probabilities + LZMAModel.isRepG1 + state, 1)
                rc.encode(probabilities + LZMAModel.isRepG2 + state, index - 2)
                reps = index == 2 ? (reps.2, reps.0, reps.1, reps.3) : (reps.3, reps.0, reps.1, reps.2)
            }
        }
        if length == 1 {
            state = LZMAModel.afterShortRep(state)
        } else {
            encodeLength(LZMAModel.repeatLengthCoder, length, positionState)
            state = LZMAModel.afterRep(state)
        }
    }

    @inline(__always) private mutating func encodeLength(_ coder: Int, _ length: Int, _ positionState: Int) {
        let base = probabilities + coder
        typealias Layout = LZMAModel.LengthLayout
        let value = length - LZMAModel.matchLengthMin
        if value < 8 {
            rc.encode(base + Layout.choice, 0)
            rc.tree(base + Layout.low + positionState << 3, bits: 3, value)
        } else if value < 16 {
            rc.encode(base + Layout.choice, 1)
            rc.encode(base + Layout.choice2, 0)
            rc.tree(base + Layout.mid + positionState << 3, bits: 3, value - 8)
        } else {
            rc.encode(base + Layout.choice, 1)
            rc.encode(base + Layout.choice2, 1)
            rc.tree(base + Layout.high, bits: 8, value - 16)
        }
    }

    /// The distance slot of `distance` (minus one): 0-3 as is, then two slots per bit length.
    @inline(__always) static func slot(_ distance: Int) -> Int {
        if distance < 4 { return distance }
        let top = Int.bitWidth - 1 - distance.leadingZeroBitCount
        return top << 1 | (distance >> (top - 1)) & 1
    }

    @inline(__always) private mutating func encodeDistance(_ distance: Int, length: Int) {
        let lengthState = min(length - 2, 3)
        let slot = Self.slot(distance)
        rc.tree(probabilities + LZMAModel.positionSlot + lengthState << 6, bits: 6, slot)
        guard slot >= 4 else { return }
        let directBits = (slot >> 1) - 1
        let base = (2 | (slot & 1)) << directBits
        let reduced = distance - base
        if slot < LZMAModel.endPositionModelIndex {
            rc.reverseTree(probabilities + LZMAModel.specialPositions + base - slot, bits: directBits, reduced)
        } else {
            rc.direct(reduced >> LZMAModel.alignBits, bits: directBits - LZMAModel.alignBits)
            rc.reverseTree(probabilities + LZMAModel.align, bits: LZMAModel.alignBits, reduced & 15)
        }
    }
}
