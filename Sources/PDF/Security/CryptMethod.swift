import Digests

/// How an encrypted file's strings or streams are enciphered: the method of a crypt filter
/// (ISO 32000-1 §7.6.5, ISO 32000-2 §7.6.6). Version 1 and 2 files use RC4 throughout; version 4
/// names a crypt filter for strings (`/StrF`) and one for streams (`/StmF`) from its `/CF`
/// dictionary; version 5 uses AES-256 with the file key itself.
enum CryptMethod: Equatable {
    /// Not enciphered (`/Identity`, or a filter whose `/CFM` is `/None`).
    case identity
    /// RC4 under a key made for each object (algorithm 1).
    case rc4
    /// AES-128 in CBC mode under a key made for each object (algorithm 1 with `sAlT`).
    case aesV2
    /// AES-256 in CBC mode under the file key.
    case aesV3

    /// The method of the crypt filter `name` among `filters` (the `/CF` dictionary).
    static func named(_ name: String, in filters: [String: PDFObject]) throws -> CryptMethod {
        if name == "Identity" { return .identity }
        guard let filter = filters[name]?.dictionaryValue else {
            throw PDFError.encrypted("its /Encrypt dictionary names the crypt filter /\(name), which its /CF does not define")
        }
        switch filter["CFM"]?.nameValue ?? "None" {
        case "None": return .identity
        case "V2": return .rc4
        case "AESV2": return .aesV2
        case "AESV3": return .aesV3
        case let other:
            throw PDFError.encrypted("with the crypt filter method /\(other); RC4 (V2), AESV2 and AESV3 can be opened here")
        }
    }

    /// The key for one object's strings and streams (algorithm 1 of ISO 32000-1 §7.6.2).
    func objectKey(fileKey: [UInt8], reference: PDFReference) -> [UInt8] {
        guard self == .rc4 || self == .aesV2 else { return fileKey }
        let n = reference.number, g = reference.generation
        var input =
            fileKey + [UInt8(n & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(g & 0xFF), UInt8(g >> 8 & 0xFF)]
        if self == .aesV2 { input += Array("sAlT".utf8) }
        return Array(DigestAlgorithm.md5.digest(input).prefix(min(fileKey.count + 5, 16)))
    }

    /// `bytes` enciphered under `key` (the object's key), AES with a random vector.
    func encrypt(_ bytes: [UInt8], key: [UInt8]) -> [UInt8] {
        switch self {
        case .identity: return bytes
        case .rc4: return RC4.apply(key: key, to: bytes)
        case .aesV2, .aesV3: return AESCBC.encrypt(bytes, key: key, vector: SecureRandom.bytes(16))
        }
    }

    /// `bytes` deciphered under `key` (the object's key).
    func decrypt(_ bytes: [UInt8], key: [UInt8]) -> [UInt8] {
        switch self {
        case .identity: return bytes
        case .rc4: return RC4.apply(key: key, to: bytes)
        case .aesV2, .aesV3: return AESCBC.decrypt(bytes, key: key)
        }
    }
}
