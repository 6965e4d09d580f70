import Digests
import Foundation

/// The AES-256 security handler's passwords (ISO 32000-2 §7.6.4.3.3–4, algorithms 2.A and 2.B;
/// revision 5 is Adobe's extension level 3, whose hash is a single SHA-256). `/U` and `/O` each
/// hold a 32-byte hash, an 8-byte validation salt and an 8-byte key salt; `/UE` and `/OE` hold
/// the file key wrapped under a hash of the password with the key salt.
enum AES256Passwords {
    /// A password as the handler takes it: UTF-8 of its compatibility-normalised form (SASLprep
    /// maps with NFKC), at most 127 bytes.
    static func bytes(_ password: String) -> [UInt8] {
        Array(Array(password.precomposedStringWithCompatibilityMapping.utf8).prefix(127))
    }

    /// Algorithm 2.B (revision 6), or SHA-256 alone (revision 5): the hash of `password` with
    /// `salt`, and `user` (the 48 bytes of `/U`) when the owner password is hashed.
    static func hash(_ password: [UInt8], salt: [UInt8], user: [UInt8] = [], revision: Int) -> [UInt8] {
        var key = DigestAlgorithm.sha256.digest(password + salt + user)
        guard revision >= 6 else { return key }
        var round = 0
        while true {
            let once = password + key + user
            var repeated = [UInt8]()
            repeated.reserveCapacity(once.count * 64)
            for _ in 0..<64 { repeated += once }
            let enciphered = AESCBC.encipher(repeated, key: Array(key[0..<16]), vector: Array(key[16..<32]))
            let selector = enciphered.prefix(16).reduce(0) { ($0 + Int($1)) % 3 }
            key = [DigestAlgorithm.sha256, .sha384, .sha512][selector].digest(enciphered)
            round += 1
            if round >= 64, let last = enciphered.last, Int(last) <= round - 32 { break }
        }
        return Array(key.prefix(32))
    }

    /// The file key when `password` is the user password (`/U`, `/UE`), or nil.
    static func fileKey(user password: [UInt8], u: [UInt8], ue: [UInt8], revision: Int) -> [UInt8]? {
        guard u.count >= 48, ue.count >= 32 else { return nil }
        let check = hash(password, salt: Array(u[32..<40]), revision: revision)
        guard check.elementsEqual(u.prefix(32)) else { return nil }
        let wrapping = hash(password, salt: Array(u[40..<48]), revision: revision)
        return AESCBC.decipher(Array(ue.prefix(32)), key: wrapping, vector: [UInt8](repeating: 0, count: 16))
    }

    /// The file key when `password` is the owner password (`/O`, `/OE`, with `/U`), or nil.
    static func fileKey(owner password: [UInt8], o: [UInt8], oe: [UInt8], u: [UInt8], revision: Int) -> [UInt8]? {
        guard o.count >= 48, oe.count >= 32, u.count >= 48 else { return nil }
        let user = Array(u.prefix(48))
        let check = hash(password, salt: Array(o[32..<40]), user: user, revision: revision)
        guard check.elementsEqual(o.prefix(32)) else { return nil }
        let wrapping = hash(password, salt: Array(o[40..<48]), user: user, revision: revision)
        return AESCBC.decipher(Array(oe.prefix(32)), key: wrapping, vector: [UInt8](repeating: 0, count: 16))
    }
}
