import AppleFormats
import Foundation
import ShortcutCLI
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Automator's Loop folded into a Repeat (AutomatorImporter+Loop.swift), and the round-4
/// Automator mappings: Get Specified Finder Items with none or several items, Extract URLs from
/// Text, Display Webpages, a Move Finder Items whose folder is a variable.
final class AutomatorLoopTests: XCTestCase {
    func step(_ bundle: String, _ parameters: PropertyList = [:], properties: PropertyList? = nil) -> PropertyList {
        var action = PlistDictionary([
            (key: "BundleIdentifier", value: .string(bundle)), (key: "ActionName", value: "x"),
            (key: "ActionParameters", value: parameters),
        ])
        if let properties { action["AMParameterProperties"] = properties }
        return ["action": .dictionary(action)]
    }

    func imported(_ steps: [PropertyList], variables: [PropertyList] = []) throws -> ImportResult {
        var document = PlistDictionary([(key: "AMApplicationBuild", value: "1"), (key: "actions", value: .array(steps))])
        if !variables.isEmpty { document["variables"] = .array(variables) }
        return try Importer.importData(
            try PropertyList.dictionary(document).serialized(as: .xml), name: "A", file: "a.wflow", registry: Corpus.registry)
    }

    func written(_ result: ImportResult) -> [String] { result.document.actions.map { DocumentWriter.compact(DocumentWriter.json($0)) } }

    /// Runs the document with shell scripts allowed and `input`; its standard output.
    func run(_ document: WorkflowDocument, input: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("automator-loop-\(UUID().uuidString).json").path
        try DocumentWriter.write(document).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let console = Console.captured()
        let code = ShortcutCLI.main(["run", path, "--input", input, "--allow-shell"], console: console)
        XCTAssertEqual(code, 0, console.errorText)
        return console.outputText
    }

    let appendX = ["COMMAND_STRING": "cat; echo x", "shell": "/bin/sh", "inputMethod": 0] as PropertyList

    func testALoopOnTheCurrentResultsFeedsEachPassTheLastPassesOutput() throws {
        let result = try imported([
            step("com.apple.RunShellScript", appendX),
            step("com.apple.Automator.Loop", ["loopMode": 1, "loopUnit": 0, "loopValue": 3, "inputToUse": 1]),
        ])
        XCTAssertEqual(
            written(result),
            [
                #"{"action": "setvariable", "parameters": {"name": "Loop Input 1"}}"#,
                #"{"action": "repeat.count", "mode": "start", "group": "loop1", "parameters": {"count": 3}}"#,
                #"{"action": "getvariable", "parameters": {"variable": "{{var:Loop Input 1}}"}}"#,
                #"{"action": "runshellscript", "parameters": {"script": "cat; echo x", "shell": "/bin/sh", "inputMode": "to stdin"}}"#,
                #"{"action": "setvariable", "parameters": {"name": "Loop Result 1"}}"#,
                #"{"action": "setvariable", "parameters": {"name": "Loop Input 1"}}"#,
                #"{"action": "repeat.count", "mode": "end", "group": "loop1"}"#,
                #"{"action": "getvariable", "parameters": {"variable": "{{var:Loop Result 1}}"}}"#,
            ])
        XCTAssertEqual(result.report.mapped, 2)
        XCTAssertEqual(try run(result.document, input: "a"), "axxx\n")
    }

