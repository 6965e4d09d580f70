import Digests
import Foundation
import XCTest

@testable import Images

/// VP8 (lossy WebP): the libwebp conformance files (Fixtures/webp, from libwebp-test-data)
/// decode to exactly the planes and the RGBA that libwebp's dwebp writes (the MD5s in
/// libwebp_tests.md5); damaged frames are clean errors.
final class WebPLossyTests: IsolatedTestCase {
    /// The MD5 of each of dwebp's outputs, by output file name ("test.webp.pgm").
    static func expectedDigests() throws -> [String: String] {
        var digests: [String: String] = [:]
        for line in String(decoding: try Fixtures.data("webp/libwebp_tests.md5"), as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.count == 2 { digests[String(fields[1])] = String(fields[0]) }
        }
        return digests
    }

    /// The payload of the "VP8 " chunk of a simple lossy file (RIFF header, then that chunk
    /// first), or nil for any other WebP file (VP8L, VP8X).
    static func simpleLossyPayload(_ file: [UInt8]) -> ArraySlice<UInt8>? {
        guard file.count >= 20, Array(file[0..<4]) == Array("RIFF".utf8), Array(file[8..<12]) == Array("WEBP".utf8),
            Array(file[12..<16]) == Array("VP8 ".utf8)
        else { return nil }
        let size = Int(file[16]) | Int(file[17]) << 8 | Int(file[18]) << 16 | Int(file[19]) << 24
        return file[20..<min(20 + size, file.count)]
    }

    /// dwebp's "-pgm" output: the Y rows (odd widths padded with a zero), then each chroma row
    /// as the U row followed by the V row.
    static func pgm(_ picture: VP8Picture) -> [UInt8] {
        let width = picture.width, height = picture.height
        let chromaWidth = (width + 1) / 2, chromaHeight = (height + 1) / 2
        var bytes = Array("P5\n\((width + 1) & ~1) \(height + chromaHeight)\n255\n".utf8)
        for row in 0..<height {
            bytes += picture.y[(row * width)..<(row * width + width)]
            if width & 1 == 1 { bytes.append(0) }
        }
        for row in 0..<chromaHeight {
            bytes += picture.u[(row * chromaWidth)..<(row * chromaWidth + chromaWidth)]
            bytes += picture.v[(row * chromaWidth)..<(row * chromaWidth + chromaWidth)]
        }
        return bytes
    }

    /// dwebp's "-pam" output: RGBA with a P7 header.
    static func pam(_ picture: VP8Picture) -> [UInt8] {
        let header =
            "P7\nWIDTH \(picture.width)\nHEIGHT \(picture.height)\nDEPTH 4\nMAXVAL 255\n"
            + "TUPLTYPE RGB_ALPHA\nENDHDR\n"
        return Array(header.utf8) + picture.rgba()
    }

    func testEverySimpleLossyFileMatchesLibwebp() throws {
        let digests = try Self.expectedDigests()
        let listed = Set(digests.keys.filter { $0.hasSuffix(".pgm") }.map { String($0.dropLast(4)) })
        var checked = 0
        for name in listed.sorted() {
            let file = [UInt8](try Fixtures.data("webp/\(name)"))
            guard let payload = Self.simpleLossyPayload(file) else { continue }
            let picture: VP8Picture
            do {
                picture = try VP8.decode(payload, limits: .standard)
            } catch {
                XCTFail("\(name): \(error)")
                continue
            }
            XCTAssertEqual(DigestAlgorithm.md5.hexDigest(Self.pgm(picture)), digests["\(name).pgm"], "\(name) planes")
            XCTAssertEqual(DigestAlgorithm.md5.hexDigest(Self.pam(picture)), digests["\(name).pam"], "\(name) RGBA")
            checked += 1
        }
        // The 56 VP8 test vectors (vp80-*) and bug3, lossy_extreme_probabilities, lossy_q0_f100,
        // segment01–03, small_13x1, small_1x1, small_1x13, small_31x13, test, test-nostrong and
        // very_short: every simple lossy file in the list.
        XCTAssertEqual(checked, 69)
    }

    func testVeryShortFileDecodesLikeLibwebp() throws {
        // libwebp decodes this short file in full (its outputs are in the MD5 list).
        let file = [UInt8](try Fixtures.data("webp/very_short.webp"))
        let payload = try XCTUnwrap(Self.simpleLossyPayload(file))
        let picture = try VP8.decode(payload, limits: .standard)
        XCTAssertEqual([picture.width, picture.height], [63, 66])
        XCTAssertEqual(picture.y.count, 63 * 66)
        XCTAssertEqual(picture.u.count, 32 * 33)
        XCTAssertEqual(picture.rgba().count, 63 * 66 * 4)
    }

    func testDamagedFrames() throws {
        let payload = Array(try XCTUnwrap(Self.simpleLossyPayload([UInt8](try Fixtures.data("webp/test.webp")))))
        func decodeMessage(_ bytes: [UInt8], limits: ImageLimits = .standard) -> String {
            message { _ = try VP8.decode(bytes[...], limits: limits) }
        }
        XCTAssertEqual(
            decodeMessage(Array(payload.prefix(payload.count / 2))),
            "WebP: the data ends early (VP8 token partition 1 ends before macroblock 0 of row 4)")
        XCTAssertEqual(
            decodeMessage(Array(payload.prefix(40))),
            "WebP: the data ends early (the VP8 first partition is 502 bytes, only 30 follow the header)")
        XCTAssertEqual(
            decodeMessage(Array(payload.prefix(5))),
            "WebP: the data ends early (the VP8 frame header needs 10 bytes, the chunk has 5)")
        var startCode = payload
        startCode.replaceSubrange(3..<6, with: [1, 2, 3])
        XCTAssertEqual(decodeMessage(startCode), "WebP: the VP8 frame's start code is 01 02 03, not 9d 01 2a")
        var inter = payload
        inter[0] |= 1
        XCTAssertEqual(
            decodeMessage(inter), "WebP: an inter frame (a VP8 chunk must hold a key frame) is not supported")
        var huge = payload
        huge.replaceSubrange(6..<10, with: [0xff, 0x3f, 0xff, 0x3f])
        XCTAssertEqual(
            decodeMessage(huge), "the image is 16383×16383 pixels, more than the limit of 100,000,000 pixels in all")
        let small = ImageLimits(maxDimension: 100, maxPixels: 1_000_000, maxFrames: 1, maxMetadataBytes: 1)
        XCTAssertEqual(
            decodeMessage(payload, limits: small), "the image is 128×128 pixels, more than the limit of 100 pixels a side")
    }
}
