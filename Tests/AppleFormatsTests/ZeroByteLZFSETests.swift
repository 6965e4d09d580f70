import Foundation
import XCTest

@testable import AppleFormats

private func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
private func le64(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) } }
private let end = Array("bvx$".utf8)

/// Issue 16: a zero-byte LZFSE segment, as the reference encoder writes it for empty input, in
/// each block kind (built by hand from the format: magic, raw size 0, the kind's header, `bvx$`).
final class ZeroByteLZFSETests: IsolatedTestCase {
    /// `bvx-`, raw size 0, no bytes: what `lzfse_encode_buffer` writes for inputs under 8 bytes.
    func testStoredBlockOfZeroBytes() throws {
        XCTAssertEqual(try LZFSE.decompress(Data(Array("bvx-".utf8) + le32(0) + end)), Data())
    }

    /// `bvxn`, raw size 0, an 8-byte payload holding only the end-of-stream opcode.
    func testLZVNBlockOfZeroBytes() throws {
        XCTAssertEqual(
            try LZFSE.decompress(Data(Array("bvxn".utf8) + le32(0) + le32(8) + [0x06, 0, 0, 0, 0, 0, 0, 0] + end)), Data())
    }

    /// `bvx2`, raw size 0: no literals, no matches, empty payloads, a 32-byte header without a
    /// frequency table (all zero). It used to fail with "bit stream of 0 bytes is too short".
    func testV2BlockOfZeroBytes() throws {
        let block = Array("bvx2".utf8) + le32(0) + le64(0) + le64(0) + le64(32)
        XCTAssertEqual(try LZFSE.decompress(Data(block + end)), Data())
        XCTAssertEqual(try LZFSE.decompress(Data(block + Array("bvx-".utf8) + le32(2) + Array("hi".utf8) + end)), Data("hi".utf8))
    }

    /// `bvx1`, raw size 0: the v1 header with every count and size 0.
    func testV1BlockOfZeroBytes() throws {
        // Raw size, payload size, literals, matches, literal and LMD payload sizes: all 0.
        var block = Array("bvx1".utf8) + le32(0) + le32(0) + le32(0) + le32(0) + le32(0) + le32(0)
        block += le32(0) + [UInt8](repeating: 0, count: 8) + le32(0) + [UInt8](repeating: 0, count: 6)
        block += [UInt8](repeating: 0, count: 720 + 2)  // the frequency tables, as LZFSETests' v1Block lays them out
        XCTAssertEqual(try LZFSE.decompress(Data(block + end)), Data())
    }

    /// An empty block that claims a raw size still fails, naming the mismatch.
    func testEmptyV2BlockClaimingBytesIsRejected() {
        let block = Array("bvx2".utf8) + le32(5) + le64(0) + le64(0) + le64(32)
        XCTAssertThrowsError(try LZFSE.decompress(Data(block + end))) { error in
            XCTAssertEqual("\(error)", "LZFSE: compressed block at offset 0: decoded 0 bytes, header says 5")
        }
    }
}
