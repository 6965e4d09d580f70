import AppleFormats
import Foundation
import XCTest

/// Issue 24, item 1: a file Apple opens always imports. Unknown variables, variables set only in
/// one branch or only by an action kept unsupported, references to outputs of later actions and
/// literals that do not convert are warnings (each saying whether Apple's Shortcuts meets it too),
/// and run as Apple's runtime runs them: Nothing, or the action's own error when it runs.
final class ImportLeniencyTests: AppleFileTestCase {
    let now = ["--now", "2026-01-02T10:00:00Z", "--tz", "UTC"]

    /// The import exits 0 and writes the document; returns the report.
    func imported(_ path: String) -> String {
        let result = run(["import", path, "-o", folder.appendingPathComponent("out.json").path])
        XCTAssertEqual(result.code, 0, result.err)
        return result.err
    }

    // MARK: unknown variables

    func testAVariableNothingSetsIsNothingInText() throws {
        let path = try shortcut(
            "a.shortcut", [action("gettext", ["WFTextActionText": text("Hi ", variable("Nobody"), "!")]), action("showresult")])
        XCTAssertEqual(
            imported(path),
            """
            a.shortcut: XML plist
              2 actions: 2 mapped, 0 kept unsupported
            warning: a.shortcut: action 1 'Text' (gettext), parameter 'text': variable 'Nobody' is never set; it is Nothing when the workflow runs
            hint: add a Set Variable named 'Nobody' before it
            note: Apple's Shortcuts does the same with this file

            """)
        let ran = run(["run", path] + now)
        XCTAssertEqual(ran.code, 0, ran.err)
        XCTAssertEqual(ran.out, "Hi !\n")
    }

    func testAnIfOnAVariableNothingSetTakesOtherwise() throws {
        let path = try shortcut(
            "a.shortcut",
            [
                action(
                    "conditional",
                    [
                        "GroupingIdentifier": "G", "WFControlFlowMode": 0, "WFCondition": 100,
                        "WFInput": ifInput(variable("Missing")),
                    ]),
                action("gettext", ["WFTextActionText": "set"]),
                action("conditional", ["GroupingIdentifier": "G", "WFControlFlowMode": 1]),
                action("gettext", ["WFTextActionText": "unset"]),
                action("conditional", ["GroupingIdentifier": "G", "WFControlFlowMode": 2]),
                action("showresult", ["Text": text("", variable("Missing"), "|"), "UUID": "S"]),
            ])
        _ = imported(path)
        let ran = run(["run", path] + now)
        XCTAssertEqual(ran.code, 0, ran.err)
        XCTAssertEqual(ran.out, "|\n")
        let checked = run(["check", path])
        XCTAssertEqual(checked.code, 0, checked.err)
        XCTAssertTrue(
            checked.out.hasSuffix("a.shortcut: 6 actions, 2 warnings (2 as in Apple's Shortcuts, 0 this engine's own)\n"),
            checked.out)
    }

    func testRepeatItemOutsideAnyRepeatIsNothing() throws {
        let path = try shortcut(
            "a.shortcut",
            [action("gettext", ["WFTextActionText": text("[", variable("Repeat Item"), "]")]), action("showresult")])
        XCTAssertTrue(
            imported(path).contains(
                "warning: a.shortcut: action 1 'Text' (gettext), parameter 'text': 'Repeat Item' is used outside any Repeat; it is Nothing when the workflow runs\nhint: move the action inside a Repeat or Repeat with Each block\nnote: Apple's Shortcuts does the same with this file\n"
            ))
        XCTAssertEqual(run(["run", path] + now).out, "[]\n")
    }

    // MARK: variables set only in one branch, or only by an action that cannot run here

