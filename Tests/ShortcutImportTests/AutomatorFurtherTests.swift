import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Automator actions mapped in round 3: confirmation, text files, duplicate, trash, parent
/// folder, notification, Open Finder Items; a Loop that asks kept unsupported with its reason.
final class AutomatorFurtherTests: IsolatedTestCase {
    func step(_ bundle: String, _ parameters: PropertyList = [:], bundlePath: String? = nil) -> PropertyList {
        var action = PlistDictionary([
            (key: "BundleIdentifier", value: .string(bundle)), (key: "ActionName", value: "x"),
            (key: "ActionParameters", value: parameters),
        ])
        if let bundlePath { action["ActionBundlePath"] = .string(bundlePath) }
        return ["action": .dictionary(action)]
    }

    func imported(_ steps: [PropertyList]) throws -> ImportResult {
        let document: PropertyList = ["AMApplicationBuild": "1", "actions": .array(steps)]
        return try Importer.importData(try document.serialized(as: .xml), name: "A", file: "a.wflow", registry: Corpus.registry)
    }

    func testTheRoundThreeActionsMap() throws {
        let result = try imported([
            step(
                "com.apple.Automator.Ask for Confirmation",
                ["questionText": "Go on?", "explanationText": "It renames", "affirmativeTitle": "Yes", "negativeTitle": "No"]),
            step(
                "com.apple.Automator.NewTextFile",
                ["newFileName": "notes.txt", "newFileFolderPath": "~/Desktop", "replaceExistingFiles": false]),
            step("com.apple.Automator.Duplicate_Finder_Items"),
            step("com.apple.Automator.MoveToTrash"),
            step("org.example.GetParentFolder", bundlePath: "Library/Automator/Get Parent Folder.action"),
            step("com.apple.Automator.Display-Notification", ["title": "Done", "subtitle": "", "message": "All renamed"]),
        ])
        XCTAssertEqual(
            result.document.actions.map { DocumentWriter.compact(DocumentWriter.json($0)) },
            [
                #"{"action": "confirm", "parameters": {"question": "Go on?", "message": "It renames", "confirm": "Yes", "cancel": "No"}}"#,
                #"{"action": "documentpicker.save", "parameters": {"path": "~/Desktop/notes.txt", "overwrite": false}}"#,
                #"{"action": "files.duplicate"}"#,
                #"{"action": "file.delete"}"#,
                #"{"action": "file.parent"}"#,
                #"{"action": "notification", "parameters": {"title": "Done", "body": "All renamed"}}"#,
            ])
        XCTAssertEqual(result.report.mapped, 6)
    }

    func testAnUnknownLoopCodeStaysUnsupportedWithItsReasonAndOpenFinderItemsMapsToOpenFiles() throws {
        let result = try imported([
            step("com.apple.Automator.Loop", ["loopMode": 2, "loopValue": 999]),
            step("com.apple.Automator.OpenFinderItems", ["appPath": "/Applications/Preview.app"]),
        ])
        XCTAssertEqual(
            result.document.actions.first?.unsupported?.reason,
            "Automator action x: will map to nothing: a Loop whose loopMode, loopUnit or inputToUse has a code no Loop is known to write (known: ask or automatic, times or minutes, original input or results)"
        )
        XCTAssertEqual(result.document.actions.last?.identifier, "files.open")
        XCTAssertNil(result.document.actions.last?.unsupported)
    }
}
