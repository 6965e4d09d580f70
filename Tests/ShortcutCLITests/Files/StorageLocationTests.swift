import Foundation
import XCTest

@testable import ShortcutCLI

/// Issue 24 item 6: Apple's storage locations as folders. Minimal Apple documents whose Save File
/// and Get File carry `WFFileStorageService`, or a folder reference (`WFFileLocationType`), are
/// imported and run: `--location NAME=DIR`, the locations file, the defaults under the data
/// folder, the path policy still applying, and the error naming the flag.
final class StorageLocationTests: CLITestCase {
    /// An Apple document: Text "hello", Save File to `path` in `service`, Get File of it.
    func saveAndGet(service: String, path: String = "/notes/a.txt") -> String {
        let shortcut = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>WFWorkflowClientVersion</key><string>1200</string><key>WFWorkflowActions</key><array>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.gettext</string>
            <key>WFWorkflowActionParameters</key><dict><key>WFTextActionText</key><string>hello</string></dict></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.documentpicker.save</string>
            <key>WFWorkflowActionParameters</key><dict><key>WFAskWhereToSave</key><false/>
            <key>WFFileStorageService</key><string>\(service)</string><key>WFFileDestinationPath</key><string>\(path)</string></dict></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.documentpicker.open</string>
            <key>WFWorkflowActionParameters</key><dict><key>WFShowFilePicker</key><false/>
            <key>WFFileStorageService</key><string>\(service)</string><key>WFGetFilePath</key><string>\(path)</string></dict></dict>
            </array></dict></plist>
            """
        return imported(shortcut)
    }

    /// `shortcut` imported into a JSON document in the test folder; its path.
    func imported(_ shortcut: String) -> String {
        let source = write("apple.plist", shortcut)
        let output = folder.appendingPathComponent("apple.json").path
        let result = run(["import", source, "-o", output])
        XCTAssertEqual(result.code, 0, result.err)
        return output
    }

    var configFile: String { ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"]! + "/shortcut/locations" }

    func writeConfig(_ text: String) {
        try? FileManager.default.createDirectory(
            atPath: (configFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: configFile, contents: Data(text.utf8)))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: configFile)
        super.tearDown()
    }

    func testImportMapsTheStorageService() throws {
        let document = try String(contentsOfFile: saveAndGet(service: "Dropbox"), encoding: .utf8)
        XCTAssertTrue(document.contains(#""location": "Dropbox", "path": "/notes/a.txt""#), document)
        XCTAssertFalse(document.contains("WFFileStorageService"), document)
    }

    func testTheFlagMapsAProvider() throws {
        let document = saveAndGet(service: "Dropbox")
        let dropbox = folder.appendingPathComponent("Dropbox").path
        let result = run(["run", document, "--no-input", "--allow-path", folder.path, "--location", "dropbox=\(dropbox)"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, dropbox + "/notes/a.txt\n")
        XCTAssertEqual(try String(contentsOfFile: dropbox + "/notes/a.txt", encoding: .utf8), "hello")
    }

    func testAnUnmappedProviderNamesTheFlag() {
        let document = saveAndGet(service: "Dropbox")
        let result = run(["run", document, "--no-input", "--allow-path", folder.path])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            """
            \(document):7:85: error: action 2 'Save File' (documentpicker.save), parameter 'location': '/notes/a.txt' is in the storage location 'Dropbox', which is not mapped to a folder on this machine
            hint: pass --location Dropbox=DIR to map it to a folder on this machine, or add the line Dropbox=DIR to $XDG_CONFIG_HOME/shortcut/locations

            """)
    }

    func testTheLocationsFileMapsAndTheFlagOverridesIt() throws {
        let fromFile = folder.appendingPathComponent("box-file").path
        let fromFlag = folder.appendingPathComponent("box-flag").path
        writeConfig("# storage\n\nBox = \(fromFile)\n")
        let document = saveAndGet(service: "Box", path: "a.txt")
        XCTAssertEqual(run(["run", document, "--no-input", "--allow-path", folder.path]).out, fromFile + "/a.txt\n")
        XCTAssertEqual(
            run(["run", document, "--no-input", "--allow-path", folder.path, "--location", "Box=\(fromFlag)"]).out,
            fromFlag + "/a.txt\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: fromFile + "/a.txt"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: fromFlag + "/a.txt"))
    }

    /// iCloud Drive defaults to a folder under the data folder, and Apple saves into its Shortcuts
    /// folder: the engine's own, which file actions may use without being allowed it (the rest of
    /// iCloud Drive stays under the policy: OwnShortcutsFolderTests).
    func testICloudDriveDefaultsUnderTheDataFolderWhoseShortcutsFolderIsTheEnginesOwn() throws {
        let document = saveAndGet(service: "iCloud Drive", path: "a.txt")
        let data = ProcessInfo.processInfo.environment["XDG_DATA_HOME"]!
        let expected = data + "/shortcut/locations/iCloud Drive/Shortcuts/a.txt"
        let result = run(["run", document, "--no-input", "--allow-path", folder.path])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, expected + "\n")
        XCTAssertEqual(try String(contentsOfFile: expected, encoding: .utf8), "hello")
        try? FileManager.default.removeItem(atPath: data + "/shortcut/locations")
    }

    /// A folder reference in iCloud Drive (`com~apple~CloudDocs/…`) resolves in the mapped iCloud Drive.
    func testAFolderReferenceResolvesInTheMappedLocation() throws {
        let drive = folder.appendingPathComponent("drive").path
        try FileManager.default.createDirectory(atPath: drive + "/Docs", withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: drive + "/Docs/x.txt", contents: Data("x".utf8)))
        let document = imported(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>WFWorkflowActions</key><array>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.documentpicker.open</string>
            <key>WFWorkflowActionParameters</key><dict><key>WFShowFilePicker</key><false/><key>WFGetFilePath</key><string>x.txt</string>
            <key>WFFile</key><dict><key>displayName</key><string>Docs</string><key>fileLocation</key><dict>
            <key>WFFileLocationType</key><string>iCloud</string><key>relativeSubpath</key><string>com~apple~CloudDocs/Docs</string></dict></dict>
            </dict></dict>
            </array></dict></plist>
            """)
        let result = run(["run", document, "--no-input", "--allow-path", folder.path, "--location", "iCloud Drive=\(drive)"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, drive + "/Docs/x.txt\n")
    }

