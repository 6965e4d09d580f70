import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Issue 24 item 5: Drafts' one intent that needs no draft (Markdown To HTML, both bundles, both
/// parsers), Console's Log Images, which logs each image by its name, and Gizmo Pack's Process
/// JSON with JSONPath (jq stays unsupported, named).
final class DraftsAndConsoleImagesTests: IsolatedTestCase {
    let helper = ThirdPartyMappingTests.Helper()

    func testDraftsMarkdownToHTMLOnEitherBundleAndParser() throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("drafts-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: store) }
        for bundle in ["com.agiletortoise.Drafts5.", "com.agiletortoise.Drafts-OSX."] {
            for parser in ["multimarkdown", "githubmarkdown"] {
                let result = try helper.run(
                    bundle + "MarkdownToHTMLIntent",
                    [
                        "content": "# Notes\n\n*one* and [two](https://example.com)", "markdownParser": .string(parser),
                        "ShowWhenRun": false,
                    ],
                    store: store)
                XCTAssertEqual(result.code, 0, result.err)
                XCTAssertEqual(
                    result.out, "<h1>Notes</h1>\n<p><em>one</em> and <a href=\"https://example.com\">two</a></p>\n",
                    bundle + parser)
            }
        }
        let other = try helper.importActions([helper.action("com.agiletortoise.Drafts5.CaptureIntent", ["content": "x"])])
        XCTAssertEqual(
            other.document.actions.first?.unsupported?.reason, "third-party app action from com.agiletortoise.Drafts5")
    }

    func testConsoleLogImagesLogsEachImageByName() throws {
        let result = try helper.importActions([
            helper.action(
                "com.alexhay.Console.LogImagesIntent",
                [
                    "images": ["Value": ["Type": "ExtensionInput"], "WFSerializationType": "WFTextTokenAttachment"],
                    "message": "Frames", "title": "Symbol", "tag": "Test", "category": "success",
                    "errorMessage": "Speedy Frames Failure",
                ])
        ])
        XCTAssertEqual(
            helper.written(result),
            [
                #"{"action": "console.log", "parameters": {"items": "{{Shortcut Input}}", "message": "Frames", "title": "Symbol", "tag": "Test", "category": "success"}}"#
            ])
    }

    func testGizmoPacksProcessJSONRunsWithJSONPathOrJq() throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("gizmo-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: store) }
        let intent = "ke.bou.GizmoPack.QueryJSONIntent"
        let json: PropertyList = #"{"items": [{"id": 1, "tags": ["a"]}, {"id": 2, "tags": []}]}"#
        for queryType in ["jsonPath", nil] {
            var parameters = PlistDictionary([
                (key: "input", value: json), (key: "jsonPathQuery", value: "$.items[?length(@.tags) > 0].id"),
                (key: "jqQuery", value: ".items[0]"), (key: "slurp", value: false),
            ])
            if let queryType { parameters["queryType"] = .string(queryType) }
            let result = try helper.run(intent, .dictionary(parameters), store: store)
            XCTAssertEqual(result.code, 0, result.err)
            XCTAssertEqual(result.out, "1\n", queryType ?? "no queryType")
        }
        let jq = try helper.run(
            intent, ["input": json, "queryType": "jq", "jqQuery": ".items[] | select(.tags == []) | .id"], store: store)
        XCTAssertEqual(jq.code, 0, jq.err)
        XCTAssertEqual(jq.out, "2\n")
        let slurped = try helper.run(
            intent, ["input": json, "queryType": "jq", "jqQuery": "length", "slurp": true, "jsonPathQuery": "$"], store: store)
        XCTAssertEqual(slurped.out, "1\n", "slurp: the input inside a list")
    }
}
