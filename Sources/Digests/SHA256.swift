/// SHA-256 (FIPS 180-4 §6.2), and SHA-224 (§6.3: its own initial value, the digest cut to 7 words).
struct SHA256: Sendable {
    private var h: [UInt32]
    private let words: Int
    private var buffer = BlockBuffer(blockSize: 64)

    /// SHA-256, or SHA-224 when `truncated`.
    init(truncated: Bool = false) {
        h = truncated ? Self.sha224Initial : Self.sha256Initial
        words = truncated ? 7 : 8
    }

    /// FIPS 180-4 §5.3.3.
    private static let sha256Initial: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    /// FIPS 180-4 §5.3.2.
    private static let sha224Initial: [UInt32] = [
        0xc105_9ed8, 0x367c_d507, 0x3070_dd17, 0xf70e_5939, 0xffc0_0b31, 0x6858_1511, 0x64f9_8fa7, 0xbefa_4fa4,
    ]

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var h = self.h
        buffer.feed(bytes) { SHA2.compress(&h, $0, SHA256.constants) }
        self.h = h
    }

    mutating func finish() -> [UInt8] {
        var h = self.h
        buffer.finish(lengthBytes: 8, bigEndian: true) { SHA2.compress(&h, $0, SHA256.constants) }
        return BigEndianWords.bytes(Array(h.prefix(words)))
    }

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let constants = SHA2Constants<UInt32>(
        k: [
            0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
            0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
            0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
            0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
            0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
            0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
            0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
            0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
        ],
        bigSigma0: (2, 13, 22), bigSigma1: (6, 11, 25), smallSigma0: (7, 18, 3), smallSigma1: (17, 19, 10))
}
