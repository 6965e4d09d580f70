import Digests
import Foundation

/// The standard security handler (ISO 32000-1 §7.6.3) with RC4: revision 2 (40-bit) and
/// revision 3 (up to 128-bit) are read; revision 3 with a 128-bit key is written. AES (revision 4
/// with AESV2, revisions 5 and 6) is refused with a clear error.
struct StandardSecurity {
    static let padding: [UInt8] = [
        0x28, 0xBF, 0x4E, 0x5E, 0x4E, 0x75, 0x8A, 0x41, 0x64, 0x00, 0x4E, 0x56, 0xFF, 0xFA, 0x01, 0x08,
        0x2E, 0x2E, 0x00, 0xB6, 0xD0, 0x68, 0x3E, 0x80, 0x2F, 0x0C, 0xA9, 0xFE, 0x64, 0x53, 0x69, 0x7A,
    ]

    /// The file key.
    let key: [UInt8]
    /// The reference of the `/Encrypt` dictionary, whose strings are not encrypted.
    var encryptReference: PDFReference?

    static func padded(_ password: String) -> [UInt8] {
        let bytes = Array(password.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }.prefix(32))
        return bytes + padding.prefix(32 - bytes.count)
    }

    static func md5(_ bytes: [UInt8]) -> [UInt8] { DigestAlgorithm.md5.digest(bytes) }

    /// Algorithm 2: the file key from a user password.
    static func fileKey(userPassword: [UInt8], owner: [UInt8], permissions: Int32, id: [UInt8], revision: Int, length: Int)
        -> [UInt8]
    {
        let p = UInt32(bitPattern: permissions)
        var input = userPassword + owner
        input += [UInt8(p & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p >> 16 & 0xFF), UInt8(p >> 24)]
        input += id
        var hash = md5(input)
        if revision >= 3 { for _ in 0..<50 { hash = md5(Array(hash.prefix(length))) } }
        return Array(hash.prefix(length))
    }

    /// Algorithm 3: the `/O` value.
    static func ownerValue(owner: String, user: String, revision: Int, length: Int) -> [UInt8] {
        var hash = md5(padded(owner.isEmpty ? user : owner))
        if revision >= 3 { for _ in 0..<50 { hash = md5(hash) } }
        let key = Array(hash.prefix(length))
        var value = RC4.apply(key: key, to: padded(user))
        if revision >= 3 { for round in 1...19 { value = RC4.apply(key: key.map { $0 ^ UInt8(round) }, to: value) } }
        return value
    }

    /// Algorithms 4 and 5: the `/U` value for a file key.
    static func userValue(key: [UInt8], id: [UInt8], revision: Int) -> [UInt8] {
        guard revision >= 3 else { return RC4.apply(key: key, to: padding) }
        var value = RC4.apply(key: key, to: md5(padding + id))
        for round in 1...19 { value = RC4.apply(key: key.map { $0 ^ UInt8(round) }, to: value) }
        return value + [UInt8](repeating: 0, count: 16)
    }

    /// The key for one object's strings and streams (algorithm 1).
    func objectKey(_ reference: PDFReference) -> [UInt8] {
        let n = reference.number, g = reference.generation
        let input = key + [UInt8(n & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(g & 0xFF), UInt8(g >> 8 & 0xFF)]
        return Array(Self.md5(input).prefix(min(key.count + 5, 16)))
    }

    /// `object` with every string and its stream's data run through RC4 (the same both ways).
    func decrypt(_ object: PDFObject, reference: PDFReference) throws -> PDFObject {
        if reference == encryptReference { return object }
        if case .stream(let stream) = object, stream.dictionary["Type"]?.nameValue == "XRef" { return object }
        return Self.transform(object, key: objectKey(reference))
    }

    /// Strings and stream data under `key` through RC4; the depth is that of a parsed object (bounded).
    static func transform(_ object: PDFObject, key: [UInt8]) -> PDFObject {
        switch object {
        case .string(let bytes): return .string(RC4.apply(key: key, to: bytes))
        case .array(let items): return .array(items.map { transform($0, key: key) })
        case .dictionary(let dictionary): return .dictionary(dictionary.mapValues { transform($0, key: key) })
        case .stream(let stream):
            return .stream(
                PDFStream(
                    dictionary: stream.dictionary.mapValues { transform($0, key: key) },
                    data: RC4.apply(key: key, to: stream.data)))
        default: return object
        }
    }
}

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
        guard (1...2).contains(version), (2...3).contains(revision) else {
            throw PDFError.encrypted(
                "with AES or a newer revision (V \(version), R \(revision)); only RC4 (revisions 2 and 3) can be opened here")
        }
        let length = version == 1 ? 5 : min(16, max(5, (dictionary["Length"]?.integerValue ?? 40) / 8))
        guard let owner = dictionary["O"]?.stringBytes, let user = dictionary["U"]?.stringBytes, owner.count >= 32,
            user.count >= 16,
            let permissions = dictionary["P"]?.integerValue
        else {
            throw PDFError.encrypted("its /Encrypt dictionary lacks /O, /U or /P")
        }
        let id = trailer["ID"]?.arrayValue?.first?.stringBytes ?? []
        let ownerBytes = Array(owner.prefix(32))
        let perms = Int32(truncatingIfNeeded: permissions)
        func attempt(_ padded: [UInt8]) -> [UInt8]? {
            let key = Self.fileKey(
                userPassword: padded, owner: ownerBytes, permissions: perms, id: id, revision: revision, length: length)
            let expected = Self.userValue(key: key, id: id, revision: revision)
            let compared = revision >= 3 ? 16 : 32
            return expected.prefix(compared).elementsEqual(user.prefix(compared)) ? key : nil
        }
        if let key = attempt(Self.padded(password)) {
            self.key = key
        } else if let key = attempt(Self.userPassword(fromOwner: password, owner: ownerBytes, revision: revision, length: length))
        {
            self.key = key
        } else {
            throw PDFError.encrypted(password.isEmpty ? "it needs a password" : "the password is wrong")
        }
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
