import AppleFormats
import Foundation
import XCTest

@testable import ShortcutImport

/// Issue 24 item 5, round 4: Text Case's formats, more of Actions' and Toolbox Pro's tools, and
/// the device-bound intents' reasons, each from a minimal document of the intent (the helpers of
/// ThirdPartyDefinitionTests: import, then run against a temporary store).
extension ThirdPartyDefinitionTests {
    var textCase: String { "com.Christopher-Hannah.Text-Case.TextCaseIntent" }

    func testTextCaseFormatsRunAsChangeCaseCountBase64AndTrim() throws {
        let cases: [(String, String, String)] = [
            ("reversed", "abc", "cba\n"), ("rot13", "Hello, World", "Uryyb, Jbeyq\n"),
            ("hashtags", "big  day. out", "#big #day #out\n"), ("slug", "A_b  c!-d", "a-b-c-d\n"),
            ("stripWhitespace", "a b\tc", "abc\n"), ("countWords", "one two three", "3\n"),
            ("countCharacters", "héllo", "5\n"), ("countLines", "a\nb\nc", "3\n"), ("base64Encode", "hi", "aGk=\n"),
            ("base64Decode", "aGk=", "hi\n"), ("trimWhitespace", "  x  ", "x\n"), ("snakeCase", "Big Day", "big_day\n"),
        ]
        for (format, text, expected) in cases {
            XCTAssertEqual(try output(textCase, ["text": .string(text), "format": .string(format)]), expected, format)
        }
        XCTAssertEqual(
            try output("maccatalyst." + textCase, ["text": "abc", "format": "reversed", "ShowWhenRun": false]), "cba\n")
        XCTAssertEqual(
            try reason(textCase, ["text": "abc", "format": "boldSerif"]),
            "Text Case action cannot be imported: the value 'boldSerif' of parameter format")
    }

