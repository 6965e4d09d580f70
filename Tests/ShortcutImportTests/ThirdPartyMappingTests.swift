import AppleFormats
import Foundation
import ShortcutCLI
import ShortcutEngine
import TestHome
import XCTest

@testable import ShortcutImport

/// Third-party app actions mapped by table (Sources/ShortcutImport/Mappings/*Mappings.swift).
final class ThirdPartyMappingTests: IsolatedTestCase {
    let helper = Helper()

    /// The mapping tests' helpers: a hand-made action, an import, the written actions.
    struct Helper {
        func action(_ identifier: String, _ parameters: PropertyList = [:]) -> PropertyList {
            ["WFWorkflowActionIdentifier": .string(identifier), "WFWorkflowActionParameters": parameters]
        }

        func importActions(_ actions: [PropertyList]) throws -> ImportResult {
            let root = PlistDictionary([(key: "WFWorkflowActions", value: .array(actions))])
            let data = try PropertyList.dictionary(root).serialized(as: .binary)
            return try Importer.importData(data, name: "Test", file: "test.shortcut", registry: Corpus.registry)
        }

        /// Imports one intent, which must map, and runs it (against `store`, in UTC, with `extra`
        /// arguments): exit code, output and error (the document's temporary path written DOC).
        func run(
            _ identifier: String, _ parameters: PropertyList, store: String, extra: [String] = []
        ) throws -> (code: Int32, out: String, err: String) {
            let result = try importActions([action(identifier, parameters)])
            XCTAssertNil(result.document.actions.first?.unsupported, "\(identifier) \(parameters)")
            let path = TestHome.folder + "/third-party-\(UUID().uuidString).json"
            try DocumentWriter.write(result.document).write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let console = Console.captured()
            let code = ShortcutCLI.main(["run", path, "--store", store, "--tz", "UTC"] + extra, console: console)
            return (code, console.outputText, console.errorText.replacingOccurrences(of: path, with: "DOC"))
        }

        func written(_ result: ImportResult) -> [String] {
            result.document.actions.map { DocumentWriter.compact(DocumentWriter.json($0)) }
        }
    }

    func imported(_ identifier: String, _ parameters: PropertyList) throws -> [String] {
        helper.written(try helper.importActions([helper.action(identifier, parameters)]))
    }

    /// Toolbox Pro's Quick Match Text: `beforePattern` is the marker the wanted text follows.
    func testToolboxProQuickMatchTextMapsToGetTextAround() throws {
        XCTAssertEqual(
            try imported(
                "com.alexhay.ToolboxProForShortcuts.QuickMatchTextIntent",
                [
                    "sourceText": "a [x] b", "matchOutput": "AllMatches", "matchType": "TextBetween", "beforePattern": "[",
                    "afterPattern": "]",
                ]),
            [
                #"{"action": "text.around", "parameters": {"text": "a [x] b", "matches": "All", "part": "Between", "after": "[", "before": "]"}}"#
            ])
    }

