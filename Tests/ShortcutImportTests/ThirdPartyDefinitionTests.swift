import AppleFormats
import Foundation
import ShortcutCLI
import ShortcutEngine
import TestHome
import XCTest

@testable import ShortcutImport

/// Issue 24 item 5: third-party intents by their whole definition. Every intent of Data Jar, every
/// mode of Toolbox Pro's Global Variables and Gizmo Pack's Universal Variables, and the list tools
/// and other tools of Actions and Toolbox Pro that have an action here (intents, keys and values as the Open-Jellycore compiler's app tables list them,
/// GPL-3.0; only the names are used here) are imported from a minimal document and either run
/// against a temporary store or kept unsupported with their reason.
final class ThirdPartyDefinitionTests: IsolatedTestCase {
    let helper = ThirdPartyMappingTests.Helper()
    let dataJar = "dk.simonbs.DataJar."
    let toolbox = "com.alexhay.ToolboxProForShortcuts."
    var store = ""

    override func setUp() {
        super.setUp()
        store = TestHome.folder + "/third-party-\(UUID().uuidString).json"
    }

    override func tearDown() {
        // The store, its lock and backup, and the apps' own stores beside it (`NAME.toolbox-pro.json`).
        let base = (store as NSString).deletingPathExtension
        let names = (try? FileManager.default.contentsOfDirectory(atPath: TestHome.folder)) ?? []
        for name in names where (TestHome.folder + "/" + name).hasPrefix(base) {
            try? FileManager.default.removeItem(atPath: TestHome.folder + "/" + name)
        }
        super.tearDown()
    }

    /// Imports one intent and runs it against the test's store: exit code, output and error (the
    /// document's temporary path written DOC).
    func run(_ identifier: String, _ parameters: PropertyList = [:]) throws -> (code: Int32, out: String, err: String) {
        try helper.run(identifier, parameters, store: store)
    }

    /// The output of a run that must succeed.
    func output(_ identifier: String, _ parameters: PropertyList = [:]) throws -> String {
        let result = try run(identifier, parameters)
        XCTAssertEqual(result.code, 0, result.err)
        return result.out
    }

    /// Why the intent stays unsupported.
    func reason(_ identifier: String, _ parameters: PropertyList = [:]) throws -> String? {
        try helper.importActions([helper.action(identifier, parameters)]).document.actions.first?.unsupported?.reason
    }

    func testEveryDataJarIntentRuns() throws {
        XCTAssertEqual(try output(dataJar + "SetValueIntent", ["keyPath": "fruit", "values": "apple"]), "apple\n")
        XCTAssertEqual(try output(dataJar + "GetValueIntent", ["keyPath": "fruit"]), "apple\n")
        XCTAssertEqual(try output(dataJar + "GetValueIntent", ["keyPath": "plum", "fallbackValues": "none"]), "none\n")
        XCTAssertEqual(try output(dataJar + "GetTypeOfValueIntent", ["keyPath": "fruit"]), "Text\n")
        XCTAssertEqual(try output(dataJar + "CheckIfValueExistsIntent", ["keyPath": "fruit"]), "Yes\n")
        XCTAssertEqual(try output(dataJar + "CheckIfValueExistsIntent", ["keyPath": "plum"]), "No\n")
        let insert = dataJar + "InsertValueInArrayIntent"
        XCTAssertEqual(try output(insert, ["keyPath": "basket", "values": "pear", "insertionPoint": "end"]), "pear\n")
        XCTAssertEqual(
            try output(
                insert, ["keyPath": "basket", "values": "fig", "insertionPoint": "beginning", "valueConversionMode": "text"]),
            "fig\npear\n")
        XCTAssertEqual(try output(dataJar + "GetTypeOfValueIntent", ["keyPath": "basket"]), "List\n")
        XCTAssertEqual(
            try output(dataJar + "GetChildCountIntent", ["keyPath": "basket", "errorWhenValueNotFound": false]), "2\n")
        XCTAssertEqual(try output(dataJar + "GetKeysIntent", ["source": "root", "keyPath": "ignored"]), "fruit\nbasket\n")
        XCTAssertEqual(
            try output(
                dataJar + "DeleteValueIntent",
                ["keyPath": "fruit", "deleteStrategy": "alwaysAllow", "errorWhenValueNotFound": false]),
            "apple\n")
        XCTAssertEqual(try output(dataJar + "GetKeysIntent", ["source": "dictionary", "keyPath": ""]), "basket\n")
    }

