import DocumentQuery
import Foundation
import TestBudget
import XCTest

/// Limits and hostile input: each ends quickly (in the test thread's processor time, which other
/// work on the machine does not stretch), with the limit's error where there is one.
final class DocumentQueryLimitsTests: IsolatedTestCase {
    private func message(_ body: () throws -> Any) -> String {
        do {
            _ = try body()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testTenThousandNestedDivsAreFlattenedAtTheDepthLimit() throws {
        let html = String(repeating: "<div>", count: 10_000) + "deep" + String(repeating: "</div>", count: 10_000)
        let started = ThreadClock.seconds
        let document = try MarkupDocument(html: html)
        XCTAssertEqual(try document.select(css: "div").count, 10_000)
        XCTAssertEqual(try document.evaluate(xpath: "count(//div[not(div)])").stringValue, "9491")
        XCTAssertEqual(try document.evaluate(xpath: "count(//div[last()]/ancestor::*)").stringValue, "511")
        XCTAssertEqual(try document.evaluate(xpath: "string(/)").stringValue, "deep")
        XCTAssertEqual(document.root.markup.count, html.count + "<html><head></head><body></body></html>".count)
        XCTAssertLessThan(ThreadClock.seconds - started, 3)
    }

    func testDeepXMLIsAnError() {
        let xml = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        XCTAssertEqual(
            message { try MarkupDocument(xml: xml) },
            "XML document: line 1, column 1537: elements nest deeper than 512 levels, the limit")
        XCTAssertEqual(
            message { try MarkupDocument(xml: "<a><a><a/></a></a>", limits: DocumentLimits(maximumDepth: 2)) },
            "XML document: line 1, column 7: elements nest deeper than 2 levels, the limit")
    }

    func testHugeAttributeAndUnterminatedConstructs() throws {
        let value = String(repeating: "x", count: 1_000_000)
        let started = ThreadClock.seconds
        let document = try MarkupDocument(html: "<p title=\"\(value)\">a</p>")
        XCTAssertEqual(try document.select(css: "p[title^=xx]").first?.attributes.first?.1.utf8.count, 1_000_000)
        XCTAssertEqual(try MarkupDocument(html: "<p>a<!-- " + value).root.text, "a")
        XCTAssertEqual(try MarkupDocument(html: "<p title='" + value).root.markup, "<html><head></head><body></body></html>")
        XCTAssertEqual(try MarkupDocument(html: "<script>" + value).root.text.utf8.count, 1_000_000)
        XCTAssertEqual(
            message { try MarkupDocument(xml: "<a b='\(value)") },
            "XML document: line 1, column 1000007: the value of the attribute 'b' is not closed")
        XCTAssertEqual(
            message { try MarkupDocument(xml: "<a><!--" + value) },
            "XML document: line 1, column 4: the comment is not closed with '-->'")
        XCTAssertLessThan(ThreadClock.seconds - started, 3)
    }

    func testDocumentLimits() {
        XCTAssertEqual(
            message { try MarkupDocument(html: "<p>12345</p>", limits: DocumentLimits(maximumBytes: 10)) },
            "The document is 12 bytes; the limit is 10 bytes.")
        XCTAssertEqual(
            message { try MarkupDocument(xml: "<a><b/><b/></a>", limits: DocumentLimits(maximumNodes: 3)) },
            "The document has more than 3 nodes, the limit.")
        XCTAssertEqual(
            message { try MarkupDocument(html: String(repeating: "<p>x", count: 100), limits: DocumentLimits(maximumNodes: 50)) },
            "The document has more than 50 nodes, the limit.")
    }

    func testQueryLengthAndNesting() throws {
        let document = try MarkupDocument(html: "<p>x</p>")
        let limits = QueryLimits(maximumLength: 10)
        XCTAssertEqual(
            message { try document.select(css: "p, p, p, p, p", limits: limits) },
            "The CSS selector is 13 bytes long; the limit is 10 bytes.")
        XCTAssertEqual(
            message { try document.evaluate(xpath: "//p | //p | //p", limits: limits) },
            "The XPath expression is 15 bytes long; the limit is 10 bytes.")
        XCTAssertEqual(
            message {
                try document.select(css: String(repeating: ":not(", count: 200) + "p" + String(repeating: ")", count: 200))
            },
            "CSS selector: column 646: the selector nests deeper than 128 levels, the limit")
        XCTAssertEqual(
            message { try document.select(css: Array(repeating: "p", count: 200).joined(separator: " > ")) },
            "CSS selector: column 513: more than 128 compound selectors are chained, the limit")
        XCTAssertEqual(
            message {
                try document.evaluate(xpath: String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300))
            },
            "XPath expression: column 130: the expression nests deeper than 128 levels, the limit")
        XCTAssertEqual(
            message { try document.evaluate(xpath: Array(repeating: "1", count: 300).joined(separator: "+")) },
            "XPath expression: column 259: the expression nests deeper than 128 levels, the limit")
        XCTAssertEqual(
            message { try document.evaluate(xpath: String(repeating: "-", count: 300) + "1") },
            "XPath expression: column 130: the expression nests deeper than 128 levels, the limit")
        XCTAssertEqual(try document.evaluate(xpath: Array(repeating: "1", count: 100).joined(separator: "+")).stringValue, "100")
    }

    func testEvaluationStepsAndTheCallersStop() throws {
        let html = "<ul>" + String(repeating: "<li><a>x</a></li>", count: 2_000) + "</ul>"
        let document = try MarkupDocument(html: html)
        let small = QueryLimits(maximumSteps: 10_000)
        XCTAssertEqual(
            message { try document.evaluate(xpath: "//li[preceding::li = 'y']", limits: small) },
            "The query took more than 10000 steps, the limit; narrow it or raise the limit.")
        XCTAssertEqual(
            message { try document.select(css: "li:has(~ li a) a", limits: small) },
            "The query took more than 10000 steps, the limit; narrow it or raise the limit.")
        let stop = QueryLimits(shouldStop: { true })
        XCTAssertEqual(
            message { try document.evaluate(xpath: "//*[. = //a]", limits: stop) }, "The query was stopped before it finished.")
        XCTAssertEqual(message { try document.select(css: "ul li a", limits: stop) }, "The query was stopped before it finished.")
        XCTAssertEqual(try document.select(css: "li:nth-child(2000) a").count, 1)
        XCTAssertEqual(try document.evaluate(xpath: "count(//li/a)").stringValue, "2000")
    }

    func testBacktrackingDescendantChainsEndAtTheStepLimit() throws {
        let html = String(repeating: "<div>", count: 200) + String(repeating: "</div>", count: 200)
        let document = try MarkupDocument(html: html)
        let selector = Array(repeating: "div", count: 30).joined(separator: " ") + " p"
        let started = ThreadClock.seconds
        XCTAssertEqual(try document.select(css: selector, limits: QueryLimits(maximumSteps: 200_000)).count, 0)
        let deep = ".x " + Array(repeating: "div", count: 30).joined(separator: " ")
        XCTAssertEqual(
            message { try document.select(css: deep, limits: QueryLimits(maximumSteps: 200_000)) },
            "The query took more than 200000 steps, the limit; narrow it or raise the limit.")
        XCTAssertLessThan(ThreadClock.seconds - started, 3)
    }
}
