/// MD4 (RFC 1320). Broken for security; here because Gizmo Pack's Generate Hash (Extended) offers it.
struct MD4: Sendable {
    private var h: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476)
    private var buffer = BlockBuffer(blockSize: 64)

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var h = self.h
        buffer.feed(bytes) { MD4.compress(&h, $0) }
        self.h = h
    }

    mutating func finish() -> [UInt8] {
        var h = self.h
        buffer.finish(lengthBytes: 8, bigEndian: false) { MD4.compress(&h, $0) }
        return BlockBuffer.littleEndianBytes(of: [h.0, h.1, h.2, h.3])
    }

    /// Each round's word order and rotations, and its added constant (RFC 1320 §3.4).
    private static let rounds: [(order: [Int], shifts: [UInt32], constant: UInt32)] = [
        (Array(0..<16), [3, 7, 11, 19], 0),
        ([0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15], [3, 5, 9, 13], 0x5A82_7999),
        ([0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15], [3, 9, 11, 15], 0x6ED9_EBA1),
    ]

    private static func compress(_ h: inout (UInt32, UInt32, UInt32, UInt32), _ block: UnsafeRawBufferPointer) {
        var words = [UInt32](repeating: 0, count: 16)
        for index in 0..<16 {
            words[index] = UInt32(littleEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
        }
        // The four registers, each step updating one in turn: a, d, c, b, a, d, …
        var state = [h.0, h.1, h.2, h.3]
        for (round, schedule) in rounds.enumerated() {
            for step in 0..<16 {
                let target = (4 - step % 4) % 4
                let (b, c, d) = (state[(target + 1) % 4], state[(target + 2) % 4], state[(target + 3) % 4])
                let mixed: UInt32
                switch round {
                case 0: mixed = (b & c) | (~b & d)
                case 1: mixed = (b & c) | (b & d) | (c & d)
                default: mixed = b ^ c ^ d
                }
                let sum = state[target] &+ mixed &+ words[schedule.order[step]] &+ schedule.constant
                let shift = schedule.shifts[step % 4]
                state[target] = (sum << shift) | (sum >> (32 - shift))
            }
        }
        h = (h.0 &+ state[0], h.1 &+ state[1], h.2 &+ state[2], h.3 &+ state[3])
    }
}
