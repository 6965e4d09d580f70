// An RSA private key in the two-prime form of RFC 8017 §3.2 (n, e, d, p, q, dP, dQ, qInv), with
// the Montgomery domains of n, p and q made once so that signing only exponentiates.

/// A two-prime RSA private key.
public struct RSAPrivateKey: Sendable {
    /// The largest modulus read.
    public static let maximumModulusBits = 8192

    let modulus: BigUInt
    let publicExponent: BigUInt
    let prime1: BigUInt
    let prime2: BigUInt
    let exponent1: BigUInt
    let exponent2: BigUInt
    let coefficient: BigUInt
    let modulusDomain: Montgomery
    let prime1Domain: Montgomery
    let prime2Domain: Montgomery

    /// The modulus's size in bits (2048 for an RSA-2048 key).
    public var modulusBitCount: Int { modulus.bitWidth }

    /// A key from the big-endian bytes of its parts, as a JWK (RFC 7518 §6.3.2) names them:
    /// n, e, d, p, q, dp, dq, qi. Refused when they do not fit together (p·q ≠ n, even primes,
    /// a CRT value not below its prime) or the modulus has more than 8192 bits.
    public init(
        n: [UInt8], e: [UInt8], d: [UInt8], p: [UInt8], q: [UInt8], dp: [UInt8], dq: [UInt8], qi: [UInt8]
    ) throws(SignatureError) {
        let parts = [n, e, d, p, q, dp, dq, qi]
        guard parts.allSatisfy({ $0.count <= RSAPrivateKey.maximumModulusBits / 8 + 1 }) else {
            throw SignatureError.key(
                "The RSA key has a part longer than an \(RSAPrivateKey.maximumModulusBits)-bit modulus allows.")
        }
        try self.init(
            modulus: BigUInt(bigEndian: n), publicExponent: BigUInt(bigEndian: e), privateExponent: BigUInt(bigEndian: d),
            prime1: BigUInt(bigEndian: p), prime2: BigUInt(bigEndian: q), exponent1: BigUInt(bigEndian: dp),
            exponent2: BigUInt(bigEndian: dq), coefficient: BigUInt(bigEndian: qi))
    }

    init(
        modulus: BigUInt, publicExponent: BigUInt, privateExponent: BigUInt, prime1: BigUInt, prime2: BigUInt,
        exponent1: BigUInt, exponent2: BigUInt, coefficient: BigUInt
    ) throws(SignatureError) {
        let bits = modulus.bitWidth
        guard bits <= RSAPrivateKey.maximumModulusBits else {
            throw SignatureError.key(
                "The RSA key's modulus has \(bits) bits; at most \(RSAPrivateKey.maximumModulusBits) are supported.")
        }
        guard publicExponent.isOdd, publicExponent > BigUInt.one, publicExponent < modulus else {
            throw SignatureError.key("The RSA key's public exponent must be odd, at least 3 and below the modulus.")
        }
        guard privateExponent < modulus else {
            throw SignatureError.key("The RSA key is inconsistent: its private exponent is not below its modulus.")
        }
        guard let modulusDomain = Montgomery(modulus: modulus), let prime1Domain = Montgomery(modulus: prime1),
            let prime2Domain = Montgomery(modulus: prime2)
        else {
            throw SignatureError.key("The RSA key is inconsistent: its modulus and primes must be odd and above 1.")
        }
        guard prime1 * prime2 == modulus else {
            throw SignatureError.key("The RSA key is inconsistent: its primes p and q do not multiply to its modulus.")
        }
        guard exponent1 < prime1, exponent2 < prime2, coefficient < prime1 else {
            throw SignatureError.key("The RSA key is inconsistent: its CRT exponents and coefficient must be below its primes.")
        }
        self.modulus = modulus
        self.publicExponent = publicExponent
        self.prime1 = prime1
        self.prime2 = prime2
        self.exponent1 = exponent1
        self.exponent2 = exponent2
        self.coefficient = coefficient
        self.modulusDomain = modulusDomain
        self.prime1Domain = prime1Domain
        self.prime2Domain = prime2Domain
    }

    /// The modulus's length in bytes (k of RFC 8017).
    var byteCount: Int { (modulus.bitWidth + 7) / 8 }

    /// RSASP1 (RFC 8017 §5.2.1, case 2b, the Chinese remainder theorem), checked by RSAVP1 so a
    /// key with wrong CRT values (or a computing fault) never yields a signature that leaks them.
    func signaturePrimitive(_ message: BigUInt) throws(SignatureError) -> BigUInt {
        let p = prime1Domain, q = prime2Domain
        let s1 = p.value(p.power(p.element(message), exponent1))
        let s2 = q.value(q.power(q.element(message), exponent2))
        let h = p.value(p.multiply(p.subtract(p.element(s1), p.element(s2)), p.element(coefficient)))
        let signature = s2 + prime2 * h
        guard verificationPrimitive(signature) == message else {
            throw SignatureError.key(
                "The RSA key is inconsistent: a signature made with its CRT values does not verify with its public exponent.")
        }
        return signature
    }

    /// RSAVP1 (RFC 8017 §5.2.2): s^e mod n.
    func verificationPrimitive(_ signature: BigUInt) -> BigUInt {
        modulusDomain.value(modulusDomain.power(modulusDomain.element(signature), publicExponent))
    }
}
