import Foundation
import XCTest

@testable import ShortcutCLI

/// The library: the running file's folder, `--folder`s and the user library under a temporary
/// `XDG_DATA_HOME`; names match documents' workflow names, imported shortcuts included.
final class LibraryTests: CLITestCase {
    private var savedDataHome: String?
    private var userLibrary: String { folder.path + "/data/shortcut/library" }

    override func setUp() {
        super.setUp()
        savedDataHome = ProcessInfo.processInfo.environment["XDG_DATA_HOME"]
        setenv("XDG_DATA_HOME", folder.path + "/data", 1)
        try? FileManager.default.createDirectory(atPath: userLibrary, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let savedDataHome { setenv("XDG_DATA_HOME", savedDataHome, 1) } else { unsetenv("XDG_DATA_HOME") }
        super.tearDown()
    }

    /// Writes a workflow named `name` whose output is `text` at `path` under the test folder.
    func workflow(_ path: String, name: String, text: String) {
        let full = folder.path + "/" + path
        try? FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(
            atPath: full,
            contents: Data(
                #"{"version": 1, "name": "\#(name)", "actions": [{"action": "gettext", "parameters": {"text": "\#(text)"}}]}"#
                    .utf8))
    }

    func testRunANameFromTheUserLibrary() {
        workflow("data/shortcut/library/tools/hello.json", name: "Say Hello", text: "hello from the library")
        let result = run(["run", "say hello", "--folder", folder.path + "/empty", "--no-input"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, "hello from the library\n")
    }

    /// Get Details of Shortcut reads the library's file of a name; an unknown name is the library's error.
    func testDetailsOfALibraryShortcut() {
        workflow("data/shortcut/library/tools/hello.json", name: "Say Hello", text: "hi")
        let empty = folder.path + "/empty"
        func detail(_ name: String, _ detail: String) -> (code: Int32, out: String, err: String) {
            run(["do", "properties.workflow", "shortcut=\(name)", "detail=\(detail)", "--folder", empty, "--no-input"])
        }
        XCTAssertEqual(detail("Say Hello", "Name").out, "Say Hello\n")
        XCTAssertEqual(detail("say hello", "Action Count").out, "1\n")
        XCTAssertEqual(detail("Say Hello", "File Path").out, userLibrary + "/tools/hello.json\n")
        XCTAssertEqual(detail("Say Hello", "Folder").out, "tools\n")
        XCTAssertEqual(
            detail("Say Hello", "File Size").out,
            "\(FileManager.default.contents(atPath: userLibrary + "/tools/hello.json")?.count ?? -1)\n")
        let missing = detail("Say Goodbye", "Name")
        XCTAssertEqual(missing.code, 66)
        XCTAssertEqual(
            missing.err,
            "error: action 1 'Get Details of Shortcut' (properties.workflow): no workflow named 'Say Goodbye' in the library\n"
                + "hint: the library is '\(empty)', '\(userLibrary)' (see `shortcut list`); add the file there or pass --folder DIR\n"
        )
    }

    func testRunWorkflowByNameFindsTheRunningFilesFolderFirst() {
        workflow("sub/helper.json", name: "Helper", text: "beside")
        workflow("data/shortcut/library/helper.json", name: "Helper", text: "user library")
        workflow("sub/main.json", name: "Main", text: "unused")
        let main = write(
            "sub/main.json", #"{"version": 1, "actions": [{"action": "runworkflow", "parameters": {"workflow": "Helper"}}]}"#)
        XCTAssertEqual(run(["run", main, "--no-input"]).out, "beside\n")
    }

    func testAnImportedShortcutRunsByItsName() throws {
        let fixture = GoldenWorkflowTests.packageRoot.appendingPathComponent("Workflows/Imported/extratone__showResult.shortcut")
        try FileManager.default.copyItem(atPath: fixture.path, toPath: userLibrary + "/Show Result Demo.shortcut")
        let listed = run(["list", "--folder", folder.path + "/empty"])
        XCTAssertTrue(listed.out.contains("13 actions  \(userLibrary)/Show Result Demo.shortcut"), listed.out)
        let main = write(
            "main.json",
            #"{"version": 1, "actions": [{"action": "runworkflow", "parameters": {"workflow": "Show Result Demo"}}]}"#)
        let result = run(["run", main, "--skip-unsupported", "--answer-defaults", "--no-input"])
        XCTAssertEqual(result.code, 0, result.err)
        // Every action of this file is mapped now: it runs to its end (the alert answered OK by default).
        XCTAssertTrue(result.err.hasSuffix("— Do you want to continue with the shortcut?\n"), result.err)
        XCTAssertFalse(result.err.contains("skipped"), result.err)
    }

    func testTheRunningFilesFolderIsSearchedWithoutItsSubfolders() {
        workflow("deep/down/helper.json", name: "Helper", text: "deep")
        let main = write(
            "main.json", #"{"version": 1, "actions": [{"action": "runworkflow", "parameters": {"workflow": "Helper"}}]}"#)
        XCTAssertEqual(run(["run", main, "--no-input", "--folder", "elsewhere"]).code, 66)
        XCTAssertEqual(run(["run", main, "--no-input", "--folder", folder.path]).out, "deep\n")
    }

    func testAWorkflowCallingItselfByNameIsACycle() {
        let main = write(
            "loop.json",
            #"{"version": 1, "name": "Loop", "actions": [{"action": "runworkflow", "parameters": {"workflow": "Loop"}}]}"#)
        let result = run(["run", main, "--no-input"])
        XCTAssertEqual(result.code, 70)
        XCTAssertTrue(result.err.contains("loop.json → loop.json"), result.err)
    }

    func testAnUnknownNameListsCloseNames() {
        workflow("data/shortcut/library/g.json", name: "Greeter", text: "hi")
        let main = write(
            "main.json", #"{"version": 1, "actions": [{"action": "runworkflow", "parameters": {"workflow": "Greter"}}]}"#)
        let result = run(["run", main, "--no-input", "--folder", "elsewhere"])
        XCTAssertEqual(result.code, 66)
        XCTAssertEqual(
            result.err,
            "\(main):1:81: error: action 1 'Run Workflow' (runworkflow), parameter 'workflow': no workflow named 'Greter' in the library\nhint: the library is '\(folder.path)', 'elsewhere', '\(userLibrary)' (see `shortcut list`); add the file there or pass --folder DIR; did you mean 'Greeter'?\n"
        )
    }

    func testListShowsEveryLibraryFolderAndGetMyShortcutsTheirNames() {
        workflow("shelf/a.json", name: "Alpha", text: "a")
        workflow("data/shortcut/library/b.json", name: "Beta", text: "b")
        let listed = run(["list", "--folder", folder.path + "/shelf"])
        XCTAssertEqual(
            listed.out,
            "Alpha  1 action  \(folder.path)/shelf/a.json\nBeta   1 action  \(userLibrary)/b.json\n")
        XCTAssertEqual(run(["do", "getmyworkflows", "--folder", folder.path + "/shelf", "--no-input"]).out, "Alpha\nBeta\n")
    }
}
