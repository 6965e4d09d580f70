import Digests
import Foundation
import XCTest

@testable import Signatures

/// Bytes of hexadecimal text (white space ignored); empty for bad text, which fails the test that uses it.
func bytes(hex: String) -> [UInt8] { Hex.decode(hex) ?? [] }

/// Bytes of base64url text without padding (RFC 7515 §2).
func bytes(base64URL text: String) -> [UInt8] {
    var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    while standard.count % 4 != 0 { standard += "=" }
    return Data(base64Encoded: standard).map { Array($0) } ?? []
}

/// Random bytes the tests can repeat: SplitMix64 from a seed.
struct SeededBytes {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) } }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}

/// A random source that must not be called (ECDSA and PKCS#1 v1.5 need none).
func noRandom(_ count: Int) -> [UInt8] {
    XCTFail("the random source was called")
    return []
}
