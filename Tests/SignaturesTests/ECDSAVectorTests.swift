// RFC 6979 appendix A.2.5-A.2.7 (https://www.rfc-editor.org/rfc/rfc6979, IETF Trust, Simplified
// BSD licence for code components): the deterministic signatures of "sample" and "test" with
// the digest JWA pairs with each curve. RFC 7515 appendix A.3 and A.4 (ES256, ES512) verify.

import Digests
import XCTest

@testable import Signatures

final class ECDSAVectorTests: IsolatedTestCase {
    struct Vector {
        let curve: NamedCurve
        let message: String
        let r: String
        let s: String
    }

    static let keys: [NamedCurve: (d: String, ux: String, uy: String)] = [
        .p256: (
            "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721",
            "60FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB6",
            "7903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299"
        ),
        .p384: (
            "6B9D3DAD2E1B8C1C05B19875B6659F4DE23C3B667BF297BA9AA47740787137D896D5724E4C70A825F872C9EA60D2EDF5",
            "EC3A4E415B4E19A4568618029F427FA5DA9A8BC4AE92E02E06AAE5286B300C64DEF8F0EA9055866064A254515480BC13",
            "8015D9B72D7D57244EA8EF9AC0C621896708A59367F9DFB9F54CA84B3F1C9DB1288B231C3AE0D4FE7344FD2533264720"
        ),
        .p521: (
            "0FAD06DAA62BA3B25D2FB40133DA757205DE67F5BB0018FEE8C86E1B68C7E75CAA896EB32F1F47C70855836A6D16FCC1466F6D8FBEC67DB89EC0C08B0E996B83538",
            "1894550D0785932E00EAA23B694F213F8C3121F86DC97A04E5A7167DB4E5BCD371123D46E45DB6B5D5370A7F20FB633155D38FFA16D2BD761DCAC474B9A2F5023A4",
            "0493101C962CD4D2FDDF782285E64584139C2F91B47F87FF82354D6630F746A28A0DB25741B5B34A828008B22ACC23F924FAAFBD4D33F81EA66956DFEAA2BFDFCF5"
        ),
    ]

    static let vectors: [Vector] = [
        Vector(
            curve: .p256, message: "sample", r: "EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716",
            s: "F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8"),
        Vector(
            curve: .p256, message: "test", r: "F1ABB023518351CD71D881567B1EA663ED3EFCF6C5132B354F28D3B0B7D38367",
            s: "019F4113742A2B14BD25926B49C649155F267E60D3814B4C0CC84250E46F0083"),
        Vector(
            curve: .p384, message: "sample",
            r: "94EDBB92A5ECB8AAD4736E56C691916B3F88140666CE9FA73D64C4EA95AD133C81A648152E44ACF96E36DD1E80FABE46",
            s: "99EF4AEB15F178CEA1FE40DB2603138F130E740A19624526203B6351D0A3A94FA329C145786E679E7B82C71A38628AC8"),
        Vector(
            curve: .p384, message: "test",
            r: "8203B63D3C853E8D77227FB377BCF7B7B772E97892A80F36AB775D509D7A5FEB0542A7F0812998DA8F1DD3CA3CF023DB",
            s: "DDD0760448D42D8A43AF45AF836FCE4DE8BE06B485E9B61B827C2F13173923E06A739F040649A667BF3B828246BAA5A5"),
        Vector(
            curve: .p521, message: "sample",
            r:
                "0C328FAFCBD79DD77850370C46325D987CB525569FB63C5D3BC53950E6D4C5F174E25A1EE9017B5D450606ADD152B534931D7D4E8455CC91F9B15BF05EC36E377FA",
            s:
                "0617CCE7CF5064806C467F678D3B4080D6F1CC50AF26CA209417308281B68AF282623EAA63E5B5C0723D8B8C37FF0777B1A20F8CCB1DCCC43997F1EE0E44DA4A67A"
        ),
        Vector(
            curve: .p521, message: "test",
            r:
                "13E99020ABF5CEE7525D16B69B229652AB6BDF2AFFCAEF38773B4B7D08725F10CDB93482FDCC54EDCEE91ECA4166B2A7C6265EF0CE2BD7051B7CEF945BABD47EE6D",
            s:
                "1FBD0013C674AA79CB39849527916CE301C66EA7CE8B80682786AD60F98F7E78A19CA69EFF5C57400E3B3A0AD66CE0978214D13BAF4E9AC60752F7B155E2DE4DCE3"
        ),
    ]

