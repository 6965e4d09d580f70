import Digests
import TestBudget
import XCTest

@testable import Signatures

/// Seeded mutations of real keys' DER and PEM: every one either reads as a key or is refused
/// with a SignatureError; none traps, hangs or throws anything else.
final class FuzzTests: IsolatedTestCase {
    static let seeds: [String] = [
        OpenSSLFixtures.rsa2048PKCS8, OpenSSLFixtures.rsa2048PKCS1, OpenSSLFixtures.p256SEC1, OpenSSLFixtures.p521PKCS8,
        OpenSSLFixtures.p384SEC1, OpenSSLFixtures.rsaPSSKey,
    ]

    /// One random change: a flipped bit, a new byte, a cut, an insertion, a deletion, a long length.
    func mutate(_ input: [UInt8], _ random: inout SeededBytes) -> [UInt8] {
        var bytes = input
        guard !bytes.isEmpty else { return random.bytes(4) }
        let position = random.below(bytes.count)
        switch random.below(7) {
        case 0: bytes[position] ^= UInt8(1 << random.below(8))
        case 1: bytes[position] = UInt8(truncatingIfNeeded: random.next())
        case 2: bytes.removeSubrange(position...)
        case 3: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: position)
        case 4: bytes.remove(at: position)
        case 5: bytes[position] = [0x80, 0x81, 0x84, 0xFF, 0x00, 0x30, 0x02][random.below(7)]
        default:
            let end = min(bytes.count, position + 1 + random.below(16))
            bytes.insert(contentsOf: bytes[position..<end], at: position)
        }
        return bytes
    }

    func testMutatedDERNeverTraps() throws {
        var random = SeededBytes(seed: 20_251_129)
        let seeds = try Self.seeds.map { try PEM.decodePrivateKey($0).der }
        var accepted = 0, refused = 0
        for round in 0..<2_000 {
            var bytes = seeds[round % seeds.count]
            for _ in 0..<(1 + random.below(3)) { bytes = mutate(bytes, &random) }
            do {
                _ = try PrivateKey(der: bytes)
                accepted += 1
            } catch {
                refused += 1
                XCTAssertTrue(error.description.hasSuffix("."), error.description)
            }
        }
        XCTAssertEqual(accepted + refused, 2_000)
        XCTAssertGreaterThan(refused, 1_000)
    }

    func testMutatedPEMNeverTraps() {
        var random = SeededBytes(seed: 99)
        for round in 0..<400 {
            var bytes = Array(Self.seeds[round % Self.seeds.count].utf8)
            for _ in 0..<(1 + random.below(2)) { bytes = mutate(bytes, &random) }
            do {
                _ = try PrivateKey(pem: String(decoding: bytes, as: UTF8.self))
            } catch {
                XCTAssertFalse(error.description.isEmpty)
            }
        }
    }

    /// Hostile shapes end at once with the error of the first thing out of place.
    func testHostileShapes() {
        let nested = [UInt8]((0..<20_000).flatMap { _ in [0x30, 0x80] })
        let deep = [UInt8]((0..<6_000).flatMap { _ in [0x30, 0x83, 0x00, 0x00, 0x00] })
        let cases: [([UInt8], String)] = [
            (
                nested,
                "The private key's DER is malformed at byte 1: a private key SEQUENCE has an indefinite length, which DER does not allow."
            ),
            (
                deep,
                "The private key's DER is malformed at byte 5: expected the key's version, found the end of the enclosing value."
            ),
        ]
        let start = ThreadClock.seconds
        for (bytes, expected) in cases {
            do {
                _ = try PrivateKey(der: bytes)
                XCTFail("accepted")
            } catch {
                XCTAssertEqual(error.description, expected)
            }
        }
        XCTAssertLessThan(ThreadClock.seconds - start, 1, "processor seconds")
    }
}