    func testActionsCombinePrettyPrintAndSoulverRun() throws {
        let actions = "com.sindresorhus.Actions."
        XCTAssertEqual(
            try output(actions + "CombineListsIntent", ["list1": ["a", "b"] as PropertyList, "list2": ["c"] as PropertyList]),
            "a\nb\nc\n")
        // Up to ten lists (the definition's list1 to list10), joined in order; an absent one is skipped.
        XCTAssertEqual(
            try output(
                actions + "CombineListsIntent",
                [
                    "list1": ["a"] as PropertyList, "list2": ["b"] as PropertyList, "list3": ["c", "d"] as PropertyList,
                    "list10": ["z"] as PropertyList,
                ]),
            "a\nb\nc\nd\nz\n")
        XCTAssertEqual(
            try output(actions + "PrettyPrintDictionariesIntent", ["dictionaries": #"{"a":1}"#]), "{\n  \"a\": 1\n}\n")
        XCTAssertEqual(try output(actions + "CalculateWithSoulver", ["expression": "1/3"]), "0.33\n")
        XCTAssertEqual(try output(actions + "CalculateWithSoulver", ["expression": "1/3", "decimalPlaces": 4]), "0.3333\n")
        XCTAssertEqual(try output(actions + "CalculateWithSoulver", ["expression": "1000 * 3"]), "3,000\n")
        XCTAssertEqual(
            try output(actions + "CalculateWithSoulver", ["expression": "1000 * 3", "showThousandsSeparator": false]),
            "3000\n")
        // Live rates are Live Currency Rates: this run may not reach the service, so the built-in
        // table converts, with a warning (LiveCurrencyRatesTests runs them against a service).
        let live = try run(actions + "CalculateWithSoulver", ["expression": "$2 in euro", "useLiveCurrencyRates": true])
        XCTAssertEqual(live.out, "€1.76\n")
        XCTAssertTrue(live.err.contains("live currency rates are not available (network access is off;"), live.err)
    }

    func testActionsDictionaryListAndURLToolsRun() throws {
        let actions = "com.sindresorhus.Actions."
        XCTAssertEqual(
            try output(actions + "MergeDictionariesIntent", ["dictionary1": #"{"a": 1, "b": 2}"#, "dictionary2": #"{"b": 3}"#]),
            "{\"a\":1,\"b\":3}\n")
        // Up to ten dictionaries (dictionary1 to dictionary10), merged in order.
        XCTAssertEqual(
            try output(
                actions + "MergeDictionariesIntent",
                ["dictionary1": #"{"a": 1}"#, "dictionary3": #"{"a": 2, "c": 3}"#, "dictionary4": #"{"c": 4}"#]),
            "{\"a\":2,\"c\":4}\n")
        XCTAssertEqual(
            try output(actions + "GetIndexOfListItem", ["list": ["a", "b", "c"] as PropertyList, "item": "c"]), "3\n")
        XCTAssertEqual(try output(actions + "GetIndexOfListItem", ["list": ["a"] as PropertyList, "item": "z"]), "-1\n")
        let url = "https://x.org/?q=swift%20lang&page=2"
        XCTAssertEqual(
            try output(actions + "GetQueryItemValueFromURLIntent", ["url": .string(url), "queryItemName": "q"]), "swift lang\n")
        XCTAssertEqual(
            try output(actions + "GetQueryItemsFromURLAsDictionaryIntent", ["url": .string(url)]),
            "{\"q\":\"swift lang\",\"page\":\"2\"}\n")
        XCTAssertEqual(
            try output(
                toolbox + "DeleteFromDictionaryIntent",
                ["dictionary": #"{"a": 1}"#, "type": "mergeDictionaries", "dictionaryToMerge": #"{"c": 2}"#]),
            "{\"a\":1,\"c\":2}\n")
        XCTAssertEqual(
            try output(
                toolbox + "DeleteFromDictionaryIntent", ["dictionary": #"{"a": 1, "b": 2}"#, "type": "deleteKey", "keys": ["a"]]),
            "{\"b\":2}\n")
    }

    func testActionsRoundToMultipleAndBooleanFromInputRun() throws {
        let actions = "com.sindresorhus.Actions."
        XCTAssertEqual(
            try output(actions + "RoundNumberToMultipleIntent", ["number": 44, "multiple": 30, "mode": "alwaysRoundUp"]), "60\n")
        XCTAssertEqual(try output(actions + "RoundNumberToMultipleIntent", ["number": 44, "multiple": 30]), "30\n")
        XCTAssertEqual(try output(actions + "GetBooleanFromInput", ["booleanString": "Yes"]), "Yes\n")
        XCTAssertEqual(try output(actions + "GetBooleanFromInput", ["booleanString": "0"]), "No\n")
        let maybe = try run(actions + "GetBooleanFromInput", ["booleanString": "maybe"])
        XCTAssertEqual(maybe.code, 70)
        XCTAssertEqual(
            maybe.err,
            "DOC:6:51: error: action 1 'Boolean' (boolean), parameter 'value': couldn't convert from text to boolean: 'maybe'\nhint: use true/false or yes/no\n"
        )
    }

    func testRemoveEmojisAndReverseLinesRunForBothApps() throws {
        XCTAssertEqual(try output("com.sindresorhus.Actions.RemoveEmojiIntent", ["text": "Hey 👋 you"]), "Hey  you\n")
        XCTAssertEqual(
            try output(toolbox + "RemoveEmojiIntent", ["text": "Hey 👋 you", "replaceDoubleSpaces": true]), "Hey you\n")
        XCTAssertEqual(try output("com.sindresorhus.Actions.ReverseLines", ["text": "a\nb"]), "b\na\n")
    }

    func testActionsRandomFloatingPointNumberRunsOrNamesItsSeed() throws {
        let actions = "com.sindresorhus.Actions."
        let number = try output(actions + "RandomFloatingPointNumberIntent", ["minimum": 10, "maximum": 20])
        let value = Double(number.trimmingCharacters(in: .newlines))
        XCTAssertNotNil(value, number)
        XCTAssertTrue((10...20).contains(value ?? -1), number)
        XCTAssertEqual(
            try reason(actions + "RandomFloatingPointNumberIntent", ["minimum": 1, "maximum": 2, "seed": "abc"]),
            "Actions action: its parameter 'seed' has no equivalent here")
    }

    func testActionsRandomDateAndTimeRuns() throws {
        let date = try output(
            "com.sindresorhus.Actions.RandomDateTimeIntent", ["start": "2024-01-01T00:00:00Z", "end": "2024-01-01T00:00:00Z"])
        XCTAssertEqual(date, "2024-01-01T00:00:00Z\n")
    }

    func testToolboxProListToolsRunOrSayWhyNot() throws {
        let list: PropertyList = ["apple", "banana", "avocado"]
        XCTAssertEqual(
            try output(toolbox + "AddToListIntent", ["list": ["a", "b"] as PropertyList, "item": "c", "place": "end"]),
            "a\nb\nc\n")
        XCTAssertEqual(
            try output(toolbox + "AddToListIntent", ["list": ["a", "b"] as PropertyList, "item": "c", "place": "start"]),
            "c\na\nb\n")
        XCTAssertEqual(
            try output(
                toolbox + "FilterListIntent", ["list": list, "criteria": "a", "mode": "starting", "keepOrDiscard": "keep"]),
            "apple\navocado\n")
        XCTAssertEqual(
            try output(toolbox + "FilterListIntent", ["list": list, "criteria": "O", "mode": "ending", "isCaseSensitive": true]),
            "")
        XCTAssertEqual(
            try output(
                toolbox + "FilterListIntent",
                ["list": list, "criteria": "O", "mode": "cofntaining", "isCaseSensitive": false, "limitResults": false]),
            "avocado\n")
        XCTAssertEqual(
            try output(
                toolbox + "FilterListIntent",
                ["list": list, "criteria": "an", "mode": "containing", "keepOrDiscard": "discard", "discardEmpty": false]),
            "apple\navocado\n")
        XCTAssertEqual(
            try output(toolbox + "RemoveItemsFromListIntent", ["list": list, "mode": "firstItem"]), "banana\navocado\n")
        XCTAssertEqual(try output(toolbox + "RemoveItemsFromListIntent", ["list": list, "mode": "lastItem"]), "apple\nbanana\n")
        XCTAssertEqual(
            try reason(toolbox + "AddToListIntent", ["list": list, "item": "c", "place": "index", "index": 2]),
            "Toolbox Pro action: its place 'index' has no equivalent here")
        XCTAssertEqual(
            try output(
                toolbox + "FilterListIntent",
                ["list": list, "criteria": "a", "mode": "containing", "limitResults": true, "resultCount": 2]),
            "apple\nbanana\n")
        XCTAssertEqual(
            try reason(
                toolbox + "FilterListIntent",
                ["list": list, "criteria": "a", "mode": "containing", "keepOrDiscard": "discard", "discardEmpty": true]),
            "Toolbox Pro action: 'discardEmpty' on has no equivalent here")
        XCTAssertEqual(
            try reason(toolbox + "RemoveItemsFromListIntent", ["list": list, "mode": "itemsInRange", "rangeStart": 1]),
            "Toolbox Pro action: its mode 'itemsInRange' has no equivalent here")
    }

    func testToolboxProCalculationNumberWordsAndFilePathsRunOrSayWhyNot() throws {
        XCTAssertEqual(
            try output(toolbox + "PerformCalculationIntent", ["expression": "10 + 10 * 2", "roundResult": false]), "30\n")
        XCTAssertEqual(
            try output(toolbox + "PerformCalculationIntent", ["expression": "2/3", "roundResult": true, "decimalPlaces": 1]),
            "0.7\n")
        XCTAssertEqual(
            try output(toolbox + "FormatNumberAsTextIntent", ["number": 124, "locale": "en", "typeCase": "lower"]),
            "one hundred twenty-four\n")
        XCTAssertEqual(
            try output(toolbox + "FormatNumberAsTextIntent", ["number": 124, "typeCase": "sentence"]), "One hundred twenty-four\n"
        )
        XCTAssertEqual(
            try output(toolbox + "FormatNumberAsTextIntent", ["number": 21, "typeCase": "title"]), "Twenty-One\n")
        XCTAssertEqual(try output(toolbox + "FormatNumberAsTextIntent", ["number": 7, "typeCase": "upper"]), "SEVEN\n")
        XCTAssertEqual(try output(toolbox + "FormatNumberAsTextIntent", ["number": 7]), "seven\n")
        XCTAssertEqual(
            try output(toolbox + "GetFileURLIntent", ["file": "/tmp/a b.txt", "output": "absolutePath"]), "/tmp/a b.txt\n")
        XCTAssertEqual(
            try reason(toolbox + "GetFileURLIntent", ["file": "/tmp/a.txt", "output": "fileURL"]),
            "Toolbox Pro action: its output 'fileURL' has no equivalent here")
    }

    func testToolboxProSplitPDFImportsAsSplitPDFIntoPages() throws {
        XCTAssertEqual(
            helper.written(try helper.importActions([helper.action(toolbox + "SplitPDFIntent", ["pdfs": "a.pdf"])])),
            [#"{"action": "splitpdf", "parameters": {"input": "a.pdf"}}"#])
        XCTAssertEqual(
            try reason(toolbox + "FindMovies2Intent"),
            "Toolbox Pro action needs an Apple device: the app's own online services and accounts (movie, TV, book, game and photo searches, update checks, exchange rates)"
        )
    }

    func testDeviceBoundIntentsSayWhatTheyNeed() throws {
        XCTAssertEqual(
            try reason("com.sindresorhus.Actions.IsBluetoothOnIntent"),
            "Actions action needs an Apple device: the device's state (Bluetooth, Wi-Fi, VPN, battery, silent or low power mode, appearance, audio)"
        )
        XCTAssertEqual(
            try reason(toolbox + "CreateIconIntent", ["sfSymbolName": "command"]),
            "Toolbox Pro action needs an Apple device: the Photos library or Apple's image analysis")
        XCTAssertEqual(
            try reason(toolbox + "GetReminderIDIntent"),
            "Toolbox Pro action needs an Apple device: Calendar, Reminders or Contacts")
        XCTAssertEqual(
            UnsupportedCategory.of(toolbox + "GetReminderIDIntent", registry: Corpus.registry), .needsAppleDevice)
        for identifier in ThirdPartyDeviceIntents.notBuilt.keys {
            XCTAssertTrue(ThirdPartyMappings.mappings(identifier).isEmpty, "\(identifier) is mapped and listed as not built")
            XCTAssertNil(ThirdPartyDeviceIntents.needs[identifier], "\(identifier) is listed twice")
        }
        for identifier in ThirdPartyDeviceIntents.needs.keys {
            XCTAssertTrue(ThirdPartyMappings.mappings(identifier).isEmpty, "\(identifier) is mapped and listed as device-bound")
        }
    }
}
