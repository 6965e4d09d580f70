/// The standard security handler (ISO 32000-1 §7.6.3, ISO 32000-2 §7.6.4): revisions 2 and 3
/// (RC4, 40- to 128-bit), 4 (crypt filters: RC4 or AES-128) and 5 and 6 (AES-256) are read
/// (`StandardSecurity+Reading`); revision 6 is written (`PDFEncryption`).
struct StandardSecurity {
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

    /// The failure for a password that opens nothing: none given, or a wrong one.
    static func refusal(_ password: String) -> PDFError {
        .encrypted(password.isEmpty ? "it needs a password" : "the password is wrong")
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
