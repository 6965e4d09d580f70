/// SHA-1 (FIPS 180-4 §6.1). Broken for collisions; offered because Shortcuts offers it.
struct SHA1: Sendable {
    private var h: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0]
    private var buffer = BlockBuffer(blockSize: 64)

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var h = self.h
        buffer.feed(bytes) { SHA1.compress(&h, $0) }
        self.h = h
    }

    mutating func finish() -> [UInt8] {
        var h = self.h
        buffer.finish(lengthBytes: 8, bigEndian: true) { SHA1.compress(&h, $0) }
        return BigEndianWords.bytes(h)
    }

    private static func compress(_ h: inout [UInt32], _ block: UnsafeRawBufferPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { w in
            for t in 0..<16 { w[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: t * 4, as: UInt32.self)) }
            for t in 16..<80 {
                let x = w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]
                w[t] = (x << 1) | (x >> 31)
            }
            var a = h[0], b = h[1], c = h[2], d = h[3], e = h[4]
            for t in 0..<80 {
                let f: UInt32
                let k: UInt32
                switch t {
                case 0..<20: f = (b & c) | (~b & d); k = 0x5a82_7999
                case 20..<40: f = b ^ c ^ d; k = 0x6ed9_eba1
                case 40..<60: f = (b & c) | (b & d) | (c & d); k = 0x8f1b_bcdc
                default: f = b ^ c ^ d; k = 0xca62_c1d6
                }
                let temp = ((a << 5) | (a >> 27)) &+ f &+ e &+ k &+ w[t]
                e = d
                d = c
                c = (b << 30) | (b >> 2)
                b = a
                a = temp
            }
            h[0] &+= a; h[1] &+= b; h[2] &+= c; h[3] &+= d; h[4] &+= e
        }
    }
}

/// Words written out most significant byte first, as the SHA family outputs its state.
enum BigEndianWords {
    static func bytes(_ words: [UInt32]) -> [UInt8] {
        words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
    }

    static func bytes(_ words: [UInt64]) -> [UInt8] {
        words.flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> UInt64(56 - 8 * $0)) } }
    }
}
