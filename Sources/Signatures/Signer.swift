// Signing for JSON Web Signatures with the RSA and ECDSA algorithms of RFC 7518: RS256/384/512
// (§3.3), ES256/384/512 (§3.4) and PS256/384/512 (§3.5).

import Digests

/// A private key read from PEM or DER: RSA, or EC on P-256, P-384 or P-521.
public enum PrivateKey: Sendable {
    /// An RSA key.
    case rsa(RSAPrivateKey)
    /// An elliptic-curve key.
    case ec(ECPrivateKey)

    /// Reads the first private key of PEM text: "PRIVATE KEY" (PKCS#8), "RSA PRIVATE KEY"
    /// (PKCS#1) or "EC PRIVATE KEY" (SEC 1). Encrypted keys are refused.
    public init(pem: String) throws(SignatureError) {
        let (der, format) = try PEM.decodePrivateKey(pem)
        self = try KeyDecoding.decode(der, format: format)
    }

    /// Reads a private key's DER: PKCS#8, PKCS#1 or SEC 1, told apart by their structure.
    public init(der: [UInt8]) throws(SignatureError) {
        self = try KeyDecoding.decode(der, format: nil)
    }

    /// The most bytes of PEM text or DER read (an 8192-bit RSA key is about 6.5 KB in PEM).
    public static let maximumInputBytes = 64 * 1024

    /// "RSA" or "an elliptic-curve key on P-256", for messages.
    var summary: String {
        switch self {
        case .rsa: return "RSA"
        case .ec(let key): return "an elliptic-curve key on \(key.curve.rawValue)"
        }
    }
}

/// How a message is signed: the JWA algorithms RS*, PS* and ES* with their digest.
public enum SignatureScheme: Sendable, Equatable {
    /// RSASSA-PKCS1-v1_5 (RS256, RS384, RS512).
    case rsaPKCS1v15(DigestAlgorithm)
    /// RSASSA-PSS with MGF1 over the same digest and a salt as long as the digest (PS256, PS384, PS512).
    case rsaPSS(DigestAlgorithm)
    /// ECDSA with a deterministic nonce, r ‖ s (ES256 on P-256, ES384 on P-384, ES512 on P-521).
    case ecdsa(DigestAlgorithm)

    /// The digest.
    public var digest: DigestAlgorithm {
        switch self {
        case .rsaPKCS1v15(let digest), .rsaPSS(let digest), .ecdsa(let digest): return digest
        }
    }

    /// The JWA name ("RS256", "PS384", "ES512"); for a digest JWA does not pair, a description.
    public var algorithmName: String {
        let prefix: String
        switch self {
        case .rsaPKCS1v15: prefix = "RS"
        case .rsaPSS: prefix = "PS"
        case .ecdsa: prefix = "ES"
        }
        switch digest {
        case .sha256: return prefix + "256"
        case .sha384: return prefix + "384"
        case .sha512: return prefix + "512"
        default: return "\(prefix) with \(digest.rawValue)"
        }
    }

    /// The curve ES* needs (RFC 7518 §3.4).
    var curve: NamedCurve {
        switch digest {
        case .sha384: return .p384
        case .sha512: return .p521
        default: return .p256
        }
    }
}

/// Signs messages for JSON Web Signatures.
public enum Signer {
    /// The smallest RSA modulus RFC 7518 §3.3 and §3.5 allow.
    public static let minimumRSAModulusBits = 2048

    /// The signature of `message` under `key` with `scheme`: for RSA as many bytes as the
    /// modulus; for ECDSA r ‖ s, each the curve's byte length. `random(count)` must return
    /// `count` random bytes; only PSS uses it (for its salt), ECDSA derives its nonce (RFC 6979).
    public static func sign(
        _ message: [UInt8], with key: PrivateKey, scheme: SignatureScheme, random: (Int) -> [UInt8]
    ) throws(SignatureError) -> [UInt8] {
        try check(key, for: scheme)
        switch (scheme, key) {
        case (.rsaPKCS1v15(let digest), .rsa(let rsa)):
            guard let encoded = RSAEncoding.pkcs1v15(message, digest: digest, length: rsa.byteCount) else {
                throw tooShort(scheme, rsa)
            }
            return try rsaSign(encoded, rsa)
        case (.rsaPSS(let digest), .rsa(let rsa)):
            let saltLength = digest.digest([]).count
            let salt = random(saltLength)
            guard salt.count == saltLength else {
                throw SignatureError.key(
                    "\(scheme.algorithmName) needs \(saltLength) random bytes for its salt; the random source gave \(salt.count)."
                )
            }
            guard let encoded = RSAEncoding.pss(message, digest: digest, salt: salt, modulusBits: rsa.modulusBitCount) else {
                throw tooShort(scheme, rsa)
            }
            return try rsaSign(encoded, rsa)
        case (.ecdsa(let digest), .ec(let ec)):
            return try ec.sign(hash: digest.digest(message), digest: digest)
        default:
            throw mismatch(scheme, key)
        }
    }

