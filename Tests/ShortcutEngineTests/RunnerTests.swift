import XCTest

@testable import ShortcutEngine

final class RunnerTests: IsolatedTestCase {
    func doc(_ actions: String) -> String { "{\"version\": 1, \"actions\": [\(actions)]}" }

    func testImplicitInputChainsFromShortcutInput() throws {
        let result = try runDocument(
            doc("{\"action\": \"test.echo\"}, {\"action\": \"test.echo\", \"parameters\": {\"mode\": \"Loud\"}}"), input: "hi")
        XCTAssertEqual(result.output, "HI")
    }

    func testNestedRepeatsWithNumberedRepeatIndex() throws {
        let result = try runDocument(
            doc(
                """
                {"action": "test.repeat", "mode": "start", "parameters": {"count": 2}},
                {"action": "test.each", "mode": "start", "parameters": {"input": ["a", "b"]}},
                {"action": "test.echo", "parameters": {"input": "{{Repeat Index}}{{Repeat Item 2}}{{Repeat Index 2}}"}},
                {"action": "test.each", "mode": "end"},
                {"action": "test.repeat", "mode": "end"}
                """))
        XCTAssertEqual(result.output, ["1a1", "1b2", "2a1", "2b2"])
    }

    func testIfResultIsTheTakenBranchesLastOutput() throws {
        let result = try runDocument(
            doc(
                """
                {"action": "test.if", "mode": "start", "parameters": {"input": false}},
                {"action": "test.echo", "parameters": {"input": "yes"}},
                {"action": "test.if", "mode": "middle"},
                {"action": "test.echo", "parameters": {"input": "no"}},
                {"action": "test.if", "mode": "end", "id": "r"},
                {"action": "test.echo", "parameters": {"input": "{{r}}!"}}
                """))
        XCTAssertEqual(result.output, "no!")
    }

    func testAggrandizementsApplyInOrder() throws {
        let result = try runDocument(
            doc(
                """
                {"action": "test.echo", "id": "d", "parameters": {"input": {"people": [{"name": "Ada", "born": "1815-12-10"}, {"name": "Alan"}], "a.b": 5}}},
                {"action": "test.echo", "parameters": {"input": "{{d | key: people.-1.name}} {{d | key: a\\\\.b | as: number}} {{d | key: people | property: Count}} {{d | key: people.1.born | format: EEEE}}"}}
                """))
        XCTAssertEqual(result.output, "Alan 5 2 Sunday")
    }

    func testVariablesAreGlobalToTheRun() throws {
        let result = try runDocument(
            doc(
                """
                {"action": "test.repeat", "mode": "start", "parameters": {"count": 3}},
                {"action": "test.set", "parameters": {"name": "last", "input": "{{Repeat Index}}"}},
                {"action": "test.repeat", "mode": "end"},
                {"action": "test.echo", "parameters": {"input": "{{last}}"}}
                """))
        XCTAssertEqual(result.output, 3, "a typed reference keeps the number type")
    }

    func testMaxStepsStopsARunawayLoop() {
        var options = RunOptions()
        options.limits.maxSteps = 50
        XCTAssertThrowsError(
            try runDocument(
                doc(
                    """
                    {"action": "test.repeat", "mode": "start", "parameters": {"count": 1000}}, {"action": "test.echo"}, {"action": "test.repeat", "mode": "end"}
                    """), options: options)
        ) { error in
            XCTAssertEqual(
                "\(error)",
                "error: test.json: action 2 'Echo' (test.echo): stopped after 50 steps (the step limit)\nhint: raise RunOptions.limits.maxSteps if this is intended"
            )
        }
    }

    func testRuntimeCoercionFailureNamesActionAndParameter() {
        XCTAssertThrowsError(
            try runDocument(
                doc(
                    """
                    {"action": "test.echo", "id": "t", "parameters": {"input": "lots"}},
                    {"action": "test.repeat", "mode": "start", "parameters": {"count": "{{t}}"}}, {"action": "test.repeat", "mode": "end"}
                    """))
        ) { error in
            XCTAssertEqual(
                "\(error)",
                "test.json:2:68: error: action 2 'Repeat' (test.repeat), parameter 'count': couldn't convert from text to number: 'lots'\nhint: write the number with digits and a '.' for decimals, e.g. 12.5"
            )
        }
    }

