import AppleFormats
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Correct Spelling (`is.workflow.actions.correctspelling`, WFSpellCorrectAction: no parameter
/// but its input) imports and corrects the previous action's text, or the text it is given.
final class CorrectSpellingImportTests: IsolatedTestCase {
    func testTheActionCorrectsThePreviousActionsText() throws {
        let result = try Probe.importActions([
            Probe.action("is.workflow.actions.gettext", ["WFTextActionText": "Teh mail I recieved"]),
            Probe.action("is.workflow.actions.correctspelling"),
        ])
        XCTAssertEqual(Probe.written(result)[1], #"{"action": "correctspelling"}"#)
        XCTAssertEqual(try Probe.run(result.document), "The mail I received\n")
    }

    func testTheActionCorrectsTheTextItIsGiven() throws {
        let result = try Probe.importActions([
            Probe.action("is.workflow.actions.correctspelling", ["WFInput": "wierd freind"])
        ])
        XCTAssertEqual(Probe.written(result)[0], #"{"action": "correctspelling", "parameters": {"text": "wierd freind"}}"#)
        XCTAssertEqual(try Probe.run(result.document), "weird friend\n")
    }
}
