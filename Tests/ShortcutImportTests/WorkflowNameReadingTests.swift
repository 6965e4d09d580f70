import AppleFormats
import Foundation
import ShortcutActions
import XCTest

@testable import ShortcutImport

/// `Importer.workflowName(atPath:)` reads the name a library look-up matches without mapping the
/// actions: it must be the name a full import gives, and nil for what an import refuses.
final class WorkflowNameReadingTests: IsolatedTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func write(_ plist: PropertyList, as name: String, format: PlistFormat = .binary) throws -> String {
        let path = folder + "/" + name
        try plist.serialized(as: format).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testTheNameIsWFWorkflowNameElseTheFileName() throws {
        let named = try write(["WFWorkflowName": "Morning Report", "WFWorkflowActions": []], as: "daily.shortcut")
        let unnamed = try write(["WFWorkflowActions": []], as: "Evening Summary.plist", format: .xml)
        XCTAssertEqual(Importer.workflowName(atPath: named), "Morning Report")
        XCTAssertEqual(Importer.workflowName(atPath: unnamed), "Evening Summary")
    }

    func testTheNameIsTheOneAFullImportGives() throws {
        let path = try write(["WFWorkflowName": "Tally", "WFWorkflowActions": []], as: "tally-v2.shortcut")
        let imported = try Importer.importFile(atPath: path, registry: BuiltinActions.registry).document.name
        XCTAssertEqual(Importer.workflowName(atPath: path), imported)
    }

    func testAnAutomatorDocumentIsNamedByItsBundle() throws {
        let bundle = folder + "/Resize Photos.workflow"
        try FileManager.default.createDirectory(atPath: bundle + "/Contents", withIntermediateDirectories: true)
        try (["actions": []] as PropertyList).serialized(as: .xml).write(
            to: URL(fileURLWithPath: bundle + "/Contents/document.wflow"))
        XCTAssertEqual(Importer.workflowName(atPath: bundle), "Resize Photos")
    }

    func testWhatAnImportRefusesHasNoName() throws {
        let notAList = try write(["WFWorkflowActions": "none"], as: "odd.shortcut")
        let neither = try write(["title": "x"], as: "other.plist")
        let garbage = folder + "/garbage.shortcut"
        try Data("not a plist".utf8).write(to: URL(fileURLWithPath: garbage))
        XCTAssertNil(Importer.workflowName(atPath: notAList))
        XCTAssertNil(Importer.workflowName(atPath: neither))
        XCTAssertNil(Importer.workflowName(atPath: garbage))
        XCTAssertNil(Importer.workflowName(atPath: folder + "/missing.shortcut"))
    }
}
