import Foundation
import XCTest

@testable import ShortcutCLI

/// Apple's Get File and Save File (and Append to Text File, Create Folder) given a path with
/// neither a folder nor a storage service resolve it in the Shortcuts folder, iCloud Drive's
/// `Shortcuts` (ShortcutsFolderDefault): import writes the location, the run finds the file there,
/// export leaves the location out again.
final class ShortcutsFolderDefaultTests: CLITestCase {
    /// An Apple document: Text "hello", Save File to `path`, Get File of it; `ask` on the save
    /// switches Ask Where to Save on, `extra` adds keys to both file actions.
    func document(path: String = "/notes/a.txt", ask: Bool = false, extra: String = "") -> String {
        let shortcut = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>WFWorkflowClientVersion</key><string>1200</string><key>WFWorkflowActions</key><array>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.gettext</string>
            <key>WFWorkflowActionParameters</key><dict><key>WFTextActionText</key><string>hello</string></dict></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.documentpicker.save</string>
            <key>WFWorkflowActionParameters</key><dict><key>WFAskWhereToSave</key><\(ask ? "true" : "false")/>\(extra)
            <key>WFFileDestinationPath</key><string>\(path)</string></dict></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.documentpicker.open</string>
            <key>WFWorkflowActionParameters</key><dict><key>WFShowFilePicker</key><false/>\(extra)
            <key>WFGetFilePath</key><string>\(path)</string></dict></dict>
            </array></dict></plist>
            """
        let source = write("apple.plist", shortcut)
        let output = folder.appendingPathComponent("apple.json").path
        let result = run(["import", source, "-o", output])
        XCTAssertEqual(result.code, 0, result.err)
        return output
    }

    func testAPathWithNoFolderOrServiceIsInTheShortcutsFolder() throws {
        let imported = document()
        let text = try String(contentsOfFile: imported, encoding: .utf8)
        XCTAssertTrue(text.contains(#""path": "/notes/a.txt", "location": "Shortcuts""#), text)
        let drive = folder.appendingPathComponent("drive").path
        let result = run(["run", imported, "--no-input", "--allow-path", folder.path, "--location", "iCloud Drive=\(drive)"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, drive + "/Shortcuts/notes/a.txt\n")
        XCTAssertEqual(try String(contentsOfFile: drive + "/Shortcuts/notes/a.txt", encoding: .utf8), "hello")
        let own = folder.appendingPathComponent("own").path
        let mapped = run(["run", imported, "--no-input", "--allow-path", folder.path, "--location", "Shortcuts=\(own)"])
        XCTAssertEqual(mapped.code, 0, mapped.err)
        XCTAssertEqual(mapped.out, own + "/notes/a.txt\n")
    }

    func testTheShortcutsFolderFollowsThePathPolicy() {
        let imported = document()
        let drive = folder.appendingPathComponent("drive").path
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("elsewhere-\(UUID().uuidString)").path
        let result = run(["run", imported, "--no-input", "--allow-path", drive, "--location", "Shortcuts=\(outside)"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            """
            \(imported):7:81: error: action 2 'Save File' (documentpicker.save), parameter 'path': '\(outside)/notes/a.txt' is outside the folders file actions may touch; allowed: '\(drive)'
            hint: pass --allow-path \(outside)/notes to allow it

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: outside))
    }

    func testAFolderAServiceOrAskingKeepsItsOwnMeaning() throws {
        let asked = try String(contentsOfFile: document(ask: true), encoding: .utf8)
        let save = asked.split(separator: "\n").filter { $0.contains("documentpicker.save") }
        XCTAssertEqual(save.count, 1, asked)
        XCTAssertFalse(save.joined().contains("location"), asked)
        XCTAssertTrue(asked.contains(#""path": "/notes/a.txt", "location": "Shortcuts""#), asked)
        let service = try String(
            contentsOfFile: document(extra: "<key>WFFileStorageService</key><string>Dropbox</string>"), encoding: .utf8)
        XCTAssertTrue(service.contains(#""location": "Dropbox""#), service)
        XCTAssertFalse(service.contains(#""location": "Shortcuts""#), service)
    }

    func testExportLeavesTheDefaultOut() throws {
        let imported = document()
        let exported = folder.appendingPathComponent("back.plist").path
        let result = run(["export", imported, "-o", exported, "--xml"])
        XCTAssertEqual(result.code, 0, result.err)
        let xml = try String(contentsOfFile: exported, encoding: .utf8)
        XCTAssertFalse(xml.contains("WFFileStorageService"), xml)
        XCTAssertTrue(xml.contains("<string>/notes/a.txt</string>"), xml)
    }
}
