import XCTest

@testable import Markup

/// The sizes a caller controls: nesting and input length, and pathological inputs that must stay fast.
final class MarkdownLimitsTests: IsolatedTestCase {
    func testBlockQuotesNestedBeyondTheLimitAreAnError() {
        XCTAssertThrowsError(try Markdown.html(String(repeating: ">", count: 1200) + " deep")) { error in
            XCTAssertEqual(error as? MarkupFailure, .nestingTooDeep(limit: MarkupLimits.maximumNesting))
        }
        XCTAssertNoThrow(try Markdown.html(String(repeating: ">", count: 900) + " deep"))
    }

    func testTooLargeInputIsRefusedBeforeParsing() {
        XCTAssertEqual(MarkupLimits.maximumInputBytes, 67_108_864)
        XCTAssertThrowsError(try Markdown.html("12345", sizeLimit: 4)) { error in
            XCTAssertEqual(error as? MarkupFailure, .inputTooLarge(bytes: 5, limit: 4))
        }
        XCTAssertThrowsError(try HTMLConverter.convert("<p>é</p>", markdown: false, sizeLimit: 8)) { error in
            XCTAssertEqual(error as? MarkupFailure, .inputTooLarge(bytes: 9, limit: 8))
        }
        XCTAssertEqual(try Markdown.html("1234", sizeLimit: 4), "<p>1234</p>\n")
    }

    func testPathologicalInlinesStayLinear() throws {
        let cases = [
            String(repeating: "*a ", count: 20_000),
            String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000),
            String(repeating: "`a``", count: 20_000),
            String(repeating: "_a *b ", count: 20_000),
            String(repeating: "[a](", count: 20_000),
            String(repeating: "<a", count: 20_000),
            String(repeating: "- ", count: 400) + "x",
        ]
        let clock = ContinuousClock()
        for input in cases {
            let elapsed = try clock.measure { _ = try Markdown.html(input) }
            XCTAssertLessThan(elapsed, .seconds(3), String(input.prefix(10)))
        }
    }

    func testDeepEmphasisAndLinksRenderWithoutRecursion() throws {
        let depth = 50_000
        let emphasis = String(repeating: "*", count: depth) + "x" + String(repeating: "*", count: depth)
        let html = try Markdown.html(emphasis)
        XCTAssertTrue(html.hasPrefix("<p><strong><strong>"))
        let images = String(repeating: "![", count: 10_000) + "x" + String(repeating: "](u)", count: 10_000)
        XCTAssertTrue(try Markdown.html(images).hasPrefix("<p><img src=\"u\" alt=\""))
    }
}