    func testMinimumIsEnforced() {
        XCTAssertThrowsError(try runDocument(doc("{\"action\": \"test.echo\", \"parameters\": {\"times\": 0}}"))) { error in
            XCTAssertEqual(
                "\(error)", "test.json:1:76: error: action 1 'Echo' (test.echo), parameter 'times': must be at least 1, got 0")
        }
    }

    func testRecordedRunAnnotatesTheGraph() throws {
        var options = RunOptions()
        options.record = true
        let result = try runDocument(
            doc(
                """
                {"action": "test.repeat", "mode": "start", "parameters": {"count": 3}}, {"action": "test.echo", "parameters": {"input": "{{Repeat Index}}"}}, {"action": "test.repeat", "mode": "end"}
                """), options: options)
        XCTAssertEqual(result.graph.annotations[1]?.runs, 3)
        XCTAssertEqual(result.graph.annotations[1]?.output, 3)
        XCTAssertEqual(result.output, [1, 2, 3])
    }

    func testNumbersAreExactDecimals() throws {
        XCTAssertEqual(try (Number(parsing: "0.1") ?? 0) + (Number(parsing: "0.2") ?? 0), Number(parsing: "0.3"))
        XCTAssertEqual(try Number.integer(7).modulo(-3), .integer(-2))
        XCTAssertEqual(try Number.integer(2).power(.integer(-2)).description, "0.25")
        XCTAssertEqual(try Number.integer(Int.max) + 1, Number(Decimal(Int.max) + 1))
    }

    func testCoercionTable() throws {
        let coercion = Coercion()
        XCTAssertEqual(try coercion.coerce("yes", to: .boolean), true)
        XCTAssertEqual(try coercion.coerce(["7"], to: .number), 7)
        XCTAssertEqual(try coercion.coerce("{\"a\": 1}", to: .dictionary), ["a": 1])
        XCTAssertEqual(coercion.text(["a", 2, true]), "a\n2\nYes")
        XCTAssertEqual(try coercion.coerce("1:30", to: .duration), .duration(90))
        XCTAssertThrowsError(try coercion.coerce(["1", "2"], to: .number)) {
            XCTAssertEqual(($0 as? ValueFailure)?.message, "expected a number, got a list of 2 items")
        }
    }

    func testLaterOutputInTheSameRepeatReadsThePreviousIteration() throws {
        var options = RunOptions()
        options.record = true
        let result = try runDocument(
            doc(
                """
                {"action": "test.repeat", "mode": "start", "parameters": {"count": 3}},
                {"action": "test.echo", "parameters": {"input": "[{{later}}] {{Repeat Index}}"}},
                {"action": "test.echo", "id": "later", "parameters": {"input": "{{Repeat Index}}"}},
                {"action": "test.repeat", "mode": "end"}
                """), options: options)
        XCTAssertEqual(result.graph.annotations[1]?.output, "[2] 3", "the last iteration reads iteration 2's value")
        XCTAssertEqual(result.graph.annotations[1]?.runs, 3)
        let document = try DocumentReader.read(
            Data(
                doc(
                    """
                    {"action": "test.repeat", "mode": "start"}, {"action": "test.echo", "parameters": {"input": "{{later}}"}},
                    {"action": "test.echo", "id": "later"}, {"action": "test.repeat", "mode": "end"}
                    """
                ).utf8), file: "w.json")
        XCTAssertEqual(
            try Compiler.compile(document, registry: testRegistry, file: "w.json").warnings.map(\.description),
            [
                "w.json:1:120: warning: action 2 'Echo' (test.echo), parameter 'input': 'later' is the output of action 3, further down the same repeat: each iteration reads the previous iteration's value (nothing the first time)\nhint: this mirrors Shortcuts; move action 3 up if you meant this iteration's value"
            ])
    }
}
