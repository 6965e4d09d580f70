import AppleFormats
import XCTest

final class CorpusTests: IsolatedTestCase {
    func testEveryCorpusShortcutHasWorkflowActions() throws {
        let files = try Fixtures.shortcutFiles()
        XCTAssertEqual(files.count, 71)
        var signed = 0
        for file in files {
            do {
                let (plist, container) = try ShortcutContainer.extractPlist(from: Data(contentsOf: file))
                XCTAssertNotNil(plist["WFWorkflowActions"]?.array, file.lastPathComponent)
                if case .signed(let info) = container {
                    signed += 1
                    XCTAssertEqual(info.inner, .binary, file.lastPathComponent)
                    XCTAssertFalse(info.signatureVerified)
                    XCTAssertEqual(info.signing, .iCloud, file.lastPathComponent)
                    XCTAssertEqual(info.certificateChain.count, 3, file.lastPathComponent)
                    XCTAssertTrue(info.certificateChain.allSatisfy { $0.starts(with: [0x30, 0x82]) }, "DER SEQUENCE")
                } else {
                    XCTAssertEqual(container, .xml, file.lastPathComponent)
                }
            } catch {
                XCTFail("\(file.lastPathComponent): \(error)")
            }
        }
        XCTAssertEqual(signed, 40)
    }

    func testXMLCorpusSurvivesBinaryAndXMLRoundTrips() throws {
        for file in try Fixtures.shortcutFiles() where file.pathExtension != "shortcut" {
            let original = try PropertyList.parse(Data(contentsOf: file))
            let binary = try original.serialized(as: .binary)
            XCTAssertTrue(binary.starts(with: Array("bplist00".utf8)))
            let fromBinary = try PropertyList.parse(binary)
            XCTAssertEqual(fromBinary, original, file.lastPathComponent)
            XCTAssertEqual(
                fromBinary.dictionaryValue?.keys, original.dictionaryValue?.keys, "key order: \(file.lastPathComponent)")
            XCTAssertEqual(try PropertyList.parse(original.serialized(as: .xml)), original, file.lastPathComponent)
        }
    }

    func testSignedInnerPlistSurvivesBinaryRoundTrip() throws {
        for file in try Fixtures.shortcutFiles() where file.pathExtension == "shortcut" {
            let (plist, _) = try ShortcutContainer.extractPlist(from: Data(contentsOf: file))
            XCTAssertEqual(try PropertyList.parse(plist.serialized(as: .binary)), plist, file.lastPathComponent)
            // XML dates carry whole seconds only (as CoreFoundation writes them).
            XCTAssertEqual(try PropertyList.parse(plist.serialized(as: .xml)), wholeSeconds(plist), file.lastPathComponent)
        }
    }

    private func wholeSeconds(_ value: PropertyList) -> PropertyList {
        switch value {
        case .date(let date): return .date(Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down)))
        case .array(let items): return .array(items.map(wholeSeconds))
        case .dictionary(let dictionary):
            return .dictionary(PlistDictionary(dictionary.entries.map { (key: $0.key, value: wholeSeconds($0.value)) }))
        default: return value
        }
    }

    func testAutomatorDocumentsParse() throws {
        let files = try Fixtures.automatorFiles()
        XCTAssertEqual(files.count, 6)
        for file in files {
            let plist = try PropertyList.parse(Data(contentsOf: file))
            XCTAssertNotNil(plist["actions"]?.array, file.path)
            XCTAssertEqual(try PropertyList.parse(plist.serialized(as: .binary)), plist, file.path)
        }
    }
}

final class CorruptCorpusTests: IsolatedTestCase {
    func testTruncatedAndDamagedSignedShortcuts() throws {
        let data = try Fixtures.data("shortcuts/extratone__showResult.shortcut")
        assertFails("Apple Encrypted Archive: auth data of 2203 bytes at offset 12 runs past the end of the file (size 1000)") {
            try ShortcutContainer.extractPlist(from: data.prefix(1000))
        }
        assertFails("Apple Encrypted Archive: segment 0 at offset 20983 declares 2414 bytes but the file ends at 22000") {
            try ShortcutContainer.extractPlist(from: data.prefix(22000))
        }
        var badBlock = [UInt8](data)
        badBlock[20983 + 3] = UInt8(ascii: "Q")
        assertFails("LZFSE: block at offset 20983 has unknown magic 'bvxQ'") {
            try ShortcutContainer.extractPlist(from: Data(badBlock))
        }
        assertFails("Apple Encrypted Archive: 256 segments per cluster cannot fit in a file of 9000 bytes") {
            try ShortcutContainer.extractPlist(from: data.prefix(9000))
        }
        var encrypted = [UInt8](data)
        encrypted[4] = 1
        assertFails(
            "Apple Encrypted Archive: profile 1 is encrypted or unknown; only profile 0 (signed, not encrypted) can be read"
        ) {
            try ShortcutContainer.extractPlist(from: Data(encrypted))
        }
    }

    func testTruncatedAndDamagedAppleWrittenBinaryPlist() throws {
        let archive = try AppleEncryptedArchive.read(Fixtures.data("shortcuts/extratone__showResult.shortcut"))
        let binary = try XCTUnwrap(AppleArchive.read(archive.payload).file(named: "Shortcut.wflow"))
        XCTAssertEqual(binary.count, 4029)
        assertFails("binary plist: trailer at offset 1968 has offset size 105 and reference size 111; both must be 1–8") {
            try PropertyList.parse(binary.prefix(2000))
        }
        var damaged = [UInt8](binary)
        damaged[damaged.count - 9] = 0xFF
        assertFails("binary plist: top object 255 is not below the object count 163") { try PropertyList.parse(Data(damaged)) }
        damaged = [UInt8](binary)
        damaged[damaged.count - 2] = 0x01
        assertFails(
            "binary plist: object 0 at offset 18007 points past the end of the object area (offset table at 343, file size 4029)"
        ) { try PropertyList.parse(Data(damaged)) }
        damaged = [UInt8](binary)
        damaged[3671] = 0xFF
        assertFails(
            "binary plist: object 0 at offset 65288 points past the end of the object area (offset table at 3671, file size 4029)"
        ) {
            try PropertyList.parse(Data(damaged))
        }
    }
}
