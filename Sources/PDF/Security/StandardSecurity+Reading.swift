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
                throw Self.refusal(password)
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