    func testAVariableSetInOneBranchIsNothingWhenTheOtherRuns() throws {
        let path = try shortcut(
            "a.shortcut",
            [
                action(
                    "conditional",
                    [
                        "GroupingIdentifier": "G", "WFControlFlowMode": 0, "WFCondition": 100,
                        "WFInput": ifInput(["Type": "ExtensionInput"]),
                    ]),
                action("gettext", ["WFTextActionText": "given", "UUID": "T"]),
                action("setvariable", ["WFVariableName": "Answer", "WFInput": attached(output("T", "Text"))]),
                action("conditional", ["GroupingIdentifier": "G", "WFControlFlowMode": 2]),
                action("showresult", ["Text": text("<", variable("Answer"), ">")]),
            ])
        XCTAssertFalse(imported(path).contains("warning"))
        XCTAssertEqual(run(["run", path] + now).out, "<>\n")
        XCTAssertEqual(run(["run", path, "--input", "x"] + now).out, "<given>\n")
    }

    func testAVariableSetInARepeatThatRunsNoTimesIsNothing() throws {
        let path = try shortcut(
            "a.shortcut",
            [
                action("repeat.count", ["GroupingIdentifier": "R", "WFControlFlowMode": 0, "WFRepeatCount": 0]),
                action("gettext", ["WFTextActionText": "inside", "UUID": "T"]),
                action("setvariable", ["WFVariableName": "Seen", "WFInput": attached(output("T", "Text"))]),
                action("repeat.count", ["GroupingIdentifier": "R", "WFControlFlowMode": 2]),
                action("showresult", ["Text": text("seen:", variable("Seen"))]),
            ])
        _ = imported(path)
        let ran = run(["run", path] + now)
        XCTAssertEqual(ran.code, 0, ran.err)
        XCTAssertEqual(ran.out, "seen:\n")
    }

    func testAVariableSetOnlyByAnActionKeptUnsupportedIsThisEnginesOwn() throws {
        // A Set Variable whose input this engine cannot express (a unit aggrandizement) is kept
        // unsupported: it sets 'Here' in Apple's Shortcuts, so reading 'Here' is this engine's problem.
        let path = try shortcut(
            "a.shortcut",
            [
                action("gettext", ["WFTextActionText": "home", "UUID": "T"]),
                action(
                    "setvariable",
                    [
                        "WFVariableName": "Here",
                        "WFInput": attached(
                            [
                                "Type": "ActionOutput", "OutputUUID": "T", "OutputName": "Text",
                                "Aggrandizements": [["Type": "WFUnitVariableAggrandizement", "PropertyName": "Value"]],
                            ]),
                    ]),
                action("showresult", ["Text": text("at ", variable("Here"))]),
            ])
        _ = imported(path)
        let checked = run(["check", path])
        XCTAssertEqual(checked.code, 0, checked.err)
        XCTAssertTrue(
            checked.err.hasSuffix(
                """
                warning: a.shortcut: action 3 'Show Result' (showresult), parameter 'text': variable 'Here' is set only by action 2, which cannot run here; it is Nothing when the workflow runs
                hint: see action 2's warning for what it needs
                note: this engine's own: Apple's Shortcuts runs this part

                """), checked.err)
        XCTAssertTrue(
            checked.out.hasSuffix("a.shortcut: 3 actions, 2 warnings (0 as in Apple's Shortcuts, 2 this engine's own)\n"),
            checked.out)
        let ran = run(["run", path, "--skip-unsupported"] + now)
        XCTAssertEqual(ran.code, 0, ran.err)
        XCTAssertEqual(ran.out, "at \n")
    }

    // MARK: references to outputs of actions that run later

    func testAnOutputOfALaterActionIsNothingUntilItRuns() throws {
        let path = try shortcut(
            "a.shortcut",
            [
                action("gettext", ["WFTextActionText": text("before:", output("LATER", "Text"))]),
                action("showresult"),
                action("gettext", ["WFTextActionText": "later", "UUID": "LATER"]),
            ])
        XCTAssertTrue(
            imported(path).contains(
                "warning: a.shortcut: action 1 'Text' (gettext), parameter 'text': 'Text' refers to the output of action 3, which runs later; it is Nothing until that action has run\nhint: an action can only use outputs of actions above it; move action 3 up\nnote: Apple's Shortcuts does the same with this file\n"
            ))
        let ran = run(["run", path] + now)
        XCTAssertEqual(ran.code, 0, ran.err)
        XCTAssertTrue(ran.out.hasPrefix("before:\n"), ran.out)
    }

