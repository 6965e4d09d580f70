/// The AES block cipher (FIPS-197) with 128-, 192- or 256-bit keys, written from the standard:
/// what the PDF standard security handler's AESV2 and AESV3 crypt filters and its revision 6
/// password hash stand on. A block is 16 bytes; modes of operation are in `AESCBC`.
///
/// Rounds work on the state's four columns as 32-bit words through tables that join SubBytes,
/// ShiftRows and MixColumns (the implementation FIPS-197 §5.2's note and the Rijndael proposal
/// describe); deciphering uses the equivalent inverse cipher (§5.3.5), whose round keys have
/// InvMixColumns applied.
struct AES {
    private let encryptionKeys: [UInt32]
    private let decryptionKeys: [UInt32]
    private let rounds: Int
    private let tables = Tables.shared

    /// A cipher for `key`, which must be 16, 24 or 32 bytes long; nil otherwise.
    init?(key: [UInt8]) {
        guard [16, 24, 32].contains(key.count) else { return nil }
        let rounds = key.count / 4 + 6, tables = Tables.shared
        let keys = Self.expand(key, rounds: rounds, sBox: tables.sBox)
        var reversed: [UInt32] = []
        for round in stride(from: rounds, through: 0, by: -1) {
            let words = keys[(4 * round)..<(4 * round + 4)]
            reversed += round == 0 || round == rounds ? Array(words) : words.map { tables.inverseMixColumn($0) }
        }
        self.rounds = rounds
        encryptionKeys = keys
        decryptionKeys = reversed
    }

    /// The key schedule (FIPS-197 §5.2), as words.
    private static func expand(_ key: [UInt8], rounds: Int, sBox: [UInt8]) -> [UInt32] {
        let count = key.count / 4
        var words = (0..<count).map { word(key[4 * $0], key[4 * $0 + 1], key[4 * $0 + 2], key[4 * $0 + 3]) }
        var roundConstant: UInt32 = 1
        func substituted(_ value: UInt32) -> UInt32 {
            word(sBox[Int(value >> 24)], sBox[Int(value >> 16 & 0xFF)], sBox[Int(value >> 8 & 0xFF)], sBox[Int(value & 0xFF)])
        }
        for index in count..<(4 * (rounds + 1)) {
            var temporary = words[index - 1]
            if index % count == 0 {
                temporary = substituted(temporary << 8 | temporary >> 24) ^ (roundConstant << 24)
                roundConstant = UInt32(Tables.times2(UInt8(roundConstant)))
            } else if count > 6, index % count == 4 {
                temporary = substituted(temporary)
            }
            words.append(words[index - count] ^ temporary)
        }
        return words
    }

