import Foundation
import XCTest

@testable import ShortcutCLI

/// `shortcut import --report DIR [--json]` (issue 11, item 8).
final class ImportReportCommandTests: CLITestCase {
    static let shortcut = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>WFWorkflowActions</key><array>
        <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.gettext</string>
        <key>WFWorkflowActionParameters</key><dict><key>WFTextActionText</key><string>12 apples</string></dict></dict>
        <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.detect.number</string>
        <key>WFWorkflowActionParameters</key><dict/></dict>
        <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.gettraveltime</string>
        <key>WFWorkflowActionParameters</key><dict/></dict>
        <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.properties.itunesartist</string>
        <key>WFWorkflowActionParameters</key><dict/></dict>
        <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.somethingnew</string>
        <key>WFWorkflowActionParameters</key><dict/></dict>
        </array></dict></plist>
        """

    func testTheReportCountsMappedAndUnsupportedByCategory() {
        _ = write("a.shortcut", Self.shortcut)
        _ = write("broken.plist", "not a plist")
        _ = write("notes.txt", "ignored")
        let result = run(["import", "--report", folder.path])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(
            result.out,
            """
            \(folder.path): 2 files, 5 actions
              mapped: 2 (40.0 %)
              kept unsupported, needs an Apple device or app: 1
              kept unsupported, not built yet: 1
              kept unsupported, not an action Apple has: 1
              third-party app actions mapped: 0 of 0 (0 portable)
              files fully runnable: 0 of 2
              files runnable but for actions that need an Apple device: 0
              files not imported: 1
                broken.plist: cannot read the file: not a property list, Apple Encrypted Archive or JSON (first bytes: 6E 6F 74 20 61 20 70 6C …)
              most common missing:
                gettraveltime ×1 (needs an Apple device or app)
                properties.itunesartist ×1 (not built yet)
                somethingnew ×1 (not an action Apple has)

            """)
    }

    /// Issue 25, item 7: subfolders are read (to `--depth`), files named by their path from DIR,
    /// and a report that finds nothing says why.
    func testTheReportLooksIntoSubfoldersToItsDepth() throws {
        let deep = folder.appendingPathComponent("one/two").path
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        _ = write("one/a.shortcut", Self.shortcut)
        _ = write("one/two/broken.plist", "not a plist")
        let all = run(["import", "--report", folder.path])
        XCTAssertEqual(all.code, 0, all.err)
        XCTAssertTrue(all.out.hasPrefix("\(folder.path): 2 files, 5 actions\n"), all.out)
        XCTAssertTrue(all.out.contains("    one/two/broken.plist: cannot read the file"), all.out)
        XCTAssertEqual(all.err, "")
        XCTAssertTrue(
            run(["import", "--report", folder.path, "--depth", "1"]).out.hasPrefix("\(folder.path): 1 file, 5 actions\n"))
        let none = run(["import", "--report", folder.path, "--depth", "0"])
        XCTAssertEqual(none.code, 0)
        XCTAssertTrue(none.out.hasPrefix("\(folder.path): 0 files, 0 actions\n"), none.out)
        XCTAssertEqual(
            none.err,
            "hint: no .shortcut, .plist, .wflow, .xml or .workflow file in '\(folder.path)' or its subfolders (--depth 0: the folder alone); check the folder, or pass --depth N\n"
        )
        let tooDeep = run(["import", "--report", folder.path, "--depth", "65"])
        XCTAssertEqual(tooDeep.code, 64)
    }

    func testTheReportAsJSON() {
        _ = write("a.shortcut", Self.shortcut)
        let result = run(["import", "--report", folder.path, "--json"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("\"mapped\": 2"), result.out)
        XCTAssertTrue(result.out.contains("\"needs an Apple device or app\": 1"), result.out)
        XCTAssertTrue(result.out.contains("\"not an action Apple has\": 1"), result.out)
        XCTAssertTrue(result.out.contains("\"identifier\": \"is.workflow.actions.somethingnew\""), result.out)
    }

    func testAFolderThatCannotBeListedIsMissingInput() {
        let result = run(["import", "--report", folder.appendingPathComponent("nope").path])
        XCTAssertEqual(result.code, 66)
        XCTAssertEqual(
            result.err,
            "error: cannot list the folder '\(folder.appendingPathComponent("nope").path)'\nhint: name a folder of .shortcut, .plist or .workflow files\n"
        )
    }
}
