import JSONPath
import XCTest

/// The JSONPath Compliance Test Suite, one test per area; each failing case is reported.
final class JSONPathComplianceTests: IsolatedTestCase {
    private func check(_ cases: [ComplianceCase], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(cases.isEmpty, file: file, line: line)
        for failure in ComplianceVectors.failures(in: cases) {
            XCTFail(failure, file: file, line: line)
        }
    }

    func testBasicCasesPass() { check(ComplianceVectors.basic) }
    func testFilterCasesPass() { check(ComplianceVectors.filter) }
    func testFunctionCasesPass() { check(ComplianceVectors.functions) }
    func testIndexSelectorCasesPass() { check(ComplianceVectors.indexSelector) }
    func testNameSelectorCasesPass() { check(ComplianceVectors.nameSelector) }
    func testSliceSelectorCasesPass() { check(ComplianceVectors.sliceSelector) }
    func testWhitespaceCasesPass() { check(ComplianceVectors.whitespace) }

    func testSuiteHasBothValidAndInvalidCases() {
        let all = ComplianceVectors.all
        XCTAssertEqual(all.count, 703)
        XCTAssertEqual(all.filter { $0.document == nil }.count, 247)
    }
}

/// Errors, limits, the value type and deep input.
final class JSONPathQueryTests: IsolatedTestCase {
    private func error(_ text: String) -> JSONPathError? {
        do {
            _ = try JSONPathQuery(text)
            return nil
        } catch {
            return error
        }
    }

    func testErrorsCarryMessageAndOffset() {
        XCTAssertEqual(error(" $"), JSONPathError(message: "query must start with '$', found blank space", offset: 0))
        XCTAssertEqual(error("$ "), JSONPathError(message: "unexpected blank space", offset: 1))
        XCTAssertEqual(
            error("$."), JSONPathError(message: "expected a member name or '*' after '.', found end of query", offset: 2))
        XCTAssertEqual(error("$[01]"), JSONPathError(message: "integer has a leading zero", offset: 2))
        XCTAssertEqual(error("$[-0]"), JSONPathError(message: "'-0' is not a valid integer", offset: 2))
        XCTAssertEqual(error("$[9007199254740992]"), JSONPathError(message: "integer is out of range ±(2^53 − 1)", offset: 2))
        XCTAssertEqual(
            error("$[?length(@.*) < 3]"),
            JSONPathError(message: "a non-singular query cannot be an argument of length()", offset: 10))
        XCTAssertEqual(error("$[?length(@)]"), JSONPathError(message: "result of length() must be compared", offset: 3))
        XCTAssertEqual(
            error("$[?match(@, 'a') == true]"), JSONPathError(message: "result of match() cannot be a comparison", offset: 3))
        XCTAssertEqual(error("$[?foo(@)]"), JSONPathError(message: "unknown function 'foo'", offset: 3))
        XCTAssertEqual(error("$['a'"), JSONPathError(message: "unterminated '['", offset: 1))
        XCTAssertEqual(error("$[?@ == 1"), JSONPathError(message: "unterminated '['", offset: 1))
        XCTAssertEqual(
            error("$[?@.a == 1"),
            JSONPathError(message: "unterminated '['", offset: 1))
        XCTAssertEqual(error("$[?1]"), JSONPathError(message: "a literal must be compared", offset: 3))
        XCTAssertEqual(error("$[?count(1) == 1]"), JSONPathError(message: "argument of count() must be a query", offset: 9))
        XCTAssertEqual(
            error("$['\\ud800']"), JSONPathError(message: "high surrogate must be followed by a \\u low surrogate", offset: 3))
    }

    func testErrorDescriptionNamesTheOffset() {
        XCTAssertEqual(
            error("$[")?.description,
            "invalid JSONPath at offset 2: expected a selector, found end of query")
    }

    func testQueryLongerThanLimitIsRejected() {
        let long = "$" + String(repeating: "[0]", count: 1365) + "['abc']"
        XCTAssertGreaterThan(long.count, 4096)
        XCTAssertEqual(error(long), JSONPathError(message: "query is longer than 4096 characters", offset: 4096))
        XCTAssertNil(error("$" + String(repeating: "[0]", count: 1365)))
    }

