import AppleFormats
import Foundation
import ShortcutCLI
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Automator's Loop folded into a Repeat (AutomatorImporter+Loop.swift), and the round-4
/// Automator mappings: Get Specified Finder Items with none or several items, Extract URLs from
/// Text, Display Webpages, a Move Finder Items whose folder is a variable.
final class AutomatorLoopTests: IsolatedTestCase {
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

    func written(_ result: ImportResult) -> [String] {
        result.document.actions.map { DocumentWriter.compact(DocumentWriter.json($0)) }
    }

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
        XCTAssertEqual(
            written(result)[1], #"{"action": "repeat.count", "mode": "start", "group": "loop1", "parameters": {"count": 4}}"#)
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

    /// Runs the document headless with `options`; the exit code and standard output.
    func run(_ document: WorkflowDocument, _ options: [String]) throws -> (code: Int32, out: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("automator-loop-\(UUID().uuidString).json").path
        try DocumentWriter.write(document).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let console = Console.captured()
        let code = ShortcutCLI.main(["run", path, "--allow-shell", "--no-input"] + options, console: console)
        return (code, console.outputText)
    }

    /// A Loop that asks: each pass inside an If on «Loop Going 1», then a menu, Stop first.
    func testALoopThatAsksOffersStopOrContinueAfterEachPass() throws {
        let result = try imported([
            step("com.apple.RunShellScript", appendX),
            step("com.apple.Automator.Loop", ["loopMode": 0, "loopUnit": 0, "loopValue": 5, "inputToUse": 1]),
        ])
        XCTAssertEqual(result.report.warnings, [])
        let lines = written(result)
        XCTAssertEqual(
            lines[3], #"{"action": "repeat.count", "mode": "start", "group": "loop1", "parameters": {"count": 10000}}"#)
        XCTAssertEqual(
            lines[4],
            #"{"action": "conditional", "mode": "start", "group": "loop1-pass", "parameters": {"input": "{{var:Loop Going 1}}", "condition": "is", "value": "yes"}}"#
        )
        XCTAssertEqual(
            lines[9],
            #"{"action": "choosefrommenu", "mode": "start", "group": "loop1-ask", "parameters": {"prompt": "Continue the loop?", "items": ["Stop", "Continue"]}}"#
        )
        XCTAssertEqual(try run(result.document, ["--input", "a", "--answer", "Continue the loop?=Stop"]).out, "ax\n")
        XCTAssertEqual(try run(result.document, ["--input", "a", "--answer-defaults"]).out, "ax\n")
        XCTAssertEqual(
            try run(result.document, ["--input", "a"]).code, 70, "headless without an answer: the prompt stops the run")
    }

    /// A Loop for minutes: passes while its start is in the last M minutes, at most 10,000 (a
    /// pinned clock never moves, so every pass runs).
    func testALoopForMinutesRepeatsWhileItsStartIsRecent() throws {
        let result = try imported([
            step("com.apple.GetSpecifiedText", ["enteredText": "tick"]),
            step("com.apple.Automator.Loop", ["loopMode": 1, "loopUnit": 1, "loopValue": 2, "inputToUse": 0]),
        ])
        XCTAssertEqual(result.report.warnings, [])
        let lines = written(result)
        XCTAssertEqual(
            Array(lines[1...2]), [#"{"action": "date"}"#, #"{"action": "setvariable", "parameters": {"name": "Loop Start 1"}}"#])
        XCTAssertEqual(
            lines[4],
            #"{"action": "conditional", "mode": "start", "group": "loop1-pass", "parameters": {"input": "{{var:Loop Start 1}}", "condition": "is in the last", "amount": 2, "unit": "minutes"}}"#
        )
        let pinned = try run(result.document, ["--now", "2026-11-21T10:00:00Z"])
        XCTAssertEqual(pinned.code, 0)
        XCTAssertEqual(pinned.out, "tick\n")
    }

    func testALoopCodeNoneKnowsStaysUnsupportedWithItsReason() throws {
        let result = try imported([
            step("com.apple.RunShellScript", appendX), step("com.apple.Automator.Loop", ["loopMode": 1, "inputToUse": 7]),
        ])
        XCTAssertEqual(result.report.warnings, ["action 2 com.apple.Automator.Loop: inputToUse = 7 cannot be expressed"])
        XCTAssertEqual(
            result.document.actions.last?.unsupported?.reason,
            "Automator action x: will map to nothing: a Loop whose loopMode, loopUnit or inputToUse has a code no Loop is known to write (known: ask or automatic, times or minutes, original input or results)"
        )
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
            [
                #"action 3 com.apple.Automator.ExtractDatafromText: type = "com.apple.Automator.text.emailAddress" cannot be expressed"#
            ])
        XCTAssertEqual(
            result.document.actions.last?.unsupported?.reason, "Automator action x: will map to detect.link (URLs only)")
    }

    /// Choose from List offers its input's items with its prompt (the one key saved workflows show).
    func testChooseFromList() throws {
        let result = try imported([
            step("com.apple.Automator.GetSpecifiedText", ["enteredText": "a"]),
            step("com.apple.Automator.ChooseFromList", ["prompt": "Word Count:"]),
        ])
        XCTAssertEqual(written(result).last, #"{"action": "choosefromlist", "parameters": {"prompt": "Word Count:"}}"#)
        XCTAssertEqual(result.report.warnings, [])
    }

    func testAskForFinderItemsAndWaitForUserAction() throws {
        let result = try imported([
            step(
                "com.apple.Automator.AskForFinderItems",
                ["defaultLocation": "~/Desktop", "granularity": 0, "multipleSelection": true, "promptMessage": "Pick"]),
            step("com.apple.Automator.FloatingDialog", ["dialogMessage": "Put the pages in order", "useTimeout": false]),
            step("com.apple.Automator.FloatingDialog", ["dialogMessage": "x", "useTimeout": true, "timeoutValue": 5]),
            step("com.apple.Automator.AskForFinderItems", ["granularity": 1, "multipleSelection": false]),
            step("com.apple.Automator.AskForFinderItems", ["granularity": 2, "multipleSelection": false]),
        ])
        XCTAssertEqual(
            Array(written(result).prefix(2)),
            [
                #"{"action": "file.select", "parameters": {"mode": "Files", "multiple": true}}"#,
                #"{"action": "confirm", "parameters": {"question": "Put the pages in order", "confirm": "Continue", "cancel": "Stop"}}"#,
            ])
        XCTAssertEqual(written(result)[3], #"{"action": "file.select", "parameters": {"mode": "Folders", "multiple": false}}"#)
        XCTAssertTrue(written(result)[4].contains(#""unsupported""#), written(result)[4])
        XCTAssertEqual(
            result.report.warnings,
            [
                #"action 3 com.apple.Automator.FloatingDialog: useTimeout = true cannot be expressed"#,
                #"action 5 com.apple.Automator.AskForFinderItems: granularity = 2 cannot be expressed"#,
            ])
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
        XCTAssertEqual(
            written(result),
            [#"{"action": "file.move", "parameters": {"destination": "{{var:containerPath}}", "replaceExisting": false}}"#])
    }
}
