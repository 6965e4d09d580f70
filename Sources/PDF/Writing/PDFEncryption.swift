/// Encryption for `PDFWriter.finish`: the standard security handler's AES-256 form (revision 6,
/// ISO 32000-2 §7.6.4), every permission granted to whoever opens it with the user password. The
/// file key, the salts and each string's and stream's vector are random, so an encrypted document
/// is different bytes each time it is written.
public struct PDFEncryption: Sendable, Equatable {
    /// The password that opens the document (may be empty: anyone opens it, the owner password restricts changes).
    public var userPassword: String
    /// The password for full access (the user password when empty).
    public var ownerPassword: String

    /// Encryption with these passwords.
    public init(userPassword: String, ownerPassword: String) {
        self.userPassword = userPassword
        self.ownerPassword = ownerPassword
    }

    /// Every permission (ISO 32000-2 Table 22: the reserved high bits set, bits 1 and 2 clear).
    static let permissions: Int32 = -4

    /// The catalog's `/Extensions` entry a PDF 1.7 file encrypted with revision 6 carries (Adobe
    /// extension level 8), so readers of 1.7 files know the handler.
    static let extensions: PDFObject = .dictionary([
        "ADBE": .dictionary(["BaseVersion": .name("1.7"), "ExtensionLevel": .integer(8)])
    ])

    /// The `/Encrypt` dictionary and the handler that enciphers the objects (algorithms 8 to 10).
    func dictionary() -> ([String: PDFObject], StandardSecurity) {
        let bytes = SecureRandom.bytes
        let key = bytes(32), zero = [UInt8](repeating: 0, count: 16)
        let user = AES256Passwords.bytes(userPassword)
        let owner = AES256Passwords.bytes(ownerPassword.isEmpty ? userPassword : ownerPassword)
        let (userSalt, userKeySalt) = (bytes(8), bytes(8))
        let u = AES256Passwords.hash(user, salt: userSalt, revision: 6) + userSalt + userKeySalt
        let ue = AESCBC.encipher(key, key: AES256Passwords.hash(user, salt: userKeySalt, revision: 6), vector: zero)
        let (ownerSalt, ownerKeySalt) = (bytes(8), bytes(8))
        let o = AES256Passwords.hash(owner, salt: ownerSalt, user: u, revision: 6) + ownerSalt + ownerKeySalt
        let oe = AESCBC.encipher(key, key: AES256Passwords.hash(owner, salt: ownerKeySalt, user: u, revision: 6), vector: zero)
        // Algorithm 10: the permissions, enciphered alone (one block, no chaining).
        let p = UInt32(bitPattern: Self.permissions)
        var perms = [UInt8(p & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p >> 16 & 0xFF), UInt8(p >> 24), 0xFF, 0xFF, 0xFF, 0xFF]
        perms += Array("Tadb".utf8) + bytes(4)
        let filter: PDFObject = .dictionary([
            "CFM": .name("AESV3"), "AuthEvent": .name("DocOpen"), "Length": .integer(32),
        ])
        let dictionary: [String: PDFObject] = [
            "Filter": .name("Standard"), "V": .integer(5), "R": .integer(6), "Length": .integer(256),
            "CF": .dictionary(["StdCF": filter]), "StmF": .name("StdCF"), "StrF": .name("StdCF"),
            "O": .string(o), "U": .string(u), "OE": .string(oe), "UE": .string(ue),
            "Perms": .string(AESCBC.encipher(perms, key: key, vector: zero)), "P": .integer(Int(Self.permissions)),
        ]
        return (dictionary, StandardSecurity(key: key, encryptReference: nil, strings: .aesV3, streams: .aesV3))
    }
}
