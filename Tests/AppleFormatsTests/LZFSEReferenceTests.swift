import Digests
import Foundation
import TestBudget
import XCTest

@testable import AppleFormats

/// Our LZFSE decoder against Apple's reference encoder (issue 26, item 9): the committed vectors
/// always, and a fresh campaign from the reference itself when its Python bindings are installed
/// (CI installs them and sets `SHORTCUT_LZFSE_REFERENCE=required`, so there it cannot be absent).
final class LZFSEReferenceTests: IsolatedTestCase {
    private static let families = ["random", "repetitive", "zeros", "short", "exact64k", "multiblock", "text", "runs"]

    /// One input of a vectors file: what the reference encoder wrote, and what it stands for.
    private struct Vector {
        let family: String
        let rawSize: Int
        let sha256: [UInt8]
        let stream: ArraySlice<UInt8>
    }

    private func vectors(_ bytes: [UInt8]) throws -> [Vector] {
        var result: [Vector] = []
        var at = 0
        while at < bytes.count {
            let family = Int(bytes[at])
            let rawSize = Int(try XCTUnwrap(bytes.u32LE(at + 1)))
            let sha = Array(bytes[(at + 5)..<(at + 37)])
            let size = Int(try XCTUnwrap(bytes.u32LE(at + 37)))
            let start = at + 41
            XCTAssertLessThanOrEqual(start + size, bytes.count, "vector \(result.count) is truncated")
            result.append(
                Vector(family: Self.families[family], rawSize: rawSize, sha256: sha, stream: bytes[start..<(start + size)]))
            at = start + size
        }
        return result
    }