    func testAnActionsOwnOutputOutsideALoopIsNothing() throws {
        let path = try shortcut(
            "a.shortcut",
            [action("gettext", ["WFTextActionText": text("self=", output("ME", "Text")), "UUID": "ME"]), action("showresult")])
        XCTAssertTrue(imported(path).contains("refers to this action's own output; it is Nothing until the action has run"))
        XCTAssertEqual(run(["run", path] + now).out, "self=\n")
    }

    func testTheResultOfAnIfReadBeforeTheIfIsNothing() throws {
        let path = try shortcut(
            "a.shortcut",
            [
                action("showresult", ["Text": text("result=", output("END", "If Result"))]),
                action("conditional", ["GroupingIdentifier": "G", "WFControlFlowMode": 0, "WFCondition": 101]),
                action("gettext", ["WFTextActionText": "inside"]),
                action("conditional", ["GroupingIdentifier": "G", "WFControlFlowMode": 2, "UUID": "END"]),
            ])
        _ = imported(path)
        let ran = run(["run", path] + now)
        XCTAssertEqual(ran.code, 0, ran.err)
        XCTAssertTrue(ran.out.hasPrefix("result=\n"), ran.out)
    }

    // MARK: literals the static check cannot convert

    func testAClockTimeIsADateToday() throws {
        let path = try shortcut(
            "a.shortcut",
            [
                action("format.date", ["WFDate": "12:00 AM", "WFDateFormatStyle": "Custom", "WFDateFormat": "yyyy-MM-dd HH:mm"]),
                action("showresult"),
            ])
        XCTAssertFalse(imported(path).contains("warning"))
        XCTAssertEqual(run(["run", path] + now).out, "2026-01-02 00:00\n")
    }

    func testAWordThatIsNoNumberFailsTheActionWhenItRuns() throws {
        let path = try shortcut("a.shortcut", [action("number", ["WFNumberActionNumber": "many"]), action("showresult")])
        XCTAssertTrue(
            imported(path).contains(
                "warning: a.shortcut: action 1 'Number' (number), parameter 'number': couldn't convert from text to number: 'many'; the action fails with this when it runs\n"
            ))
        let ran = run(["run", path] + now)
        XCTAssertEqual(ran.code, 70)
        XCTAssertTrue(
            ran.err.hasPrefix(
                "error: a.shortcut: action 1 'Number' (number), parameter 'number': couldn't convert from text to number: 'many'\n"
            ), ran.err)
    }

    func testAnEmptyURLFailsGetContentsOfURLWhenItRuns() throws {
        let path = try shortcut("a.shortcut", [action("downloadurl", ["WFURL": ""]), action("showresult")])
        XCTAssertTrue(
            imported(path).contains(
                "parameter 'url': couldn't convert from text to URL: ''; the action fails with this when it runs"))
        let ran = run(["run", path] + now)
        XCTAssertEqual(ran.code, 70)
        XCTAssertEqual(
            ran.err,
            "error: a.shortcut: action 1 'Get Contents of URL' (downloadurl), parameter 'url': needs a value, got nothing\nhint: check what feeds 'url'\n"
        )
    }

    // MARK: keys no definition of Apple's names

    /// Workflow-era files carry `WFMathOperand` on Set Variable and `WFVariable` on If; Apple's
    /// definitions of those actions name neither, and Shortcuts ignores keys it does not know.
    func testAKeyAppleDoesNotDefineIsIgnoredWithAWarning() throws {
        let path = try shortcut(
            "a.wflow",
            [
                action("gettext", ["WFTextActionText": "kept"]),
                action("setvariable", ["WFVariableName": "Kept", "WFMathOperand": attached(variable("Total"))]),
                action(
                    "conditional",
                    [
                        "GroupingIdentifier": "G", "WFControlFlowMode": 0, "WFCondition": "Contains",
                        "WFConditionalActionString": "ep", "WFVariable": attached(variable("Kept")),
                    ]),
                action("showresult", ["Text": text("", variable("Kept"), "!")]),
                action("conditional", ["GroupingIdentifier": "G", "WFControlFlowMode": 2]),
            ], root: ["WFWorkflowClientVersion": "324"])
        let report = imported(path)
        XCTAssertTrue(
            report.contains(
                "  warning: action 2 (is.workflow.actions.setvariable): WFMathOperand is no parameter of Set Variable in Apple's definitions; it is ignored, as Shortcuts ignores keys it does not know\n"
            ), report)
        XCTAssertTrue(
            report.contains(
                "  warning: action 3 (is.workflow.actions.conditional): WFVariable is no parameter of If in Apple's definitions"),
            report)
        XCTAssertTrue(report.contains("  5 actions: 5 mapped, 0 kept unsupported\n"), report)
        XCTAssertEqual(run(["run", path] + now).out, "kept!\n")
    }

