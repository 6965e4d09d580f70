/// Decodes one FSE-coded LZFSE block: first all literals (four interleaved FSE states), then the
/// (L, M, D) triples that interleave literal runs with matches.
struct FSEBlockDecoder {
    let header: FSEBlockHeader
    let bytes: [UInt8]

    func decode(into output: inout [UInt8]) throws {
        let literals = try decodeLiterals()
        let target = output.count + header.rawSize
        output.reserveCapacity(output.count + min(header.rawSize, (header.literalPayloadSize + header.lmdPayloadSize) * 32 + 64))
        let lmdStart = header.payloadStart + header.literalPayloadSize
        var bits = try FSEBackwardBits(
            bytes, start: lmdStart, end: lmdStart + header.lmdPayloadSize, floor: header.offset,
            padding: header.lmdBits, blockOffset: header.offset)
        let lTable = FSETables.values(
            states: FSEBlockHeader.lStates, frequencies: header.lFreq,
            extraBits: FSETables.lExtraBits, bases: FSETables.lBases)
        let mTable = FSETables.values(
            states: FSEBlockHeader.mStates, frequencies: header.mFreq,
            extraBits: FSETables.mExtraBits, bases: FSETables.mBases)
        let dTable = FSETables.values(
            states: FSEBlockHeader.dStates, frequencies: header.dFreq,
            extraBits: FSETables.dExtraBits, bases: FSETables.dBases)
        var lState = header.lState, mState = header.mState, dState = header.dState
        // No previous distance exists at the start of a block; using one is an error.
        var distance = -1
        var literalIndex = 0
        for _ in 0..<header.matchCount {
            bits.refill(bytes)
            let literalRun = try value(&lState, lTable, &bits)
            let matchLength = try value(&mState, mTable, &bits)
            bits.refill(bytes)
            let newDistance = try value(&dState, dTable, &bits)
            if newDistance != 0 { distance = newDistance }
            guard literalRun <= literals.count - literalIndex else {
                throw fail("literal run of \(literalRun) exceeds the \(literals.count - literalIndex) literals left")
            }
            guard literalRun + matchLength <= target - output.count else {
                throw fail("match writes past the block's declared size of \(header.rawSize) bytes")
            }
            output.append(contentsOf: literals[literalIndex..<(literalIndex + literalRun)])
            literalIndex += literalRun
            if matchLength > 0 {
                try LZVN.copyMatch(distance: distance, length: matchLength, into: &output, at: header.offset)
            }
        }
        guard output.count == target else {
            throw fail("decoded \(header.rawSize - (target - output.count)) bytes, header says \(header.rawSize)")
        }
    }

    private func decodeLiterals() throws -> [UInt8] {
        let table = FSETables.symbols(states: FSEBlockHeader.literalStates, frequencies: header.literalFreq)
        var bits = try FSEBackwardBits(
            bytes, start: header.payloadStart, end: header.payloadStart + header.literalPayloadSize,
            floor: header.offset, padding: header.literalBits, blockOffset: header.offset)
        var state0 = header.literalState[0], state1 = header.literalState[1]
        var state2 = header.literalState[2], state3 = header.literalState[3]
        // Literals come in groups of four, one per interleaved state; the count is rounded up.
        let rounded = (header.literalCount + 3) / 4 * 4
        var literals = [UInt8](repeating: 0, count: rounded)
        try table.withUnsafeBufferPointer { entries in
            try literals.withUnsafeMutableBufferPointer { output in
                var index = 0
                while index < rounded {
                    bits.refill(bytes)
                    output[index] = try literal(&state0, entries, &bits)
                    output[index + 1] = try literal(&state1, entries, &bits)
                    output[index + 2] = try literal(&state2, entries, &bits)
                    output[index + 3] = try literal(&state3, entries, &bits)
                    index += 4
                }
            }
        }
        return literals
    }

    /// One literal: the state's symbol, then the next state from `bits` (states are range-checked
    /// because the table is read through an unchecked buffer).
    @inline(__always)
    private func literal(_ state: inout Int, _ entries: UnsafeBufferPointer<FSEEntry>, _ bits: inout FSEBackwardBits) throws
        -> UInt8
    {
        guard state >= 0, state < entries.count else { throw fail("literal FSE state \(state) is out of range") }
        let entry = entries[state]
        state = Int(entry.delta) + Int(try bits.pull(Int(entry.bits)))
        return entry.symbol
    }

    private func value(_ state: inout Int, _ table: [FSEValueEntry], _ bits: inout FSEBackwardBits) throws -> Int {
        guard state >= 0, state < table.count else { throw fail("FSE state \(state) is out of range") }
        let entry = table[state]
        let raw = try bits.pull(Int(entry.totalBits))
        state = Int(entry.delta) + Int(raw >> UInt64(entry.valueBits))
        return Int(entry.base) + Int(raw & ((1 << UInt64(entry.valueBits)) - 1))
    }

    private func fail(_ message: String) -> FormatError {
        .lzfse(offset: header.offset, "compressed block at offset \(header.offset): \(message)")
    }
}
