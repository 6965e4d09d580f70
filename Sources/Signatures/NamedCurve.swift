// The NIST prime curves y² = x³ − 3x + b over GF(p) of FIPS 186-4 appendix D.1.2 (the same as
// SEC 2 v2 §2.4.2, §2.5.1, §2.6.1: secp256r1, secp384r1, secp521r1), each of prime order n.

import Digests

/// An elliptic curve a JSON Web Signature may use (RFC 7518 §3.4).
public enum NamedCurve: String, Sendable, CaseIterable {
    /// P-256 (secp256r1, prime256v1), for ES256.
    case p256 = "P-256"
    /// P-384 (secp384r1), for ES384.
    case p384 = "P-384"
    /// P-521 (secp521r1), for ES512.
    case p521 = "P-521"

    /// The bytes of a coordinate, of a private key and of each of r and s in a signature.
    public var byteCount: Int {
        switch self {
        case .p256: return 32
        case .p384: return 48
        case .p521: return 66
        }
    }

    /// The digest RFC 7518 §3.4 pairs with the curve.
    var digest: DigestAlgorithm {
        switch self {
        case .p256: return .sha256
        case .p384: return .sha384
        case .p521: return .sha512
        }
    }

    /// The curve's object identifier (RFC 5480 §2.1.1.1), dotted.
    var objectIdentifier: String {
        switch self {
        case .p256: return "1.2.840.10045.3.1.7"
        case .p384: return "1.3.132.0.34"
        case .p521: return "1.3.132.0.35"
        }
    }

    var parameters: CurveParameters {
        switch self {
        case .p256: return CurveParameters.p256
        case .p384: return CurveParameters.p384
        case .p521: return CurveParameters.p521
        }
    }
}

/// A curve's arithmetic: its field and order as Montgomery domains, b and the base point.
struct CurveParameters: Sendable {
    let field: Montgomery
    let order: Montgomery
    let b: [UInt64]
    let generator: JacobianPoint
    let byteCount: Int

    private init(p: String, n: String, b: String, gx: String, gy: String, byteCount: Int) {
        field = Montgomery(oddModulus: BigUInt(hex: p))
        order = Montgomery(oddModulus: BigUInt(hex: n))
        self.b = field.element(BigUInt(hex: b))
        generator = JacobianPoint(x: field.element(BigUInt(hex: gx)), y: field.element(BigUInt(hex: gy)), z: field.one)
        self.byteCount = byteCount
    }

    static let p256 = CurveParameters(
        p: "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff",
        n: "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551",
        b: "5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b",
        gx: "6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296",
        gy: "4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5",
        byteCount: 32)

    static let p384 = CurveParameters(
        p: "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff",
        n: "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973",
        b: "b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef",
        gx: "aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7",
        gy: "3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f",
        byteCount: 48)

    static let p521 = CurveParameters(
        p: "01ff" + String(repeating: "ff", count: 64),
        n: "01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
            + "fa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409",
        b: "0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109"
            + "e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00",
        gx: "00c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3d"
            + "baa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd66",
        gy: "011839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e66"
            + "2c97ee72995ef42640c550b9013fad0761353c7086a272c24088be94769fd16650",
        byteCount: 66)
}
