import Foundation
import XCTest

@testable import ShortcutCLI
@testable import ShortcutEngine

/// Every file a workflow makes the run read goes through the path policy (issue 16, item 6):
/// Run Workflow documents and file properties. What the user names on the command line (the
/// workflow, `--input-path`, `--answers`) is the user's choice.
final class ReadPolicyTests: IsolatedTestCase {
    var top: String = ""
    var inside: String { top + "/inside" }
    var outside: String { top + "/outside" }

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-read-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base + "/inside", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
        top = try XCTUnwrap(
            realpath(base, nil).map { pointer in
                defer { free(pointer) }; return String(cString: pointer)
            })
        // Not a workflow: its parse error would show its first character if it were ever read.
        _ = FileManager.default.createFile(atPath: outside + "/secret.json", contents: Data("Zsecret\n".utf8))
        _ = FileManager.default.createFile(
            atPath: outside + "/ok.json",
            contents: Data(#"{"version": 1, "actions": [{"action": "gettext", "parameters": {"text": "from outside"}}]}"#.utf8))
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: top) }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let console = Console.captured()
        let code = ShortcutCLI.main(arguments, console: console)
        return (code, console.outputText, console.errorText)
    }

    func workflow(_ name: String, runs target: String) -> String {
        let path = inside + "/" + name
        let json = #"{"version": 1, "actions": [{"action": "runworkflow", "parameters": {"workflow": "\#(target)"}}]}"#
        _ = FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
        return path
    }

    var cwd: String { FileManager.default.currentDirectoryPath }

    func testRunWorkflowOutsideTheAllowedFoldersIsRefusedWithoutReadingIt() {
        let main = workflow("main.json", runs: "../outside/secret.json")
        let result = run(["run", main])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "\(main):1:81: error: action 1 'Run Workflow' (runworkflow), parameter 'workflow': '\(inside)/../outside/secret.json' is outside the folders file actions may touch; allowed: '\(cwd)', '\(inside)'\nhint: pass --allow-path \(outside) to allow it\n"
        )
        XCTAssertFalse(result.err.contains("Z"), "nothing of the file is shown")
    }

    func testAnAbsolutePathToASystemFileIsRefused() {
        let main = workflow("main.json", runs: "/etc/shadow")
        let result = run(["run", main])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "\(main):1:81: error: action 1 'Run Workflow' (runworkflow), parameter 'workflow': '/etc/shadow' is outside the folders file actions may touch; allowed: '\(cwd)', '\(inside)'\nhint: pass --allow-path /etc to allow it\n"
        )
    }

    func testALinkInsideThatLeadsOutsideIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: inside + "/lib", withDestinationPath: outside)
        let main = workflow("main.json", runs: "lib/ok.json")
        let result = run(["run", main])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "\(main):1:81: error: action 1 'Run Workflow' (runworkflow), parameter 'workflow': '\(inside)/lib/ok.json' is outside the folders file actions may touch (it leads to '\(outside)/ok.json'); allowed: '\(cwd)', '\(inside)'\nhint: pass --allow-path \(outside) to allow it\n"
        )
    }

    /// Issue 26, item 3: a link in the running file's folder that leads outside is refused by name
    /// as by path — not found by Run Workflow, not listed by Get My Shortcuts, not run by `run NAME`.
    func testALinkInTheLibraryThatLeadsOutsideIsNotFoundByName() throws {
        _ = FileManager.default.createFile(
            atPath: outside + "/twin.json",
            contents: Data(
                #"{"version": 1, "name": "Evil Twin", "actions": [{"action": "gettext", "parameters": {"text": "from outside"}}]}"#
                    .utf8))
        try FileManager.default.createSymbolicLink(atPath: inside + "/evil.json", withDestinationPath: outside + "/twin.json")
        _ = FileManager.default.createFile(
            atPath: inside + "/good.json",
            contents: Data(
                #"{"version": 1, "name": "Good One", "actions": [{"action": "gettext", "parameters": {"text": "from inside"}}]}"#
                    .utf8))
        let main = workflow("main.json", runs: "evil")
        let byName = run(["run", main])
        XCTAssertEqual(byName.code, 66)
        XCTAssertTrue(
            byName.err.hasPrefix(
                "\(main):1:81: error: action 1 'Run Workflow' (runworkflow), parameter 'workflow': no workflow named 'evil' in the library\n"
            ), byName.err)
        XCTAssertFalse(byName.err.contains("from outside"))
        XCTAssertEqual(run(["run", workflow("good-caller.json", runs: "good")]).out, "from inside\n")
        let listing = inside + "/names.json"
        _ = FileManager.default.createFile(
            atPath: listing,
            contents: Data(
                #"{"version": 1, "actions": [{"action": "getmyworkflows"}, {"action": "text.combine", "parameters": {"separator": "Spaces"}}]}"#
                    .utf8))
        let names = run(["run", listing])
        XCTAssertEqual(names.code, 0, names.err)
        XCTAssertFalse(names.out.contains("Evil Twin"), names.out)
        XCTAssertTrue(names.out.contains("Good One"), names.out)
        // By path the same link is refused by the path policy (testALinkInsideThatLeadsOutsideIsRefused).
        XCTAssertEqual(run(["run", "Evil Twin", "--folder", inside]).code, 66)
        XCTAssertFalse(run(["list", "--folder", inside]).out.contains("Evil Twin"))
        XCTAssertTrue(run(["list", "--folder", inside]).out.contains("Good One"))
    }

    func testTheDocumentsOwnFolderAndAllowedFoldersMayBeRead() {
        _ = FileManager.default.createFile(
            atPath: inside + "/sub.json",
            contents: Data(#"{"version": 1, "actions": [{"action": "gettext", "parameters": {"text": "beside"}}]}"#.utf8))
        XCTAssertEqual(run(["run", workflow("main.json", runs: "sub.json")]).out, "beside\n")
        let far = workflow("far.json", runs: "../outside/ok.json")
        XCTAssertEqual(run(["run", far]).code, 70)
        // --allow-path replaces the default allowed folders; the document's own folder stays readable.
        XCTAssertEqual(run(["run", far, "--allow-path", outside]).out, "from outside\n")
    }

    func testFilePropertiesOutsideTheAllowedFoldersAreRefused() {
        let path = inside + "/size.json"
        let json =
            #"{"version": 1, "actions": [{"action": "gettext", "parameters": {"text": "{{Shortcut Input | as: file | property: File Size}}"}}]}"#
        _ = FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
        let result = run(["run", path, "--input", outside + "/ok.json", "--allow-path", inside])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "\(path):1:73: error: action 1 'Text' (gettext), parameter 'text': {{Shortcut Input | as: file | property: File Size}}: cannot read the properties of '\(outside)/ok.json': '\(outside)/ok.json' is outside the folders file actions may touch; allowed: '\(inside)'\n"
        )
        XCTAssertEqual(run(["run", path, "--input", inside + "/size.json", "--allow-path", inside]).out, "\(json.utf8.count)\n")
    }
}
