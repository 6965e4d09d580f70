import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Issue 24 item 5: Drafts' one intent that needs no draft (Markdown To HTML, both bundles, both
/// parsers) and Console's Log Images, which logs each image by its name.
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
}
