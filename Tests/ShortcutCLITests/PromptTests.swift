import Foundation
import XCTest

@testable import ShortcutCLI

/// Every prompt kind three ways: asked on a (scripted) terminal, answered headless with
/// `--answer` or `--answer-defaults`, and headless without an answer (one clear error).
final class PromptTests: CLITestCase {
    /// Runs `shortcut ARGUMENTS` on a terminal whose user types `lines`.
    func runTyping(_ lines: [String], _ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let console = Console.scripted(lines: lines)
        let code = ShortcutCLI.main(arguments, console: console)
        return (code, console.outputText, console.errorText)
    }

    /// A workflow listing red, green and blue into Choose from List (id `colour`).
    func colours(_ parameters: String = #"{"prompt": "Colour?"}"#) -> String {
        write(
            "c.json",
            #"{"version": 1, "actions": [{"action": "list", "parameters": {"items": ["red", "green", "blue"]}}, {"action": "choosefromlist", "id": "colour", "parameters": "#
                + parameters + "}]}")
    }

    // MARK: Choose from List

    func testChooseFromListAsksWithNumberedChoicesAndAsksAgainAfterAWrongAnswer() {
        let result = runTyping(["7", "purple", "2"], ["run", colours()])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, "green\n")
        let asked = "Colour?\n  1. red\n  2. green\n  3. blue [1]: "
        XCTAssertEqual(
            result.err,
            asked + "'7' is not one of the choices: answer with a number from 1 to 3; try again\n" + asked
                + "'purple' is not one of the choices: answer with a number from 1 to 3; try again\n" + asked)
    }

    func testChooseFromListOnATerminalTakesTheFirstItemOnAnEmptyLine() {
        XCTAssertEqual(runTyping([""], ["run", colours()]).out, "red\n")
    }

    func testChooseFromListHeadlessTakesTheAnswerByTextOrNumber() {
        XCTAssertEqual(run(["run", colours(), "--answer", "Colour?=Blue"]).out, "blue\n")
        XCTAssertEqual(run(["run", colours(), "--answer", "colour=2"]).out, "green\n")
    }

    func testChooseFromListHeadlessWithoutAnAnswerNamesTheFlags() {
        let path = colours()
        let result = run(["run", path])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "\(path):1:110: error: action 2 'Choose from List' (choosefromlist): no answer for the list 'Colour?' and no terminal to ask\nhint: pass --answer 'colour=VALUE' with one of 'red', 'green', 'blue', or --answer-defaults for the default answer or first choice\n"
        )
    }

    func testChooseFromListWithAnAnswerThatIsNoChoiceFails() {
        let path = colours()
        let result = run(["run", path, "--answer", "colour=purple"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "\(path):1:110: error: action 2 'Choose from List' (choosefromlist): 'purple' is not one of the menu's options\nhint: answer with one of 'red', 'green', 'blue' or its number\n"
        )
    }

    func testChooseFromListAnswerDefaultsTakesTheFirstItemOrAllWhenSelectAll() {
        XCTAssertEqual(run(["run", colours(), "--answer-defaults"]).out, "red\n")
        let all = run(["run", colours(#"{"multiple": true, "selectAll": true}"#), "--answer-defaults", "--output-type", "json"])
        XCTAssertEqual(all.out, "[\n  \"red\",\n  \"green\",\n  \"blue\"\n]\n")
    }

    func testChooseFromListMultipleTakesACommaListOrAJSONList() {
        let path = colours(#"{"multiple": true}"#)
        XCTAssertEqual(
            run(["run", path, "--answer", "colour=3, red", "--output-type", "json"]).out, "[\n  \"blue\",\n  \"red\"\n]\n")
        XCTAssertEqual(run(["run", path, "--answer", #"colour=["green"]"#, "--output-type", "json"]).out, "[\n  \"green\"\n]\n")
        let typed = runTyping(["1,3"], ["run", path, "--output-type", "json"])
        XCTAssertEqual(typed.out, "[\n  \"red\",\n  \"blue\"\n]\n")
        XCTAssertTrue(typed.err.contains("(several: numbers separated by commas)"), typed.err)
    }

    /// Apple's Choose from List given no items asks nothing: its input, empty, is its output
    /// (WFChooseFromListAction finishes at once).
    func testChooseFromListOfNothingAsksNothing() {
        let path = write("e.json", #"{"version": 1, "actions": [{"action": "choosefromlist"}]}"#)
        let result = run(["run", path, "--no-input"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "")
    }

    // MARK: Show Alert

    /// An alert (id `sure`) between a text and Show Result.
    func alert(cancel: Bool = true) -> String {
        write(
            "a.json",
            #"{"version": 1, "actions": [{"action": "gettext", "parameters": {"text": "kept"}}, {"action": "alert", "id": "sure", "parameters": {"title": "Sure?", "message": "Really.", "showCancel": "#
                + (cancel ? "true" : "false") + #"}}, {"action": "showresult", "parameters": {"text": "went on"}}]}"#)
    }

    func testAlertCancelOnATerminalStopsTheRunCleanly() {
        let result = runTyping(["2"], ["run", alert()])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(result.err, "alert: Sure? — Really.\nSure?\n  1. OK\n  2. Cancel [1]: ")
    }

    func testAlertOKContinuesHeadlessAndWithAnswerDefaults() {
        XCTAssertEqual(run(["run", alert(), "--answer", "sure=ok"]).out, "went on\n")
        XCTAssertEqual(run(["run", alert(), "--answer-defaults"]).out, "went on\n")
        XCTAssertEqual(run(["run", alert(), "--answer", "Sure?=Cancel"]).out, "")
    }

    func testAlertWithoutCancelOnlyInforms() {
        let result = run(["run", alert(cancel: false)])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "went on\n")
        XCTAssertEqual(result.err, "alert: Sure? — Really.\n")
    }

    func testAlertHeadlessWithoutAnAnswerNamesTheFlags() {
        let path = alert()
        XCTAssertEqual(
            run(["run", path]).err,
            "alert: Sure? — Really.\n\(path):1:94: error: action 2 'Show Alert' (alert): no answer for the alert 'Sure?' and no terminal to ask\nhint: pass --answer 'sure=VALUE' with one of 'OK', 'Cancel', or --answer-defaults for the default answer or first choice\n"
        )
    }

    // MARK: Ask for Input

    /// An Ask for Input of `type` (id `ask`).
    func ask(_ type: String) -> String {
        write(
            "k.json",
            #"{"version": 1, "actions": [{"action": "ask", "id": "ask", "parameters": {"prompt": "How many?", "type": ""# + type
                + #""}}]}"#)
    }

    func testAskForANumberOnATerminalAsksAgainUntilItIsANumber() {
        let result = runTyping(["lots", "42"], ["run", ask("Number")])
        XCTAssertEqual(result.out, "42\n")
        XCTAssertEqual(result.err, "How many?: 'lots' is not a number; try again\nHow many?: ")
    }

    func testAskForInputAnswerDefaults() {
        XCTAssertEqual(run(["run", ask("Number"), "--answer-defaults"]).out, "0\n")
        XCTAssertEqual(run(["run", ask("Text"), "--answer-defaults"]).out, "")
        XCTAssertEqual(
            run(["run", ask("Date and Time"), "--answer-defaults", "--now", "2026-11-21T10:00:00Z", "--tz", "UTC"]).out,
            run(["run", ask("Date"), "--answer", "ask=2026-11-21T10:00:00Z", "--tz", "UTC"]).out)
    }

    func testAskForATimeTakesATime() {
        let result = run(["run", ask("Time"), "--answer", "ask=2026-01-02 17:30", "--tz", "UTC", "--output-type", "json"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("2026-01-02T17:30:00"), result.out)
    }

    func testAskForAURLHasNoDefaultEvenWithAnswerDefaults() {
        let path = ask("URL")
        XCTAssertEqual(
            run(["run", path, "--answer-defaults"]).err,
            "\(path):1:39: error: action 1 'Ask for Input' (ask): no answer for the question 'How many?' and no terminal to ask\nhint: pass --answer 'ask=VALUE', or --answer-defaults for the default answer or first choice\n"
        )
    }

    // MARK: Choose from Menu

    /// A menu of Small and Large (id `size`), each case outputting its name.
    func menu() -> String {
        write(
            "m.json",
            #"{"version": 1, "actions": [{"action": "choosefrommenu", "id": "size", "mode": "start", "parameters": {"prompt": "Size?", "items": ["Small", "Large"]}}, {"action": "choosefrommenu", "mode": "middle", "parameters": {"title": "Small"}}, {"action": "gettext", "parameters": {"text": "S"}}, {"action": "choosefrommenu", "mode": "middle", "parameters": {"title": "Large"}}, {"action": "gettext", "parameters": {"text": "L"}}, {"action": "choosefrommenu", "mode": "end"}]}"#
        )
    }

    func testMenuOnATerminalAsksAgainAfterAWrongAnswer() {
        let result = runTyping(["9", "large"], ["run", menu()])
        XCTAssertEqual(result.out, "L\n")
        XCTAssertTrue(
            result.err.contains("'9' is not one of the choices: answer with a number from 1 to 2; try again"), result.err)
    }

    func testMenuOnATerminalTakesTheFirstCaseOnAnEmptyLine() {
        XCTAssertEqual(runTyping([""], ["run", menu()]).out, "S\n")
    }

    func testMenuAnswerDefaultsRunsTheFirstCase() {
        XCTAssertEqual(run(["run", menu(), "--answer-defaults"]).out, "S\n")
    }

    // MARK: Select File, Get File

    func testSelectFileTakesAnExistingPath() {
        let file = write("picked.txt", "x")
        let path = write("s.json", #"{"version": 1, "actions": [{"action": "file.select", "id": "pick"}]}"#)
        XCTAssertEqual(run(["run", path, "--answer", "pick=\(file)", "--allow-path", folder.path]).out, file + "\n")
        let typed = runTyping([file], ["run", path, "--allow-path", folder.path])
        XCTAssertEqual(typed.out, file + "\n")
        XCTAssertEqual(typed.err, "Select a file: ")
    }

    func testSelectFileOfAMissingPathFails() {
        let path = write("s.json", #"{"version": 1, "actions": [{"action": "file.select", "id": "pick"}]}"#)
        let missing = folder.path + "/nope.txt"
        XCTAssertEqual(
            run(["run", path, "--answer", "pick=\(missing)", "--allow-path", folder.path]).err,
            "\(path):1:39: error: action 1 'Select File' (file.select), parameter 'mode': no such file or folder '\(missing)'\nhint: check the path; relative paths start at the current folder\n"
        )
    }

    func testSelectFolderContents() {
        _ = write("b.txt", "b")
        _ = write("a.txt", "a")
        let path = write(
            "s.json",
            #"{"version": 1, "actions": [{"action": "file.select", "id": "pick", "parameters": {"mode": "Folders", "folderContents": true}}]}"#
        )
        let result = run(["run", path, "--answer", "pick=\(folder.path)", "--allow-path", folder.path])
        XCTAssertEqual(result.out, "\(folder.path)/a.txt\n\(folder.path)/b.txt\n\(folder.path)/s.json\n")
    }

    func testSelectFileHeadlessWithoutAnAnswerNamesTheFlagEvenWithAnswerDefaults() {
        let path = write("s.json", #"{"version": 1, "actions": [{"action": "file.select"}]}"#)
        XCTAssertEqual(
            run(["run", path, "--answer-defaults"]).err,
            "\(path):1:39: error: action 1 'Select File' (file.select): no answer for the file choice 'Select a file' and no terminal to ask\nhint: pass --answer 'Select a file=VALUE', or --answer-defaults for the default answer or first choice\n"
        )
    }

    func testSaveFileWithAskWhereToSaveAsksEvenWithAPathAndHasNoDefault() {
        let target = folder.path + "/chosen.txt"
        let path = write(
            "w.json",
            #"{"version": 1, "actions": [{"action": "documentpicker.save", "id": "save", "parameters": {"input": "hi", "path": "ignored.txt", "askWhere": true}}]}"#
        )
        XCTAssertEqual(run(["run", path, "--answer", "save=\(target)", "--allow-path", folder.path]).code, 0)
        XCTAssertEqual(try? String(contentsOfFile: target, encoding: .utf8), "hi")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/ignored.txt"))
        XCTAssertEqual(
            run(["run", path, "--answer-defaults"]).err,
            "\(path):1:39: error: action 1 'Save File' (documentpicker.save): no answer for the file choice 'Where to save' and no terminal to ask\nhint: pass --answer 'save=VALUE', or --answer-defaults for the default answer or first choice\n"
        )
    }

    func testGetFileWithoutAPathAsksForAFile() {
        let file = write("picked.txt", "x")
        let path = write("g.json", #"{"version": 1, "actions": [{"action": "documentpicker.open", "id": "get"}]}"#)
        XCTAssertEqual(run(["run", path, "--answer", "get=\(file)", "--allow-path", folder.path, "--no-input"]).out, file + "\n")
        let picker = write(
            "p.json",
            #"{"version": 1, "actions": [{"action": "documentpicker.open", "id": "get", "parameters": {"path": "other.txt", "showPicker": true}}]}"#
        )
        XCTAssertEqual(
            run(["run", picker, "--answer", "get=\(file)", "--allow-path", folder.path, "--no-input"]).out, file + "\n")
    }

    func testGetFileFindsARelativeAnswerInTheInitialFolder() {
        let file = write("picked.txt", "x")
        let path = write(
            "i.json",
            #"{"version": 1, "actions": [{"action": "documentpicker.open", "id": "get", "parameters": {"initialFolder": "\#(folder.path)"}}]}"#
        )
        XCTAssertEqual(
            run(["run", path, "--answer", "get=picked.txt", "--allow-path", folder.path, "--no-input"]).out, file + "\n")
        XCTAssertEqual(run(["run", path, "--answer", "get=\(file)", "--allow-path", folder.path, "--no-input"]).out, file + "\n")
    }
}
