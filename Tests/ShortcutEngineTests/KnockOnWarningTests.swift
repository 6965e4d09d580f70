import Foundation
import XCTest

@testable import ShortcutEngine

/// "Never used" for the output a mistyped reference meant would be a knock-on, so it is not reported.
final class KnockOnWarningTests: IsolatedTestCase {
    func testAMistypedReferenceDoesNotAlsoReportItsTargetAsUnused() throws {
        let document = try DocumentReader.read(
            Data(
                #"{"version": 1, "actions": [{"action": "test.echo", "id": "greeting", "parameters": {"input": "hi"}}, {"action": "test.echo", "parameters": {"input": "{{greting}}"}}]}"#
                    .utf8))
        let program = try Compiler.compile(document, registry: testRegistry, file: "test.json")
        XCTAssertEqual(
            program.warnings.map(\.description),
            [
                "test.json:1:150: warning: action 2 'Echo' (test.echo), parameter 'input': unknown reference 'greting'; it is Nothing when the workflow runs, as an unset variable is\nhint: no action output or variable has this name; did you mean 'greeting'?"
            ])
    }

    func testAnUnusedOutputIsStillReportedWhenThereIsNoError() throws {
        let document = try DocumentReader.read(
            Data(#"{"version": 1, "actions": [{"action": "test.echo", "id": "unused", "parameters": {"input": "hi"}}]}"#.utf8))
        let program = try Compiler.compile(document, registry: testRegistry, file: "test.json")
        XCTAssertEqual(
            program.warnings.map(\.description),
            [
                "test.json:1:39: warning: action 1 (test.echo): output 'unused' is never used\nhint: reference it as {{unused}} or remove the name"
            ])
    }
}
