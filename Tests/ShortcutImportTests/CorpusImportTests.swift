import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Every corpus file imports with no crash and no dropped action; counts mapped vs unsupported.
final class CorpusImportTests: IsolatedTestCase {
    func testEveryCorpusShortcutImportsEveryActionInOrder() throws {
        let files = try Corpus.shortcutFiles()
        XCTAssertEqual(files.count, 71)
        var mapped = 0
        var unsupported = 0
        var identifiers: [String: Int] = [:]
        for file in files {
            let result = try Corpus.importFile(file)
            let plist = try ShortcutContainer.extractPlist(from: Data(contentsOf: file)).plist
            let original = plist["WFWorkflowActions"]?.array ?? []
            XCTAssertEqual(result.document.actions.count, original.count, "\(file.lastPathComponent): an action was dropped")
            XCTAssertEqual(result.report.mapped + result.report.unsupportedCount, original.count, file.lastPathComponent)
            for (index, action) in result.document.actions.enumerated() where action.unsupported != nil {
                XCTAssertEqual(
                    action.identifier, original[index]["WFWorkflowActionIdentifier"]?.string,
                    "\(file.lastPathComponent) action \(index + 1)")
            }
            mapped += result.report.mapped
            unsupported += result.report.unsupportedCount
            for entry in result.report.unsupported { identifiers[entry.identifier, default: 0] += entry.count }
            // The JSON we write reads back as the same document.
            let written = DocumentWriter.write(result.document)
            XCTAssertEqual(
                try DocumentReader.read(Data(written.utf8)), result.document, "\(file.lastPathComponent): writer round trip")
        }
        let top = identifiers.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.prefix(10)
        print(
            "shortcuts corpus: \(files.count) files, \(mapped + unsupported) actions: \(mapped) mapped, \(unsupported) kept unsupported"
        )
        print("most common unsupported: " + top.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        XCTAssertGreaterThan(mapped, unsupported)
    }

    func testEveryAutomatorBundleImportsEveryEnabledAction() throws {
        let bundles = try Corpus.automatorBundles()
        XCTAssertEqual(bundles.count, 48)
        var mapped = 0
        var unsupported = 0
        var skipped = 0
        for bundle in bundles {
            let result = try Corpus.importFile(bundle)
            let plist = try PropertyList.parse(Data(contentsOf: bundle.appendingPathComponent("Contents/document.wflow")))
            let original = plist["actions"]?.array ?? []
            let kept = result.document.actions.filter { $0.identifier != "nothing" }.count
            XCTAssertEqual(
                kept + result.report.skipped.count, original.count, "\(bundle.lastPathComponent): an action was dropped")
            mapped += result.report.mapped
            unsupported += result.report.unsupportedCount
            skipped += result.report.skipped.count
            XCTAssertEqual(
                try DocumentReader.read(Data(DocumentWriter.write(result.document).utf8)), result.document,
                bundle.lastPathComponent)
        }
        print(
            "automator corpus: \(bundles.count) bundles, \(mapped) mapped, \(unsupported) kept unsupported, \(skipped) disabled")
    }

    func testXMLAndBinaryRenderingsImportToTheSameDocument() throws {
        for file in try Corpus.shortcutFiles() {
            let data = try Data(contentsOf: file)
            guard !data.starts(with: Array("AEA1".utf8)) else { continue }
            let plist = try PropertyList.parse(data)
            let binary = try plist.serialized(as: .binary)
            let json = try? plist.serialized(as: .json)
            let fromXML = try Importer.importData(data, name: "x", file: file.path, registry: Corpus.registry).document
            let fromBinary = try Importer.importData(binary, name: "x", file: file.path, registry: Corpus.registry).document
            XCTAssertEqual(fromXML, fromBinary, file.lastPathComponent)
            if let json {
                XCTAssertEqual(
                    fromXML, try Importer.importData(json, name: "x", file: file.path, registry: Corpus.registry).document,
                    file.lastPathComponent)
            }
        }
    }

    func testSignedFilesSayTheSignatureWasNotVerified() throws {
        var signed = 0
        var payload = 0
        var compressed = 0
        for file in try Corpus.shortcutFiles() where try Data(contentsOf: file).starts(with: Array("AEA1".utf8)) {
            let result = try Corpus.importFile(file)
            let data = try Data(contentsOf: file)
            compressed += data.count
            if case .signed(let envelope) = try ShortcutContainer.extractPlist(from: data).container {
                payload += envelope.archive.payload.count
            }
            XCTAssertTrue(result.report.container.contains("signature was NOT verified"), file.lastPathComponent)
            signed += 1
        }
        XCTAssertEqual(signed, 40)
        print("signed corpus: \(signed) files, \(compressed) bytes on disk, \(payload) bytes of LZFSE output")
    }

    func testImportedCorpusDocumentsSurviveExportAndImport() throws {
        for file in try Corpus.shortcutFiles() + Corpus.automatorBundles() {
            let document = try Corpus.importFile(file).document
            let back = try Corpus.roundTrip(document)
            let a = DocumentEquivalence.canonical(document, registry: Corpus.registry)
            let b = DocumentEquivalence.canonical(back, registry: Corpus.registry)
            guard a != b else { continue }
            let changed = zip(a.actions, b.actions).enumerated().filter { $0.element.0 != $0.element.1 }.prefix(3).map {
                "action \($0.offset + 1):\n- \(DocumentWriter.compact(DocumentWriter.json($0.element.0)))\n+ \(DocumentWriter.compact(DocumentWriter.json($0.element.1)))"
            }
            XCTFail("\(file.lastPathComponent) changed in the round trip:\n" + changed.joined(separator: "\n"))
        }
    }
}
