import SeededRandom

/// The ways an input is damaged; each mimics a real failure (bit rot, short downloads, bad
/// tooling that splices or rewrites length fields).
public enum Mutation: CaseIterable, Sendable {
    case flipBits, randomBytes, truncate, splice, duplicateRange, deleteRange, sizeField
}

/// Applies one to three seeded mutations to an input.
public struct Mutator: Sendable {
    private static let interesting: [UInt64] = [
        0, 1, 2, 7, 8, 15, 16, 0x7F, 0x80, 0xFF, 0x100, 0xFFFF, 0x1_0000,
        0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, 0x1_0000_0000, UInt64(Int64.max), UInt64.max,
    ]

    /// A mutated copy of `input`; `donor` supplies bytes for splices.
    public static func mutate(_ input: [UInt8], donor: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            apply(Mutation.allCases.randomElement(using: &random) ?? .flipBits, to: &bytes, donor: donor, using: &random)
        }
        return bytes
    }

    /// A position biased towards the start, where headers, trailers' neighbours and sizes live.
    private static func position(in count: Int, using random: inout SplitMix64) -> Int {
        guard count > 0 else { return 0 }
        if Bool.random(using: &random) { return Int.random(in: 0..<min(count, 512), using: &random) }
        return Int.random(in: 0..<count, using: &random)
    }

    private static func apply(_ mutation: Mutation, to bytes: inout [UInt8], donor: [UInt8], using random: inout SplitMix64) {
        switch mutation {
        case .flipBits:
            guard !bytes.isEmpty else { return }
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let index =
                    Bool.random(using: &random)
                    ? position(in: bytes.count, using: &random)
                    : max(0, bytes.count - 1 - Int.random(in: 0..<min(bytes.count, 40), using: &random))
                bytes[index] ^= 1 << UInt8.random(in: 0..<8, using: &random)
            }
        case .randomBytes:
            guard !bytes.isEmpty else { return }
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
        case .truncate:
            bytes.removeLast(Int.random(in: 0...bytes.count, using: &random))
        case .splice:
            guard !donor.isEmpty else { return }
            let start = Int.random(in: 0..<donor.count, using: &random)
            let length = Int.random(in: 1...min(256, donor.count - start), using: &random)
            let at = Int.random(in: 0...bytes.count, using: &random)
            bytes.insert(contentsOf: donor[start..<(start + length)], at: at)
        case .duplicateRange:
            guard !bytes.isEmpty else { return }
            let start = Int.random(in: 0..<bytes.count, using: &random)
            let length = Int.random(in: 1...min(64, bytes.count - start), using: &random)
            bytes.insert(contentsOf: Array(bytes[start..<(start + length)]), at: start)
        case .deleteRange:
            guard !bytes.isEmpty else { return }
            let start = Int.random(in: 0..<bytes.count, using: &random)
            bytes.removeSubrange(start..<(start + Int.random(in: 1...min(64, bytes.count - start), using: &random)))
        case .sizeField:
            let width = [1, 2, 4, 8].randomElement(using: &random) ?? 4
            guard bytes.count >= width else { return }
            let value = Bool.random(using: &random) ? (interesting.randomElement(using: &random) ?? 0) : random.next()
            let littleEndian = Bool.random(using: &random)
            // Sizes sit in headers and, for binary plists, in the trailer; aim at both ends.
            let start =
                Bool.random(using: &random)
                ? position(in: bytes.count - width + 1, using: &random)
                : bytes.count - width - Int.random(in: 0..<min(bytes.count - width + 1, 32), using: &random)
            for index in 0..<width {
                let shift = UInt64(littleEndian ? index : width - 1 - index) * 8
                bytes[start + index] = UInt8(truncatingIfNeeded: value >> shift)
            }
        }
    }
}
