// The private key structures, read field by field:
//   PrivateKeyInfo / OneAsymmetricKey (RFC 5208 §5, RFC 5958 §2): SEQUENCE { version (0 or 1),
//     AlgorithmIdentifier SEQUENCE { OID, parameters }, privateKey OCTET STRING, [0] attributes,
//     [1] publicKey } with rsaEncryption (RFC 8017 A.1), RSASSA-PSS (RFC 4055 §3.1, whose
//     parameters are not enforced) or id-ecPublicKey with a namedCurve (RFC 5480 §2.1.1);
//   RSAPrivateKey (RFC 8017 A.1.2): SEQUENCE { version 0, n, e, d, p, q, dP, dQ, qInv };
//   ECPrivateKey (RFC 5915 §3): SEQUENCE { version 1, privateKey OCTET STRING,
//     [0] ECParameters (a namedCurve OID) OPTIONAL, [1] publicKey BIT STRING OPTIONAL }.

enum KeyDecoding {
    static let rsaEncryption = "1.2.840.113549.1.1.1"
    static let rsassaPSS = "1.2.840.113549.1.1.10"
    static let ecPublicKey = "1.2.840.10045.2.1"

    /// Names of algorithms and curves that are recognised but not supported, for messages.
    static let knownNames: [String: String] = [
        "1.3.101.112": "Ed25519", "1.3.101.113": "Ed448", "1.3.101.110": "X25519", "1.3.101.111": "X448",
        "1.2.840.10040.4.1": "DSA", "1.2.840.113549.1.3.1": "Diffie-Hellman", "1.3.132.0.10": "secp256k1",
        "1.2.840.10045.3.1.1": "P-192", "1.3.132.0.33": "P-224", "1.3.36.3.3.2.8.1.1.7": "brainpoolP256r1",
        "1.3.36.3.3.2.8.1.1.11": "brainpoolP384r1", "1.3.36.3.3.2.8.1.1.13": "brainpoolP512r1",
        "1.2.156.10197.1.301": "SM2",
    ]

    /// The key in `der`, in `format`, or in whichever format its structure shows when nil.
    static func decode(_ der: [UInt8], format: KeyFormat?) throws(SignatureError) -> PrivateKey {
        guard der.count <= PrivateKey.maximumInputBytes else {
            throw SignatureError.key(
                "The private key's DER has \(der.count) bytes; at most \(PrivateKey.maximumInputBytes) are read.")
        }
        let reader = DERReader(der)
        var resolved = format
        if resolved == nil { resolved = try detectFormat(reader) }
        switch resolved ?? .pkcs8 {
        case .pkcs8: return try decodePKCS8(reader)
        case .pkcs1: return .rsa(try decodePKCS1(reader))
        case .sec1: return .ec(try decodeSEC1(reader, curve: nil))
        }
    }

    /// PKCS#8 has a SEQUENCE after its version, PKCS#1 an INTEGER, SEC 1 an OCTET STRING.
    private static func detectFormat(_ reader: DERReader) throws(SignatureError) -> KeyFormat {
        var top = reader
        var sequence = try top.enter(0x30, "a private key SEQUENCE")
        _ = try sequence.readSmall("the key's version")
        switch sequence.peekTag {
        case 0x30: return .pkcs8
        case 0x02: return .pkcs1
        case 0x04: return .sec1
        case let tag:
            let found = tag.map(DERReader.tagName) ?? "the end of the key"
            throw SignatureError.der(
                at: sequence.offset,
                "expected a SEQUENCE (PKCS#8), an INTEGER (PKCS#1) or an OCTET STRING (SEC 1) after the key's version, found \(found)"
            )
        }
    }

    private static func decodePKCS8(_ reader: DERReader) throws(SignatureError) -> PrivateKey {
        var top = reader
        var info = try top.enter(0x30, "the PrivateKeyInfo SEQUENCE")
        try top.expectEnd("the PrivateKeyInfo")
        let version = try info.readSmall("the PrivateKeyInfo version")
        guard version <= 1 else { throw SignatureError.key("The PKCS#8 key's version is \(version); expected 0 or 1.") }
        var algorithm = try info.enter(0x30, "the AlgorithmIdentifier SEQUENCE")
        let oid = try readObjectIdentifier(&algorithm, "the key algorithm's OBJECT IDENTIFIER")
        let keyBytes = try info.read(0x04, "the privateKey OCTET STRING")
        let inner = try info.nested(in: keyBytes, "the privateKey")
        switch oid {
        case rsaEncryption, rsassaPSS:
            return .rsa(try decodePKCS1(inner))
        case ecPublicKey:
            guard algorithm.peekTag == 0x06 else { throw curveError(algorithm.peekTag, at: algorithm.offset) }
            let curve = try namedCurve(try readObjectIdentifier(&algorithm, "the namedCurve OBJECT IDENTIFIER"))
            return .ec(try decodeSEC1(inner, curve: curve))
        default:
            throw SignatureError.key(
                "The PKCS#8 key's algorithm is \(describe(oid)), which is not supported; use an RSA key or an EC key on P-256, P-384 or P-521."
            )
        }
    }

