import Foundation
import XCTest

@testable import ShortcutCLI

/// Issue 24 item 6 (the Shortcuts-folder default): Apple's Get File and Save File with no storage
/// service use the Shortcuts folder without asking (research shortcuts-semantics.md §4: they need
/// the user only when the picker or Ask Where to Save is on; shortcuts-actions.md, Get File's
/// `WFGetFilePath` is relative to the Shortcuts iCloud folder). The engine's own Shortcuts folder,
/// `Shortcuts` in the default iCloud Drive folder under the data folder, is therefore allowed with
/// no `--allow-path`, made 0700 on first use; a path that leaves it by `..` or a link is refused.
final class OwnShortcutsFolderTests: CLITestCase {
    /// The engine's own Shortcuts folder for the test home.
    var own: String { UserFolders.data("locations/iCloud Drive/Shortcuts") }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: own)
        super.tearDown()
    }

    /// An Apple document saving "hello" to `save` and getting `get`, neither with a service; imported.
    func document(save: String, get: String) -> String {
        let shortcut = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>WFWorkflowClientVersion</key><string>1200</string><key>WFWorkflowActions</key><array>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.gettext</string>
            <key>WFWorkflowActionParameters</key><dict><key>WFTextActionText</key><string>hello</string></dict></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.documentpicker.save</string>
            <key>WFWorkflowActionParameters</key><dict><key>WFAskWhereToSave</key><false/>
            <key>WFFileDestinationPath</key><string>\(save)</string></dict></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.documentpicker.open</string>
            <key>WFWorkflowActionParameters</key><dict><key>WFShowFilePicker</key><false/>
            <key>WFGetFilePath</key><string>\(get)</string></dict></dict>
            </array></dict></plist>
            """
        let source = write("apple.plist", shortcut)
        let output = folder.appendingPathComponent("apple.json").path
        let result = run(["import", source, "-o", output])
        XCTAssertEqual(result.code, 0, result.err)
        return output
    }

    func testSaveThenGetRunsWithNoFlagInTheOwnFolderMadePrivate() throws {
        XCTAssertFalse(FileManager.default.fileExists(atPath: own))
        let result = run(["run", document(save: "/notes/a.txt", get: "/notes/a.txt"), "--no-input"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, own + "/notes/a.txt\n")
        XCTAssertEqual(try String(contentsOfFile: own + "/notes/a.txt", encoding: .utf8), "hello")
        let permissions = try FileManager.default.attributesOfItem(atPath: own)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o700)
    }

    func testDotDotOutOfTheOwnFolderIsRefused() {
        let imported = document(save: "/../escape.txt", get: "/../escape.txt")
        let result = run(["run", imported, "--no-input"])
        let drive = UserFolders.data("locations/iCloud Drive")
        let allowed = FileManager.default.currentDirectoryPath
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            """
            \(imported):7:81: error: action 2 'Save File' (documentpicker.save), parameter 'path': '\(own)/../escape.txt' is outside the folders file actions may touch; allowed: '\(allowed)'
            hint: pass --allow-path \(drive) to allow it

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: drive + "/escape.txt"))
    }

    func testALinkOutOfTheOwnFolderIsRefused() throws {
        let outside = folder.appendingPathComponent("outside").path
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: own + "/out", withDestinationPath: outside)
        let imported = document(save: "/out/a.txt", get: "/out/a.txt")
        let result = run(["run", imported, "--no-input", "--allow-path", folder.path + "/docs"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            """
            \(imported):7:81: error: action 2 'Save File' (documentpicker.save), parameter 'path': '\(own)/out/a.txt' is outside the folders file actions may touch (it leads to '\(outside)/a.txt'); allowed: '\(folder.path)/docs'
            hint: pass --allow-path \(outside) to allow it

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: outside + "/a.txt"))
    }

    func testTheOwnFolderAsALinkIsNotAllowed() throws {
        let outside = folder.appendingPathComponent("elsewhere").path
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: (own as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: own, withDestinationPath: outside)
        XCTAssertNil(LocationsFile.ownShortcutsFolder(try LocationsFile.locations([])))
        let imported = document(save: "/a.txt", get: "/a.txt")
        let result = run(["run", imported, "--no-input", "--allow-path", folder.path + "/docs"])
        XCTAssertEqual(result.code, 70)
        XCTAssertTrue(result.err.contains("is outside the folders file actions may touch"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: outside + "/a.txt"))
    }

    func testAFileInTheWayOfTheOwnFolderStopsTheRun() throws {
        let drive = (own as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(
            atPath: (drive as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: drive, contents: Data("x".utf8)))
        defer { try? FileManager.default.removeItem(atPath: drive) }
        let imported = document(save: "/a.txt", get: "/a.txt")
        let result = run(["run", imported, "--no-input"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            """
            \(imported):7:103: error: action 2 'Save File' (documentpicker.save), parameter 'location': couldn't make the Shortcuts folder '\(own)'
            hint: move what is in its way, or map the Shortcuts location to another folder

            """)
    }

    func testAFolderTheUserMappedStillNeedsTheFlag() throws {
        XCTAssertEqual(LocationsFile.ownShortcutsFolder(try LocationsFile.locations([])), own)
        XCTAssertNil(LocationsFile.ownShortcutsFolder(try LocationsFile.locations(["Shortcuts=/tmp/s"])))
        XCTAssertNil(LocationsFile.ownShortcutsFolder(try LocationsFile.locations(["iCloud=/tmp/d"])))
    }
}