    func testNestingDeeperThanLimitIsRejected() {
        let ok = "$[?" + String(repeating: "(", count: 63) + "@" + String(repeating: ")", count: 63) + "]"
        XCTAssertNil(error(ok))
        let deep = "$[?" + String(repeating: "(", count: 64) + "@" + String(repeating: ")", count: 64) + "]"
        XCTAssertEqual(error(deep), JSONPathError(message: "expression is nested deeper than 64 levels", offset: 66))
        let filters = "$" + String(repeating: "[?@", count: 65) + String(repeating: "]", count: 65)
        XCTAssertEqual(error(filters)?.message, "expression is nested deeper than 64 levels")
    }

    func testDescendantSegmentHandlesDeepInput() throws {
        var value: JSONPathValue = ["leaf": true]
        for _ in 0..<20_000 { value = .array([value]) }
        let query = try JSONPathQuery("$..leaf")
        XCTAssertEqual(query.select(in: value), [true])
        XCTAssertEqual(query.paths(in: value).first?.count, 20_000 * 3 + 9)
        XCTAssertEqual(try JSONPathQuery("$..[?@.leaf]").select(in: value), [["leaf": true]])
    }

    func testObjectsCompareAsUnorderedMaps() {
        let a: JSONPathValue = ["x": 1, "y": [1, "2", .null]]
        let b: JSONPathValue = ["y": [1, "2", .null], "x": 1.0]
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertNotEqual(a, ["x": 1, "y": [1, "2"]])
        XCTAssertEqual(Set([a, b]).count, 1)
    }

    func testStringsCompareByScalarsNotCanonicalEquivalence() throws {
        let composed: JSONPathValue = "\u{E9}"
        let decomposed: JSONPathValue = "e\u{301}"
        XCTAssertNotEqual(composed, decomposed)
        let document: JSONPathValue = ["\u{E9}": 1, "e\u{301}": 2]
        XCTAssertEqual(try JSONPathQuery("$['e\\u0301']").select(in: document), [2])
    }

    func testNodesPairPathsWithValues() throws {
        let query = try JSONPathQuery("$.a[?@ > 1]")
        let nodes = query.nodes(in: ["a": [1, 2, 3]])
        XCTAssertEqual(nodes.map(\.path), ["$['a'][1]", "$['a'][2]"])
        XCTAssertEqual(nodes.map(\.value), [2, 3])
        XCTAssertEqual(query.text, "$.a[?@ > 1]")
    }

    func testNormalizedPathsEscapeNames() throws {
        let document: JSONPathValue = ["a'\\\u{0B}\n": 1]
        XCTAssertEqual(try JSONPathQuery("$.*").paths(in: document), ["$['a\\'\\\\\\u000b\\n']"])
    }

    func testIRegexpDotExcludesLineBreaksAndMatchIsAnchored() throws {
        let document: JSONPathValue = ["a\nb", "a\rb", "axb", "axb\n", "xaxbx"]
        XCTAssertEqual(try JSONPathQuery("$[?match(@, 'a.b')]").select(in: document), ["axb"])
        XCTAssertEqual(try JSONPathQuery("$[?search(@, 'a.b')]").select(in: document), ["axb", "axb\n", "xaxbx"])
        XCTAssertEqual(try JSONPathQuery("$[?match(@, '[^x]+')]").select(in: ["a\nb", "axb"]), ["a\nb"])
        XCTAssertEqual(try JSONPathQuery("$[?search(@, '^ab$')]").select(in: ["ab", "ab\n", "xab"]), ["ab"])
        XCTAssertEqual(try JSONPathQuery("$[?match(@, '\\\\p{Lu}+')]").select(in: ["ABC", "AbC"]), ["ABC"])
    }

    func testInvalidIRegexpMakesTheFunctionFalse() throws {
        for pattern in ["(a", "a**", "a*?", "[]", "\\d", "(?:a)", "a{2,1}", "\\p{Xx}", "[a-b-c]", "a|*"] {
            let query = try JSONPathQuery("$[?!match(@, $.p)]")
            XCTAssertEqual(query.select(in: ["p": .string(pattern)]).count, 1, pattern)
            let search = try JSONPathQuery("$[?search(@, $.p)]")
            XCTAssertEqual(search.select(in: ["x": "a", "p": .string(pattern)]), [], pattern)
        }
    }
}
