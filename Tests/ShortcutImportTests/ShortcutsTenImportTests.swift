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
            #"{"action": "file.move", "parameters": {"replaceExisting": true, "destination": null}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.format.date", ["WFLocale": "fr_FR", "WFDateFormatStyle": "Long"]),
            #"{"action": "format.date", "parameters": {"locale": "fr_FR", "style": "Long"}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.getitemname", ["GetWebPageTitle": false]),
            #"{"action": "getitemname", "parameters": {"webPageTitle": false}}"#)
    }

    /// Round Number's "10 ^" place reads `TenToThePowerOf`; a power left beside another place (Apple
    /// keeps it when the place changes) is one Apple's definitions hide, and is left out.
    func testRoundToAPowerOfTenImports() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.round", ["WFRoundTo": "10 ^", "TenToThePowerOf": 4]),
            #"{"action": "round", "parameters": {"to": "Power of Ten", "power": 4}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.round", ["WFRoundTo": "Tenths", "TenToThePowerOf": "0"]),
            #"{"action": "round", "parameters": {"to": "Tenths"}}"#)
    }

    /// Format Date's Relative time style imports as itself: how long ago or until
    /// (RelativeDateStepTests runs it); a date style the file keeps is one Apple's definitions
    /// hide for it, and is left out.
    func testRelativeTimeStyleImports() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.format.date", ["WFTimeFormatStyle": "Relative"]),
            #"{"action": "format.date", "parameters": {"timeStyle": "Relative"}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.format.date", ["WFTimeFormatStyle": "Relative", "WFDateFormatStyle": "Long"]),
            #"{"action": "format.date", "parameters": {"timeStyle": "Relative"}}"#)
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

/// Apple's defaults of Shortcuts 10.0's registry where ours differ (issue 24 item 1, `AppleDefaults`):
/// each from a minimal file that leaves the key out.
final class ShortcutsTenDefaultsTests: IsolatedTestCase {
    /// Save File without WFAskWhereToSave asks where to save, even with a path (Apple's default on).
    func testSaveFileWithoutTheKeyAsksWhereToSave() throws {
        let result = try Probe.importActions([
            Probe.action("is.workflow.actions.documentpicker.save", ["WFFileDestinationPath": "out.txt"])
        ])
        XCTAssertEqual(
            Probe.written(result),
            [#"{"action": "documentpicker.save", "parameters": {"path": "out.txt", "askWhere": true}}"#])
        let off = try Probe.importActions([
            Probe.action(
                "is.workflow.actions.documentpicker.save", ["WFFileDestinationPath": "out.txt", "WFAskWhereToSave": false])
        ])
        XCTAssertEqual(
            Probe.written(off),
            [#"{"action": "documentpicker.save", "parameters": {"path": "out.txt", "askWhere": false, "location": "Shortcuts"}}"#]
        )
    }

    /// A List without WFItems is empty: One and Two are the editor's initial items, not a default
    /// the runtime reads (the content array parameter has no serialized default).
    func testListWithoutItemsIsEmpty() throws {
        let result = try Probe.importActions([
            Probe.action("is.workflow.actions.list"), Probe.action("is.workflow.actions.count"),
        ])
        XCTAssertEqual(Probe.written(result)[0], #"{"action": "list"}"#)
        XCTAssertEqual(try Probe.run(result.document), "0\n")
    }

    /// Get File of Type without WFFileType makes Rich Text (Apple's default public.rtf).
    func testGetFileOfTypeWithoutTheKeyIsRichText() throws {
        let result = try Probe.importActions([
            Probe.action("is.workflow.actions.gettext", ["WFTextActionText": "hi"]),
            Probe.action("is.workflow.actions.gettypeaction"),
        ])
        XCTAssertEqual(Probe.written(result)[1], #"{"action": "gettypeaction"}"#)
        XCTAssertEqual(
            try Probe.run(result.document),
            "{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Helvetica;}}\\f0\\fs24 hi}\n")
    }
}