    func testDataJarsOverwriteStrategiesAreItsOwn() throws {
        let set = dataJar + "SetValueIntent"
        XCTAssertEqual(try output(set, ["keyPath": "basket", "values": ["pear", "fig"] as PropertyList]), "pear\nfig\n")
        // Absent: Data Jar's default, which keeps lists and dictionaries.
        let kept = try run(set, ["keyPath": "basket", "values": "plum"])
        XCTAssertEqual(kept.code, 70)
        XCTAssertEqual(
            kept.err,
            "DOC:6:52: error: action 1 'Set Stored Value' (store.set), parameter 'path': the store already has a value at 'basket', and overwriting is not allowed\nhint: set overwrite to Always to replace it, or use another key path\n"
        )
        XCTAssertEqual(try output(set, ["keyPath": "basket", "values": "plum", "overwriteStrategy": "alwaysAllow"]), "plum\n")
        XCTAssertEqual(
            try output(set, ["keyPath": "basket", "values": "quince", "overwriteStrategy": "disallowArraysAndDictionaries"]),
            "quince\n")
        let refused = try run(set, ["keyPath": "basket", "values": "x", "overwriteStrategy": "alwaysDisallow"])
        XCTAssertEqual(refused.code, 70)
        XCTAssertEqual(refused.err, kept.err)  // the same failure, at the same place of the same layout
    }

    func testDataJarsDeviceAndFileFormsStayUnsupportedWithTheirReasons() throws {
        XCTAssertEqual(
            try reason(dataJar + "ViewValueIntent", ["keyPath": "fruit"]),
            "Data Jar action needs an Apple device: the app's own value viewer")
        XCTAssertEqual(
            try reason("ke.bou.GizmoPack.FileInfoIntent", ["file": "a"]),
            "Gizmo Pack action not built here yet: File Info: the definition does not name the keys of the dictionary it gives")
        XCTAssertEqual(
            try reason(dataJar + "SetValueIntent", ["keyPath": "a", "values": "b", "valueConversionMode": "file"]),
            "Data Jar action cannot be imported: the value 'file' of parameter valueConversionMode")
        XCTAssertEqual(
            try reason(
                dataJar + "InsertValueInArrayIntent", ["keyPath": "a", "values": "b", "insertionPoint": "index", "index": 2]),
            "Data Jar action cannot be imported: the value 'index' of parameter insertionPoint")
    }

    func testDataJarsDeleteStrategiesAndMissingValueErrorsRun() throws {
        XCTAssertEqual(
            try output(dataJar + "SetValueIntent", ["keyPath": "box", "values": ["a", "b"] as PropertyList]), "a\nb\n")
        XCTAssertEqual(try output(dataJar + "SetValueIntent", ["keyPath": "note", "values": "hi"]), "hi\n")
        let delete = dataJar + "DeleteValueIntent"
        let kept = try run(delete, ["keyPath": "box", "deleteStrategy": "disallowArraysAndDictionaries"])
        XCTAssertEqual(kept.code, 70)
        XCTAssertTrue(
            kept.err.contains(
                "parameter 'allow': the store's value at 'box' is a list, and removing lists and dictionaries is not allowed"),
            kept.err)
        XCTAssertEqual(try output(delete, ["keyPath": "note", "deleteStrategy": "disallowArraysAndDictionaries"]), "hi\n")
        XCTAssertEqual(try output(delete, ["keyPath": "box", "deleteStrategy": "alwaysAllow"]), "a\nb\n")
        let missing = try run(delete, ["keyPath": "gone", "errorWhenValueNotFound": true])
        XCTAssertEqual(missing.code, 70)
        XCTAssertTrue(missing.err.contains("parameter 'path': the store has no value at 'gone'"), missing.err)
        XCTAssertEqual(try output(delete, ["keyPath": "gone", "errorWhenValueNotFound": false]), "")
        XCTAssertEqual(try run(dataJar + "GetKeysIntent", ["keyPath": "gone", "errorWhenValueNotFound": true]).code, 70)
        XCTAssertEqual(try output(dataJar + "GetKeysIntent", ["keyPath": "gone"]), "")
    }

