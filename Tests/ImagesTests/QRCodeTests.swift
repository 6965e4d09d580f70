import Digests
import Foundation
import TestBudget
import XCTest

@testable import Images

/// QR codes: the standard's worked example codeword by codeword, and matrices equal to reference
/// encoders' (segno and python-qrcode; Fixtures/QRCode, scripts/qr-fixtures.py) for every version
/// and level (versions 1–12 and 40 by default; all 40 with SHORTCUT_TEST_BUDGET=medium or large).
final class QRCodeTests: IsolatedTestCase {
    func testTheStandardsExampleHasItsCodewords() throws {
        // ISO/IEC 18004 annex I: "01234567" as 1-M.
        let segment = QRSegment(Array("01234567".utf8))
        XCTAssertEqual(segment.mode, .numeric)
        XCTAssertEqual(QRDataCodewords.smallestVersion(for: segment, level: .medium), 1)
        let data = QRDataCodewords.codewords(segment, version: 1, level: .medium)
        XCTAssertEqual(
            data,
            [0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11])
        let all = QRDataCodewords.interleaved(data, version: 1, level: .medium)
        XCTAssertEqual(Array(all.suffix(10)), [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55])
    }

    func testModesAreTheMostCompactThatHoldTheText() {
        XCTAssertEqual(QRSegment(Array("0123".utf8)).mode, .numeric)
        XCTAssertEqual(QRSegment(Array("HELLO WORLD $%*+-./:".utf8)).mode, .alphanumeric)
        XCTAssertEqual(QRSegment(Array("Hello".utf8)).mode, .byte)
        XCTAssertEqual(QRSegment(Array("HELLO WORLD".utf8)).bits.count, 61)
        XCTAssertEqual(QRSegment(Array("01234567".utf8)).bits.count, 27)
    }

    func testEveryVersionAndLevelMatchesSegno() throws {
        let rows = try Fixtures.rows("QRCode/vectors.tsv")
        XCTAssertEqual(rows.count, 240)
        let all = TestBudget.current.pick(small: false, medium: true, large: true)
        for row in rows where all || Int(row[2]).map({ $0 <= 12 || $0 == 40 }) == true {
            let level = try XCTUnwrap(QRErrorCorrection.allCases.first { $0.letter == row[0] })
            let version = try XCTUnwrap(Int(row[2])), length = try XCTUnwrap(Int(row[3]))
            let code = try QRCode.encode(Self.payload(row[1], version: version, length: length), level: level)
            let label = row.prefix(3).joined(separator: " ")
            XCTAssertEqual(code.version, version, label)
            XCTAssertEqual(code.mask, Int(row[4]), label)
            XCTAssertEqual(DigestAlgorithm.sha256.hexDigest(Array(Self.rows(code).utf8)), row[5], label)
        }
    }

    func testWholeMatricesMatchPythonQRCode() throws {
        let text = String(decoding: try Fixtures.data("QRCode/matrices.txt"), as: UTF8.self)
        let blocks = text.components(separatedBy: "# ").filter { !$0.isEmpty }
        XCTAssertEqual(blocks.count, 6)
        for block in blocks {
            let lines = block.split(separator: "\n").map(String.init)
            let header = lines[0].split(separator: " ").map(String.init)
            let level = try XCTUnwrap(QRErrorCorrection.allCases.first { $0.letter == header[0] })
            let bytes = try Self.bytes(hex: header[1])
            let code = try QRCode.encode(bytes, level: level)
            XCTAssertEqual(code.version, Int(header[2]), header[1])
            XCTAssertEqual(code.mask, Int(header[3]), header[1])
            XCTAssertEqual(Self.rows(code), lines.dropFirst().joined(separator: "\n"), header[1])
        }
    }

    func testTextTooLongForVersion40IsAClearError() {
        let bytes = [UInt8](repeating: 0x61, count: 2_332)
        XCTAssertEqual(
            message { _ = try QRCode.encode(bytes, level: .medium) },
            "cannot write a QR code: the text is 2332 bytes in byte mode; at error correction M the largest QR code (version 40) holds 2331 bytes in that mode"
        )
        XCTAssertEqual(try QRCode.encode(Array(bytes.dropLast()), level: .medium).version, 40)
        XCTAssertEqual(
            message { _ = try QRCode.encode([UInt8](repeating: 0x31, count: 7_090), level: .low) },
            "cannot write a QR code: the text is 7090 characters in numeric mode; at error correction L the largest QR code (version 40) holds 7089 characters in that mode"
        )
    }

    func testPixelsHaveAQuietZoneScaleAndColours() throws {
        let code = try QRCode.encode(Array("01234567".utf8), level: .medium)
        let pixels = try code.pixels(scale: 3, foreground: [10, 20, 30, 255], background: [250, 240, 230, 128])
        XCTAssertEqual(pixels.width, (21 + 8) * 3)
        let samples = pixels.rgba8
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(samples[(y * pixels.width + x) * 4..<(y * pixels.width + x) * 4 + 4]) }
        XCTAssertEqual(pixel(0, 0), [250, 240, 230, 128])
        XCTAssertEqual(pixel(11, 11), [250, 240, 230, 128])  // the quiet zone: 4 modules of 3 pixels
        XCTAssertEqual(pixel(12, 12), [10, 20, 30, 255])  // the finder's dark corner
        XCTAssertEqual(pixel(12 + 3 + 1, 12 + 3 + 1), [250, 240, 230, 128])  // its light ring
        let rounded = try code.pixels(scale: 4, rounded: true)
        XCTAssertEqual(
            Array(rounded.rgba8[(16 * rounded.width + 16) * 4..<(16 * rounded.width + 16) * 4 + 4]), [255, 255, 255, 255])
        XCTAssertEqual(
            Array(rounded.rgba8[(18 * rounded.width + 18) * 4..<(18 * rounded.width + 18) * 4 + 4]), [0, 0, 0, 255])
        XCTAssertEqual(
            message { _ = try code.pixels(scale: 0) },
            "cannot draw the image: a QR code needs a scale of at least 1 and RGBA colours")
    }

    /// The payload scripts/qr-fixtures.py makes for a mode, version and length.
    static func payload(_ mode: String, version: Int, length: Int) -> [UInt8] {
        switch mode {
        case "numeric": return (0..<length).map { UInt8(0x30 + ($0 * 7 + version) % 10) }
        case "alphanumeric": return (0..<length).map { QRSegment.alphanumericCharacters[($0 * 11 + version) % 45] }
        default: return [0x61] + (1..<max(1, length)).map { UInt8(($0 * 31 + version * 7 + 97) % 256) }
        }
    }

    /// The matrix as rows of 0 and 1 joined by newlines, as the fixtures hash it.
    static func rows(_ code: QRCode) -> String {
        (0..<code.size).map { y in String((0..<code.size).map { code.isDark(x: $0, y: y) ? "1" : "0" }) }
            .joined(separator: "\n")
    }

    static func bytes(hex: String) throws -> [UInt8] {
        let digits = Array(hex.utf8)
        return try stride(from: 0, to: digits.count, by: 2).map { index in
            try XCTUnwrap(UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16))
        }
    }
}
