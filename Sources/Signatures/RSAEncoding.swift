// The RSA signature encodings of RFC 8017: EMSA-PKCS1-v1_5 (§9.2, with the DigestInfo prefixes
// of its note 1) and EMSA-PSS (§9.1) with MGF1 (appendix B.2.1), as RS* and PS* of RFC 7518
// §3.3 and §3.5 use them: PSS with MGF1 over the same digest and a salt as long as the digest.

import Digests

enum RSAEncoding {
    /// DER of DigestInfo up to the digest itself (RFC 8017 §9.2 note 1).
    static func digestInfoPrefix(_ digest: DigestAlgorithm) -> [UInt8] {
        let (algorithm, length): (UInt8, UInt8)
        switch digest {
        case .sha384: (algorithm, length) = (0x02, 0x30)
        case .sha512: (algorithm, length) = (0x03, 0x40)
        default: (algorithm, length) = (0x01, 0x20)
        }
        return [
            0x30, 0x11 + length, 0x30, 0x0D, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, algorithm, 0x05, 0x00,
            0x04, length,
        ]
    }

    /// EM = 0x00 0x01 FF… 0x00 DigestInfo, `length` bytes; nil when the key is too short for it.
    static func pkcs1v15(_ message: [UInt8], digest: DigestAlgorithm, length: Int) -> [UInt8]? {
        let info = digestInfoPrefix(digest) + digest.digest(message)
        guard length >= info.count + 11 else { return nil }
        return [0x00, 0x01] + [UInt8](repeating: 0xFF, count: length - info.count - 3) + [0x00] + info
    }

    /// EMSA-PSS-ENCODE with salt length = digest length, for a modulus of `modulusBits` bits;
    /// nil when the key is too short.
    static func pss(_ message: [UInt8], digest: DigestAlgorithm, salt: [UInt8], modulusBits: Int) -> [UInt8]? {
        let emBits = modulusBits - 1, emLength = (emBits + 7) / 8
        let messageHash = digest.digest(message)
        let hashLength = messageHash.count
        guard emLength >= hashLength + salt.count + 2 else { return nil }
        let h = digest.digest([UInt8](repeating: 0, count: 8) + messageHash + salt)
        var db = [UInt8](repeating: 0, count: emLength - salt.count - hashLength - 2) + [0x01] + salt
        let mask = mgf1(h, length: db.count, digest: digest)
        for index in db.indices { db[index] ^= mask[index] }
        db[0] &= UInt8(truncatingIfNeeded: 0xFF >> (8 * emLength - emBits))
        return db + h + [0xBC]
    }

    /// EMSA-PSS-VERIFY with salt length = digest length.
    static func pssMatches(_ encoded: [UInt8], message: [UInt8], digest: DigestAlgorithm, modulusBits: Int) -> Bool {
        let emBits = modulusBits - 1, emLength = (emBits + 7) / 8
        let messageHash = digest.digest(message)
        let hashLength = messageHash.count, saltLength = hashLength
        guard encoded.count == emLength, emLength >= hashLength + saltLength + 2, encoded.last == 0xBC else { return false }
        let dbLength = emLength - hashLength - 1
        let topMask = UInt8(truncatingIfNeeded: 0xFF >> (8 * emLength - emBits))
        var db = Array(encoded[0..<dbLength])
        let h = Array(encoded[dbLength..<(dbLength + hashLength)])
        guard db[0] & ~topMask == 0 else { return false }
        let mask = mgf1(h, length: dbLength, digest: digest)
        for index in db.indices { db[index] ^= mask[index] }
        db[0] &= topMask
        let padding = dbLength - saltLength - 1
        guard db[0..<padding].allSatisfy({ $0 == 0 }), db[padding] == 0x01 else { return false }
        let salt = Array(db[(padding + 1)...])
        return digest.digest([UInt8](repeating: 0, count: 8) + messageHash + salt) == h
    }

    /// MGF1 (RFC 8017 B.2.1): digests of seed ‖ counter, counter from 0, cut to `length`.
    static func mgf1(_ seed: [UInt8], length: Int, digest: DigestAlgorithm) -> [UInt8] {
        var output: [UInt8] = []
        var counter: UInt32 = 0
        while output.count < length {
            let counterBytes = (0..<4).map { UInt8(truncatingIfNeeded: counter >> (24 - 8 * UInt32($0))) }
            output += digest.digest(seed + counterBytes)
            counter &+= 1
        }
        return Array(output.prefix(length))
    }
}
