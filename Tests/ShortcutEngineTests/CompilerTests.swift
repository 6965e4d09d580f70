import XCTest

@testable import ShortcutEngine

final class CompilerTests: IsolatedTestCase {
    func doc(_ actions: String) -> String { "{\"version\": 1, \"actions\": [\(actions)]}" }

    func testUnknownActionSuggestsTheClosestIdentifier() {
        XCTAssertEqual(
            compileErrors(doc("{\"action\": \"test.ecko\"}")),
            [
                "test.json:1:39: error: action 1 (test.ecko): unknown action 'test.ecko'\nhint: the registry (ActionRegistry.definitions) lists the known actions; did you mean 'test.echo'?"
            ])
    }

    func testUnknownParameterListsTheKnownOnes() {
        XCTAssertEqual(
            compileErrors(doc("{\"action\": \"test.echo\", \"parameters\": {\"mood\": \"Loud\"}}")),
            [
                "test.json:1:67: error: action 1 'Echo' (test.echo): unknown parameter 'mood'\nhint: use one of 'input', 'mode', 'times', 'size'; did you mean 'mode'?"
            ])
    }

    func testUnknownChoiceValue() {
        XCTAssertEqual(
            compileErrors(doc("{\"action\": \"test.echo\", \"parameters\": {\"mode\": \"loudd\"}}")),
            [
                "test.json:1:75: error: action 1 'Echo' (test.echo), parameter 'mode': unknown value 'loudd'\nhint: use one of 'Plain', 'Loud'; did you mean 'Loud'?"
            ])
    }

    /// A literal the parameter's type cannot take is a warning: the action fails with it when it
    /// runs, as Apple's does (issue 24).
    func testWrongParameterTypeIsAWarningAndTheActionFailsWhenItRuns() {
        let json = doc(
            "{\"action\": \"test.repeat\", \"mode\": \"start\", \"parameters\": {\"count\": \"many\"}}, {\"action\": \"test.repeat\", \"mode\": \"end\"}"
        )
        XCTAssertEqual(
            compileWarnings(json),
            [
                "test.json:1:95: warning: action 1 'Repeat' (test.repeat), parameter 'count': couldn't convert from text to number: 'many'; the action fails with this when it runs\nhint: write the number with digits and a '.' for decimals, e.g. 12.5"
            ])
        XCTAssertThrowsError(try runDocument(json)) { error in
            XCTAssertEqual(
                (error as? WorkflowError)?.description,
                "test.json:1:95: error: action 1 'Repeat' (test.repeat), parameter 'count': couldn't convert from text to number: 'many'\nhint: write the number with digits and a '.' for decimals, e.g. 12.5"
            )
        }
    }

    /// A name nothing defines and an output of a later action are warnings and read as Nothing,
    /// as in Apple's runtime (issue 24).
    func testReferencesToUnknownAndLaterOutputsAreWarningsAndNothing() throws {
        let json = doc(
            """
            {"action": "test.echo", "parameters": {"input": "[{{Greting}}]"}},
            {"action": "test.echo", "parameters": {"input": "[{{later}}]"}},
            {"action": "test.echo", "id": "later", "parameters": {"input": "x"}},
            {"action": "test.echo", "id": "Greeting", "parameters": {"input": "{{later}}"}}
            """)
        XCTAssertEqual(
            compileWarnings(json),
            [
                "test.json:1:76: warning: action 1 'Echo' (test.echo), parameter 'input': unknown reference 'Greting'; it is Nothing when the workflow runs, as an unset variable is\nhint: no action output or variable has this name; did you mean 'Greeting'?",
                "test.json:2:49: warning: action 2 'Echo' (test.echo), parameter 'input': 'later' refers to the output of action 3, which runs later; it is Nothing until that action has run\nhint: an action can only use outputs of actions above it; move action 3 up",
            ])
        let unknown = doc(
            #"{"action": "test.echo", "id": "Greeting", "parameters": {"input": "hi"}}, {"action": "test.echo", "parameters": {"input": "[{{Greting}}]"}}"#
        )
        XCTAssertEqual(
            compileWarnings(unknown),
            [
                "test.json:1:150: warning: action 2 'Echo' (test.echo), parameter 'input': unknown reference 'Greting'; it is Nothing when the workflow runs, as an unset variable is\nhint: no action output or variable has this name; did you mean 'Greeting'?"
            ])
        XCTAssertEqual(try runDocument(unknown).output, "[]")
        XCTAssertEqual(try runDocument(json).output, "x")
    }

