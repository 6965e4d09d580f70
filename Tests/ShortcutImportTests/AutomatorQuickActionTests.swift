import AppleFormats
import Foundation
import XCTest

@testable import ShortcutImport

/// Issue 24 item 8: what a Quick Action or Folder Action receives (the Finder selection, the
/// added files) is the run's input files, as `--input-path` gives them. Get Selected Finder Items
/// (both bundle spellings) imports as the workflow's input and runs on the given files.
final class AutomatorQuickActionTests: AppleFileTestCase {
    /// A `Name.workflow` bundle of `steps` (bundle identifier, parameters); its path.
    func bundle(_ name: String, _ steps: [(String, PropertyList)]) throws -> String {
        let contents = folder.appendingPathComponent(name + ".workflow/Contents")
        try FileManager.default.createDirectory(at: contents, withIntermediateDirectories: true)
        let actions: [PropertyList] = steps.map { step in
            ["action": ["BundleIdentifier": .string(step.0), "ActionName": "x", "ActionParameters": step.1]]
        }
        let document: PropertyList = ["AMApplicationBuild": "1", "actions": .array(actions)]
        XCTAssertTrue(
            FileManager.default.createFile(
                atPath: contents.appendingPathComponent("document.wflow").path, contents: try document.serialized(as: .xml)))
        return folder.appendingPathComponent(name + ".workflow").path
    }

    func testGetSelectedFinderItemsIsTheRunsInputFiles() throws {
        for identifier in ["com.apple.Automator.Get_Selected_Finder_Items_2", "com.apple.Automator.GetSelectedFinderItems"] {
            let path = try bundle(
                "Names",
                [
                    (identifier, [:]),
                    (
                        "com.apple.RunShellScript",
                        ["COMMAND_STRING": "for f in \"$@\"; do basename \"$f\"; done", "inputMethod": 1, "shell": "/bin/sh"]
                    ),
                ])
            let imported = run(["import", path, "-o", folder.appendingPathComponent("names.json").path])
            XCTAssertEqual(imported.code, 0, imported.err)
            XCTAssertEqual(
                imported.err, "Names.workflow: Automator workflow (XML plist)\n  2 actions: 2 mapped, 0 kept unsupported\n")
            let document = try String(contentsOf: folder.appendingPathComponent("names.json"), encoding: .utf8)
            XCTAssertTrue(
                document.contains(#"{"action": "getvariable", "parameters": {"variable": "{{Shortcut Input}}"}}"#), document)
            for file in ["a.txt", "b.txt"] {
                XCTAssertTrue(
                    FileManager.default.createFile(atPath: folder.appendingPathComponent(file).path, contents: Data("x".utf8)))
            }
            let result = run([
                "run", folder.appendingPathComponent("names.json").path, "--allow-shell",
                "--input-path", folder.appendingPathComponent("a.txt").path, "--input-path",
                folder.appendingPathComponent("b.txt").path,
            ])
            XCTAssertEqual(result.code, 0, result.err)
            XCTAssertEqual(result.out, "a.txt\nb.txt\n")
            try FileManager.default.removeItem(atPath: path)
        }
    }
}

/// Launch Application goes through the opener behind `--allow-open`: without it the app is printed, not opened.
final class AutomatorLaunchApplicationTests: AppleFileTestCase {
    func testLaunchApplicationIsOpenAppBehindAllowOpen() throws {
        let contents = folder.appendingPathComponent("Launch.workflow/Contents")
        try FileManager.default.createDirectory(at: contents, withIntermediateDirectories: true)
        let action: PropertyList = [
            "action": [
                "BundleIdentifier": "com.apple.Automator.RunApplication", "ActionName": "Launch Application",
                "ActionBundlePath": "/System/Library/Automator/Launch Application.action",
                "ActionParameters": ["appPath": "/Applications/Safari.app"], "AMParameterProperties": ["appPath": [:]],
            ]
        ]
        let document: PropertyList = ["AMApplicationBuild": "1", "actions": [action]]
        XCTAssertTrue(
            FileManager.default.createFile(
                atPath: contents.appendingPathComponent("document.wflow").path, contents: try document.serialized(as: .xml)))
        let output = folder.appendingPathComponent("launch.json").path
        let imported = run(["import", folder.appendingPathComponent("Launch.workflow").path, "-o", output])
        XCTAssertEqual(imported.code, 0, imported.err)
        XCTAssertTrue(
            try String(contentsOfFile: output, encoding: .utf8).contains(
                #"{"action": "openapp", "parameters": {"app": "/Applications/Safari.app"}}"#))
        let result = run(["run", output, "--no-input"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.err, "open: /Applications/Safari.app (not opened; pass --allow-open to open it)\n")
    }
}
