import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Third-party intents whose meaning hangs on a mode or a detail key: Toolbox Pro's console,
/// global variables without a mode, battery, storage, menu items and device model; Jayson and
/// Chrome; Actions' Remove from List in every form; a mode held by a variable stays unsupported.
final class ThirdPartyModedIntentTests: IsolatedTestCase {
    let helper = ThirdPartyMappingTests.Helper()
    let toolbox = "com.alexhay.ToolboxProForShortcuts."
    let variable: PropertyList = [
        "Value": ["OutputUUID": "A", "Type": "ActionOutput", "OutputName": "Result"],
        "WFSerializationType": "WFTextTokenAttachment",
    ]

    func imported(_ identifier: String, _ parameters: PropertyList = [:]) throws -> ImportResult {
        try helper.importActions([helper.action(identifier, parameters)])
    }

    func testToolboxProConsoleRetrieveReadsTheConsoleAppsMessages() throws {
        let result = try imported(
            toolbox + "ConsoleIntent", ["consoleMode": "Retrieve", "retrievalType": "List", "Show-notes": true])
        XCTAssertEqual(helper.written(result), [#"{"action": "console.messages", "parameters": {"mode": "Output"}}"#])
    }

    func testAModeHeldByAVariableStaysUnsupported() throws {
        let result = try imported(toolbox + "ConsoleIntent", ["consoleMode": variable, "notes": variable])
        XCTAssertEqual(
            result.document.actions.first?.unsupported?.reason,
            "Toolbox Pro action: its consoleMode is chosen by a variable; it must be written in the file to import")
        let global = try imported(
            toolbox + "GlobalVariablesIntent", ["mode": variable, "setVariableKey": "PILL", "setVariableValue": "x"])
        XCTAssertEqual(
            global.document.actions.first?.unsupported?.reason,
            "Toolbox Pro action: its mode is chosen by a variable; it must be written in the file to import")
    }

    /// The report counts third-party actions, those mapped, and the portable ones (mapped, or a
    /// declared intent whose form was not mapped); another app's action is not portable.
    func testTheReportCountsPortableThirdPartyActions() throws {
        let result = try helper.importActions([
            helper.action(toolbox + "GlobalVariablesIntent", ["setVariableKey": "PILL", "setVariableValue": "taken"]),
            helper.action(toolbox + "GlobalVariablesIntent", ["mode": variable, "setVariableKey": "PILL"]),
            helper.action("com.iconfactory.Tot.GetDotIntent"),
        ])
        XCTAssertEqual(result.report.thirdParty.actions, 3)
        XCTAssertEqual(result.report.thirdParty.mapped, 1)
        XCTAssertEqual(result.report.thirdParty.portable, 2)
    }

    func testGlobalVariablesWithoutAModeSets() throws {
        XCTAssertEqual(
            helper.written(
                try imported(toolbox + "GlobalVariablesIntent", ["setVariableKey": "PILL", "setVariableValue": "taken"])),
            [#"{"action": "store.set", "parameters": {"path": "PILL", "value": "taken", "store": "Toolbox Pro"}}"#])
    }

    func testBatteryLevelDeviceModelAndMenuItems() throws {
        XCTAssertEqual(helper.written(try imported(toolbox + "BatteryStatusIntent")), [#"{"action": "getbatterylevel"}"#])
        XCTAssertEqual(
            helper.written(try imported(toolbox + "DeviceDetailsIntent", ["deviceDetails": "model"])),
            [#"{"action": "getdevicedetails", "parameters": {"detail": "Device Model"}}"#])
        let menu = try helper.importActions([
            helper.action(
                toolbox + "CreateMenuIntent",
                [
                    "title": "Photo", "subtitle": "Choose from Photos", "defaultIcons": "photo", "defaultBGColour": "Orange",
                    "defaultIconColour": "White",
                ]),
            helper.action(toolbox + "GetMenuItemIntent", ["menuItem": variable]),
        ])
        XCTAssertEqual(
            helper.written(menu),
            [
                #"{"action": "gettext", "parameters": {"text": "Photo"}}"#,
                #"{"action": "detect.text", "parameters": {"input": "{{var:Result}}"}}"#,
            ])
    }

    func testDeviceStorageAndChargingMapToTheDeviceActions() throws {
        XCTAssertEqual(
            helper.written(try imported(toolbox + "DeviceStorageIntent", ["includeUnits": false, "storageTypes": "usedSpace"])),
            [#"{"action": "device.storage", "parameters": {"includeUnits": false, "figure": "Used"}}"#])
        XCTAssertEqual(
            helper.written(try imported(toolbox + "BatteryStatusIntent", ["batteryState": "isCharging"])),
            [#"{"action": "getbatterylevel", "parameters": {"subject": "Is Charging"}}"#])
    }

    func testJaysonPrettifyAndChromeOpenMapToPrettifyJSONAndOpenURLs() throws {
        XCTAssertEqual(
            helper.written(try imported("dk.simonbs.Jayson.PrettifyJSONIntent", ["json": "{a: 1}", "Show-json": true])),
            [#"{"action": "json.prettify", "parameters": {"input": "{a: 1}"}}"#])
        XCTAssertEqual(
            helper.written(
                try imported("com.google.chrome.ios.OpenInChromeIntent", ["url": "https://example.com", "Show-url": true])),
            [#"{"action": "openurl", "parameters": {"urls": "https://example.com"}}"#])
    }

    /// The Actions app's Remove from List, every `action`: first item by default, last item, the
    /// item at an index, a range (bounds in either order), random items.
    func testRemoveFromListEveryForm() throws {
        let list: PropertyList = ["a", "b", "c", "d", "e"]
        let first = try imported("com.sindresorhus.Actions.RemoveFromListIntent", ["list": list])
        XCTAssertEqual(helper.written(first), [#"{"action": "list.remove", "parameters": {"list": ["a", "b", "c", "d", "e"]}}"#])
        XCTAssertEqual(try Probe.run(first.document), "b\nc\nd\ne\n")
        let last = try imported("com.sindresorhus.Actions.RemoveFromListIntent", ["list": list, "action": "lastItem"])
        XCTAssertEqual(
            helper.written(last),
            [#"{"action": "list.remove", "parameters": {"list": ["a", "b", "c", "d", "e"], "remove": "Last Item"}}"#])
        XCTAssertEqual(try Probe.run(last.document), "a\nb\nc\nd\n")
        let index = try imported("com.sindresorhus.Actions.RemoveFromListIntent", ["list": list, "action": "index", "index": 2])
        XCTAssertEqual(try Probe.run(index.document), "a\nc\nd\ne\n")
        let range = try imported(
            "com.sindresorhus.Actions.RemoveFromListIntent",
            ["list": list, "action": "range", "rangeLowerBound": 4, "rangeUpperBound": 2])
        XCTAssertEqual(try Probe.run(range.document), "a\ne\n")
        let random = try imported(
            "com.sindresorhus.Actions.RemoveFromListIntent", ["list": list, "action": "randomItems", "randomItemCount": 3])
        XCTAssertEqual(try Probe.run(random.document).split(separator: "\n").count, 2)
    }
}
