import Digests
import Foundation

/// The standard security handler (ISO 32000-1 §7.6.3, ISO 32000-2 §7.6.4): revisions 2 and 3
/// (RC4, 40- to 128-bit), 4 (crypt filters: RC4 or AES-128) and 5 and 6 (AES-256) are read
/// (`StandardSecurity+Reading`); revision 6 is written (`PDFEncryption`).
struct StandardSecurity {
    static let padding: [UInt8] = [
        0x28, 0xBF, 0x4E, 0x5E, 0x4E, 0x75, 0x8A, 0x41, 0x64, 0x00, 0x4E, 0x56, 0xFF, 0xFA, 0x01, 0x08,
        0x2E, 0x2E, 0x00, 0xB6, 0xD0, 0x68, 0x3E, 0x80, 0x2F, 0x0C, 0xA9, 0xFE, 0x64, 0x53, 0x69, 0x7A,
    ]

    /// The file key.
    let key: [UInt8]
    /// The reference of the `/Encrypt` dictionary, whose strings are not encrypted.
    var encryptReference: PDFReference?
    /// How strings are enciphered.
    var strings = CryptMethod.rc4
    /// How streams are enciphered.
    var streams = CryptMethod.rc4
    /// Whether the document's XMP metadata stream is enciphered (`/EncryptMetadata`, revision 4 on).
    var encryptsMetadata = true

    static func padded(_ password: String) -> [UInt8] {
        let bytes = Array(password.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }.prefix(32))
        return bytes + padding.prefix(32 - bytes.count)
    }

    static func md5(_ bytes: [UInt8]) -> [UInt8] { DigestAlgorithm.md5.digest(bytes) }

    /// Algorithm 2: the file key from a user password.
    static func fileKey(
        userPassword: [UInt8], owner: [UInt8], permissions: Int32, id: [UInt8], revision: Int, length: Int,
        encryptsMetadata: Bool = true
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

    /// `object` with its strings and its stream's data enciphered, as the writer stores it.
    func encrypt(_ object: PDFObject, reference: PDFReference) -> PDFObject {
        Self.transform(
            object, strings: { strings.encrypt($0, key: strings.objectKey(fileKey: key, reference: reference)) },
            streams: { streams.encrypt($0, key: streams.objectKey(fileKey: key, reference: reference)) })
    }

    /// `object` with its strings and its stream's data deciphered. The `/Encrypt` dictionary, the
    /// cross-reference streams and (when `/EncryptMetadata` is false) the metadata stream are not
    /// enciphered; nor is a stream whose own `/Crypt` filter is the identity.
    func decrypt(_ object: PDFObject, reference: PDFReference) throws -> PDFObject {
        if reference == encryptReference { return object }
        var streams = self.streams
        if case .stream(let stream) = object {
            let type = stream.dictionary["Type"]?.nameValue
            if type == "XRef" || (type == "Metadata" && !encryptsMetadata) { return object }
            if Self.hasIdentityCryptFilter(stream.dictionary) { streams = .identity }
        }
        return Self.transform(
            object, strings: { strings.decrypt($0, key: strings.objectKey(fileKey: key, reference: reference)) },
            streams: { streams.decrypt($0, key: streams.objectKey(fileKey: key, reference: reference)) })
    }

    /// Whether a stream's filters start with `/Crypt` naming the identity filter (its default).
    private static func hasIdentityCryptFilter(_ dictionary: [String: PDFObject]) -> Bool {
        guard let first = PDFFilters.chain(dictionary).first, first.name == "Crypt" else { return false }
        return (first.parameters["Name"]?.nameValue ?? "Identity") == "Identity"
    }

    /// `object` with `strings` applied to each string and `streams` to its stream's data; the depth
    /// is that of a parsed object (bounded).
    static func transform(
        _ object: PDFObject, strings: ([UInt8]) -> [UInt8], streams: ([UInt8]) -> [UInt8]
    ) -> PDFObject {
        switch object {
        case .string(let bytes): return .string(strings(bytes))
        case .array(let items): return .array(items.map { transform($0, strings: strings, streams: streams) })
        case .dictionary(let dictionary):
            return .dictionary(dictionary.mapValues { transform($0, strings: strings, streams: streams) })
        case .stream(let stream):
            return .stream(
                PDFStream(
                    dictionary: stream.dictionary.mapValues { transform($0, strings: strings, streams: streams) },
                    data: streams(stream.data)))
        default: return object
        }
    }
}
