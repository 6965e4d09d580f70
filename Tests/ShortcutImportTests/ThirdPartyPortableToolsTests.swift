import AppleFormats
import Foundation
import XCTest

@testable import ShortcutImport

/// Issue 24 item 5: the portable intents of the Actions app and Toolbox Pro that were "not built
/// here yet" (intents, keys and values from sindresorhus/Actions' intent definition and the
/// Open-Jellycore compiler's Toolbox Pro table; only the names are used here), each imported from
/// a minimal document and run, with its exact output.
final class ThirdPartyPortableToolsTests: IsolatedTestCase {
    let helper = ThirdPartyMappingTests.Helper()
    let actions = "com.sindresorhus.Actions."
    let toolbox = "com.alexhay.ToolboxProForShortcuts."
    var store = ""

    override func setUp() {
        super.setUp()
        store = FileManager.default.temporaryDirectory.appendingPathComponent("portable-\(UUID().uuidString).json").path
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: store)
        super.tearDown()
    }

    func run(_ identifier: String, _ parameters: PropertyList = [:], _ extra: [String] = []) throws -> (
        code: Int32, out: String, err: String
    ) {
        try helper.run(identifier, parameters, store: store, extra: extra)
    }

    func output(_ identifier: String, _ parameters: PropertyList = [:], _ extra: [String] = []) throws -> String {
        let result = try run(identifier, parameters, extra)
        XCTAssertEqual(result.code, 0, result.err)
        return result.out
    }

    func reason(_ identifier: String, _ parameters: PropertyList = [:]) throws -> String? {
        try helper.importActions([helper.action(identifier, parameters)]).document.actions.first?.unsupported?.reason
    }

    func testActionsGetEmojisAndRandomEmoticon() throws {
        XCTAssertEqual(try output(actions + "GetEmojisIntent", ["text": "Hi 👋🏽 and 🇫🇷, ok ❤️ #1 1️⃣"]), "👋🏽\n🇫🇷\n❤️\n1️⃣\n")
        XCTAssertEqual(try output(actions + "GetEmojisIntent", ["text": "plain"]), "")
        XCTAssertEqual(try output(actions + "RandomEmojiIntent", [:], ["--seed", "7"]), "😛\n")
        XCTAssertEqual(try output(actions + "RandomEmojiIntent", [:], ["--seed", "8"]), "🙊\n")
    }

    func testActionsCreateURLFromItsParts() throws {
        let parts: PropertyList = [
            "scheme": "https://", "host": "example.com", "path": "docs/a b", "queryItems": ["q", "x y", "flag"],
            "fragment": "top", "user": "me", "password": "pw", "useCustomPort": true, "port": 8080,
        ]
        XCTAssertEqual(
            try output(actions + "CreateURLIntent", parts), "https://me:pw@example.com:8080/docs/a%20b?q=x%20y&flag#top\n")
        XCTAssertEqual(
            try output(actions + "CreateURLIntent", ["scheme": "", "host": "x.org", "useCustomPort": false, "port": 81]),
            "https://x.org\n")
        XCTAssertEqual(
            try output(actions + "CreateURLIntent", ["scheme": "mailto:", "host": "", "path": "a@b.org"]), "mailto:a@b.org\n")
        let bad = try run(actions + "CreateURLIntent", ["scheme": "ht tp", "host": "x.org"])
        XCTAssertEqual(bad.code, 70)
        XCTAssertEqual(
            bad.err,
            """
            DOC:6:54: error: action 1 'Create URL' (url.build), parameter 'scheme': 'ht tp' is not a URL scheme
            hint: a scheme is a letter, then letters, digits, '+', '-' or '.' (https, mailto, x-callback-url)

            """)
        let notURL = try run(actions + "CreateURLIntent", ["scheme": "file", "host": "", "path": "//x"])
        XCTAssertEqual(notURL.code, 70)
        XCTAssertEqual(
            notURL.err,
            """
            DOC:6:16: error: action 1 'Create URL' (url.build): 'file://x' is not a valid URL
            hint: a path starts with '/' when there is a host, and cannot start with '//' when there is none

            """)
    }

    func testActionsEditURLEveryEdit() throws {
        let url = "https://u:p@x.org:8080/a/b/?k=1&j=2#f"
        func edited(_ action: String, _ more: PropertyList = [:]) throws -> String {
            guard case .dictionary(var parameters) = more else { return "" }
            parameters["url"] = .string(url)
            if !action.isEmpty { parameters["action"] = .string(action) }
            return try output(actions + "EditURLIntent", .dictionary(parameters))
        }
        XCTAssertEqual(
            try edited("", ["queryItemName": "n", "queryItemValue": "v w"]), "https://u:p@x.org:8080/a/b/?k=1&j=2&n=v%20w#f\n")
        XCTAssertEqual(try edited("addQueryItem", ["queryItemName": "n", "queryItemValue": ""]), url + "\n")
        XCTAssertEqual(
            try edited("addPathComponent", ["addPathComponentValue": "c", "setPathValue": "/stale"]),
            "https://u:p@x.org:8080/a/b/c?k=1&j=2#f\n")
        XCTAssertEqual(try edited("appendToQuery", ["appendToQueryValue": "&z=3"]), "https://u:p@x.org:8080/a/b/?k=1&j=2&z=3#f\n")
        XCTAssertEqual(try edited("appendToFragment", ["appendToFragmentValue": "2"]), "https://u:p@x.org:8080/a/b/?k=1&j=2#f2\n")
        XCTAssertEqual(
            try edited("removeQueryItemsNamed", ["removeQueryItemsNamedValue": "k"]), "https://u:p@x.org:8080/a/b/?j=2#f\n")
        XCTAssertEqual(try edited("removeLastPathComponent"), "https://u:p@x.org:8080/a/?k=1&j=2#f\n")
        XCTAssertEqual(try edited("removeQuery"), "https://u:p@x.org:8080/a/b/#f\n")
        XCTAssertEqual(try edited("removeFragment"), "https://u:p@x.org:8080/a/b/?k=1&j=2\n")
        XCTAssertEqual(try edited("removePath"), "https://u:p@x.org:8080?k=1&j=2#f\n")
        XCTAssertEqual(try edited("removePort"), "https://u:p@x.org/a/b/?k=1&j=2#f\n")
        XCTAssertEqual(try edited("removeUserAndPassword"), "https://x.org:8080/a/b/?k=1&j=2#f\n")
        XCTAssertEqual(try edited("setQuery", ["setQueryValue": "a=b"]), "https://u:p@x.org:8080/a/b/?a=b#f\n")
        XCTAssertEqual(try edited("setFragment", ["setFragmentValue": "g"]), "https://u:p@x.org:8080/a/b/?k=1&j=2#g\n")
        XCTAssertEqual(try edited("setPath", ["setPathValue": " docs "]), "https://u:p@x.org:8080/docs?k=1&j=2#f\n")
        XCTAssertEqual(try edited("setScheme", ["setSchemeValue": "http://"]), "http://u:p@x.org:8080/a/b/?k=1&j=2#f\n")
        XCTAssertEqual(try edited("setHost", ["setHostValue": "y.net"]), "https://u:p@y.net:8080/a/b/?k=1&j=2#f\n")
        XCTAssertEqual(
            try edited("setUsernameAndPassword", ["username": "ann", "password": "s"]),
            "https://ann:s@x.org:8080/a/b/?k=1&j=2#f\n")
        XCTAssertEqual(try edited("setHost", ["setHostValue": "  "]), url + "\n")
        let bad = try run(actions + "EditURLIntent", ["url": .string(url), "action": "setScheme", "setSchemeValue": "1x"])
        XCTAssertEqual(bad.code, 70)
        XCTAssertEqual(
            bad.err,
            """
            DOC:6:99: error: action 1 'Edit URL' (url.edit), parameter 'text': '1x' is not a URL scheme
            hint: a scheme is a letter, then letters, digits, '+', '-' or '.' (https, mailto, x-callback-url)

            """)
    }

    func testToolboxProBuildURLAndCreateQueryItem() throws {
        let items: PropertyList = [["q": "swift"], ["page": "2"]]
        XCTAssertEqual(
            try output(
                toolbox + "BuildURLIntent",
                ["scheme": "https", "host": "search.example", "path": "/find", "queryItems": items, "addPort": false]),
            "https://search.example/find?q=swift&page=2\n")
        XCTAssertEqual(try output(toolbox + "CreateQueryItemIntent", ["name": "q", "value": "a b"]), "{\"q\":\"a b\"}\n")
        XCTAssertEqual(
            try output(
                toolbox + "CreateQueryItemIntent",
                ["inputType": "dictionary", "dictionary": .string(#"{"a": "1"}"#), "name": "x"]),
            "{\"a\":\"1\"}\n")
    }

    func testToolboxProTrimTextEveryOption() throws {
        let intent = toolbox + "TrimTextIntent"
        XCTAssertEqual(try output(intent, ["sourceText": "- item", "charCount": 2, "trimFrom": "TrimFromStart"]), "item\n")
        XCTAssertEqual(try output(intent, ["sourceText": "file.txt", "charCount": 4, "trimFrom": "TrimFromEnd"]), "file\n")
        XCTAssertEqual(try output(intent, ["sourceText": "ab", "charCount": 5, "trimFrom": "TrimFromEnd"]), "")
        let messy = "\n \n\t one  \n\n two\t\n  \n"
        XCTAssertEqual(
            try output(
                intent, ["sourceText": .string(messy), "charCount": 0, "removeWhiteSpace": true, "removeNewLines": false]),
            "\n\none\n\ntwo\n\n")
        XCTAssertEqual(
            try output(
                intent,
                ["sourceText": .string(messy), "charCount": 0, "removeNewLines": true, "emptyLineType": "beforeAndAfter"]),
            "\t one  \n\n two\t\n")
        XCTAssertEqual(
            try output(
                intent,
                [
                    "sourceText": .string(messy), "charCount": 0, "removeWhiteSpace": true, "removeNewLines": true,
                    "emptyLineType": "all",
                ]),
            "one\ntwo\n")
        let negative = try run(intent, ["sourceText": "abc", "charCount": -1])
        XCTAssertEqual(negative.code, 70)
        XCTAssertEqual(
            negative.err, "DOC:6:72: error: action 1 'Trim Text' (text.trimtext), parameter 'count': must be at least 0, got -1\n"
        )
    }

    func testToolboxProPluraliseByCountOrItems() throws {
        let intent = toolbox + "PluraliseIntent"
        XCTAssertEqual(
            try output(
                intent, ["word": "apple", "countType": "number", "count": 3, "output": "numberDigit", "typeCase": "lower"]),
            "3 apples\n")
        XCTAssertEqual(
            try output(intent, ["word": "person", "countType": "number", "count": 1, "output": "word", "typeCase": "upper"]),
            "PERSON\n")
        XCTAssertEqual(
            try output(
                intent, ["word": "mouse", "countType": "items", "items": ["a", "b"], "output": "word", "typeCase": "sentence"]),
            "Mice\n")
        XCTAssertEqual(
            try output(intent, ["word": "city", "items": ["a"], "output": "numberDigit", "typeCase": "title"]), "1 City\n")
        XCTAssertEqual(try output(intent, ["word": "box", "items": ["a", "b", "c"]]), "boxes\n")
        XCTAssertEqual(
            try output(intent, ["word": "box", "countType": "number", "count": 3, "output": "numberText"]), "three boxes\n")
        XCTAssertEqual(
            try output(intent, ["word": "goose", "items": ["a"], "output": "numberText", "typeCase": "title"]), "One Goose\n")
        XCTAssertEqual(
            try output(intent, ["word": "cat", "countType": "number", "count": "1,066", "output": "numberText"]),
            "one thousand sixty-six cats\n")
        XCTAssertEqual(
            try output(intent, ["word": "cup", "countType": "number", "count": "2.5", "output": "numberText"]), "2.5 cups\n")
    }

    func testUniformTypeIdentifiersByExtension() throws {
        XCTAssertEqual(try output(actions + "GetUniformTypeIdentifierIntent", ["file": "Photo.JPG"]), "public.jpeg\n")
        XCTAssertEqual(
            try output(actions + "GetUniformTypeIdentifierIntent", ["file": "notes.md"]), "net.daringfireball.markdown\n")
        XCTAssertEqual(
            try output(actions + "GetUniformTypeIdentifierIntent", ["file": "archive.tar.gz"]), "org.gnu.gnu-zip-archive\n")
        XCTAssertEqual(try output(toolbox + "GetUTIIntent", ["file": "pdf", "decodeDynamic": true]), "com.adobe.pdf\n")
        XCTAssertEqual(try output(toolbox + "GetUTIIntent", ["file": "data.unknownext"]), "public.data\n")
        XCTAssertEqual(
            try output(toolbox + "GetUTIIntent", ["file": ["a.png", "b.docx"]]),
            "public.png\norg.openxmlformats.wordprocessingml.document\n")
    }

    func testFormatCurrencyAsAppleWritesItForTheUnitedStates() throws {
        XCTAssertEqual(try output(actions + "FormatCurrencyIntent", ["amount": 1234.5, "currency": "usd"]), "$1,234.50\n")
        XCTAssertEqual(try output(actions + "FormatCurrencyIntent", ["amount": -3]), "-$3.00\n")
        XCTAssertEqual(try output(actions + "FormatCurrencyIntent", ["amount": 1200.5, "currency": "JPY"]), "¥1,200\n")
        XCTAssertEqual(try output(actions + "FormatCurrencyIntent", ["amount": 0.125, "currency": "KWD"]), "KWD\u{00A0}0.125\n")
        XCTAssertEqual(
            try output(toolbox + "FormatCurrencyIntent", ["amount": 9.995, "currencyCode": "EUR", "roundTo": 2]), "€10.00\n")
        XCTAssertEqual(
            try output(toolbox + "FormatCurrencyIntent", ["amount": 2.5, "currencyCode": "CHF", "roundTo": 0]), "CHF\u{00A0}2\n")
        let bad = try run(toolbox + "FormatCurrencyIntent", ["amount": 1, "currencyCode": "Euro"])
        XCTAssertEqual(bad.code, 70)
        XCTAssertEqual(
            bad.err,
            """
            DOC:6:75: error: action 1 'Format Currency' (format.currency), parameter 'currency': 'Euro' is not a currency code
            hint: give an ISO 4217 code of three letters, such as USD, EUR or JPY

            """)
    }

    func testDateDifferencesInWords() throws {
        let intent = actions + "FormatDateDifferenceIntent"
        let noon = "2024-03-10T12:00:00Z"
        func between(_ first: String, _ second: String) throws -> String {
            try output(intent, ["firstDate": .string(first), "secondDate": .string(second)])
        }
        XCTAssertEqual(try between("2024-03-24T12:00:00Z", noon), "in 2 weeks\n")
        XCTAssertEqual(try between("2024-03-09T09:00:00Z", noon), "1 day ago\n")
        XCTAssertEqual(try between("2021-01-01T00:00:00Z", noon), "3 years ago\n")
        XCTAssertEqual(try between("2024-03-10T12:00:45Z", noon), "in 45 seconds\n")
        XCTAssertEqual(try between(noon, noon), "in 0 seconds\n")
        let relative = toolbox + "GetRelativeDateIntent"
        XCTAssertEqual(
            try output(relative, ["date": "2024-03-09T12:00:00Z", "startingDate": .string(noon), "context": "StartOfSentence"]),
            "Yesterday\n")
        XCTAssertEqual(
            try output(relative, ["date": "2025-04-01T12:00:00Z", "startingDate": .string(noon), "context": "MiddleOfSentence"]),
            "next year\n")
        XCTAssertEqual(
            try output(relative, ["date": "2024-03-10T09:00:00Z", "startingDate": .string(noon), "unitsStyle": "Abbreviated"]),
            "3 hr. ago\n")
        XCTAssertEqual(
            try output(relative, ["date": "2024-03-06T12:00:00Z", "startingDate": .string(noon), "unitsStyle": "Abbreviated"]),
            "4 days ago\n")
        XCTAssertEqual(try output(relative, ["date": .string(noon), "startingDate": .string(noon)]), "now\n")
        XCTAssertEqual(
            try output(relative, ["date": "2000-01-01T00:00:00Z"], ["--now", "2024-03-10T12:00:00Z"]), "24 years ago\n")
    }

    func testActionsTransformListsQueryItemsAndCompactNumbers() throws {
        let transform = actions + "TransformListsIntent"
        let one: PropertyList = ["a", "b", "b", "c"]
        let two: PropertyList = ["c", "d", "a"]
        XCTAssertEqual(
            try output(
                transform, ["type": "subtraction", "subtractionList1": one, "subtractionList2": two, "intersectionList1": two]),
            "b\n")
        XCTAssertEqual(try output(transform, ["intersectionList1": one, "intersectionList2": two]), "a\nc\n")
        XCTAssertEqual(
            try output(
                transform, ["type": "symmetricDifference", "symmetricDifferenceList1": one, "symmetricDifferenceList2": two]),
            "b\nd\n")
        XCTAssertEqual(
            try output(actions + "GetQueryItemsFromURLIntent", ["url": "https://x.org/?a=1&b=two%20words&a=3"]),
            #"{"name":"a","value":"1"}"# + "\n" + #"{"name":"b","value":"two words"}"# + "\n" + #"{"name":"a","value":"3"}"#
                + "\n")
        let compact = actions + "FormatNumberCompactIntent"
        XCTAssertEqual(try output(compact, ["number": 3420]), "3.4 thousand\n")
        XCTAssertEqual(try output(compact, ["number": 3420, "abbreviatedUnit": true]), "3.4K\n")
        XCTAssertEqual(try output(compact, ["number": 12_345_678, "abbreviatedUnit": true]), "12M\n")
        XCTAssertEqual(try output(compact, ["number": -999_950]), "-1 million\n")
        XCTAssertEqual(try output(compact, ["number": 2.5e12, "abbreviatedUnit": true]), "2.5T\n")
        XCTAssertEqual(try output(compact, ["number": 999]), "999\n")
        XCTAssertEqual(try output(compact, ["number": 1.25]), "1.2\n")
    }

    func testActionsFormatDurationEveryStyle() throws {
        let intent = actions + "FormatDurationIntent"
        let time = 34_890.75
        func styled(_ style: String, _ more: [String: PropertyList] = [:]) throws -> String {
            var parameters = PlistDictionary([("duration", .real(time)), ("unitStyle", .string(style))])
            for (key, value) in more { parameters[key] = value }
            return try output(intent, .dictionary(parameters))
        }
        XCTAssertEqual(try styled("positional"), "9:41:30\n")
        XCTAssertEqual(try styled("abbreviated"), "9h 41m 30s\n")
        XCTAssertEqual(try styled("brief"), "9hr 41min 30sec\n")
        XCTAssertEqual(try styled("short"), "9 hr, 41 min, 30 sec\n")
        XCTAssertEqual(try styled("full"), "9 hours, 41 minutes, 30 seconds\n")
        XCTAssertEqual(try styled("spellOut"), "nine hours, forty-one minutes, thirty seconds\n")
        XCTAssertEqual(try styled("full", ["showSeconds": .bool(false)]), "9 hours, 41 minutes\n")
        XCTAssertEqual(try styled("full", ["maximumUnitCount": .integer(1)]), "9 hours\n")
        XCTAssertEqual(try styled("abbreviated", ["showHours": .bool(false)]), "581m 30s\n")
        XCTAssertEqual(try output(intent, ["duration": 90_061, "unitStyle": "full"]), "1 day, 1 hour, 1 minute, 1 second\n")
        XCTAssertEqual(try output(intent, ["duration": 3_605, "unitStyle": "positional"]), "1:00:05\n")
        XCTAssertEqual(try output(intent, ["duration": 0, "unitStyle": "full"]), "0 seconds\n")
        XCTAssertEqual(try output(intent, ["duration": -90, "unitStyle": "short"]), "-1 min, 30 sec\n")
        XCTAssertEqual(
            try reason(intent, ["duration": 10, "showMonths": true]), "Actions action: 'showMonths' on has no equivalent here")
        let huge = try run(intent, ["duration": 1e16])
        XCTAssertEqual(huge.code, 70)
        XCTAssertEqual(
            huge.err,
            "DOC:6:62: error: action 1 'Format Duration' (format.duration), parameter 'duration': must be at most 1000000000000000, got 10000000000000000\n"
        )
        XCTAssertEqual(
            try output(intent, ["duration": 1e15, "unitStyle": "short"]), "11,574,074,074 days, 1 hr, 46 min, 40 sec\n")
    }

    func testToolboxProFormatDateExtended() throws {
        let intent = toolbox + "FormatDateExtendedIntent"
        let date = "2024-03-10T21:05:00Z"
        func formatted(_ mode: String, _ key: String, _ format: String) throws -> String {
            try output(intent, ["sourceDate": .string(date), "dateTimeZone": .string(mode), .init(key): .string(format)])
        }
        XCTAssertEqual(try formatted("DateFormat", "dateFormat", "weekdayFull"), "Sunday\n")
        XCTAssertEqual(try formatted("DateFormat", "dateFormat", "weekdayMed"), "Sun\n")
        XCTAssertEqual(try formatted("DateFormat", "dateFormat", "dayOfYearNumber"), "70\n")
        XCTAssertEqual(try formatted("DateFormat", "dateFormat", "monthLong"), "March\n")
        XCTAssertEqual(try formatted("DateFormat", "dateFormat", "yearShort"), "24\n")
        XCTAssertEqual(try formatted("DateFormat", "dateFormat", "quarterFull"), "1st quarter\n")
        XCTAssertEqual(try output(intent, ["sourceDate": .string(date), "dateFormat": "monthNumber"]), "3\n")
        XCTAssertEqual(try formatted("TimeFormat", "timeFormat", "hourstwelve"), "9\n")
        XCTAssertEqual(try formatted("TimeFormat", "timeFormat", "hourstwentyfour"), "21\n")
        XCTAssertEqual(try formatted("TimeFormat", "timeFormat", "ampm"), "PM\n")
        XCTAssertEqual(try formatted("ZoneFormat", "zoneFormat", "differenceToGMT"), "GMT\n")
    }

    func testActionsParseCSV() throws {
        let intent = actions + "ParseCSVIntent"
        let csv = "name,note\r\nAda,\"says \"\"hi\"\", twice\"\nGrace\n\"multi\nline\",x,extra\n"
        XCTAssertEqual(
            try output(intent, ["file": .string(csv)]),
            #"{"name":"Ada","note":"says \"hi\", twice"}"# + "\n" + #"{"name":"Grace","note":""}"# + "\n"
                + #"{"name":"multi\nline","note":"x"}"# + "\n")
        XCTAssertEqual(
            try output(intent, ["file": "a\tb\n1\t2", "hasHeader": false, "delimiter": "tab"]), "a\nb\n1\n2\n")
        XCTAssertEqual(
            try output(intent, ["file": "k|v\n1|2", "delimiter": "custom", "customDelimiter": "|"]), "{\"k\":\"1\",\"v\":\"2\"}\n"
        )
        let bad = try run(intent, ["file": "a", "delimiter": "custom", "customDelimiter": "::"])
        XCTAssertEqual(bad.code, 70)
        XCTAssertEqual(
            bad.err,
            """
            DOC:6:98: error: action 1 'Parse CSV' (csv.parse), parameter 'customDelimiter': the delimiter '::' is not one character
            hint: give one character, such as | or ;, or choose Comma, Semicolon or Tab

            """)
    }

    func testToolboxProQueryServerImportsToGetStatusOfURL() throws {
        let result = try helper.importActions([
            helper.action(toolbox + "PingServerIntent", ["url": "https://example.com", "output": "statusDictionary"])
        ])
        XCTAssertEqual(
            helper.written(result),
            [#"{"action": "url.status", "parameters": {"url": "https://example.com", "detail": "Status Dictionary"}}"#])
        let page = try helper.importActions([
            helper.action(toolbox + "ParseWebsiteSourceIntent", ["url": "https://example.com", "contents": "imgSrc"])
        ])
        XCTAssertEqual(
            helper.written(page),
            [#"{"action": "url.pageparts", "parameters": {"url": "https://example.com", "part": "Image Sources"}}"#])
    }

    func testActionsIsReachableAndIsOnlineImport() throws {
        let result = try helper.importActions([
            helper.action(actions + "IsReachableIntent", ["host": "example.com"]), helper.action(actions + "IsOnlineIntent"),
        ])
        XCTAssertEqual(
            helper.written(result),
            [
                #"{"action": "url.reachable", "parameters": {"host": "example.com"}}"#,
                #"{"action": "url.reachable", "parameters": {"host": "apple.com"}}"#,
            ])
    }

    func testToolboxProFindEmojiByName() throws {
        let intent = toolbox + "SearchForEmojiIntent"
        XCTAssertEqual(try output(intent, ["query": "Cat Face", "category": "All"]), "🐱\n😸\n😹\n😺\n😻\n😼\n😽\n😾\n😿\n🙀\n")
        XCTAssertEqual(try output(intent, ["query": "rocket", "limit": 1]), "🚀\n")
        XCTAssertEqual(
            try reason(intent, ["query": "cat", "category": "Faces"]),
            "Toolbox Pro action: its category 'Faces' has no equivalent here")
    }

    func testActionsSetFileDatesWithinTheAllowedFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dates-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/note.txt"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let intent = actions + "SetFileCreationModificationDateIntent"
        let set = try run(intent, ["file": .string(file), "date": "2001-02-03T04:05:06Z"], ["--allow-path", folder])
        XCTAssertEqual(set.code, 0, set.err)
        let modified = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        XCTAssertEqual(modified, ISO8601DateFormatter().date(from: "2001-02-03T04:05:06Z"))
        let dry = try run(
            intent, ["file": .string(file), "date": "2010-01-01T00:00:00Z"], ["--allow-path", folder, "--dry-run"])
        XCTAssertEqual(dry.code, 0, dry.err)
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date,
            ISO8601DateFormatter().date(from: "2001-02-03T04:05:06Z"), "a dry run changes no date")
        let creation = try run(
            intent, ["file": .string(file), "date": "2001-02-03T04:05:06Z", "type": "creationDate"], ["--allow-path", folder])
        XCTAssertEqual(creation.code, 70)
        // The column depends on the temporary folder's path: the message after it is asserted whole.
        XCTAssertTrue(creation.err.hasPrefix("DOC:6:"), creation.err)
        XCTAssertEqual(
            creation.err.drop { $0 != " " },
            """
             error: action 1 'Set File Dates' (file.setdates), parameter 'dates': cannot set the creation date of '\(file)': this system keeps a file's creation date itself
            hint: set the modification date instead (Modification Date, or Both, which sets it alone here)

            """)
        let outside = try run(intent, ["file": "/etc/hostname", "date": "2001-02-03T04:05:06Z", "type": "modificationDate"])
        XCTAssertEqual(outside.code, 70)
        let here = FileManager.default.currentDirectoryPath
        XCTAssertEqual(
            outside.err,
            """
            DOC:6:56: error: action 1 'Set File Dates' (file.setdates), parameter 'file': '/etc/hostname' is outside the folders file actions may touch; allowed: '\(here)'
            hint: pass --allow-path /etc to allow it

            """)
    }

    func testActionsTransformTextConstantCaseAndDiacritics() throws {
        let intent = actions + "TransformTextIntent"
        XCTAssertEqual(try output(intent, ["text": "max retry count", "transformation": "constantCase"]), "MAX_RETRY_COUNT\n")
        XCTAssertEqual(
            try output(intent, ["text": "Crème Brûlée à Zürich", "transformation": "stripDiacritics"]), "Creme Brulee a Zurich\n")
        XCTAssertEqual(
            try reason(intent, ["text": "privet", "transformation": "transliterateLatinToCyrillic"]),
            "Actions action cannot be imported: the value 'transliterateLatinToCyrillic' of parameter transformation")
    }

    func testActionsGetFilePathInEachType() throws {
        let intent = actions + "GetFilePathIntent"
        XCTAssertEqual(try output(intent, ["file": "/tmp/a b.txt", "type": "path"]), "/tmp/a b.txt\n")
        XCTAssertEqual(try output(intent, ["file": "/tmp/a b.txt", "type": "url"]), "file:///tmp/a%20b.txt\n")
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        XCTAssertEqual(try output(intent, ["file": .string(home + "/notes.md"), "type": "tildePath"]), "~/notes.md\n")
        XCTAssertEqual(try output(intent, ["file": "/etc/hosts", "type": "tildePath"]), "/etc/hosts\n")
    }

    func testActionsAddToListPrependAndFilterListDiscard() throws {
        let list: PropertyList = ["apple", "banana", "cherry"]
        XCTAssertEqual(
            try output(actions + "AddToListIntent", ["list": list, "item": "fig", "prepend": true]),
            "fig\napple\nbanana\ncherry\n")
        XCTAssertEqual(
            try output(actions + "AddToListIntent", ["list": list, "item": "fig", "prepend": false]),
            "apple\nbanana\ncherry\nfig\n")
        let filter = actions + "FilterListIntent"
        XCTAssertEqual(
            try output(filter, ["list": list, "condition": "contains", "matchText": "an", "shouldKeep": true]), "banana\n")
        XCTAssertEqual(
            try output(filter, ["list": list, "condition": "contains", "matchText": "an", "shouldKeep": false]), "apple\ncherry\n"
        )
        XCTAssertEqual(try output(filter, ["list": list, "matchText": "ch", "shouldKeep": false]), "apple\nbanana\n")
        XCTAssertEqual(
            try output(filter, ["list": list, "condition": "is", "matchText": "apple", "shouldKeep": false]), "banana\ncherry\n")
        XCTAssertEqual(
            try output(filter, ["list": list, "condition": "beginsWith", "matchText": "a", "shouldKeep": false]),
            "banana\ncherry\n")
        XCTAssertEqual(try output(filter, ["list": list, "matchText": "a", "shouldLimit": true, "limit": 1]), "apple\n")
        XCTAssertEqual(
            try output(filter, ["list": list, "matchText": "a", "shouldLimit": false, "limit": 1]), "apple\nbanana\n")
        XCTAssertEqual(
            try output(filter, ["list": list, "matchText": "b", "shouldKeep": false, "shouldLimit": true, "limit": 1]),
            "apple\n")
    }

    func testActionsRandomTextByKindOfCharacter() throws {
        let intent = actions + "RandomTextIntent"
        let digits = try output(intent, ["length": 12, "lowercase": false, "uppercase": false, "digits": true], ["--seed", "3"])
        XCTAssertEqual(digits, "176026184867\n")
        let upper = try output(intent, ["length": 8, "lowercase": false, "digits": false], ["--seed", "3"])
        XCTAssertEqual(upper, "CSPBFQDX\n")
        XCTAssertEqual(try output(intent, ["length": 5, "lowercase": false, "uppercase": false, "digits": false]), "")
        // The definition's seed: the same seed gives the same text, run after run.
        let seeded = try output(intent, ["length": 10, "seed": "abc"], ["--seed", "1"])
        XCTAssertEqual(seeded, try output(intent, ["length": 10, "seed": "abc"], ["--seed", "2"]))
        XCTAssertEqual(seeded.count, 11)
        // The definition's names of the flags (useLowercase, useUppercase, useDigits) read the same.
        XCTAssertEqual(
            try output(
                intent, ["length": 12, "useLowercase": false, "useUppercase": false, "useDigits": true], ["--seed", "3"]),
            "176026184867\n")
    }

    func testToolboxProShuffleListWithALimit() throws {
        let list: PropertyList = ["a", "b", "c", "d", "e"]
        let intent = toolbox + "ShuffleListIntent"
        XCTAssertEqual(try output(intent, ["list": list, "limit": true, "limitCount": 2], ["--seed", "5"]), "e\nc\n")
        XCTAssertEqual(
            Set(try output(intent, ["list": list, "limit": false, "limitCount": 2]).split(separator: "\n")),
            ["a", "b", "c", "d", "e"])
    }

    func testToolboxProRemoveDuplicatesWithALimit() throws {
        let list: PropertyList = ["a", "b", "a", "c", "b", "d"]
        let intent = toolbox + "RemoveDuplicatesIntent"
        XCTAssertEqual(try output(intent, ["items": list, "limitResults": true, "resultCount": 3]), "a\nb\nc\n")
        XCTAssertEqual(try output(intent, ["items": list, "limitResults": false, "resultCount": 1]), "a\nb\nc\nd\n")
    }

    func testJavaScriptNeedsAnEngineThisOneLacks() throws {
        XCTAssertEqual(
            try reason(actions + "TransformTextWithJavaScriptIntent", ["text": "a", "javaScriptCode": "return $text"]),
            "Actions action needs an Apple device: a JavaScript engine (the app runs JavaScriptCore; this engine has none)")
    }
}