    /// Refuses digests JWA does not pair with the algorithm, keys of the wrong kind or curve,
    /// and RSA keys below 2048 bits.
    private static func check(_ key: PrivateKey, for scheme: SignatureScheme) throws(SignatureError) {
        guard [.sha256, .sha384, .sha512].contains(scheme.digest) else {
            throw SignatureError.key(
                "\(scheme.algorithmName) is not a JSON Web Algorithm; RSA and ECDSA signatures use SHA-256, SHA-384 or SHA-512.")
        }
        switch (scheme, key) {
        case (.rsaPKCS1v15, .rsa(let rsa)), (.rsaPSS, .rsa(let rsa)):
            guard rsa.modulusBitCount >= minimumRSAModulusBits else {
                let section = scheme == .rsaPSS(scheme.digest) ? "3.5" : "3.3"
                throw SignatureError.key(
                    "\(scheme.algorithmName) needs an RSA key of at least \(minimumRSAModulusBits) bits (RFC 7518 §\(section)); this key has \(rsa.modulusBitCount) bits."
                )
            }
        case (.ecdsa, .ec(let ec)):
            guard ec.curve == scheme.curve else { throw mismatch(scheme, key) }
        default:
            throw mismatch(scheme, key)
        }
    }

    private static func mismatch(_ scheme: SignatureScheme, _ key: PrivateKey) -> SignatureError {
        if case .ecdsa = scheme {
            let found: String
            if case .ec(let ec) = key { found = "is on \(ec.curve.rawValue)" } else { found = "is RSA" }
            return SignatureError.key(
                "\(scheme.algorithmName) needs an elliptic-curve key on \(scheme.curve.rawValue); this key \(found).")
        }
        return SignatureError.key("\(scheme.algorithmName) needs an RSA key; this key is \(key.summary).")
    }

    private static func tooShort(_ scheme: SignatureScheme, _ key: RSAPrivateKey) -> SignatureError {
        SignatureError.key("\(scheme.algorithmName) needs a longer RSA key than \(key.modulusBitCount) bits.")
    }

    private static func rsaSign(_ encoded: [UInt8], _ key: RSAPrivateKey) throws(SignatureError) -> [UInt8] {
        let signature = try key.signaturePrimitive(BigUInt(bigEndian: encoded))
        return signature.bigEndianBytes(count: key.byteCount) ?? []
    }

    /// Whether `signature` is `key`'s signature of `message` with `scheme` (for tests; the
    /// public key is derived from the private one).
    static func verify(_ signature: [UInt8], of message: [UInt8], with key: PrivateKey, scheme: SignatureScheme) -> Bool {
        switch (scheme, key) {
        case (.rsaPKCS1v15(let digest), .rsa(let rsa)):
            guard signature.count == rsa.byteCount, let value = rsaOpen(signature, rsa, length: rsa.byteCount) else {
                return false
            }
            return value == RSAEncoding.pkcs1v15(message, digest: digest, length: rsa.byteCount)
        case (.rsaPSS(let digest), .rsa(let rsa)):
            let length = (rsa.modulusBitCount + 6) / 8
            guard signature.count == rsa.byteCount, let value = rsaOpen(signature, rsa, length: length) else { return false }
            return RSAEncoding.pssMatches(value, message: message, digest: digest, modulusBits: rsa.modulusBitCount)
        case (.ecdsa(let digest), .ec(let ec)):
            return ec.verify(signature, hash: digest.digest(message))
        default:
            return false
        }
    }

    /// s^e mod n as `length` bytes; nil when s is not below n or the result is longer.
    private static func rsaOpen(_ signature: [UInt8], _ key: RSAPrivateKey, length: Int) -> [UInt8]? {
        let value = BigUInt(bigEndian: signature)
        guard value < key.modulus else { return nil }
        return key.verificationPrimitive(value).bigEndianBytes(count: length)
    }
}
