import TestBudget
import XCTest

@testable import Digests

/// The published test vectors: RFC 1319 and RFC 1320 §A.5 for MD2 and MD4, RFC 1321 §A.5 for MD5; FIPS 180 (NIST's "SHA examples") and
/// RFC 3174/6234 for SHA-1, SHA-224, SHA-256, SHA-384 and SHA-512; RFC 2202 and RFC 4231 for HMAC.
final class DigestVectorTests: IsolatedTestCase {
    func hex(_ algorithm: DigestAlgorithm, _ text: String) -> String { algorithm.hexDigest(Array(text.utf8)) }

    func testMD5VectorsOfRFC1321() {
        let vectors = [
            ("", "d41d8cd98f00b204e9800998ecf8427e"),
            ("a", "0cc175b9c0f1b6a831c399e269772661"),
            ("abc", "900150983cd24fb0d6963f7d28e17f72"),
            ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
            ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
            (
                "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
                "57edf4a22be3c955ac49da2e2107b67a"
            ),
        ]
        for (input, expected) in vectors { XCTAssertEqual(hex(.md5, input), expected, input) }
    }

    /// RFC 1319 and RFC 1320 give the same seven messages as RFC 1321 (`digits`: 1234567890 eight times).
    func testMD2AndMD4VectorsOfRFC1319AndRFC1320() {
        let alphabet = "abcdefghijklmnopqrstuvwxyz", mixed = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        let digits = String(repeating: "1234567890", count: 8)
        let md2 = [
            ("", "8350e5a3e24c153df2275c9f80692773"), ("a", "32ec01ec4a6dac72c0ab96fb34c0b5d1"),
            ("abc", "da853b0d3f88d99b30283a69e6ded6bb"), ("message digest", "ab4f496bfb2a530b219ff33031fe06b0"),
            (alphabet, "4e8ddff3650292ab5a4108c3aa47940b"), (mixed, "da33def2a42df13975352846c30338cd"),
            (digits, "d5976f79d83d3a0dc9806c3c66f3efd8"),
        ]
        for (input, expected) in md2 { XCTAssertEqual(hex(.md2, input), expected, input) }
        let md4 = [
            ("", "31d6cfe0d16ae931b73c59d7e0c089c0"), ("a", "bde52cb31de33e46245e05fbdbd6fb24"),
            ("abc", "a448017aaf21d8525fc10ae87aa6729d"), ("message digest", "d9130a8164549fe818874806e1c7014b"),
            (alphabet, "d79e1c308aa5bbcdeea8ed63df412da9"), (mixed, "043f8582f241db351ce627e153e7f0e4"),
            (digits, "e33b4ddc9c38f2199c3e7b164fcc0536"),
        ]
        for (input, expected) in md4 { XCTAssertEqual(hex(.md4, input), expected, input) }
        // A whole block pads with a whole block of 16s; one byte short pads with one 1 (values from a
        // separate reading of RFC 1319 in Python, which gives the seven vectors above too).
        XCTAssertEqual(hex(.md2, String(repeating: "a", count: 16)), "b437ae50feb09a37c16b4c605cd642da")
        XCTAssertEqual(hex(.md2, String(repeating: "a", count: 15)), "a1379a1027d0d29af98200799b8d5d8e")
    }