    /// Decodes every vector; returns (inputs per family, streams of two or more FSE blocks).
    private func check(_ vectors: [Vector], label: String) throws -> (families: [String: Int], multiBlock: Int) {
        var perFamily: [String: Int] = [:]
        var multiBlock = 0
        var failures: [String] = []
        var decodeSeconds = 0.0, hashSeconds = 0.0, rawBytes = 0
        for (index, vector) in vectors.enumerated() {
            perFamily[vector.family, default: 0] += 1
            if fseBlockCount(vector.stream) > 1 { multiBlock += 1 }
            do {
                let started = Date()
                let decoded = try LZFSE.decompress(bytes: Array(vector.stream))
                let decodedAt = Date()
                let digest = DigestAlgorithm.sha256.digest(decoded)
                decodeSeconds += decodedAt.timeIntervalSince(started)
                hashSeconds += Date().timeIntervalSince(decodedAt)
                rawBytes += decoded.count
                if decoded.count != vector.rawSize || digest != vector.sha256 {
                    failures.append(
                        "\(label) #\(index) (\(vector.family)): \(decoded.count) bytes decoded, \(vector.rawSize) expected, or a different SHA-256"
                    )
                }
            } catch {
                failures.append("\(label) #\(index) (\(vector.family), \(vector.rawSize) bytes): \(error)")
            }
        }
        XCTAssertEqual(failures, [], "\(failures.count) of \(vectors.count) reference streams decoded wrongly")
        print(
            "LZFSE \(label): \(vectors.count) reference streams (\(rawBytes) bytes) decoded byte for byte; \(multiBlock) of several FSE blocks; "
                + String(format: "decoding %.2f s, SHA-256 %.2f s; ", decodeSeconds, hashSeconds)
                + "\(perFamily.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
        return (perFamily, multiBlock)
    }

    /// The number of `bvx2`/`bvx1` blocks, walking the stream's block headers.
    private func fseBlockCount(_ stream: ArraySlice<UInt8>) -> Int {
        let bytes = Array(stream)
        var at = 0, count = 0
        while at + 8 <= bytes.count, bytes[at..<(at + 3)].elementsEqual("bvx".utf8) {
            switch bytes[at + 3] {
            case UInt8(ascii: "2"):
                guard let header = try? FSEBlockHeader.readV2(bytes, at: at, end: bytes.count) else { return count }
                count += 1
                at = header.payloadStart + header.literalPayloadSize + header.lmdPayloadSize
            case UInt8(ascii: "1"):
                guard let header = try? FSEBlockHeader.readV1(bytes, at: at, end: bytes.count) else { return count }
                count += 1
                at = header.payloadStart + header.literalPayloadSize + header.lmdPayloadSize
            case UInt8(ascii: "n"): at += 12 + Int(bytes.u32LE(at + 8) ?? 0)
            case UInt8(ascii: "-"): at += 8 + Int(bytes.u32LE(at + 4) ?? 0)
            default: return count
            }
        }
        return count
    }

    func testCommittedReferenceVectorsDecodeByteForByte() throws {
        let started = Date()
        let all = try vectors([UInt8](try Fixtures.data("lzfse/reference-vectors.bin")))
        XCTAssertEqual(all.count, 2_000)
        let (families, multiBlock) = try check(all, label: "committed vectors")
        XCTAssertEqual(families.count, Self.families.count)
        XCTAssertEqual(families["multiblock"], 10)
        XCTAssertGreaterThanOrEqual(multiBlock, 8, "the multi-block family no longer makes several blocks")
        let sixtyFour = Set(all.filter { $0.family == "exact64k" }.map(\.rawSize))
        XCTAssertTrue(sixtyFour.contains(65_536) && sixtyFour.isSubset(of: [65_535, 65_536, 65_537]), "\(sixtyFour)")
        XCTAssertTrue(all.contains { $0.rawSize == 0 })
        print(String(format: "committed vectors: %.2f s", Date().timeIntervalSince(started)))
    }

    /// The issue's reproducer: a signed shortcut whose LZFSE stream's second block (raw size
    /// 65,536, literal stream of 0 bytes) was refused with "bit stream of 0 bytes is too short".
    func testSignedShortcutWhoseSecondBlockHasAnEmptyLiteralStream() throws {
        let data = try Fixtures.data("lzfse/multi-block-signed.shortcut")
        let archive = try AppleEncryptedArchive.read(data)
        XCTAssertEqual(archive.segments.count, 1)
        let segment = archive.segments[0]
        let stream = [UInt8](data[segment.offset..<(segment.offset + segment.storedSize)])
        let first = try FSEBlockHeader.readV2(stream, at: 0, end: stream.count)
        let second = try FSEBlockHeader.readV2(
            stream, at: first.payloadStart + first.literalPayloadSize + first.lmdPayloadSize, end: stream.count)
        XCTAssertEqual([second.rawSize, second.literalPayloadSize], [65_536, 0])
        XCTAssertEqual(try LZFSE.decompress(bytes: stream).count, 144_076)

        let (plist, container) = try ShortcutContainer.extractPlist(from: data)
        guard case .signed = container else { return XCTFail("not read as a signed shortcut") }
        let actions = plist["WFWorkflowActions"]?.array ?? []
        XCTAssertEqual(
            actions.compactMap { $0["WFWorkflowActionIdentifier"]?.string },
            ["is.workflow.actions.gettext", "is.workflow.actions.count", "is.workflow.actions.showresult"])
        XCTAssertEqual(actions.first?["WFWorkflowActionParameters"]?["WFTextActionText"]?.string?.utf8.count, 77_880)
    }

    /// A fresh campaign from the reference encoder itself: a new seed per budget, sizes by budget.
    func testFreshInputsFromTheReferenceEncoder() throws {
        let required = ProcessInfo.processInfo.environment["SHORTCUT_LZFSE_REFERENCE"] == "required"
        guard Self.referenceAvailable() else {
            if required {
                XCTFail("SHORTCUT_LZFSE_REFERENCE=required but python3 cannot import lzfse (python3 -m pip install lzfse)")
            }
            print("LZFSE reference campaign not run: python3 cannot import lzfse (the committed vectors still ran)")
            return
        }
        let count = TestBudget.count(small: 200, medium: 2_000, large: 20_000, override: "LZFSE_REFERENCE_COUNT")
        let seed = TestBudget.current.pick(small: 1_026, medium: 2_026, large: 3_026)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lzfse-reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("vectors.bin")
        let started = Date()
        let status = try Self.python([Self.script.path, "vectors", "--seed", "\(seed)", "--count", "\(count)", output.path])
        XCTAssertEqual(status, 0, "scripts/lzfse-vectors.py failed")
        let all = try vectors([UInt8](try Data(contentsOf: output)))
        XCTAssertEqual(all.count, count)
        let (_, multiBlock) = try check(all, label: "reference campaign (\(TestBudget.current.rawValue) budget, seed \(seed))")
        XCTAssertGreaterThanOrEqual(multiBlock, count / 400, "the multi-block family no longer makes several blocks")
        print(String(format: "reference campaign: %.1f s including encoding", Date().timeIntervalSince(started)))
    }

    private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../scripts/lzfse-vectors.py").standardized

    private static func referenceAvailable() -> Bool {
        (try? python(["-c", "import lzfse"])) == 0
    }

    private static func python(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
