import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutActions

/// Filter Articles on Get Article's dictionaries: Apple's condition table on the details, All or
/// Any, sorting (Nothing first, ties in order, Name as the title), the limit, and what is not an article.
final class FilterArticlesTests: IsolatedTestCase {
    static func article(_ title: String, _ author: String?, words: Int, date: String) -> Value {
        var article = ValueDictionary()
        article["Title"] = .text(title)
        if let author { article["Author"] = .text(author) }
        article["Number of Words"] = .number(Number(words))
        article["Published Date"] = .text(date)
        return .dictionary(article)
    }

    static let articles: Value = .list([
        article("Swift on Linux", "Ann", words: 900, date: "2024-03-01"),
        article("Gardening", "Bo", words: 300, date: "2023-05-10"),
        article("Swift Concurrency", nil, words: 1_500, date: "2025-01-20"),
        article("QR codes", "Ann", words: 300, date: "2022-11-02"),
    ])

    func titles(_ value: Value) -> [String] {
        value.items.map { item in
            if case .dictionary(let article) = item, case .text(let title)? = article["Title"] { return title }
            return "?"
        }
    }

    func testConditionsAllOrAnyOnTheDetails() throws {
        let contains = #"{"property": "Title", "condition": "contains", "value": "swift"}"#
        let ann = #"{"property": "Author", "condition": "is", "value": "Ann"}"#
        XCTAssertEqual(
            titles(try runAction("filter.articles", #"{"conditions": [\#(contains), \#(ann)]}"#, input: Self.articles)),
            ["Swift on Linux"])
        XCTAssertEqual(
            titles(
                try runAction(
                    "filter.articles", #"{"conditions": [\#(contains), \#(ann)], "match": "Any"}"#, input: Self.articles)),
            ["Swift on Linux", "Swift Concurrency", "QR codes"])
        let long = #"{"property": "Number of Words", "condition": "is greater than", "value": 500}"#
        XCTAssertEqual(
            titles(try runAction("filter.articles", #"{"conditions": [\#(long)]}"#, input: Self.articles)),
            ["Swift on Linux", "Swift Concurrency"])
        XCTAssertEqual(titles(try runAction("filter.articles", input: Self.articles)).count, 4, "no conditions: every article")
    }

    func testSortingAndTheLimit() throws {
        XCTAssertEqual(
            titles(
                try runAction(
                    "filter.articles", #"{"sortBy": "Number of Words", "order": "Biggest First"}"#, input: Self.articles)),
            ["Swift Concurrency", "Swift on Linux", "Gardening", "QR codes"], "ties keep their order")
        XCTAssertEqual(
            titles(try runAction("filter.articles", #"{"sortBy": "Author"}"#, input: Self.articles)),
            ["Swift Concurrency", "Swift on Linux", "QR codes", "Gardening"], "a missing author sorts first")
        XCTAssertEqual(
            titles(
                try runAction(
                    "filter.articles", #"{"sortBy": "Name", "limitEnabled": true, "limit": 2}"#, input: Self.articles)),
            ["Gardening", "QR codes"])
        XCTAssertEqual(
            titles(try runAction("filter.articles", #"{"limitEnabled": false, "limit": 1}"#, input: Self.articles)).count, 4)
        let shuffled = titles(try runAction("filter.articles", #"{"sortBy": "Random"}"#, input: Self.articles, seed: 7))
        XCTAssertEqual(shuffled.sorted(), titles(Self.articles).sorted())
        XCTAssertEqual(
            shuffled, titles(try runAction("filter.articles", #"{"sortBy": "Random"}"#, input: Self.articles, seed: 7)))
    }

    func testWhatIsNotAnArticleIsNamed() {
        XCTAssertEqual(
            failure("filter.articles", input: .list([.text("a page")])),
            """
            t.json:1:39: error: action 1 'Filter Articles' (filter.articles), parameter 'articles': 'a page' (text) is not an article
            hint: pass the output of the action that makes an article
            """)
        XCTAssertEqual(
            failure("filter.articles", #"{"conditions": [{"property": "Colour", "condition": "is", "value": "red"}]}"#),
            """
            t.json:1:87: error: action 1 'Filter Articles' (filter.articles), parameter 'conditions': condition 1: 'Colour' is not an article property
            hint: use one of 'Title', 'Author', 'Published Date', 'Body', 'URL', 'Main Image URL', 'Excerpt', 'Number of Words', 'Site Name'
            """)
    }
}
