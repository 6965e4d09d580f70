/// The adaptive probabilities of LZMA (the LZMA SDK's lzma-specification.txt), kept in one array
/// of 11-bit probabilities that the decoder and the encoder share the layout of.
enum LZMAModel {
    static let states = 12
    static let positionStatesMax = 16
    static let matchLengthMin = 2
    static let matchLengthMax = 273
    /// Distance slots below this code their low bits with reverse bit trees (spec: kEndPosModelIndex).
    static let endPositionModelIndex = 14
    /// Distances below this are coded without the direct bits (spec: kNumFullDistances).
    static let fullDistances = 128
    static let alignBits = 4

    static let isMatch = 0
    static let isRep = isMatch + states * positionStatesMax
    static let isRepG0 = isRep + states
    static let isRepG1 = isRepG0 + states
    static let isRepG2 = isRepG1 + states
    static let isRep0Long = isRepG2 + states
    /// Six-bit trees of the distance slot, one per length state (0...3).
    static let positionSlot = isRep0Long + states * positionStatesMax
    static let specialPositions = positionSlot + 4 * 64
    static let align = specialPositions + 1 + fullDistances - endPositionModelIndex
    static let lengthCoder = align + (1 << alignBits)
    static let repeatLengthCoder = lengthCoder + LengthLayout.size
    static let literal = repeatLengthCoder + LengthLayout.size
    /// Probabilities of one literal coder (a 0x300 block per literal state).
    static let literalCoderSize = 0x300

    /// How many probabilities the model with `lc` + `lp` literal bits needs.
    static func count(literalBits: Int) -> Int { literal + literalCoderSize << literalBits }

    /// Offsets inside one length coder: two choice bits, low and mid 3-bit trees per position
    /// state, and the 8-bit high tree.
    enum LengthLayout {
        static let choice = 0
        static let choice2 = 1
        static let low = 2
        static let mid = low + positionStatesMax * 8
        static let high = mid + positionStatesMax * 8
        static let size = high + 256
    }

    /// The probability every bit starts at: one half of 2^11.
    static let initialProbability: UInt16 = 1024
    static let probabilityBits = 11
    static let moveBits = 5

    /// The next state after a literal, a match, a repeated match and a one-byte rep0 match.
    @inline(__always) static func afterLiteral(_ state: Int) -> Int { state < 4 ? 0 : (state < 10 ? state - 3 : state - 6) }
    @inline(__always) static func afterMatch(_ state: Int) -> Int { state < 7 ? 7 : 10 }
    @inline(__always) static func afterRep(_ state: Int) -> Int { state < 7 ? 8 : 11 }
    @inline(__always) static func afterShortRep(_ state: Int) -> Int { state < 7 ? 9 : 11 }

    /// The properties byte of LZMA2: (pb × 5 + lp) × 9 + lc.
    struct Properties: Equatable {
        var literalContextBits: Int
        var literalPositionBits: Int
        var positionBits: Int

        /// lc = 3, lp = 0, pb = 2: what xz writes by default.
        static let standard = Properties(literalContextBits: 3, literalPositionBits: 0, positionBits: 2)

        init(literalContextBits: Int, literalPositionBits: Int, positionBits: Int) {
            self.literalContextBits = literalContextBits
            self.literalPositionBits = literalPositionBits
            self.positionBits = positionBits
        }

        /// Reads a properties byte, refusing values past 224 and lc + lp above 4 (LZMA2's rule).
        init(byte: UInt8) throws {
            let value = Int(byte)
            guard value < 9 * 5 * 5 else {
                throw ArchiveError.corrupt(format: "xz", "LZMA2 properties byte \(value) is above 224")
            }
            literalContextBits = value % 9
            literalPositionBits = (value / 9) % 5
            positionBits = value / 45
            guard literalContextBits + literalPositionBits <= 4 else {
                throw ArchiveError.corrupt(
                    format: "xz",
                    "LZMA2 properties have lc \(literalContextBits) + lp \(literalPositionBits) above 4")
            }
        }

        var byte: UInt8 { UInt8((positionBits * 5 + literalPositionBits) * 9 + literalContextBits) }
    }
}