    /// A key Apple's definitions name that this engine cannot express still keeps the action unsupported.
    func testAKeyAppleDefinesButThisEngineCannotExpressKeepsTheActionUnsupported() throws {
        let path = try shortcut(
            "a.shortcut", [action("searchpodcasts", ["WFEntity": "Episode"])], root: ["WFWorkflowClientVersion": "1146.14"])
        XCTAssertTrue(imported(path).contains("  1 actions: 0 mapped, 1 kept unsupported\n"))
    }

    /// Workflow's Action Input variable is the output of the action before.
    func testWorkflowsActionInputIsThePreviousOutput() throws {
        let path = try shortcut(
            "a.wflow",
            [
                action("gettext", ["WFTextActionText": "before"]),
                action("gettext", ["WFTextActionText": text("<", ["Type": "Input"], ">")]), action("showresult"),
            ],
            root: ["WFWorkflowClientVersion": "296"])
        _ = imported(path)
        XCTAssertEqual(run(["run", path] + now).out, "<before>\n")
        let first = try shortcut(
            "b.wflow", [action("gettext", ["WFTextActionText": text("[", ["Type": "Input"], "]")]), action("showresult")])
        XCTAssertEqual(run(["run", first, "--input", "in"] + now).out, "[in]\n")
    }

    /// An emptied output name field is no name: the output keeps its default name, as in the editor.
    func testAnEmptyCustomOutputNameKeepsTheDefaultName() throws {
        let path = try shortcut(
            "a.shortcut",
            [
                action("gettext", ["WFTextActionText": "named by default", "CustomOutputName": "", "UUID": "T"]),
                action("showresult", ["Text": text("", ["Type": "ActionOutput", "OutputUUID": "T", "OutputName": ""])]),
            ])
        XCTAssertTrue(imported(path).contains("  2 actions: 2 mapped, 0 kept unsupported\n"))
        let written = try String(contentsOf: folder.appendingPathComponent("out.json"), encoding: .utf8)
        XCTAssertFalse(written.contains("\"output\""), written)
        let ran = run(["run", folder.appendingPathComponent("out.json").path] + now)
        XCTAssertEqual(ran.code, 0, ran.err)
        XCTAssertEqual(ran.out, "named by default\n")
    }

    /// A switch's true or false where Apple's picker keeps one of its values is none of them: the
    /// default runs with a warning, as for a word the picker does not know (the run used to stop
    /// with 65 at "unknown value 'Yes'" after the import had passed).
    func testASwitchValueInAPickerRunsTheDefault() throws {
        let path = try shortcut(
            "a.shortcut",
            [
                action("gettext", ["WFTextActionText": "a b"]),
                action("urlencode", ["WFEncodeMode": true]),
                action("showresult"),
            ])
        XCTAssertEqual(
            imported(path),
            """
            a.shortcut: XML plist
              3 actions: 3 mapped, 0 kept unsupported
              warning: action 2 (is.workflow.actions.urlencode): WFEncodeMode 'true' is none of the action's values; it runs with the default 'Encode', as Apple's does
            warning: a.shortcut: action 2 'URL Encode' (urlencode), parameter 'mode': 'true' is none of the action's values; it runs with the default 'Encode', as Apple's does
            hint: set the parameter to one of its values to choose; remove "defaulted" to keep the default quietly
            note: Apple's Shortcuts does the same with this file

            """)
        let ran = run(["run", path] + now)
        XCTAssertEqual(ran.code, 0, ran.err)
        XCTAssertEqual(ran.out, "a%20b\n")
    }
}
