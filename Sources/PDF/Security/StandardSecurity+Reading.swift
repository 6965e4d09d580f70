extension StandardSecurity {
    /// Opens an `/Encrypt` dictionary with `password` as user password, then as owner password.
    init(reading encrypt: PDFObject, trailer: [String: PDFObject], password: String) throws {
        guard let dictionary = encrypt.dictionaryValue else { throw PDFError.structure("/Encrypt is not a dictionary") }
        let filter = dictionary["Filter"]?.nameValue ?? "?"
        guard filter == "Standard" else {
            throw PDFError.encrypted("with the '\(filter)' security handler; only the standard (password) handler is supported")
        }
        let version = dictionary["V"]?.integerValue ?? 0
        let revision = dictionary["R"]?.integerValue ?? 0
        guard let owner = dictionary["O"]?.stringBytes, let user = dictionary["U"]?.stringBytes,
            let permissions = dictionary["P"]?.integerValue
        else {
            throw PDFError.encrypted("its /Encrypt dictionary lacks /O, /U or /P")
        }
        var encryptsMetadata = true
        if case .boolean(let value)? = dictionary["EncryptMetadata"] { encryptsMetadata = value }
        // The crypt filters are checked first: a method we cannot apply is named before any password.
        var methods = (strings: CryptMethod.rc4, streams: CryptMethod.rc4)
        if version >= 4 {
            let filters = dictionary["CF"]?.dictionaryValue ?? [:]
            methods.strings = try CryptMethod.named(dictionary["StrF"]?.nameValue ?? "Identity", in: filters)
            methods.streams = try CryptMethod.named(dictionary["StmF"]?.nameValue ?? "Identity", in: filters)
        }
        switch (version, revision) {
        case (1...2, 2...3), (4, 4):
            let passwords = RC4Passwords(
                owner: owner, user: user, permissions: Int32(truncatingIfNeeded: permissions),
                id: trailer["ID"]?.arrayValue?.first?.stringBytes ?? [], revision: revision,
                length: version == 1 ? 5 : min(16, max(5, (dictionary["Length"]?.integerValue ?? 40) / 8)),
                encryptsMetadata: encryptsMetadata)
            self.init(key: try passwords.fileKey(password), encryptReference: nil)
        case (5, 5...6):
            let bytes = AES256Passwords.bytes(password)
            guard
                let key = AES256Passwords.fileKey(
                    user: bytes, u: user, ue: dictionary["UE"]?.stringBytes ?? [], revision: revision)
                    ?? AES256Passwords.fileKey(
                        owner: bytes, o: owner, oe: dictionary["OE"]?.stringBytes ?? [], u: user, revision: revision)
            else {
                throw PDFError.encrypted(password.isEmpty ? "it needs a password" : "the password is wrong")
            }
            self.init(key: key, encryptReference: nil)
        default:
            throw PDFError.encrypted(
                "with the standard handler's version \(version), revision \(revision); versions 1, 2, 4 and 5 (revisions 2 to 6) can be opened here"
            )
        }
        self.encryptsMetadata = encryptsMetadata
        (strings, streams) = methods
    }
}

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
        if let key = attempt(StandardSecurity.padded(password)) { return key }
        let hidden = StandardSecurity.userPassword(
            fromOwner: password, owner: Array(owner.prefix(32)), revision: revision, length: length)
        if let key = attempt(hidden) { return key }
        throw PDFError.encrypted(password.isEmpty ? "it needs a password" : "the password is wrong")
    }

    /// The file key when `padded` is the user password: the `/U` it gives matches.
    private func attempt(_ padded: [UInt8]) -> [UInt8]? {
        let key = StandardSecurity.fileKey(
            userPassword: padded, owner: Array(owner.prefix(32)), permissions: permissions, id: id, revision: revision,
            length: length, encryptsMetadata: encryptsMetadata)
        let expected = StandardSecurity.userValue(key: key, id: id, revision: revision)
        let compared = revision >= 3 ? 16 : 32
        return expected.prefix(compared).elementsEqual(user.prefix(compared)) ? key : nil
    }
}

extension StandardSecurity {
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