    private static func word(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> UInt32 {
        UInt32(a) << 24 | UInt32(b) << 16 | UInt32(c) << 8 | UInt32(d)
    }

    /// One block enciphered (`block` holds 16 bytes, in and out).
    func encrypt(_ block: inout [UInt8]) {
        let t = tables
        let k = encryptionKeys
        var s = load(block, keys: k)
        for round in 1..<rounds {
            let b = 4 * round
            s = (
                t.e0[Int(s.0 >> 24)] ^ t.e1[Int(s.1 >> 16 & 0xFF)] ^ t.e2[Int(s.2 >> 8 & 0xFF)] ^ t.e3[Int(s.3 & 0xFF)] ^ k[b],
                t.e0[Int(s.1 >> 24)] ^ t.e1[Int(s.2 >> 16 & 0xFF)] ^ t.e2[Int(s.3 >> 8 & 0xFF)] ^ t.e3[Int(s.0 & 0xFF)]
                    ^ k[b + 1],
                t.e0[Int(s.2 >> 24)] ^ t.e1[Int(s.3 >> 16 & 0xFF)] ^ t.e2[Int(s.0 >> 8 & 0xFF)] ^ t.e3[Int(s.1 & 0xFF)]
                    ^ k[b + 2],
                t.e0[Int(s.3 >> 24)] ^ t.e1[Int(s.0 >> 16 & 0xFF)] ^ t.e2[Int(s.1 >> 8 & 0xFF)] ^ t.e3[Int(s.2 & 0xFF)] ^ k[b + 3]
            )
        }
        let last = 4 * rounds, box = t.sBox
        func final(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ key: UInt32) -> UInt32 {
            Self.word(box[Int(a >> 24)], box[Int(b >> 16 & 0xFF)], box[Int(c >> 8 & 0xFF)], box[Int(d & 0xFF)]) ^ key
        }
        store(
            (
                final(s.0, s.1, s.2, s.3, k[last]), final(s.1, s.2, s.3, s.0, k[last + 1]),
                final(s.2, s.3, s.0, s.1, k[last + 2]), final(s.3, s.0, s.1, s.2, k[last + 3])
            ), into: &block)
    }

    /// One block deciphered (`block` holds 16 bytes, in and out).
    func decrypt(_ block: inout [UInt8]) {
        let t = tables
        let k = decryptionKeys
        var s = load(block, keys: k)
        for round in 1..<rounds {
            let b = 4 * round
            s = (
                t.d0[Int(s.0 >> 24)] ^ t.d1[Int(s.3 >> 16 & 0xFF)] ^ t.d2[Int(s.2 >> 8 & 0xFF)] ^ t.d3[Int(s.1 & 0xFF)] ^ k[b],
                t.d0[Int(s.1 >> 24)] ^ t.d1[Int(s.0 >> 16 & 0xFF)] ^ t.d2[Int(s.3 >> 8 & 0xFF)] ^ t.d3[Int(s.2 & 0xFF)]
                    ^ k[b + 1],
                t.d0[Int(s.2 >> 24)] ^ t.d1[Int(s.1 >> 16 & 0xFF)] ^ t.d2[Int(s.0 >> 8 & 0xFF)] ^ t.d3[Int(s.3 & 0xFF)]
                    ^ k[b + 2],
                t.d0[Int(s.3 >> 24)] ^ t.d1[Int(s.2 >> 16 & 0xFF)] ^ t.d2[Int(s.1 >> 8 & 0xFF)] ^ t.d3[Int(s.0 & 0xFF)] ^ k[b + 3]
            )
        }
        let last = 4 * rounds, box = t.inverseSBox
        func final(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ key: UInt32) -> UInt32 {
            Self.word(box[Int(a >> 24)], box[Int(b >> 16 & 0xFF)], box[Int(c >> 8 & 0xFF)], box[Int(d & 0xFF)]) ^ key
        }
        store(
            (
                final(s.0, s.3, s.2, s.1, k[last]), final(s.1, s.0, s.3, s.2, k[last + 1]),
                final(s.2, s.1, s.0, s.3, k[last + 2]), final(s.3, s.2, s.1, s.0, k[last + 3])
            ), into: &block)
    }

    /// The block's columns as words, the first round key added.
    private func load(_ block: [UInt8], keys: [UInt32]) -> (UInt32, UInt32, UInt32, UInt32) {
        func column(_ index: Int) -> UInt32 {
            Self.word(block[4 * index], block[4 * index + 1], block[4 * index + 2], block[4 * index + 3]) ^ keys[index]
        }
        return (column(0), column(1), column(2), column(3))
    }

    private func store(_ state: (UInt32, UInt32, UInt32, UInt32), into block: inout [UInt8]) {
        func put(_ word: UInt32, at start: Int) {
            block[start] = UInt8(word >> 24)
            block[start + 1] = UInt8(word >> 16 & 0xFF)
            block[start + 2] = UInt8(word >> 8 & 0xFF)
            block[start + 3] = UInt8(word & 0xFF)
        }
        put(state.0, at: 0)
        put(state.1, at: 4)
        put(state.2, at: 8)
        put(state.3, at: 12)
    }

    /// The S-boxes and round tables, computed once from their definitions in GF(2⁸).
    private final class Tables: Sendable {
        static let shared = Tables()

        let sBox: [UInt8]
        let inverseSBox: [UInt8]
        /// SubBytes then MixColumns of one byte of a column, for each of its four rows.
        let e0: [UInt32], e1: [UInt32], e2: [UInt32], e3: [UInt32]
        /// InvSubBytes then InvMixColumns likewise.
        let d0: [UInt32], d1: [UInt32], d2: [UInt32], d3: [UInt32]

        private init() {
            // FIPS-197 §5.1.1: the multiplicative inverse (x⁻¹ = x²⁵⁴), then the affine transformation.
            let box = (0...255).map { value -> UInt8 in
                var inverse: UInt8 = 1
                for _ in 0..<254 { inverse = Self.multiply(inverse, UInt8(value)) }
                var result: UInt8 = 0x63
                for shift in 0..<5 { result ^= shift == 0 ? inverse : (inverse << shift) | (inverse >> (8 - shift)) }
                return result
            }
            var inverse = [UInt8](repeating: 0, count: 256)
            for (index, value) in box.enumerated() { inverse[Int(value)] = UInt8(index) }
            sBox = box
            inverseSBox = inverse
            e0 = box.map { AES.word(Self.times2($0), $0, $0, Self.times2($0) ^ $0) }
            d0 = inverse.map {
                AES.word(Self.multiply($0, 14), Self.multiply($0, 9), Self.multiply($0, 13), Self.multiply($0, 11))
            }
            (e1, e2, e3) = (e0.map { $0.rotatedRight(8) }, e0.map { $0.rotatedRight(16) }, e0.map { $0.rotatedRight(24) })
            (d1, d2, d3) = (d0.map { $0.rotatedRight(8) }, d0.map { $0.rotatedRight(16) }, d0.map { $0.rotatedRight(24) })
        }

        /// InvMixColumns of one column (for the equivalent inverse cipher's round keys).
        func inverseMixColumn(_ column: UInt32) -> UInt32 {
            d0[Int(sBox[Int(column >> 24)])] ^ d1[Int(sBox[Int(column >> 16 & 0xFF)])]
                ^ d2[Int(sBox[Int(column >> 8 & 0xFF)])] ^ d3[Int(sBox[Int(column & 0xFF)])]
        }

        static func times2(_ value: UInt8) -> UInt8 { (value << 1) ^ (value & 0x80 != 0 ? 0x1B : 0) }

        static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
            var (a, b, product): (UInt8, UInt8, UInt8) = (a, b, 0)
            while b != 0 {
                if b & 1 != 0 { product ^= a }
                a = times2(a)
                b >>= 1
            }
            return product
        }
    }
}

extension UInt32 {
    fileprivate func rotatedRight(_ shift: UInt32) -> UInt32 { self >> shift | self << (32 - shift) }
}