    func testSHA1Vectors() {
        XCTAssertEqual(hex(.sha1, ""), "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        XCTAssertEqual(hex(.sha1, "abc"), "a9993e364706816aba3e25717850c26c9cd0d89d")
        XCTAssertEqual(
            hex(.sha1, "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"), "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        XCTAssertEqual(
            hex(
                .sha1,
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
            ),
            "a49b2446a02c645bf419f995b67091253a04a259")
    }

    func testSHA256Vectors() {
        XCTAssertEqual(hex(.sha256, ""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(hex(.sha256, "abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            hex(.sha256, "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            hex(
                .sha256,
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
            ),
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    func testSHA512Vectors() {
        XCTAssertEqual(
            hex(.sha512, ""),
            "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e"
        )
        XCTAssertEqual(
            hex(.sha512, "abc"),
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
        )
        XCTAssertEqual(
            hex(
                .sha512,
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
            ),
            "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909"
        )
    }

    /// One million 'a's: the long-message vector of FIPS 180 (and RFC 3174 for SHA-1). At the small
    /// budget the SHA-2 pair (slow in a debug build) hashes 100,000 'a's against Python's hashlib
    /// instead; medium and large check all four published vectors.
    func testLongMessageVectors() {
        let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        XCTAssertEqual(DigestAlgorithm.md5.hexDigest(million), "7707d6ae4e027c70eea2a935c2296f21")
        XCTAssertEqual(DigestAlgorithm.sha1.hexDigest(million), "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
        if TestBudget.current == .small {
            let hundredThousand = [UInt8](repeating: UInt8(ascii: "a"), count: 100_000)
            XCTAssertEqual(
                DigestAlgorithm.sha256.hexDigest(hundredThousand),
                "6d1cf22d7cc09b085dfc25ee1a1f3ae0265804c607bc2074ad253bcc82fd81ee")
            XCTAssertEqual(
                DigestAlgorithm.sha512.hexDigest(hundredThousand),
                "c7664ff18bbefa5868d1eba38637087ad70e6380013f52f4ce3dd4a98bebd49353ce40be1dfddad2259bacdc7bd10e98d44a6a68d5d1091bcd55b47efb5cd50e"
            )
            return
        }
        XCTAssertEqual(
            DigestAlgorithm.sha256.hexDigest(million), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        XCTAssertEqual(
            DigestAlgorithm.sha512.hexDigest(million),
            "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b"
        )
    }

    func testSHA224AndSHA384VectorsOfFIPS180() {
        XCTAssertEqual(hex(.sha224, "abc"), "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7")
        XCTAssertEqual(hex(.sha224, ""), "d14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f")
        XCTAssertEqual(
            hex(.sha384, "abc"),
            "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
        XCTAssertEqual(
            hex(.sha384, ""),
            "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b")
        // 1,000 'a's (several blocks), against Python's hashlib.
        let thousand = String(repeating: "a", count: 1_000)
        XCTAssertEqual(hex(.sha224, thousand), "4e8f0ce90b64661a2b5e84be6d93a7d9b76871062f1814433d04a03d")
        XCTAssertEqual(
            hex(.sha384, thousand),
            "f54480689c6b0b11d0303285d9a81b21a93bca6ba5a1b4472765dca4da45ee328082d469c650cd3b61b16d3266ab8ced")
    }

    func testHMACVectorsOfRFC2202AndRFC4231() {
        func hmac(_ algorithm: DigestAlgorithm, _ key: [UInt8], _ text: String) -> String {
            Hex.encode(algorithm.hmac(key: key, message: Array(text.utf8)))
        }
        let key = [UInt8](repeating: 0x0b, count: 20)
        XCTAssertEqual(hmac(.md5, Array(key.prefix(16)), "Hi There"), "9294727a3638bb1c13f48ef8158bfc9d")
        XCTAssertEqual(hmac(.sha1, key, "Hi There"), "b617318655057264e28bc0b6fb378c8ef146be00")
        XCTAssertEqual(hmac(.sha224, key, "Hi There"), "896fb1128abbdf196832107cd49df33f47b4b1169912ba4f53684b22")
        XCTAssertEqual(hmac(.sha256, key, "Hi There"), "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        XCTAssertEqual(
            hmac(.sha384, key, "Hi There"),
            "afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6")
        XCTAssertEqual(
            hmac(.sha512, key, "Hi There"),
            "87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854"
        )
        XCTAssertEqual(
            hmac(.sha256, Array("Jefe".utf8), "what do ya want for nothing?"),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        // A key longer than the block is hashed first (RFC 4231 test case 6).
        let long = [UInt8](repeating: 0xaa, count: 131)
        let text = "Test Using Larger Than Block-Size Key - Hash Key First"
        XCTAssertEqual(hmac(.sha256, long, text), "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
        XCTAssertEqual(
            hmac(.sha384, long, text),
            "4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f3cd11f05033ac4c60c2ef6ab4030fe8296248df163f44952")
    }

    /// Feeding a message in pieces of any size gives the digest of the whole, across block edges.
    func testChunkedInputEqualsOneShot() {
        let message = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        for algorithm in DigestAlgorithm.allCases {
            let whole = algorithm.digest(message)
            for chunk in [1, 3, 55, 56, 63, 64, 65, 111, 112, 127, 128, 129, 500] {
                var hasher = DigestAlgorithm.Hasher(algorithm)
                var offset = 0
                while offset < message.count {
                    hasher.update(message[offset..<min(offset + chunk, message.count)])
                    offset += chunk
                }
                XCTAssertEqual(hasher.finish(), whole, "\(algorithm) in chunks of \(chunk)")
            }
        }
    }

    /// Lengths around the padding boundary (55, 56, 64 bytes for 64-byte blocks; 111, 112, 128 for SHA-512)
    /// against digests computed by Python's hashlib.
    func testPaddingBoundaries() {
        let a55 = String(repeating: "a", count: 55), a56 = String(repeating: "a", count: 56)
        let a64 = String(repeating: "a", count: 64), a112 = String(repeating: "a", count: 112)
        XCTAssertEqual(hex(.md5, a55), "ef1772b6dff9a122358552954ad0df65")
        XCTAssertEqual(hex(.md5, a56), "3b0c8ac703f828b04c6c197006d17218")
        XCTAssertEqual(hex(.sha256, a55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        XCTAssertEqual(hex(.sha256, a56), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        XCTAssertEqual(hex(.sha1, a64), "0098ba824b5c16427bd7a1122a5a442a25ec644d")
        XCTAssertEqual(
            hex(.sha512, a112),
            "c01d080efd492776a1c43bd23dd99d0a2e626d481e16782e75d54c2503b5dc32bd05f0f1ba33e568b88fd2d970929b719ecbb152f58f130a407c8830604b70ca"
        )
    }

    func testHexEncodesLowercaseAndDecodesEitherCase() {
        XCTAssertEqual(Hex.encode([0x00, 0xAB, 0xff, 0x10]), "00abff10")
        XCTAssertEqual(Hex.encode([0x00, 0xAB, 0xff, 0x10], uppercase: true), "00ABFF10")
        XCTAssertEqual(Hex.decode("00ABff10"), [0x00, 0xAB, 0xff, 0x10])
        XCTAssertEqual(Hex.decode("00 ab\nff"), [0x00, 0xab, 0xff])
        XCTAssertNil(Hex.decode("abc"))
        XCTAssertNil(Hex.decode("zz"))
        XCTAssertEqual(Hex.decode(""), [])
    }
}