    func testEveryGlobalVariablesModeRunsOrSaysWhyNot() throws {
        let intent = toolbox + "GlobalVariablesIntent"
        // The editor keeps the other modes' keys: each mode reads only its own.
        let stale: PropertyList = ["getVariableListFilter": "All", "deleteVariableKey": "", "getAllMode": "listOfNames"]
        func with(_ parameters: PropertyList) -> PropertyList {
            var merged = stale.dictionaryValue ?? PlistDictionary([])
            for (key, value) in parameters.dictionaryValue?.entries ?? [] { merged[key] = value }
            return .dictionary(merged)
        }
        XCTAssertEqual(
            try output(intent, with(["mode": "Set", "setVariableKey": "PILL", "setVariableValue": "taken"])), "taken\n")
        XCTAssertEqual(try output(intent, with(["mode": "Get", "getVariableKey": "PILL"])), "taken\n")
        XCTAssertEqual(
            try output(
                intent, with(["mode": "AddToDict", "addDictKey": "pets", "addDictValueKey": "cat", "addDictValue": "Tom"])),
            "Tom\n")
        XCTAssertEqual(
            try output(intent, with(["mode": "GetFromDict", "getDictVarKey": "pets", "getDictValue": "cat"])), "Tom\n")
        XCTAssertEqual(try output(intent, with(["mode": "GetAll", "getAllMode": "listOfNames"])), "PILL\npets\n")
        XCTAssertEqual(
            try output(intent, with(["mode": "GetAll", "getAllMode": "dictionaryOfValues"])),
            "{\"PILL\":\"taken\",\"pets\":{\"cat\":\"Tom\"}}\n")
        XCTAssertEqual(try output(toolbox + "CheckGVIntent", ["name": "PILL", "create": false]), "Yes\n")
        XCTAssertEqual(try output(intent, with(["mode": "ClearSingle", "deleteVariableKey": "PILL"])), "taken\n")
        XCTAssertEqual(try output(toolbox + "CheckGVIntent", ["name": "PILL"]), "No\n")
        XCTAssertEqual(try output(intent, with(["mode": "Add", "addKey": "log", "addValue": "b", "joinMode": "Append"])), "b\n")
        XCTAssertEqual(
            try output(intent, with(["mode": "Add", "addKey": "log", "addValue": "c", "joinMode": "Append", "newLine": true])),
            "b\nc\n")
        XCTAssertEqual(
            try output(intent, with(["mode": "Add", "addKey": "log", "addValue": "a", "joinMode": "Prepend"])), "ab\nc\n")
        // ClearAll empties the app's own store, not Data Jar's: the same name in each is two values.
        XCTAssertEqual(try output(dataJar + "SetValueIntent", ["keyPath": "log", "values": "Data Jar's"]), "Data Jar's\n")
        XCTAssertEqual(try output(intent, with(["mode": "ClearAll"])), "{\"pets\":{\"cat\":\"Tom\"},\"log\":\"ab\\nc\"}\n")
        XCTAssertEqual(try output(intent, with(["mode": "GetAll", "getAllMode": "listOfNames"])), "")
        XCTAssertEqual(try output(dataJar + "GetValueIntent", ["keyPath": "log"]), "Data Jar's\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: (store as NSString).deletingPathExtension + ".toolbox-pro.json"))
        XCTAssertEqual(
            try reason(intent, ["mode": "GetAll", "getAllMode": "listOfNames", "includeCreationDate": true]),
            "Toolbox Pro action: 'includeCreationDate' on has no equivalent here")
        // Create on: a missing variable is made with the value; the output says it was missing.
        XCTAssertEqual(try output(toolbox + "CheckGVIntent", ["name": "seen", "create": true, "value": "x"]), "No\n")
        XCTAssertEqual(try output(toolbox + "CheckGVIntent", ["name": "seen", "create": true, "value": "y"]), "Yes\n")
        XCTAssertEqual(try output(intent, with(["mode": "Get", "getVariableKey": "seen"])), "x\n")
    }

    func testActionsListToolsRun() throws {
        let actions = "com.sindresorhus.Actions."
        let list: PropertyList = ["pear", "Fig", "apple10", "apple9"]
        XCTAssertEqual(try output(actions + "ReverseListIntent", ["list": list]), "apple9\napple10\nFig\npear\n")
        XCTAssertEqual(
            try output(actions + "SortListIntent", ["list": list, "sortType": "natural", "ascending": true]),
            "apple9\napple10\nFig\npear\n")
        XCTAssertEqual(
            try output(actions + "SortListIntent", ["list": list, "sortType": "localizedCaseInsensitive", "ascending": false]),
            "pear\nFig\napple9\napple10\n")
        XCTAssertEqual(try output(actions + "TruncateListIntent", ["list": list, "limit": 2]), "pear\nFig\n")
        XCTAssertEqual(
            try output(actions + "AddToListIntent", ["list": list, "item": "plum"]), "pear\nFig\napple10\napple9\nplum\n")
        XCTAssertEqual(
            try output(actions + "TransformTextIntent", ["text": "Hello big World", "transformation": "dashCase"]),
            "hello-big-world\n")
        XCTAssertNil(try reason(actions + "AddToListIntent", ["list": list, "item": "plum", "prepend": true]))
        XCTAssertEqual(
            try output(actions + "TransformTextIntent", ["text": "a b", "transformation": "constantCase"]), "A_B\n")
    }

    func testEveryFilterListConditionDropsToo() throws {
        let list: PropertyList = ["apple", "Apricot", "banana", "cherry"]
        let actions = "com.sindresorhus.Actions.FilterListIntent"
        let dropped: [(String, String, String)] = [
            ("contains", "an", "apple\nApricot\ncherry\n"), ("beginsWith", "ap", "banana\ncherry\n"),
            ("endsWith", "y", "apple\nApricot\nbanana\n"), ("regex", "^[ab]", "cherry\n"),
        ]
        for (condition, text, expected) in dropped {
            let given: PropertyList = [
                "list": list, "shouldKeep": false, "condition": .string(condition), "matchText": .string(text),
            ]
            XCTAssertEqual(try output(actions, given), expected, condition)
        }
        XCTAssertEqual(
            try output(
                actions,
                ["list": list, "shouldKeep": false, "condition": "beginsWith", "matchText": "c", "shouldLimit": true, "limit": 2]),
            "apple\nApricot\n")
        let toolbox = toolbox + "FilterListIntent"
        XCTAssertEqual(
            try output(toolbox, ["list": list, "keepOrDiscard": "discard", "mode": "starting", "criteria": "a"]),
            "banana\ncherry\n")
        XCTAssertEqual(
            try output(toolbox, ["list": list, "mode": "starting", "criteria": "a", "limitResults": true, "resultCount": 1]),
            "apple\n")
        XCTAssertEqual(
            try output(
                toolbox,
                [
                    "list": list, "keepOrDiscard": "discard", "mode": "containing", "criteria": "p", "limitResults": true,
                    "resultCount": 1,
                ]),
            "banana\n")
        XCTAssertEqual(
            try output(toolbox, ["list": list, "keepOrDiscard": "discard", "mode": "ending", "criteria": "A"]),
            "apple\nApricot\ncherry\n")
    }

    func testTheDefinitionsOtherKeysOfListTextAndDictionaryToolsRun() throws {
        let actions = "com.sindresorhus.Actions."
        let shuffled = try output(actions + "ShuffleListIntent", ["list": ["a", "b", "c"], "shouldLimit": true, "limit": 2])
        XCTAssertEqual(shuffled.split(separator: "\n").count, 2, shuffled)
        XCTAssertEqual(
            try output(actions + "ShuffleListIntent", ["list": ["a"], "shouldLimit": false, "limit": 0]), "a\n")
        XCTAssertEqual(
            try output(actions + "RemoveDuplicateLinesIntent", ["text": "Fig\nfig\npear", "caseInsensitive": true]),
            "Fig\npear\n")
        let dictionary = toolbox + "GetFromDictionaryIntent"
        let fruit: PropertyList = #"{"Apple": 1, "apricot": 2, "pear": 3}"#
        XCTAssertEqual(
            try output(dictionary, ["dictionary": fruit, "type": "GetValuesOfKeysContaining", "keysContaining": "ap"]),
            "1\n2\n")
        XCTAssertEqual(
            try output(
                dictionary,
                ["dictionary": fruit, "type": "GetValuesOfKeysContaining", "keysContaining": "ap", "caseSensitive": true]),
            "2\n")
    }

    func testGizmoPacksHashEveryDigestAndHMACRun() throws {
        let intent = "ke.bou.GizmoPack.HashDataIntent"
        XCTAssertEqual(
            try output(intent, ["input": "abc", "algorithm": "sha224", "outputEncoding": "hex"]),
            "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7\n")
        XCTAssertEqual(
            try output(intent, ["input": "abc", "algorithm": "md5", "outputEncoding": "base64", "hmacSha256Key": "unused"]),
            "kAFQmDzST7DWlj99KOF/cg==\n")
        XCTAssertEqual(
            try output(
                intent,
                ["input": "what do ya want for nothing?", "algorithm": "hmacSha256", "hmacSha256Key": "Jefe", "hmacMd5Key": "x"]),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843\n")
        // The definition's md2 and md4 (RFC 1319 and 1320 vectors).
        XCTAssertEqual(try output(intent, ["input": "abc", "algorithm": "md4"]), "a448017aaf21d8525fc10ae87aa6729d\n")
        XCTAssertEqual(try output(intent, ["input": "abc", "algorithm": "md2"]), "da853b0d3f88d99b30283a69e6ded6bb\n")
    }

    func testGizmoPacksParseCSVRunsByEveryDelimiter() throws {
        let intent = "ke.bou.GizmoPack.ParseCSVIntent"
        XCTAssertEqual(try output(intent, ["file": "a,b\n1,2"]), #"{"a":"1","b":"2"}"# + "\n")
        XCTAssertEqual(try output(intent, ["file": "a\tb\n1\t2", "delimiter": "tab"]), #"{"a":"1","b":"2"}"# + "\n")
        XCTAssertEqual(
            try output(intent, ["file": "a|b\n1|2", "delimiter": "custom", "customDelimiter": "|", "hasHeader": false]),
            "a\nb\n1\n2\n")
        XCTAssertEqual(try output(intent, ["file": "a,b,c\n1,2,3", "fields": ["c", "a"]]), #"{"c":"3","a":"1"}"# + "\n")
        XCTAssertEqual(
            try output(intent, ["file": "1,2", "hasHeader": false, "fields": ["x", "y"]]), #"{"x":"1","y":"2"}"# + "\n")
    }

    func testGizmoPacksSignJWTTrimFileAndOverwriteFileRun() throws {
        // HS256 over the claims given; the run's clock makes iat, so only the header and shape are fixed.
        let token = try output(
            "ke.bou.GizmoPack.SignJWTIntent", ["key": "s", "algorithm": "hs256", "issuer": "me", "keyID": "k"])
        XCTAssertTrue(token.hasPrefix("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImsifQ.eyJpc3MiOiJtZSIsImlhdCI6"), token)
        XCTAssertEqual(token.split(separator: ".").count, 3)
        XCTAssertNil(try reason("ke.bou.GizmoPack.SignJWTIntent", ["key": "s", "algorithm": "es256"]), "every algorithm imports")
        let trim = "ke.bou.GizmoPack.TrimFileIntent"
        XCTAssertEqual(try output(trim, ["file": "  x  ", "characterClass": "spaces", "position": "beginEnd"]), "x\n")
        XCTAssertEqual(try output(trim, ["file": "  x  "]), "x  \n", "spaces at the beginning: the editor's first choices")
        XCTAssertEqual(
            try output(trim, ["file": "h\nx\ny\nf", "characterClass": "lines", "lineCount": 1, "position": "beginEnd"]),
            "x\ny\n")
        let overwrite = try helper.importActions([
            helper.action("ke.bou.GizmoPack.OverwriteFileIntent", ["file": "a.txt", "overwrite": "new", "isFolder": false])
        ])
        XCTAssertEqual(
            helper.written(overwrite), [#"{"action": "file.overwrite", "parameters": {"file": "a.txt", "contents": "new"}}"#])
    }

    func testGizmoPacksScrapeAndSQLRunByTheirSwitches() throws {
        let scrape = "ke.bou.GizmoPack.QueryDocumentIntent"
        let page = #"<ul><li><a href="/a">One</a></li><li><a href="/b">Two</a></li></ul>"#
        XCTAssertEqual(try output(scrape, ["file": .string(page), "cssQuery": "li a", "xpathQuery": "//b"]), "One\nTwo\n")
        XCTAssertEqual(
            try output(scrape, ["file": .string(page), "queryType": "xpath", "xpathQuery": "//a/@href", "oneResult": true]),
            "/a\n")
        XCTAssertEqual(
            try output(
                scrape,
                ["file": .string(page), "queryType": "css", "cssQuery": "li", "outputType": "html_xml", "oneResult": true]),
            #"<li><a href="/a">One</a></li>"# + "\n")
        let sql = "ke.bou.GizmoPack.QueryRecordsIntent"
        let csv = "name,price\nPen,2\nBook,12\nInk,7\n"
        XCTAssertEqual(
            try output(
                sql,
                [
                    "input": .string(csv), "fields": ["name"], "hasWhere": true, "whereClause": "price > 5", "hasOrderBy": true,
                    "orderByClause": ["name DESC"],
                ]),
            "name\r\nInk\r\nBook\r\n\n")
        XCTAssertEqual(
            try output(
                sql, ["input": .string(csv), "fields": ["count(*) AS n"], "whereClause": "price > 5", "outputType": "json"]),
            #"{"n":3}"# + "\n", "a clause whose switch is off (absent: off) is not applied")
    }

    func testGizmoPacksParseDateRuns() throws {
        let intent = "ke.bou.GizmoPack.ParseDateIntent"
        XCTAssertEqual(try output(intent, ["date": "12/25/2001", "format": "MM/dd/yyyy"]), "2001-12-25T00:00:00Z\n")
        XCTAssertEqual(try run(intent, ["date": "25.12.2001", "format": "MM/dd/yyyy", "errorIfInvalid": true]).code, 70)
        XCTAssertEqual(try output(intent, ["date": "25.12.2001", "format": "MM/dd/yyyy", "errorIfInvalid": false]), "")
    }

    func testGizmoPacksEncodePropertyListBothWays() throws {
        let intent = "ke.bou.GizmoPack.EncodePlistIntent"
        let text =
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>a</key><integer>1</integer><key>b</key><array><true/><string>x</string></array></dict></plist>"#
        XCTAssertEqual(try output(intent, ["operation": "decode", "input": .string(text)]), #"{"a":1,"b":[true,"x"]}"# + "\n")
        let bad = try run(intent, ["operation": "decode", "input": "not a plist"])
        XCTAssertEqual(bad.code, 70)
        XCTAssertTrue(bad.err.contains("parameter 'input': cannot read the input as a property list"), bad.err)
    }

    func testToolboxProEditDictionaryRemovesByEveryType() throws {
        let intent = toolbox + "DeleteFromDictionaryIntent"
        let pets: PropertyList = #"{"cat": "Tom", "dog": "", "catfish": "Nemo"}"#
        XCTAssertEqual(try output(intent, ["dictionary": pets, "keys": ["dog"]]), #"{"cat":"Tom","catfish":"Nemo"}"# + "\n")
        XCTAssertEqual(
            try output(intent, ["dictionary": pets, "type": "keyPairWithKeyContaining", "keyQuery": "cat", "keys": ["x"]]),
            #"{"dog":""}"# + "\n")
        XCTAssertEqual(
            try output(
                intent, ["dictionary": pets, "type": "keyPairWithValueContaining", "valueQuery": "em", "removeEmptyValues": true]),
            #"{"cat":"Tom"}"# + "\n")
        XCTAssertEqual(
            try output(intent, ["dictionary": pets, "type": "mergeDictionaries", "dictionaryToMerge": #"{"cow": "Moo"}"#]),
            #"{"cat":"Tom","dog":"","catfish":"Nemo","cow":"Moo"}"# + "\n")
    }

    func testAnAppEntityGivesItsIdentifierToATextParameter() throws {
        let french: PropertyList = ["identifier": "fr", "displayString": "French"]
        XCTAssertEqual(
            try output("com.sindresorhus.Actions.SpellOutNumberIntent", ["number": 42, "ActionsLocale": french]),
            "quarante-deux\n")
        XCTAssertEqual(
            try output(
                "ke.bou.GizmoPack.ParseDateIntent",
                ["date": "25 décembre 2001", "format": "d MMMM y", "locale": french]),
            "2001-12-25T00:00:00Z\n")
        let euro: PropertyList = ["identifier": "EUR", "displayString": "Euro"]
        XCTAssertTrue(
            try output("com.sindresorhus.Actions.FormatCurrencyIntent", ["amount": 3, "currency": euro]).contains("€"))
        XCTAssertEqual(ShortcutMapper.entityIdentifier(["identifier": "x"]), nil)
        XCTAssertEqual(
            ShortcutMapper.entityIdentifier(["identifier": "x", "displayString": "X", "WFSerializationType": "WFTextTokenString"]
            ),
            nil)
    }

    func testQuickMatchTextsCaseInclusiveAndNewLineKeysRun() throws {
        let intent = toolbox + "QuickMatchTextIntent"
        let text: PropertyList = "(A)\n(b\nc)"
        XCTAssertEqual(
            try output(
                intent,
                [
                    "sourceText": text, "matchType": "TextBetween", "beforePattern": "(", "afterPattern": ")",
                    "inclusiveMatch": true, "matchNewLines": false, "caseSensitive": false,
                ]),
            "(A)\n")
        XCTAssertEqual(
            try output(
                intent,
                [
                    "sourceText": text, "matchType": "TextBetween", "beforePattern": "(", "afterPattern": ")",
                    "matchNewLines": true,
                ]),
            "A\nb\nc\n")
    }

    func testCreateSolidMatteIsACreateColorImage() throws {
        let intent = toolbox + "CreateMatteIntent"
        func imported(_ parameters: PropertyList) throws -> String {
            let result = try helper.importActions([helper.action(intent, parameters)])
            XCTAssertNil(result.document.actions.first?.unsupported)
            return DocumentWriter.write(result.document)
        }
        let named = try imported(["colour": "yellow", "width": "30", "height": "20", "hexColour": "#123456"])
        XCTAssertTrue(named.contains(##""color": "#FFFF00""##) && named.contains(#""width": 30"#), named)
        let custom = try imported(["colour": "customHex", "hexColour": "#00006B", "transparency": 0.25])
        XCTAssertTrue(custom.contains(##""color": "#00006B""##) && custom.contains(#""transparency": 0.25"#), custom)
        XCTAssertTrue(custom.contains(#""width": "512""#) && custom.contains(#""height": "512""#), custom)
        XCTAssertTrue(try imported([:]).contains(##""color": "#000000""##))
        XCTAssertEqual(
            try reason(intent, ["colour": "purple"]), "Toolbox Pro action: its colour 'purple' has no equivalent here")
    }

    func testEveryUniversalVariablesOperationRunsOrSaysWhyNot() throws {
        let intent = "ke.bou.GizmoPack.UniversalVariablesIntent"
        XCTAssertEqual(try output(intent, ["operation": "set", "setName": "queue", "setValue": ["b"] as PropertyList]), "b\n")
        XCTAssertEqual(
            try output(intent, ["operation": "add", "addName": "queue", "addValue": "c", "addPosition": "end"]), "b\nc\n")
        XCTAssertEqual(
            try output(
                intent, ["operation": "add", "addName": "queue", "addValue": "a", "addPosition": "start", "database": "private"]),
            "a\nb\nc\n")
        XCTAssertEqual(try output(intent, ["operation": "get", "getName": "queue"]), "a\nb\nc\n")
        XCTAssertEqual(try output(intent, ["operation": "getAll"]), "queue\n")
        XCTAssertEqual(try output(dataJar + "GetKeysIntent"), "", "Gizmo Pack's variables are in the app's own store")
        XCTAssertEqual(try output(intent, ["operation": "delete", "deleteName": "queue"]), "a\nb\nc\n")
        XCTAssertEqual(
            try reason(intent, ["operation": "add", "addName": "queue", "addValue": "x", "addPosition": "index", "addIndex": 2]),
            "Gizmo Pack action cannot be imported: the value 'index' of parameter addPosition")
        XCTAssertEqual(
            try reason(intent, ["operation": "remove", "removeName": "queue", "removePosition": "end"]),
            "Gizmo Pack action: its operation 'remove' has no equivalent here")
    }

    func testActionsNumberDateAndRandomToolsRun() throws {
        let actions = "com.sindresorhus.Actions."
        XCTAssertEqual(try output(actions + "UnixTimeToDateIntent", ["unixTime": 86_400]), "1970-01-02T00:00:00Z\n")
        XCTAssertEqual(try output(actions + "ClampNumberIntent", ["number": 12.5, "minimum": 0, "maximum": 10]), "10\n")
        XCTAssertEqual(try output(actions + "ClampNumberIntent", ["number": -3, "minimum": 0, "maximum": 10]), "0\n")
        XCTAssertEqual(try output(actions + "ClampNumberIntent", ["number": 4.25, "minimum": 0, "maximum": 10]), "4.25\n")
        let reversed = try run(actions + "ClampNumberIntent", ["number": 4, "minimum": 10, "maximum": 0])
        XCTAssertEqual(reversed.code, 70)
        XCTAssertEqual(
            reversed.err,
            "DOC:6:86: error: action 1 'Clamp Number' (number.clamp), parameter 'maximum': the maximum is below the minimum\nhint: swap them\n"
        )
        let tooLate = try run(actions + "UnixTimeToDateIntent", ["unixTime": 1e15])
        XCTAssertEqual(tooLate.code, 70)
        XCTAssertEqual(
            tooLate.err,
            "DOC:6:64: error: action 1 'Unix Time to Date' (date.fromunixtime), parameter 'unixTime': must be at most 253402300799, got 1000000000000000\n"
        )
        let tooEarly = try run(actions + "UnixTimeToDateIntent", ["unixTime": -1e15])
        XCTAssertEqual(tooEarly.code, 70)
        XCTAssertEqual(
            tooEarly.err,
            "DOC:6:64: error: action 1 'Unix Time to Date' (date.fromunixtime), parameter 'unixTime': must be at least -62135596800, got -1000000000000000\n"
        )
        XCTAssertTrue(["Yes\n", "No\n"].contains(try output(actions + "RandomBooleanIntent")))
        let uuid = try output(actions + "GenerateUUIDIntent")
        XCTAssertNotNil(
            uuid.range(
                of: "^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}\n$", options: .regularExpression), uuid)
    }

    func testToolboxProTextListAndDictionaryToolsRun() throws {
        let list: PropertyList = ["a", "b", "c"]
        XCTAssertEqual(try output(toolbox + "ReverseListIntent", ["list": list]), "c\nb\na\n")
        XCTAssertEqual(
            Set(try output(toolbox + "ShuffleListIntent", ["list": list, "limit": false]).split(separator: "\n")),
            ["a", "b", "c"])
        XCTAssertEqual(try output(toolbox + "CalculateWithSoulverIntent", ["text": "2 + 2 * 3", "roundResult": false]), "8\n")
        let people: PropertyList = [["name": "Grace", "age": 45], ["name": "Ada", "age": 36]]
        XCTAssertEqual(
            try output(
                toolbox + "SortDictionariesIntent", ["dictionaries": people, "sortKey": "name", "sortOrder": "Descending"]),
            "{\"name\":\"Grace\",\"age\":45}\n{\"name\":\"Ada\",\"age\":36}\n")
        XCTAssertEqual(
            try output(
                toolbox + "SetNestedDictionaryValueIntent",
                ["dictionary": #"{"a": {"b": 1}}"#, "path": "a.c", "value": "2", "mode": "Set"]),
            "{\"a\":{\"b\":1,\"c\":\"2\"}}\n")
        XCTAssertEqual(try output(toolbox + "PrettyPrintIntent", ["dictionary": #"{"a":1}"#]), "{\n  \"a\": 1\n}\n")
        XCTAssertEqual(
            try output(toolbox + "CalculateWithSoulverIntent", ["text": "1/3", "roundResult": true, "roundTo": 2]), "0.33\n")
        XCTAssertEqual(
            try reason(toolbox + "CalculateWithSoulverIntent", ["text": "1/3", "changeLocale": true, "locale": "de"]),
            "Toolbox Pro action: 'changeLocale' on has no equivalent here")
        // Updating the currency rates is Live Currency Rates (offline here: the built-in table).
        let live = try run(toolbox + "CalculateWithSoulverIntent", ["text": "$2 in euro", "updateCurrencies": true])
        XCTAssertEqual(live.out, "€1.76\n")
        XCTAssertTrue(live.err.contains("live currency rates are not available (network access is off;"), live.err)
        // Append: the list at the path gets the value last; nothing there, a one-item list; another
        // value, a list of it and the value. The Set mode's `value` is not read.
        let nested = toolbox + "SetNestedDictionaryValueIntent"
        let appended: [(dictionary: String, expected: String)] = [
            (#"{"a": {"tags": ["x"]}}"#, #"{"a":{"tags":["x","y"]}}"#), (#"{"a": {}}"#, #"{"a":{"tags":["y"]}}"#),
            (#"{"a": {"tags": "x"}}"#, #"{"a":{"tags":["x","y"]}}"#),
        ]
        for (dictionary, expected) in appended {
            XCTAssertEqual(
                try output(
                    nested,
                    ["dictionary": .string(dictionary), "path": "a.tags", "mode": "Append", "appendValue": "y", "value": "z"]),
                expected + "\n", dictionary)
        }
    }
}
