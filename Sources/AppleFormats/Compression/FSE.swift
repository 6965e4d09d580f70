/// Reads an FSE bit stream backwards: the encoder wrote it forwards, so the decoder starts at
/// the last byte and pulls bits from the most significant end of a 64-bit accumulator.
struct FSEBackwardBits {
    private var accumulator: UInt64
    private(set) var count: Int
    private var position: Int
    private let start: Int
    private let blockOffset: Int

    /// `padding` (−7…0) says how many bits of the first loaded word are unused.
    ///
    /// The first word is 7 or 8 bytes ending at `end`, even when the stream itself is shorter: a
    /// stream of a few bytes (or none: four equal literals need no bits) is padded on the left by
    /// whatever precedes it, as the reference decoder reads it, and those bits are never used.
    /// `floor` is the first byte that word may reach back to (the block's own header); refills
    /// stop at `start`, where the stream's real bits begin.
    init(_ bytes: [UInt8], start: Int, end: Int, floor: Int, padding: Int, blockOffset: Int) throws {
        let initial = padding == 0 ? 7 : 8
        guard end - floor >= initial, let word = bytes.uintLE(at: end - initial, size: initial) else {
            throw FormatError.lzfse(
                offset: blockOffset, "compressed block at offset \(blockOffset): bit stream of \(end - start) bytes is too short")
        }
        accumulator = word
        count = padding == 0 ? 56 : 64 + padding
        guard count == 64 || accumulator >> UInt64(count) == 0 else {
            throw FormatError.lzfse(
                offset: blockOffset, "compressed block at offset \(blockOffset): bit stream padding is not zero")
        }
        position = end - initial
        self.start = start
        self.blockOffset = blockOffset
    }

    /// Refills whole bytes until at least 56 bits are held, or the stream's start is reached.
    @inline(__always)
    mutating func refill(_ bytes: [UInt8]) {
        let taken = min((63 - count) / 8, position - start)
        // Past `start` (a short stream's first word reached into the header) nothing is left.
        guard taken > 0 else { return }
        position -= taken
        var incoming: UInt64 = 0
        // A plain loop: a generic `stride` here cost a type-metadata look-up per refill, a third
        // of a debug build's time to read a folder of signed shortcuts (library name look-up).
        var offset = taken - 1
        while offset >= 0 {
            incoming = incoming &<< 8 | UInt64(bytes[position + offset])
            offset -= 1
        }
        // Masking shifts are exact here: `taken` is at most 7, so shifts stay below 64.
        accumulator = accumulator &<< UInt64(taken * 8) | incoming
        count += taken * 8
    }

    @inline(__always)
    mutating func pull(_ bits: Int) throws -> UInt64 {
        guard bits <= count else {
            throw FormatError.lzfse(offset: blockOffset, "compressed block at offset \(blockOffset): bit stream exhausted")
        }
        count -= bits
        // `count` stays within 0...63, so the masking shifts below never wrap.
        let result = bits == 0 ? 0 : accumulator &>> UInt64(count)
        accumulator = count == 0 ? 0 : accumulator & (UInt64.max &>> UInt64(64 - count))
        return result
    }
}

/// One decoding-table entry: the symbol, bits to read for the next state, and the state base.
struct FSEEntry {
    var symbol: UInt8 = 0
    var bits: UInt8 = 0
    var delta: Int16 = 0
}

/// A value-table entry for L, M and D: the next state plus extra bits added to a base value.
struct FSEValueEntry {
    var totalBits: UInt8 = 0
    var valueBits: UInt8 = 0
    var delta: Int16 = 0
    var base: Int32 = 0
}

enum FSETables {
    /// Spreads each symbol over `frequency` consecutive states. States whose frequency would need
    /// one bit fewer come after the `threshold`; that split is what makes the coding near-optimal.
    static func layout(states: Int, frequencies: [Int], visit: (_ symbol: Int, _ bits: Int, _ delta: Int) -> Void) {
        let stateLeadingZeros = UInt32(states).leadingZeroBitCount
        for (symbol, frequency) in frequencies.enumerated() where frequency > 0 {
            let shift = UInt32(frequency).leadingZeroBitCount - stateLeadingZeros
            let threshold = ((2 * states) >> shift) - frequency
            for slot in 0..<frequency {
                if slot < threshold {
                    visit(symbol, shift, ((frequency + slot) << shift) - states)
                } else {
                    visit(symbol, shift - 1, (slot - threshold) << (shift - 1))
                }
            }
        }
    }

    static func symbols(states: Int, frequencies: [Int]) -> [FSEEntry] {
        var table = [FSEEntry](repeating: FSEEntry(), count: states)
        var index = 0
        layout(states: states, frequencies: frequencies) { symbol, bits, delta in
            table[index] = FSEEntry(symbol: UInt8(symbol), bits: UInt8(bits), delta: Int16(delta))
            index += 1
        }
        return table
    }

    static func values(states: Int, frequencies: [Int], extraBits: [Int], bases: [Int]) -> [FSEValueEntry] {
        var table = [FSEValueEntry](repeating: FSEValueEntry(), count: states)
        var index = 0
        layout(states: states, frequencies: frequencies) { symbol, bits, delta in
            table[index] = FSEValueEntry(
                totalBits: UInt8(bits + extraBits[symbol]), valueBits: UInt8(extraBits[symbol]),
                delta: Int16(delta), base: Int32(bases[symbol]))
            index += 1
        }
        return table
    }

    /// Extra-bit counts per symbol; each base is the previous base plus 2^(previous extra bits).
    static let lExtraBits = Array(repeating: 0, count: 16) + [2, 3, 5, 8]
    static let mExtraBits = Array(repeating: 0, count: 16) + [3, 5, 8, 11]
    static let dExtraBits = [0, 0, 0, 0] + (1...15).flatMap { Array(repeating: $0, count: 4) }
    static let lBases = bases(lExtraBits)
    static let mBases = bases(mExtraBits)
    static let dBases = bases(dExtraBits)

    private static func bases(_ extra: [Int]) -> [Int] {
        var result = [0]
        for bits in extra.dropLast() { result.append(result[result.count - 1] + (1 << bits)) }
        return result
    }
}