    /// Outside its loop a loop variable is an unset variable of its name: Nothing, with a warning.
    func testRepeatItemOutsideALoopAndOnACountLoopIsNothing() throws {
        let outside = doc("{\"action\": \"test.echo\", \"parameters\": {\"input\": \"[{{Repeat Item}}]\"}}")
        XCTAssertEqual(
            compileWarnings(outside),
            [
                "test.json:1:76: warning: action 1 'Echo' (test.echo), parameter 'input': 'Repeat Item' is used outside any Repeat; it is Nothing when the workflow runs\nhint: move the action inside a Repeat or Repeat with Each block"
            ])
        XCTAssertEqual(try runDocument(outside).output, "[]")
        let countLoop = doc(
            "{\"action\": \"test.repeat\", \"mode\": \"start\"}, {\"action\": \"test.echo\", \"parameters\": {\"input\": \"{{Repeat Item}}\"}}, {\"action\": \"test.repeat\", \"mode\": \"end\"}"
        )
        XCTAssertEqual(
            compileWarnings(countLoop),
            [
                "test.json:1:120: warning: action 2 'Echo' (test.echo), parameter 'input': Repeat (a count) has no Repeat Item; it is Nothing when the workflow runs\nhint: use 'Repeat Index', or Repeat with Each to iterate a list"
            ])
    }

    func testDuplicateIDs() {
        XCTAssertEqual(
            compileErrors(doc("{\"action\": \"test.echo\", \"id\": \"a\"}, {\"action\": \"test.echo\", \"id\": \"a\"}")),
            [
                "test.json:1:75: error: action 2 'Echo' (test.echo): id 'a' is already used by action 1\nhint: give each action a unique \"id\""
            ])
    }

    func testMissingRequiredParameter() {
        XCTAssertEqual(
            compileErrors(doc("{\"action\": \"test.set\"}")),
            ["test.json:1:39: error: action 1 'Set' (test.set), parameter 'name': needs a value\nhint: set \"name\": name."])
    }

    func testWarningsForUnusedOutputsAndUnreadVariables() throws {
        let document = try DocumentReader.read(
            Data(
                doc(
                    "{\"action\": \"test.echo\", \"id\": \"unused\"}, {\"action\": \"test.set\", \"parameters\": {\"name\": \"v\"}}"
                ).utf8), file: "w.json")
        let program = try Compiler.compile(document, registry: testRegistry, file: "w.json")
        XCTAssertEqual(
            program.warnings.map(\.description),
            [
                "w.json:1:39: warning: action 1 (test.echo): output 'unused' is never used\nhint: reference it as {{unused}} or remove the name",
                "w.json:1:80: warning: action 2 (test.set): variable 'v' is set but never read\nhint: read it with {{v}} or remove the Set Variable",
            ])
    }

    func testContentGraphEdges() throws {
        let document = try DocumentReader.read(
            Data(
                doc(
                    """
                    {"action": "test.echo", "id": "a", "parameters": {"input": "{{Shortcut Input}}"}},
                    {"action": "test.set", "parameters": {"name": "v"}},
                    {"action": "test.set", "parameters": {"name": "v", "input": 2}},
                    {"action": "test.echo", "parameters": {"input": "{{a}} {{v}}"}}
                    """
                ).utf8))
        let graph = try Compiler.compile(document, registry: testRegistry).graph
        let edges = graph.edges.map { "\($0.from)->\($0.to) \($0.kind.rawValue) \($0.parameter ?? "")" }
        XCTAssertEqual(
            edges,
            [
                "input->action:1 source input", "action:1->action:2 implicit-input input", "action:2->variable:v sets-variable ",
                "action:3->variable:v sets-variable ", "action:1->action:4 output input",
                "variable:v->action:4 reads-variable input",
            ])
        XCTAssertEqual(graph.writers(of: "v"), [1, 2])
    }
}
