import AppleFormats
import Foundation
import ShortcutCLI
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Issue 24 item 5: the modes of Toolbox Pro's tools that its intent definition (the
/// Open-Jellycore compiler's table) lists beyond those first mapped: Print To Console's Print and
/// Clear, Quick Match Text's range markers and last match, Device Storage's units, Create Menu
/// Item's every display key.
final class ToolboxProModesTests: IsolatedTestCase {
    let helper = ThirdPartyMappingTests.Helper()
    let toolbox = "com.alexhay.ToolboxProForShortcuts."

    /// Imports `actions` (identifier after the prefix, parameters) and runs them: exit code,
    /// output and error.
    func run(_ actions: [(String, PropertyList)]) throws -> (code: Int32, out: String, err: String) {
        let result = try helper.importActions(actions.map { helper.action(toolbox + $0.0, $0.1) })
        XCTAssertEqual(result.document.actions.compactMap(\.unsupported?.reason), [])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("toolbox-\(UUID().uuidString).json").path
        try DocumentWriter.write(result.document).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let console = Console.captured()
        let code = ShortcutCLI.main(["run", path], console: console)
        return (code, console.outputText, console.errorText)
    }

    func testPrintToConsolePrintsRetrievesAndClears() throws {
        let printed = try run([
            ("ConsoleIntent", ["consoleMode": "Print", "notes": ["first", "second"], "retrievalType": "List"]),
            ("ConsoleIntent", ["consoleMode": "Retrieve", "retrievalType": "List"]),
        ])
        XCTAssertEqual(printed.code, 0, printed.err)
        XCTAssertEqual(printed.out, "first\nsecond\n")
        XCTAssertEqual(printed.err, "first\nsecond\n")
        let cleared = try run([
            ("ConsoleIntent", ["consoleMode": "Print", "notes": ["gone"]]), ("ConsoleIntent", ["consoleMode": "Clear"]),
            ("ConsoleIntent", ["consoleMode": "Retrieve"]),
        ])
        XCTAssertEqual(cleared.code, 0, cleared.err)
        XCTAssertEqual(cleared.out, "")
    }

    func testQuickMatchTextReadsTheRangeMarkersWhenTheFileHasThem() throws {
        let text: PropertyList = "<a>1</a> <a>2</a> [3]"
        let between = try run([
            (
                "QuickMatchTextIntent",
                [
                    "sourceText": text, "matchType": "TextBetween", "patternRangeStart": "<a>", "patternRangeEnd": "</a>",
                    "beforePattern": "[", "afterPattern": "]",
                ]
            )
        ])
        XCTAssertEqual(between.out, "1\n2\n", between.err)
        let pair = try run([
            ("QuickMatchTextIntent", ["sourceText": text, "matchType": "TextBetween", "beforePattern": "[", "afterPattern": "]"])
        ])
        XCTAssertEqual(pair.out, "3\n", pair.err)
        let last = try run([
            (
                "QuickMatchTextIntent",
                [
                    "sourceText": text, "matchType": "TextBetween", "patternRangeStart": "<a>", "patternRangeEnd": "</a>",
                    "matchOutput": "LastMatch",
                ]
            )
        ])
        XCTAssertEqual(last.out, "2\n", last.err)
        let after = try run([
            (
                "QuickMatchTextIntent",
                ["sourceText": text, "matchType": "TextAfter", "beforePattern": "</a> ", "patternRangeStart": "<a>"]
            )
        ])
        XCTAssertEqual(after.out, "<a>2</a> [3]\n", after.err)
    }

    func testDeviceStorageUnitsAndCreateMenuItemsDisplayKeysImport() throws {
        let storage = try helper.importActions([
            helper.action(
                toolbox + "DeviceStorageIntent",
                ["storageTypes": "remainingSpace", "unitOfMeasurement": "GB", "includeUnits": true])
        ])
        XCTAssertEqual(
            helper.written(storage),
            [#"{"action": "device.storage", "parameters": {"figure": "Available", "unit": "GB", "includeUnits": true}}"#])
        let display: [String] = [
            "customIconType", "defaultIcons", "sfSymbolName", "emojiName", "iconColour", "backgroundColour", "emojiBG",
            "imageURL", "defaultBGColour", "defaultIconColour", "base64", "subtitle", "field1", "field2",
        ]
        var parameters = PlistDictionary([(key: "title", value: .string("Tea"))])
        for key in display { parameters[key] = .string("x") }
        parameters["bgTransparency"] = .real(0.5)
        parameters["sfScale"] = .real(1)
        let menu = try run([("CreateMenuIntent", .dictionary(parameters))])
        XCTAssertEqual(menu.out, "Tea\n", menu.err)
    }
}