    /// The value as exactly `count` bytes, left-padded (RFC 6979 prints P-521 values without their leading zero).
    func padded(_ hex: String, _ count: Int) -> [UInt8] {
        bytes(hex: String(repeating: "0", count: max(0, 2 * count - hex.count)) + hex)
    }

    func key(_ curve: NamedCurve) throws -> ECPrivateKey {
        try ECPrivateKey(curve: curve, privateScalar: padded(Self.keys[curve]?.d ?? "", curve.byteCount))
    }

    func testRFC6979DeterministicSignatures() throws {
        for vector in Self.vectors {
            let key = try key(vector.curve)
            let signature = try Signer.sign(
                Array(vector.message.utf8), with: .ec(key), scheme: .ecdsa(vector.curve.digest), random: noRandom)
            let expected = padded(vector.r, vector.curve.byteCount) + padded(vector.s, vector.curve.byteCount)
            XCTAssertEqual(Hex.encode(signature), Hex.encode(expected), "\(vector.curve) \(vector.message)")
        }
    }

    func testPublicKeysOfRFC6979() throws {
        for curve in NamedCurve.allCases {
            let point = try key(curve).publicPoint
            XCTAssertEqual(point?.x.bigEndianBytes(count: curve.byteCount), padded(Self.keys[curve]?.ux ?? "", curve.byteCount))
            XCTAssertEqual(point?.y.bigEndianBytes(count: curve.byteCount), padded(Self.keys[curve]?.uy ?? "", curve.byteCount))
        }
    }

    /// RFC 7515 A.3 (ES256) and A.4 (ES512): ECDSA signatures are random there, so the published ones
    /// must verify, ours over the same input must verify, and the JWKs' x and y are our public points.
    func testRFC7515ExamplesA3AndA4() throws {
        let examples: [(NamedCurve, String, String, String, String, String)] = [
            (
                .p256, "jpsQnnGQmL-YBIffH1136cspYG6-0iY7X1fCE9-E9LI", "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU",
                "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0",
                "eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ",
                "DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q"
            ),
            (
                .p521, "AY5pb7A0UFiB3RELSD64fTLOSV_jazdF7fLYyuTw8lOfRhWg6Y6rUrPAxerEzgdRhajnu0ferB0d53vM9mE15j2C",
                "AekpBQ8ST8a8VcfVOTNl353vSrDCLLJXmPk06wTjxrrjcBpXp5EOnYG_NjFZ6OvLFV1jSfS9tsz4qUxcWceqwQGk",
                "ADSmRA43Z1DSNx_RvcLI87cdL07l6jQyyBXMoxVg_l2Th-x3S1WDhjDly79ajL4Kkd0AZMaZmh9ubmf63e3kyMj2",
                "eyJhbGciOiJFUzUxMiJ9.UGF5bG9hZA",
                "AdwMgeerwtHoh-l192l60hp9wAHZFVJbLfD_UxMi70cwnZOYaRI1bKPWROc-mZZqwqT2SI-KGDKB34XO0aw_7XdtAG8GaSwFKdCAPZgoXD2YBJZCPEX3xKpRwcdOO8KpEHwJjyqOgzDO7iKvU8vcnwNrmxYbSW9ERBXukOXolLzeO_Jn"
            ),
        ]
        for (curve, d, x, y, input, published) in examples {
            let key = try ECPrivateKey(curve: curve, privateScalar: bytes(base64URL: d))
            XCTAssertEqual(key.publicPoint?.x.bigEndianBytes(count: curve.byteCount), bytes(base64URL: x))
            XCTAssertEqual(key.publicPoint?.y.bigEndianBytes(count: curve.byteCount), bytes(base64URL: y))
            let scheme = SignatureScheme.ecdsa(curve.digest)
            let message = Array(input.utf8)
            XCTAssertTrue(Signer.verify(bytes(base64URL: published), of: message, with: .ec(key), scheme: scheme))
            let ours = try Signer.sign(message, with: .ec(key), scheme: scheme, random: noRandom)
            XCTAssertEqual(ours.count, 2 * curve.byteCount)
            guard curve == .p256 else { continue }  // (verifying is slow in debug builds; P-256 shows the rest)
            var tampered = bytes(base64URL: published)
            tampered[5] ^= 1
            XCTAssertFalse(Signer.verify(tampered, of: message, with: .ec(key), scheme: scheme))
            XCTAssertTrue(Signer.verify(ours, of: message, with: .ec(key), scheme: scheme))
        }
    }
}