    func testDataJarMapsToTheStoreByKeyPath() throws {
        XCTAssertEqual(
            try imported(
                "dk.simonbs.DataJar.InsertValueInArrayIntent",
                ["keyPath": "things", "values": "x", "valueConversionMode": "text", "insertionPoint": "end"]),
            [#"{"action": "store.insert", "parameters": {"path": "things", "value": "x", "convert": "Text", "position": "End"}}"#]
        )
        XCTAssertEqual(
            try imported(
                "dk.simonbs.DataJar.SetValueIntent",
                ["keyPath": "a.b", "values": "1", "overwriteStrategy": "alwaysAllow", "filename": ""]),
            [#"{"action": "store.set", "parameters": {"path": "a.b", "value": "1", "overwrite": "Always"}}"#])
        XCTAssertEqual(
            try imported("dk.simonbs.DataJar.GetChildCountIntent", ["keyPath": "a", "errorWhenValueNotFound": false]),
            [#"{"action": "store.count", "parameters": {"path": "a", "failIfMissing": false}}"#])
        XCTAssertEqual(
            try imported("dk.simonbs.DataJar.GetKeysIntent", ["keyPath": "w"]),
            [#"{"action": "store.keys", "parameters": {"path": "w"}}"#])
    }

    func testAValueWithNoEquivalentKeepsTheActionUnsupportedWithTheReason() throws {
        let result = try helper.importActions([
            helper.action("dk.simonbs.DataJar.InsertValueInArrayIntent", ["keyPath": "t", "valueConversionMode": "file"])
        ])
        XCTAssertEqual(
            result.document.actions[0].unsupported?.reason,
            "Data Jar action cannot be imported: the value 'file' of parameter valueConversionMode")
        let unknown = try helper.importActions([
            helper.action("dk.simonbs.DataJar.GetValueIntent", ["keyPath": "t", "colour": "red"])
        ])
        XCTAssertEqual(
            unknown.document.actions[0].unsupported?.reason, "Data Jar action: its parameter 'colour' has no equivalent here")
    }

    func testModedIntentsChooseTheirDeclarationByTheModeKey() throws {
        XCTAssertEqual(
            try imported(
                "com.alexhay.ToolboxProForShortcuts.GlobalVariablesIntent",
                ["mode": "Set", "setVariableKey": "PILL", "setVariableValue": "red"]),
            [#"{"action": "store.set", "parameters": {"path": "PILL", "value": "red", "store": "Toolbox Pro"}}"#])
        XCTAssertEqual(
            try imported("com.alexhay.ToolboxProForShortcuts.GlobalVariablesIntent", ["mode": "Get", "getVariableKey": "PILL"]),
            [#"{"action": "store.get", "parameters": {"path": "PILL", "store": "Toolbox Pro"}}"#])
        XCTAssertEqual(
            try imported(
                "ke.bou.GizmoPack.UniversalVariablesIntent",
                ["database": "public", "operation": "set", "setName": "d", "setReturnPrevious": false, "setValue": "v"]),
            [#"{"action": "store.set", "parameters": {"path": "d", "value": "v", "store": "Gizmo Pack"}}"#])
        XCTAssertEqual(
            try imported("maccatalyst.com.Christopher-Hannah.Text-Case.TextCaseIntent", ["text": "a b", "format": "urlEncoded"]),
            [#"{"action": "urlencode", "parameters": {"text": "a b", "mode": "Encode"}}"#])
        XCTAssertEqual(
            try imported(
                "com.Christopher-Hannah.Text-Case.TextCaseIntent", ["text": "a b", "format": "snakeCase", "ShowWhenRun": false]),
            [#"{"action": "text.changecase", "parameters": {"text": "a b", "case": "snake_case"}}"#])
        // Every Text Case format the proxy files use now maps (mocking SpongeBob is alternating case).
        for (format, ours) in [
            ("mockingSpongebob", "cApItAlIzE wItH aLtErNaTiNg cAsE"), ("mlaTitleCase", "Capitalize with MLA Title Case"),
            ("upsideDown", "Upside Down"), ("clapCase", "Clap Case"), ("markdownUnorderedList", "Markdown Unordered List"),
            ("markdownToHTML", "Markdown to HTML"),
        ] {
            XCTAssertEqual(
                try imported("com.Christopher-Hannah.Text-Case.TextCaseIntent", ["text": "a b", "format": .string(format)]),
                [#"{"action": "text.changecase", "parameters": {"text": "a b", "case": "\#(ours)"}}"#])
        }
        let odd = try helper.importActions([helper.action("ke.bou.GizmoPack.UniversalVariablesIntent", ["operation": "merge"])])
        XCTAssertEqual(
            odd.document.actions[0].unsupported?.reason, "Gizmo Pack action: its operation 'merge' has no equivalent here")
    }

    func testListAndConsoleToolsMapByTable() throws {
        XCTAssertEqual(
            try imported("com.alexhay.ToolboxProForShortcuts.SortListIntent", ["list": "b", "sortOrder": "za"]),
            [#"{"action": "list.sort", "parameters": {"list": "b", "direction": "Descending"}}"#])
        XCTAssertEqual(
            try imported("com.alexhay.ToolboxProForShortcuts.RemoveDuplicatesIntent", ["items": "x", "limitResults": false]),
            [#"{"action": "list.dedupe", "parameters": {"list": "x"}}"#])
        XCTAssertEqual(
            try imported(
                "com.alexhay.ToolboxProForShortcuts.RemoveDuplicatesIntent",
                ["items": "x", "limitResults": true, "resultCount": 2]),
            [#"{"action": "list.dedupe", "parameters": {"list": "x", "limit": 2}}"#])
        XCTAssertEqual(
            try imported(
                "com.alexhay.Console.LogItemsIntent",
                ["title": "T", "items": "i", "tag": "URL", "category": "info", "logError": false]),
            [#"{"action": "console.log", "parameters": {"title": "T", "items": "i", "tag": "URL", "category": "info"}}"#])
        XCTAssertEqual(
            try imported("com.alexhay.Console.OutputMessagesIntent", ["outputMode": "plaintext"]),
            [#"{"action": "console.messages", "parameters": {"mode": "Output"}}"#])
    }

    func testTheAppToolsMapToTheNewActions() throws {
        XCTAssertEqual(
            try imported(
                "com.sindresorhus.Actions.TruncateTextIntent", ["maximumLength": "20", "truncationIndicator": "-", "text": "t"]),
            [#"{"action": "text.truncate", "parameters": {"maximumLength": 20, "indicator": "-", "text": "t"}}"#])
        XCTAssertEqual(
            try imported(
                "com.sindresorhus.Actions.RandomTextIntent",
                ["customCharacters": "🟥🟧", "useCustomCharacters": true, "length": "9"]),
            [#"{"action": "text.random", "parameters": {"characters": "🟥🟧", "useCharacters": true, "length": 9}}"#])
        XCTAssertEqual(
            try imported(
                "com.sindresorhus.Actions.FilterListIntent", ["condition": "endsWith", "matchText": ".dmg", "list": "x"]),
            [#"{"action": "list.filter", "parameters": {"condition": "Ends With", "text": ".dmg", "list": "x"}}"#])
        XCTAssertEqual(
            try imported(
                "ke.bou.GizmoPack.GenerateCSVIntent", ["rows": "r", "delimiter": "custom", "fields": ["a"], "allFields": true]),
            [
                #"{"action": "csv.generate", "parameters": {"rows": "r", "delimiter": "Custom", "fields": ["a"], "allFields": true}}"#
            ])
        XCTAssertEqual(
            try imported(
                "ke.bou.GizmoPack.CombineListsIntent",
                ["operation": "join", "secondList": "b", "removeDuplicates": true, "firstList": "a"]),
            [
                #"{"action": "list.combine", "parameters": {"operation": "Join", "second": "b", "removeDuplicates": true, "first": "a"}}"#
            ])
        XCTAssertEqual(
            try imported("ke.bou.GizmoPack.RandomDataIntent", ["size": "4000", "outputEncoding": "hex"]),
            [#"{"action": "data.random", "parameters": {"size": 4000, "encoding": "Hex"}}"#])
        XCTAssertEqual(
            try imported("ke.bou.GizmoPack.RandomDataIntent", ["size": "8", "outputEncoding": "binary"]),
            [#"{"action": "data.random", "parameters": {"size": 8, "encoding": "Data"}}"#])
        for (identifier, target) in [
            ("TrimWhitespaceIntent", "text.trim"), ("RemoveEmptyLinesIntent", "text.removeemptylines"),
            ("RemoveDuplicateLinesIntent", "text.removeduplicatelines"),
            ("RemoveNonPrintableCharactersIntent", "text.removenonprintable"),
        ] {
            XCTAssertEqual(
                try imported("com.sindresorhus.Actions." + identifier, ["text": "t"]),
                [#"{"action": "\#(target)", "parameters": {"text": "t"}}"#])
        }
    }

    /// Toolbox Pro's Device Details and Device Language map to Get Device Details: the facts a
    /// computer has, the screen, biometrics and thermal facts (Nothing on a computer, as Apple's
    /// Screen Width), and uptime in each of the intent's units.
    func testToolboxProDeviceDetailsMapToGetDeviceDetails() throws {
        let intent = "com.alexhay.ToolboxProForShortcuts.DeviceDetailsIntent"
        let details: [(wire: String, detail: String)] = [
            ("ram", "Memory"), ("hostName", "Device Hostname"), ("model", "Device Model"),
            ("operatingSystemVersion", "System Version"), ("availableProcessors", "Processor Count"),
            ("activeProcessors", "Processor Count"), ("thermalState", "Thermal State"),
            ("diagonalScreenSize", "Screen Diagonal"), ("ppi", "Screen Pixel Density"), ("screenRatio", "Screen Ratio"),
            ("availableBiometrics", "Available Biometrics"),
        ]
        for (wire, detail) in details {
            XCTAssertEqual(
                try imported(intent, ["deviceDetails": .string(wire)]),
                [#"{"action": "getdevicedetails", "parameters": {"detail": "\#(detail)"}}"#], wire)
        }
        XCTAssertEqual(
            try imported(intent, ["deviceDetails": "uptime", "uptimeOutputTypes": "seconds"]),
            [#"{"action": "getdevicedetails", "parameters": {"detail": "Uptime", "uptimeUnit": "Seconds"}}"#])
        XCTAssertEqual(
            try imported(intent, ["deviceDetails": "uptime", "uptimeOutputTypes": "days"]),
            [#"{"action": "getdevicedetails", "parameters": {"detail": "Uptime", "uptimeUnit": "Days"}}"#])
        XCTAssertEqual(
            try imported(
                "com.alexhay.ToolboxProForShortcuts.DeviceLanguageIntent", ["languageType": "PreferredLanguages"]),
            [#"{"action": "getdevicedetails", "parameters": {"detail": "Language"}}"#])
    }

    func testDictionaryToolsAndToolboxProTwoMap() throws {
        XCTAssertEqual(
            try imported(
                "com.alexhay.ToolboxProForShortcuts.GetFromDictionaryIntent",
                [
                    "dictionary": "d", "keysContaining": "Categories", "type": "GetValuesOfKeyThatDontContain",
                    "keysNotContaining": "twitter",
                ]),
            [
                #"{"action": "dictionary.matchkeys", "parameters": {"dictionary": "d", "text": "twitter", "get": "Values", "match": "Do Not Contain"}}"#
            ])
        XCTAssertEqual(
            try imported(
                "com.alexhay.ToolboxProForShortcuts.GetFromDictionaryIntent", ["dictionary": "d", "keysContaining": "x"]),
            [
                #"{"action": "dictionary.matchkeys", "parameters": {"dictionary": "d", "text": "x", "get": "Values", "match": "Contain"}}"#
            ])
        XCTAssertEqual(
            try imported(
                "ke.bou.GizmoPack.FilterDictionariesIntent", ["operation": "contains", "key": "fl", "dictionaries": "x"]),
            [#"{"action": "dictionaries.filter", "parameters": {"condition": "Has Key", "key": "fl", "dictionaries": "x"}}"#])
        // is / isNot read their own value key; the other is the editor's leftover.
        XCTAssertEqual(
            try imported(
                "ke.bou.GizmoPack.FilterDictionariesIntent",
                ["operation": "isNot", "key": "k", "isValue": "a", "isNotValue": "b", "dictionaries": "x"]),
            [
                #"{"action": "dictionaries.filter", "parameters": {"condition": "Is Not", "key": "k", "value": "b", "dictionaries": "x"}}"#
            ])
        XCTAssertEqual(
            try imported(
                "ke.bou.GizmoPack.FilterDictionariesIntent", ["operation": "is", "key": "k", "isValue": "a", "dictionaries": "x"]),
            [
                #"{"action": "dictionaries.filter", "parameters": {"condition": "Is", "key": "k", "value": "a", "dictionaries": "x"}}"#
            ])
        XCTAssertEqual(
            try imported("com.alexhay.ToolboxPro2.SetGlobalVariable", ["name": "distributed", "items": "i", "overwrite": true]),
            [
                #"{"action": "store.set", "parameters": {"path": "distributed", "value": "i", "overwrite": "Always", "store": "Toolbox Pro"}}"#
            ])
        // A switch written as the number 0 or 1 is the same flag.
        XCTAssertEqual(
            try imported("com.alexhay.ToolboxPro2.SetGlobalVariable", ["name": "d", "items": "i", "overwrite": 0]),
            [#"{"action": "store.set", "parameters": {"path": "d", "value": "i", "overwrite": "Never", "store": "Toolbox Pro"}}"#]
        )
        XCTAssertEqual(try imported("com.sindresorhus.Actions.RandomColorIntent", [:]), [#"{"action": "color.random"}"#])
        XCTAssertEqual(
            try imported(
                "com.sindresorhus.Actions.CreateColorImageIntent",
                ["width": "2000", "height": "3556", "color": "#FF8800", "opacity": 0.5]),
            [
                ##"{"action": "image.color", "parameters": {"width": 2000, "height": 3556, "color": "#FF8800", "opacity": 0.5}}"##
            ])
        XCTAssertEqual(
            try imported("ke.bou.GizmoPack.EncodeHexIntent", ["operation": "decode", "input": "6869"]),
            [#"{"action": "hex.decode", "parameters": {"input": "6869"}}"#])
        XCTAssertEqual(
            try imported("ke.bou.GizmoPack.EncodeHexIntent", ["operation": "encode", "input": "hi"]),
            [#"{"action": "hex.encode", "parameters": {"input": "hi"}}"#])
        XCTAssertEqual(
            try imported("com.alexhay.ToolboxProForShortcuts.GetFileURLIntent", ["output": "filesURL", "file": "/a b"]),
            [#"{"action": "file.path", "parameters": {"file": "/a b", "form": "File URL"}}"#])
        XCTAssertEqual(
            try imported("com.sindresorhus.Actions.ParseJSON5Intent", ["file": "{a: 1}"]),
            [#"{"action": "json5.parse", "parameters": {"input": "{a: 1}"}}"#])
    }
}
