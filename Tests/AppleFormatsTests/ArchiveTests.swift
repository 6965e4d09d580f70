import AppleFormats
import XCTest

private func le(_ value: UInt64, _ size: Int) -> [UInt8] {
    (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
}

/// An Apple Archive entry: header fields, then the DAT blob when given.
func archiveEntry(type: Character, path: String, data: [UInt8]? = nil, magic: String = "AA01") -> [UInt8] {
    var fields = Array("TYP1".utf8) + [UInt8(ascii: type.unicodeScalars.first ?? "F")]
    fields += Array("PATP".utf8) + le(UInt64(path.utf8.count), 2) + Array(path.utf8)
    fields += Array("MOD2".utf8) + le(0o644, 2)
    fields += Array("MTMT".utf8) + le(1_700_000_000, 8) + le(5, 4)
    if let data { fields += Array("DATA".utf8) + le(UInt64(data.count), 2) }
    return Array(magic.utf8) + le(UInt64(6 + fields.count), 2) + fields + (data ?? [])
}

/// A profile-0 AEA file with the given segments (stored raw when `compressed` is nil).
func encryptedArchive(
    segments: [[UInt8]], stored: [[UInt8]]? = nil, perCluster: Int = 256, profile: UInt64 = 0,
    compression: Character = "e", auth: [UInt8] = Array("bplist-ish".utf8)
) -> Data {
    let storedSegments = stored ?? segments
    var bytes = Array("AEA1".utf8) + le(profile, 3) + [0] + le(UInt64(auth.count), 4) + auth
    bytes += [UInt8](repeating: 0xEE, count: 128 + 32 + 32 + 32)
    let total = segments.reduce(0) { $0 + $1.count }
    bytes +=
        le(UInt64(total), 8) + le(UInt64(storedSegments.reduce(0) { $0 + $1.count }), 8) + le(1 << 20, 4)
        + le(UInt64(perCluster), 4)
    bytes += [UInt8(ascii: compression.unicodeScalars.first ?? "e"), 2] + [UInt8](repeating: 0, count: 22)
    bytes += [UInt8](repeating: 0xAA, count: 32)
    for start in stride(from: 0, to: max(segments.count, 1), by: perCluster) {
        let cluster = Array(start..<min(start + perCluster, segments.count))
        for slot in 0..<perCluster {
            if slot < cluster.count {
                bytes +=
                    le(UInt64(segments[cluster[slot]].count), 4) + le(UInt64(storedSegments[cluster[slot]].count), 4)
                    + [UInt8](repeating: 0, count: 32)
            } else {
                bytes += [UInt8](repeating: 0, count: 40)
            }
        }
        bytes += [UInt8](repeating: 0xBB, count: 32 + perCluster * 32)
        for index in cluster { bytes += storedSegments[index] }
    }
    return Data(bytes)
}

final class ArchiveTests: IsolatedTestCase {
    func testSignedCorpusFileEnvelope() throws {
        let data = try Fixtures.data("shortcuts/extratone__showResult.shortcut")
        let archive = try AppleEncryptedArchive.read(data)
        XCTAssertEqual(archive.profile, 0)
        XCTAssertFalse(archive.signatureVerified)
        XCTAssertEqual(archive.rootHeader.segmentSize, 1 << 20)
        XCTAssertEqual(archive.rootHeader.segmentsPerCluster, 256)
        XCTAssertEqual(archive.rootHeader.compression, .lzfse)
        XCTAssertEqual(archive.rootHeader.checksum, 2)
        XCTAssertEqual(archive.segments.count, 1)
        XCTAssertEqual(archive.segments[0].offset, archive.authData.count + 0x495C)
        XCTAssertEqual(archive.payload.count, Int(archive.rootHeader.originalSize))
        XCTAssertNotNil(archive.authDataPlist?["SigningCertificateChain"]?.array)
        let contents = try AppleArchive.read(archive.payload)
        XCTAssertEqual(contents.entries.map(\.path), ["", "Shortcut.wflow"])
        XCTAssertEqual(contents.entries.map(\.type), [.directory, .regularFile])
        XCTAssertTrue(contents.file(named: "Shortcut.wflow")?.starts(with: Array("bplist00".utf8)) ?? false)
    }

    func testSyntheticArchiveWithSeveralClustersAndStoredSegments() throws {
        let wflow = try PropertyList(dictionaryLiteral: ("WFWorkflowActions", [])).serialized(as: .binary)
        let payload = archiveEntry(type: "D", path: "") + archiveEntry(type: "F", path: "Shortcut.wflow", data: [UInt8](wflow))
        let pieces = stride(from: 0, to: payload.count, by: 10).map { Array(payload[$0..<min($0 + 10, payload.count)]) }
        // Odd segments are LZFSE streams holding one stored block; even ones are stored raw.
        let stored = pieces.enumerated().map {
            $0.offset % 2 == 1
                ? Array("bvx-".utf8) + le(UInt64($0.element.count), 4) + $0.element + Array("bvx$".utf8) : $0.element
        }
        let file = encryptedArchive(segments: pieces, stored: stored, perCluster: 3)
        let (plist, container) = try ShortcutContainer.extractPlist(from: file)
        XCTAssertEqual(plist, ["WFWorkflowActions": []])
        guard case .signed(let signed) = container else { return XCTFail("not signed") }
        XCTAssertEqual(signed.archive.segments.count, pieces.count)
        XCTAssertEqual(signed.signing, .unknown)
        XCTAssertEqual(signed.inner, .binary)
    }

    func testAppleArchiveFieldsAndLookup() throws {
        let bytes =
            archiveEntry(type: "D", path: "dir", magic: "YAA1")
            + archiveEntry(type: "F", path: "dir/a.txt", data: Array("hi".utf8))
        let archive = try AppleArchive.read(Data(bytes))
        XCTAssertEqual(archive.file(named: "a.txt"), Data("hi".utf8))
        XCTAssertEqual(archive.file(named: "dir/a.txt"), Data("hi".utf8))
        XCTAssertNil(archive.file(named: "missing"))
        XCTAssertEqual(archive.entries[1].field("MOD"), .integer(0o644))
        XCTAssertEqual(archive.entries[1].field("MTM"), .timestamp(seconds: 1_700_000_000, nanoseconds: 5))
        XCTAssertEqual(archive.entries[1].field("DAT"), .blob(size: 2))
    }

    func testCorruptAppleArchives() {
        assertFails("Apple Archive: entry at offset 0 has unknown magic 'AA02'; expected 'AA01' or 'YAA1'") {
            try AppleArchive.read(Data("AA02xx".utf8))
        }
        assertFails("Apple Archive: entry at offset 0: header size 4 must be at least 6 and fit in the 6 bytes left") {
            try AppleArchive.read(Data(Array("AA01".utf8) + [4, 0]))
        }
        assertFails("Apple Archive: entry at offset 0: field XYZ at offset 6 has unknown subtype 'q'") {
            try AppleArchive.read(Data(Array("AA01".utf8) + [10, 0] + Array("XYZq".utf8)))
        }
        assertFails("Apple Archive: entry at offset 0: field PAT at offset 6 runs past the header end at 12") {
            try AppleArchive.read(Data(Array("AA01".utf8) + [12, 0] + Array("PATP".utf8) + [9, 0]))
        }
        var truncatedBlob = archiveEntry(type: "F", path: "f", data: Array("hello".utf8))
        truncatedBlob.removeLast(2)
        assertFails(
            "Apple Archive: entry at offset 0: blob DAT of 5 bytes at offset 46 runs past the end of the archive (size 49)"
        ) {
            try AppleArchive.read(Data(truncatedBlob))
        }
    }

    func testCorruptEncryptedArchives() throws {
        let good = encryptedArchive(segments: [Array("abc".utf8)])
        assertFails("Apple Encrypted Archive: missing 'AEA1' magic (first bytes: 41 45 41 32)") {
            try AppleEncryptedArchive.read(Data("AEA2....".utf8))
        }
        assertFails("Apple Encrypted Archive: prologue of 6 bytes is truncated; expected at least 12") {
            try AppleEncryptedArchive.read(Data("AEA1\0\0".utf8))
        }
        assertFails(
            "Apple Encrypted Archive: profile 1 is encrypted or unknown; only profile 0 (signed, not encrypted) can be read"
        ) {
            try AppleEncryptedArchive.read(encryptedArchive(segments: [[1]], profile: 1))
        }
        var hugeAuth = [UInt8](good)
        hugeAuth[11] = 0x7F
        assertFails(
            "Apple Encrypted Archive: auth data of 2130706442 bytes at offset 12 runs past the end of the file (size 18793)"
        ) {
            try AppleEncryptedArchive.read(Data(hugeAuth))
        }
        assertFails("Apple Encrypted Archive: root header at offset 246 runs past the end of the file (size 250)") {
            try AppleEncryptedArchive.read(good.prefix(250))
        }
        assertFails("Apple Encrypted Archive: segment compression 'z' (0x7A) is not supported; only LZFSE ('e') and none ('-')") {
            try AppleEncryptedArchive.read(encryptedArchive(segments: [[1]], compression: "z"))
        }
        assertFails("Apple Encrypted Archive: segment 0 at offset 18790 declares 3 bytes but the file ends at 18792") {
            try AppleEncryptedArchive.read(good.dropLast())
        }
        assertFails("decompressed output exceeds the limit of 2 bytes") { try AppleEncryptedArchive.read(good, outputLimit: 2) }
        let badStream = encryptedArchive(segments: [Array("abcdef".utf8)], stored: [Array("bvxQx".utf8)])
        assertFails("LZFSE: block at offset 18790 has unknown magic 'bvxQ'") { try AppleEncryptedArchive.read(badStream) }
        let noWflow = encryptedArchive(segments: [archiveEntry(type: "F", path: "Other.plist", data: [1])])
        assertFails("signed shortcut holds no Shortcut.wflow (entries: 'Other.plist')") {
            try ShortcutContainer.extractPlist(from: noWflow)
        }
        assertFails("not a property list, Apple Encrypted Archive or JSON (first bytes: 68 65 6C 6C 6F)") {
            try ShortcutContainer.extractPlist(from: Data("hello".utf8))
        }
    }
}
