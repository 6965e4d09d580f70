import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// "Replace existing files": Automator's Copy Finder Items and Move Finder Items (`replaceExisting`)
/// and Apple's Move File (`WFReplaceExisting`, "Replace Existing Files" in WorkflowKit's action
/// registry) map to the actions' `replaceExisting` switch, true and false alike.
final class ReplaceExistingImportTests: IsolatedTestCase {
    let helper = ThirdPartyMappingTests.Helper()

    /// A minimal Automator bundle document of one action, imported.
    func automator(_ bundle: String, _ parameters: PropertyList) throws -> ImportResult {
        let action = PlistDictionary([
            (key: "BundleIdentifier", value: .string(bundle)), (key: "ActionName", value: "x"),
            (key: "ActionParameters", value: parameters),
        ])
        let document: PropertyList = ["AMApplicationBuild": "1", "actions": .array([["action": .dictionary(action)]])]
        return try Importer.importData(try document.serialized(as: .xml), name: "A", file: "a.wflow", registry: Corpus.registry)
    }

    func testCopyAndMoveFinderItemsMapReplaceExistingBothWays() throws {
        let cases: [(bundle: String, target: String, replace: Bool)] = [
            ("com.apple.Automator.CopyFiles", "files.copy", true), ("com.apple.Automator.CopyFiles", "files.copy", false),
            ("com.apple.Automator.MoveFiles", "file.move", true), ("com.apple.Automator.MoveFiles", "file.move", false),
        ]
        for (bundle, target, replace) in cases {
            let result = try automator(bundle, ["replaceExisting": .bool(replace), "toDirectory": "~/Archive"])
            XCTAssertEqual(
                helper.written(result),
                [#"{"action": "\#(target)", "parameters": {"destination": "~/Archive", "replaceExisting": \#(replace)}}"#])
            XCTAssertEqual(result.report.mapped, 1, "\(bundle) \(replace)")
            XCTAssertEqual(result.report.warnings, [], "\(bundle) \(replace)")
        }
        // Older bundles leave the key out (or write an empty dictionary): not replacing.
        for parameters: PropertyList in [["toDirectory": "out"], ["replaceExisting": [:], "toDirectory": "out"]] {
            XCTAssertEqual(
                helper.written(try automator("com.apple.Automator.MoveFiles", parameters)),
                [#"{"action": "file.move", "parameters": {"destination": "out", "replaceExisting": false}}"#])
        }
    }

    func testApplesMoveFileReplaceExistingMapsByItsWireKeyAndExportsBack() throws {
        for replace in [true, false] {
            let result = try helper.importActions([
                helper.action("is.workflow.actions.file.move", ["WFFolder": "Archive", "WFReplaceExisting": .bool(replace)])
            ])
            XCTAssertEqual(
                helper.written(result),
                [#"{"action": "file.move", "parameters": {"destination": "Archive", "replaceExisting": \#(replace)}}"#])
            XCTAssertEqual(result.report.warnings, [])
            XCTAssertEqual(try Corpus.roundTrip(result.document).actions, result.document.actions)
        }
    }
}
