// ECDSA (FIPS 186-4 §6.4, SEC 1 v2 §4.1) with the nonce k derived from the key and the message
// digest by HMAC_DRBG as RFC 6979 §3.2 specifies (bits2int, int2octets and bits2octets of §2.3),
// so signing needs no randomness and equal inputs give equal signatures. The signature is
// r ‖ s, each left-padded to the curve's byte length, as RFC 7518 §3.4 puts it in a JWS.

import Digests

/// A private key on one of the NIST prime curves: the scalar d, 1 ≤ d < n.
public struct ECPrivateKey: Sendable {
    /// The curve the key is on.
    public let curve: NamedCurve
    let scalar: BigUInt

    /// A key from the big-endian bytes of its private scalar (a JWK's "d"); shorter byte strings
    /// are read as left-padded with zeros.
    public init(curve: NamedCurve, privateScalar: [UInt8]) throws(SignatureError) {
        guard privateScalar.count <= curve.byteCount else {
            throw SignatureError.key(
                "The \(curve.rawValue) private key has \(privateScalar.count) bytes; keys on \(curve.rawValue) have at most \(curve.byteCount)."
            )
        }
        let scalar = BigUInt(bigEndian: privateScalar)
        guard !scalar.isZero, scalar < curve.parameters.order.modulus else {
            throw SignatureError.key(
                "The \(curve.rawValue) private key is out of range: it must be between 1 and the curve's order minus 1.")
        }
        self.curve = curve
        self.scalar = scalar
    }

    /// The public point d·G, as affine coordinates.
    var publicPoint: (x: BigUInt, y: BigUInt)? {
        let parameters = curve.parameters
        return parameters.affine(parameters.multiply(scalar, parameters.generator))
    }

    /// The leftmost bits of `bytes` as an integer no longer than the order (RFC 6979 §2.3.2).
    func bitsToInteger(_ bytes: [UInt8]) -> BigUInt {
        let orderBits = curve.parameters.order.modulus.bitWidth
        let value = BigUInt(bigEndian: bytes)
        return bytes.count * 8 > orderBits ? value.shiftedRight(bytes.count * 8 - orderBits) : value
    }

    /// r ‖ s for the message digest `hash` made with `digest`.
    func sign(hash: [UInt8], digest: DigestAlgorithm) throws(SignatureError) -> [UInt8] {
        let parameters = curve.parameters, order = parameters.order, n = order.modulus
        let z = order.reduce(bitsToInteger(hash))
        var nonces = NonceGenerator(key: self, hash: hash, digest: digest)
        // Each candidate fails with probability about 2⁻¹²⁸; the bound only keeps the loop finite.
        for _ in 0..<64 {
            let k = nonces.next()
            guard !k.isZero, k < n, let point = parameters.affine(parameters.multiply(k, parameters.generator)) else {
                continue
            }
            let r = order.reduce(point.x)
            guard !r.isZero else { continue }
            let rd = order.multiply(order.element(r), order.element(scalar))
            let sum = order.add(order.element(z), rd)
            let s = order.value(order.multiply(order.inverseModPrime(order.element(k)), sum))
            guard !s.isZero, let rBytes = r.bigEndianBytes(count: curve.byteCount),
                let sBytes = s.bigEndianBytes(count: curve.byteCount)
            else { continue }
            return rBytes + sBytes
        }
        throw SignatureError.key("ECDSA found no usable nonce for this key and message.")
    }

    /// Whether `signature` (r ‖ s) is this key's signature of the digest `hash` (SEC 1 §4.1.4).
    func verify(_ signature: [UInt8], hash: [UInt8]) -> Bool {
        let parameters = curve.parameters, order = parameters.order, n = order.modulus
        guard signature.count == 2 * curve.byteCount, let publicKey = publicPoint,
            let publicPoint = parameters.point(x: publicKey.x, y: publicKey.y)
        else { return false }
        let r = BigUInt(bigEndian: signature.prefix(curve.byteCount))
        let s = BigUInt(bigEndian: signature.suffix(curve.byteCount))
        guard !r.isZero, r < n, !s.isZero, s < n else { return false }
        let w = order.inverseModPrime(order.element(s))
        let u1 = order.value(order.multiply(order.element(order.reduce(bitsToInteger(hash))), w))
        let u2 = order.value(order.multiply(order.element(r), w))
        let sum = parameters.add(parameters.multiply(u1, parameters.generator), parameters.multiply(u2, publicPoint))
        guard let point = parameters.affine(sum) else { return false }
        return order.reduce(point.x) == r
    }
}

/// The candidate nonces of RFC 6979 §3.2, steps b to h.
private struct NonceGenerator {
    private let digest: DigestAlgorithm
    private let orderBits: Int
    private let key: ECPrivateKey
    private var k: [UInt8]
    private var v: [UInt8]
    private var first = true

    init(key: ECPrivateKey, hash: [UInt8], digest: DigestAlgorithm) {
        self.digest = digest
        self.key = key
        let order = key.curve.parameters.order.modulus
        orderBits = order.bitWidth
        let byteCount = (orderBits + 7) / 8
        let privateOctets = key.scalar.bigEndianBytes(count: byteCount) ?? []
        let reduced = key.curve.parameters.order.reduce(key.bitsToInteger(hash))
        let hashOctets = reduced.bigEndianBytes(count: byteCount) ?? []
        let hashLength = digest.digest([]).count
        v = [UInt8](repeating: 0x01, count: hashLength)
        k = [UInt8](repeating: 0x00, count: hashLength)
        k = digest.hmac(key: k, message: v + [0x00] + privateOctets + hashOctets)
        v = digest.hmac(key: k, message: v)
        k = digest.hmac(key: k, message: v + [0x01] + privateOctets + hashOctets)
        v = digest.hmac(key: k, message: v)
    }

    /// The next candidate k (step h); after the first, K and V are refreshed first (h.3).
    mutating func next() -> BigUInt {
        if !first {
            k = digest.hmac(key: k, message: v + [0x00])
            v = digest.hmac(key: k, message: v)
        }
        first = false
        var t: [UInt8] = []
        while t.count * 8 < orderBits {
            v = digest.hmac(key: k, message: v)
            t += v
        }
        return key.bitsToInteger(t)
    }
}
