/// The CRC bzip2 puts on every block and stream: CRC-32 with polynomial 0x04C11DB7 taken most
/// significant bit first (not reflected, unlike the CRC-32 of gzip and ZIP in CRC32.swift),
/// starting from all ones and inverted at the end.
struct Bzip2CRC {
    /// The running remainder (inverted by `value`).
    private var state: UInt32 = 0xFFFF_FFFF

    /// The remainder of every byte value shifted through eight steps of the polynomial.
    static let table: [UInt32] = (0..<256).map { byte in
        var remainder = UInt32(byte) << 24
        for _ in 0..<8 { remainder = remainder & 0x8000_0000 != 0 ? (remainder << 1) ^ 0x04C1_1DB7 : remainder << 1 }
        return remainder
    }

    /// The checksum of the bytes so far.
    var value: UInt32 { ~state }

    /// Adds `count` bytes from `bytes`.
    mutating func update(_ bytes: UnsafePointer<UInt8>, count: Int) {
        var remainder = state
        Self.table.withUnsafeBufferPointer { table in
            for index in 0..<count {
                remainder = (remainder << 8) ^ table[Int((remainder >> 24) ^ UInt32(bytes[index]))]
            }
        }
        state = remainder
    }

    /// The checksum of `count` bytes at `bytes`.
    static func checksum(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        var crc = Bzip2CRC()
        crc.update(bytes, count: count)
        return crc.value
    }

    /// The stream's combined CRC after one more block: the previous value rotated left by one bit,
    /// exclusive-or the block's CRC.
    static func combine(_ combined: UInt32, _ block: UInt32) -> UInt32 { (combined << 1 | combined >> 31) ^ block }
}