    /// Every parameter that wants a file takes a reference, not only those that read a folder
    /// themselves: Move File's destination and Get Contents of Folder's folder picked in iCloud
    /// Drive (`FileReferenceResolver`).
    func testAReferenceIsAFileWhereverAFileIsWanted() throws {
        let drive = folder.appendingPathComponent("drive").path
        try FileManager.default.createDirectory(atPath: drive + "/Backups/Clipboard", withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: drive + "/note.txt", contents: Data("x".utf8)))
        func reference(_ subpath: String, _ name: String) -> String {
            """
            <dict><key>displayName</key><string>\(name)</string><key>filename</key><string>\(name)</string>
            <key>fileLocation</key><dict><key>WFFileLocationType</key><string>iCloud</string>
            <key>fileProviderDomainID</key><string>com.apple.CloudDocs.MobileDocumentsFileProvider</string>
            <key>relativeSubpath</key><string>\(subpath)</string></dict></dict>
            """
        }
        let document = imported(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>WFWorkflowClientVersion</key><string>1200</string><key>WFWorkflowActions</key><array>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.documentpicker.open</string>
            <key>WFWorkflowActionParameters</key><dict><key>WFShowFilePicker</key><false/><key>WFGetFilePath</key><string>note.txt</string>
            <key>WFFile</key>\(reference("com~apple~CloudDocs", "com~apple~CloudDocs"))</dict></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.file.move</string>
            <key>WFWorkflowActionParameters</key><dict><key>WFFolder</key>\(reference("com~apple~CloudDocs/Backups/Clipboard", "Clipboard"))</dict></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.file.getfoldercontents</string>
            <key>WFWorkflowActionParameters</key><dict><key>WFFolder</key>\(reference("com~apple~CloudDocs/Backups", "Backups"))</dict></dict>
            </array></dict></plist>
            """)
        let result = run(["run", document, "--no-input", "--allow-path", folder.path, "--location", "iCloud Drive=\(drive)"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, drive + "/Backups/Clipboard\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: drive + "/Backups/Clipboard/note.txt"))
    }

    func testALocationFlagWithoutAPairIsAUsageError() {
        let document = saveAndGet(service: "Dropbox")
        let result = run(["run", document, "--location", "Dropbox"])
        XCTAssertEqual(result.code, 64)
        XCTAssertTrue(
            result.err.hasPrefix(
                "error: --location needs NAME=DIR, got 'Dropbox'\nhint: give a location's name and its folder, e.g. --location Dropbox=~/Dropbox\n"
            ),
            result.err)
    }

    func testABadLineOfTheLocationsFileNamesTheFileAndLine() {
        writeConfig("Dropbox=/srv/dropbox\nGoogle Drive\n")
        let document = saveAndGet(service: "Dropbox")
        let result = run(["run", document, "--no-input"])
        XCTAssertEqual(result.code, 65)
        XCTAssertEqual(
            result.err,
            """
            error: \(configFile): line 2: a location is NAME=DIR, got 'Google Drive'
            hint: each line of $XDG_CONFIG_HOME/shortcut/locations is NAME=DIR (a storage location and its folder), or a # comment

            """)
    }
}
