import Foundation
import XCTest

@testable import ShortcutEngine

/// "Ask Each Time" as a parameter's whole value asks as Apple's editor shows that parameter: a
/// choice among its values (the default preselected), a number suggesting its default, text;
/// an Ask inside a longer text stays a text question.
final class AskEachTimeTests: IsolatedTestCase {
    func echo(_ parameters: String) -> String {
        #"{"version": 1, "actions": [{"action": "test.echo", "parameters": \#(parameters)}]}"#
    }

    func testAChoiceIsAskedAsAMenuOfItsValues() throws {
        let host = TestHost()
        host.answers["How?"] = "loud"
        XCTAssertEqual(try runDocument(echo(#"{"input": "hi", "mode": "{{Ask: How?}}"}"#), host: host).output, "HI")
        XCTAssertEqual(host.asked, [Question(kind: .menu, prompt: "How?", options: ["Plain", "Loud"], preselected: [0])])
    }

    func testANumberIsAskedAsANumberSuggestingItsDefault() throws {
        let host = TestHost()
        host.answers["Value for 'times'"] = "3"
        XCTAssertEqual(try runDocument(echo(#"{"input": "hi", "times": "{{Ask}}"}"#), host: host).output, "hi")
        XCTAssertEqual(host.asked, [Question(kind: .number, prompt: "Value for 'times'", suggestedAnswer: "1")])
    }

    /// Make Image from Text's width: no default to suggest, so an empty answer (a smoke run's)
    /// leaves the parameter unset and the action works it out.
    func testAnEmptyAnswerLeavesAParameterWithoutADefaultUnset() throws {
        let host = TestHost()
        host.answers["Size?"] = ""
        XCTAssertEqual(try runDocument(echo(#"{"input": "hi", "size": "{{Ask: Size?}}"}"#), host: host).output, "hi")
        XCTAssertEqual(host.asked, [Question(kind: .number, prompt: "Size?", suggestedAnswer: "")])
        host.answers["Size?"] = "4"
        XCTAssertEqual(try runDocument(echo(#"{"input": "hi", "size": "{{Ask: Size?}}"}"#), host: host).output, 4)
    }

    func testAnyOtherValueIsAskedAsText() throws {
        let host = TestHost()
        host.answers["Name?"] = "Ada"
        XCTAssertEqual(try runDocument(echo(#"{"input": "{{Ask: Name?}}"}"#), host: host).output, "Ada")
        XCTAssertEqual(host.asked, [Question(kind: .text, prompt: "Name?")])
    }

    func testAnAskInsideTextStaysATextQuestion() throws {
        let host = TestHost()
        host.answers["How?"] = "Loud"
        XCTAssertThrowsError(try runDocument(echo(#"{"input": "hi", "mode": "very {{Ask: How?}}"}"#), host: host))
        XCTAssertEqual(host.asked, [Question(kind: .text, prompt: "How?")])
    }
}