    func testALoopOnTheOriginalInputStartsEveryPassFromIt() throws {
        let result = try imported([
            step("com.apple.RunShellScript", appendX),
            step("com.apple.Automator.Loop", ["loopMode": 1, "loopUnit": 0, "loopValue": 4, "inputToUse": 0]),
        ])
        XCTAssertEqual(written(result).filter { $0.contains("Loop Input 1") }.count, 2)
        XCTAssertEqual(written(result)[1], #"{"action": "repeat.count", "mode": "start", "group": "loop1", "parameters": {"count": 4}}"#)
        XCTAssertEqual(try run(result.document, input: "a"), "ax\n")
    }

    func testTwoLoopsNestAndKeepTheirOwnVariables() throws {
        let result = try imported([
            step("com.apple.RunShellScript", appendX),
            step("com.apple.Automator.Loop", ["loopMode": 1, "loopValue": 2, "inputToUse": 1]),
            step("com.apple.Automator.Loop", ["loopMode": 1, "loopValue": 2, "inputToUse": 1]),
        ])
        XCTAssertEqual(written(result).first, #"{"action": "setvariable", "parameters": {"name": "Loop Input 2"}}"#)
        XCTAssertEqual(try run(result.document, input: "a"), "axxxx\n")
    }

    func testALoopThatAsksOrRunsForMinutesStaysUnsupportedWithItsReason() throws {
        for (parameters, warning) in [
            (["loopMode": 0, "loopValue": 5] as PropertyList, "action 2 com.apple.Automator.Loop: loopMode = 0 cannot be expressed"),
            (["loopMode": 1, "loopUnit": 1, "loopValue": 5] as PropertyList, "action 2 com.apple.Automator.Loop: loopUnit = 1 cannot be expressed"),
            (["loopMode": 1, "inputToUse": 7] as PropertyList, "action 2 com.apple.Automator.Loop: inputToUse = 7 cannot be expressed"),
        ] {
            let result = try imported([step("com.apple.RunShellScript", appendX), step("com.apple.Automator.Loop", parameters)])
            XCTAssertEqual(result.report.warnings, [warning])
            XCTAssertEqual(
                result.document.actions.last?.unsupported?.reason,
                "Automator action x: will map to nothing: a Loop that asks to continue or runs for minutes has no equivalent (one that runs a number of times becomes a Repeat)"
            )
        }
    }

    func testSpecifiedFinderItemsWithNoneOneOrSeveralItems() throws {
        let result = try imported([
            step("com.apple.Automator.SpecifiedFiles", ["fileNames": .array([])]),
            step("com.apple.Automator.SpecifiedFiles", ["fileNames": ["~/a.txt"]]),
            step("com.apple.Automator.SpecifiedFiles", ["fileNames": ["~/a.txt", "~/b.txt"]]),
        ])
        XCTAssertEqual(
            written(result),
            [
                #"{"action": "comment", "parameters": {"text": "Get Specified Finder Items (none listed: the input passes on)"}}"#,
                #"{"action": "documentpicker.open", "parameters": {"path": "~/a.txt"}}"#,
                #"{"action": "list", "parameters": {"items": ["~/a.txt", "~/b.txt"]}}"#,
            ])
        XCTAssertEqual(result.report.warnings, [])
    }

    func testExtractURLsFromTextAndDisplayWebpages() throws {
        let result = try imported([
            step("com.apple.Automator.Extract_Data_from_Text", ["type": "com.apple.Automator.text.url"]),
            step("com.apple.Automator.Display_Webpages"),
            step("com.apple.Automator.Extract_Data_from_Text", ["type": "com.apple.Automator.text.emailAddress"]),
        ])
        XCTAssertEqual(Array(written(result).prefix(2)), [#"{"action": "detect.link"}"#, #"{"action": "openurl"}"#])
        XCTAssertEqual(
            result.report.warnings,
            [#"action 3 com.apple.Automator.ExtractDatafromText: type = "com.apple.Automator.text.emailAddress" cannot be expressed"#])
        XCTAssertEqual(result.document.actions.last?.unsupported?.reason, "Automator action x: will map to detect.link (URLs only)")
    }

    func testAskForFinderItemsAndWaitForUserAction() throws {
        let result = try imported([
            step(
                "com.apple.Automator.AskForFinderItems",
                ["defaultLocation": "~/Desktop", "granularity": 0, "multipleSelection": true, "promptMessage": "Pick"]),
            step("com.apple.Automator.FloatingDialog", ["dialogMessage": "Put the pages in order", "useTimeout": false]),
            step("com.apple.Automator.FloatingDialog", ["dialogMessage": "x", "useTimeout": true, "timeoutValue": 5]),
        ])
        XCTAssertEqual(
            Array(written(result).prefix(2)),
            [
                #"{"action": "file.select", "parameters": {"mode": "Files", "multiple": true}}"#,
                #"{"action": "confirm", "parameters": {"question": "Put the pages in order", "confirm": "Continue", "cancel": "Stop"}}"#,
            ])
        XCTAssertEqual(result.report.warnings, [#"action 3 com.apple.Automator.FloatingDialog: useTimeout = true cannot be expressed"#])
    }

    func testAMoveToAFolderChosenByVariableReadsTheVariable() throws {
        let uuid = "32B93C57-3F9B-4F2B-82A3-D2F26CFB0677"
        let result = try imported(
            [
                step(
                    "com.apple.Automator.MoveFiles", ["replaceExisting": false, "toDirectory": ""],
                    properties: ["toDirectory": ["isPathPopUp": true, "selectedVariableUUID": .string(uuid)]])
            ],
            variables: [["UUID": .string(uuid), "name": "containerPath"]])
        XCTAssertEqual(written(result), [#"{"action": "file.move", "parameters": {"destination": "{{var:containerPath}}"}}"#])
    }
}