    static func decodePKCS1(_ reader: DERReader) throws(SignatureError) -> RSAPrivateKey {
        var top = reader
        var key = try top.enter(0x30, "the RSAPrivateKey SEQUENCE")
        try top.expectEnd("the RSAPrivateKey")
        let version = try key.readSmall("the RSAPrivateKey version")
        guard version == 0 else {
            throw SignatureError.key(
                version == 1
                    ? "Multi-prime RSA keys (RSAPrivateKey version 1) are not supported; use a two-prime key."
                    : "The RSA key's version is \(version); expected 0.")
        }
        let n = try key.readUnsigned("the RSA modulus n")
        guard n.bitWidth <= RSAPrivateKey.maximumModulusBits else {
            throw SignatureError.key(
                "The RSA key's modulus has \(n.bitWidth) bits; at most \(RSAPrivateKey.maximumModulusBits) are supported.")
        }
        let e = try key.readUnsigned("the RSA public exponent e")
        let d = try key.readUnsigned("the RSA private exponent d")
        let p = try key.readUnsigned("the RSA prime p")
        let q = try key.readUnsigned("the RSA prime q")
        let dP = try key.readUnsigned("the RSA exponent dP")
        let dQ = try key.readUnsigned("the RSA exponent dQ")
        let qInv = try key.readUnsigned("the RSA coefficient qInv")
        try key.expectEnd("the RSAPrivateKey")
        return try RSAPrivateKey(
            modulus: n, publicExponent: e, privateExponent: d, prime1: p, prime2: q, exponent1: dP, exponent2: dQ,
            coefficient: qInv)
    }

    /// `curve` is the one PKCS#8's AlgorithmIdentifier named, nil for a bare SEC 1 key.
    static func decodeSEC1(_ reader: DERReader, curve outerCurve: NamedCurve?) throws(SignatureError) -> ECPrivateKey {
        var top = reader
        var key = try top.enter(0x30, "the ECPrivateKey SEQUENCE")
        try top.expectEnd("the ECPrivateKey")
        let version = try key.readSmall("the ECPrivateKey version")
        guard version == 1 else { throw SignatureError.key("The EC key's version is \(version); expected 1.") }
        let scalar = try key.read(0x04, "the EC privateKey OCTET STRING")
        var curve = outerCurve
        if key.peekTag == 0xA0 {
            var parameters = try key.enter(0xA0, "the [0] parameters")
            guard parameters.peekTag == 0x06 else { throw curveError(parameters.peekTag, at: parameters.offset) }
            let inner = try namedCurve(try readObjectIdentifier(&parameters, "the namedCurve OBJECT IDENTIFIER"))
            if let outer = outerCurve, outer != inner {
                throw SignatureError.key(
                    "The PKCS#8 key names the curve \(outer.rawValue) but its EC key names \(inner.rawValue).")
            }
            curve = inner
        }
        if key.peekTag == 0xA1 { _ = try key.read(0xA1, "the [1] publicKey") }
        try key.expectEnd("the ECPrivateKey")
        guard let curve else {
            throw SignatureError.key("The EC key names no curve: its [0] parameters, which SEC 1 keys need, are missing.")
        }
        return try ECPrivateKey(curve: curve, privateScalar: Array(scalar.contents))
    }

    private static func curveError(_ tag: UInt8?, at offset: Int) -> SignatureError {
        guard tag == 0x30 else {
            let found = tag.map(DERReader.tagName) ?? "nothing"
            return SignatureError.der(at: offset, "expected the namedCurve OBJECT IDENTIFIER, found \(found)")
        }
        return SignatureError.key(
            "The EC key spells out its curve's parameters instead of naming the curve, which is not supported; use a named curve (P-256, P-384 or P-521)."
        )
    }

    private static func namedCurve(_ oid: String) throws(SignatureError) -> NamedCurve {
        guard let curve = NamedCurve.allCases.first(where: { $0.objectIdentifier == oid }) else {
            throw SignatureError.key(
                "The EC key's curve \(describe(oid)) is not supported; use P-256, P-384 or P-521.")
        }
        return curve
    }

    /// "Ed25519 (1.3.101.112)", or the dotted form alone.
    static func describe(_ oid: String) -> String {
        knownNames[oid].map { "\($0) (\(oid))" } ?? oid
    }

    /// An OBJECT IDENTIFIER (X.690 §8.19) in dotted form.
    static func readObjectIdentifier(_ reader: inout DERReader, _ what: String) throws(SignatureError) -> String {
        let element = try reader.read(0x06, what)
        var components: [UInt64] = []
        var value: UInt64 = 0
        for byte in element.contents {
            guard value >> 56 == 0 else { throw SignatureError.der(at: element.offset, "\(what) has a component too large") }
            value = value << 7 | UInt64(byte & 0x7F)
            if byte & 0x80 == 0 {
                components.append(value)
                value = 0
            }
        }
        guard let first = components.first, element.contents.last.map({ $0 & 0x80 == 0 }) == true else {
            throw SignatureError.der(at: element.offset, "\(what) is empty or cut short")
        }
        let head = first < 80 ? [first / 40, first % 40] : [2, first - 80]
        return (head + components.dropFirst()).map(String.init).joined(separator: ".")
    }
}
