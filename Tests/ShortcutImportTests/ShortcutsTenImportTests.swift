import AppleFormats
import Foundation
import ShortcutActions
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Keys Apple's Shortcuts 10.0 definitions (macOS 27.0, `scripts/data/shortcutkit-builtin-actions.tsv`)
/// add to actions this engine runs, each classified in `ParameterTable` (issue 24 items 3 and 1).
final class ShortcutsTenImportTests: IsolatedTestCase {
    func imported(_ identifier: String, _ parameters: PropertyList) throws -> String {
        let result = try Probe.importActions([Probe.action(identifier, parameters)])
        if let unsupported = result.document.actions[0].unsupported { return "unsupported: " + unsupported.reason }
        return Probe.written(result)[0]
    }

    func testNewKeysMapToTheirParameters() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.file.move", ["WFReplaceExisting": true]),
            #"{"action": "file.move", "parameters": {"replace": true, "destination": null}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.format.date", ["WFLocale": "fr_FR", "WFDateFormatStyle": "Long"]),
            #"{"action": "format.date", "parameters": {"locale": "fr_FR", "style": "Long"}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.getitemname", ["GetWebPageTitle": false]),
            #"{"action": "getitemname", "parameters": {"webPageTitle": false}}"#)
    }

    func testWindowPlacementOfOpenAppIsLeftOut() throws {
        let result = try Probe.importActions([
            Probe.action("is.workflow.actions.openapp", ["WFAppName": "Notes", "WFWindowingFormat": "Left Third"])
        ])
        XCTAssertEqual(Probe.written(result), [#"{"action": "openapp", "parameters": {"app": "Notes"}}"#])
        XCTAssertEqual(result.report.warnings, [])
    }

    /// Apple's default of Get Web Page Title is on: a file that leaves it out gets page titles,
    /// as our action's own default gives them.
    func testGetNameWithoutTheKeyTakesTheTitleAsApplesDefault() throws {
        let result = try Probe.importActions([Probe.action("is.workflow.actions.getitemname", [:])])
        XCTAssertEqual(Probe.written(result), [#"{"action": "getitemname"}"#])
        let definition = GetItemNameAction.definition
        XCTAssertEqual(definition.parameter("webPageTitle")?.defaultValue, .boolean(true))
    }
}
