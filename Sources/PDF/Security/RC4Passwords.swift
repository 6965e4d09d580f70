import Digests

/// The RC4-era passwords (revisions 2 to 4): algorithms 2 to 7 of ISO 32000-1 §7.6.3.
struct RC4Passwords {
    let owner: [UInt8]
    let user: [UInt8]
    let permissions: Int32
    let id: [UInt8]
    let revision: Int
    let length: Int
    let encryptsMetadata: Bool

    /// The file key `password` opens, tried as the user password and then as the owner password.
    func fileKey(_ password: String) throws -> [UInt8] {
        guard owner.count >= 32, user.count >= 16 else {
            throw PDFError.encrypted("its /Encrypt dictionary's /O or /U is too short")
        }
        if let key = attempt(Self.padded(password)) { return key }
        let hidden = Self.userPassword(
            fromOwner: password, owner: Array(owner.prefix(32)), revision: revision, length: length)
        if let key = attempt(hidden) { return key }
        throw StandardSecurity.refusal(password)
    }

    /// The file key when `padded` is the user password: the `/U` it gives matches.
    private func attempt(_ padded: [UInt8]) -> [UInt8]? {
        let key = Self.fileKey(
            userPassword: padded, owner: Array(owner.prefix(32)), permissions: permissions, id: id, revision: revision,
            length: length, encryptsMetadata: encryptsMetadata)
        let expected = Self.userValue(key: key, id: id, revision: revision)
        let compared = revision >= 3 ? 16 : 32
        return expected.prefix(compared).elementsEqual(user.prefix(compared)) ? key : nil
    }
}

extension RC4Passwords {
    static let padding: [UInt8] = [
        0x28, 0xBF, 0x4E, 0x5E, 0x4E, 0x75, 0x8A, 0x41, 0x64, 0x00, 0x4E, 0x56, 0xFF, 0xFA, 0x01, 0x08,
        0x2E, 0x2E, 0x00, 0xB6, 0xD0, 0x68, 0x3E, 0x80, 0x2F, 0x0C, 0xA9, 0xFE, 0x64, 0x53, 0x69, 0x7A,
    ]

    /// A password as these revisions take it: its first 32 characters as Latin-1 bytes, padded.
    static func padded(_ password: String) -> [UInt8] {
        let bytes = Array(password.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }.prefix(32))
        return bytes + padding.prefix(32 - bytes.count)
    }

    static func md5(_ bytes: [UInt8]) -> [UInt8] { DigestAlgorithm.md5.digest(bytes) }

    /// Algorithm 2: the file key from a padded user password.
    static func fileKey(
        userPassword: [UInt8], owner: [UInt8], permissions: Int32, id: [UInt8], revision: Int, length: Int,
        encryptsMetadata: Bool
    ) -> [UInt8] {
        let p = UInt32(bitPattern: permissions)
        var input = userPassword + owner
        input += [UInt8(p & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p >> 16 & 0xFF), UInt8(p >> 24)]
        input += id
        if revision >= 4, !encryptsMetadata { input += [0xFF, 0xFF, 0xFF, 0xFF] }
        var hash = md5(input)
        if revision >= 3 { for _ in 0..<50 { hash = md5(Array(hash.prefix(length))) } }
        return Array(hash.prefix(length))
    }

    /// Algorithms 4 and 5: the `/U` value for a file key.
    static func userValue(key: [UInt8], id: [UInt8], revision: Int) -> [UInt8] {
        guard revision >= 3 else { return RC4.apply(key: key, to: padding) }
        var value = RC4.apply(key: key, to: md5(padding + id))
        for round in 1...19 { value = RC4.apply(key: key.map { $0 ^ UInt8(round) }, to: value) }
        return value + [UInt8](repeating: 0, count: 16)
    }

    /// Algorithm 7: the padded user password hidden in `/O` under the owner password.
    static func userPassword(fromOwner password: String, owner: [UInt8], revision: Int, length: Int) -> [UInt8] {
        var hash = md5(padded(password))
        if revision >= 3 { for _ in 0..<50 { hash = md5(hash) } }
        let key = Array(hash.prefix(length))
        guard revision >= 3 else { return RC4.apply(key: key, to: owner) }
        var value = owner
        for round in stride(from: 19, through: 0, by: -1) { value = RC4.apply(key: key.map { $0 ^ UInt8(round) }, to: value) }
        return value
    }
}
