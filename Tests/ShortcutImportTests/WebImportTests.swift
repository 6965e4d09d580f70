import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// The web actions real files use, imported by their wire keys (the store searches, the
/// details of what they find, articles, feeds from a page, Search Web) and the Actions app's
/// Get Title of URL.
final class WebImportTests: IsolatedTestCase {
    let helper = ThirdPartyMappingTests.Helper()

    func imported(_ identifier: String, _ parameters: PropertyList) throws -> [String] {
        helper.written(try helper.importActions([helper.action(identifier, parameters)]))
    }

    func testTheStoreSearchesImportTheirKeysAndChoices() throws {
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.searchitunes",
                [
                    "WFSearchTerm": "Kendrick Lamar", "WFMediaType": "TV Shows", "WFEntity": "Seasons",
                    "WFAttribute": "Product ID",
                    "WFCountry": "United States", "WFItemLimit": .real(25),
                ]),
            [
                #"{"action": "searchitunes", "parameters": {"query": "Kendrick Lamar", "media": "TV Shows", "entity": "Seasons", "attribute": "Product ID", "country": "United States", "limit": 25}}"#
            ])
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.searchappstore",
                ["WFSearchTerm": "notes", "WFEntity": "iPhone", "WFAttribute": "All", "WFItemLimit": .real(5)]),
            [
                #"{"action": "searchappstore", "parameters": {"query": "notes", "device": "iPhone", "attribute": "All", "limit": 5}}"#
            ])
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.searchpodcasts",
                ["WFSearchTerm": "looms", "WFItemLimit": .real(10), "WFAttribute": "All", "WFCountry": "United States"]),
            [
                #"{"action": "searchpodcasts", "parameters": {"query": "looms", "limit": 10, "attribute": "All", "country": "United States"}}"#
            ])
        XCTAssertEqual(
            try imported("is.workflow.actions.properties.appstore", ["WFContentItemPropertyName": "Release Notes"]),
            [#"{"action": "properties.appstore", "parameters": {"property": "Release Notes"}}"#])
        XCTAssertEqual(
            try imported("is.workflow.actions.properties.itunesstore", ["WFContentItemPropertyName": "Artwork URL"]),
            [#"{"action": "properties.itunesstore", "parameters": {"property": "Artwork URL"}}"#])
        XCTAssertEqual(
            try imported("is.workflow.actions.properties.podcastshow", ["WFContentItemPropertyName": "Feed URL"]),
            [#"{"action": "properties.podcastshow", "parameters": {"property": "Feed URL"}}"#])
    }

    func testConversionsToTheWebContentItemsImport() throws {
        let input: PropertyList = [
            "Value": [
                "Type": "ExtensionInput",
                "Aggrandizements": [
                    ["Type": "WFCoercionVariableAggrandizement", "CoercionItemClass": "WFSafariWebPageContentItem"]
                ],
            ],
            "WFSerializationType": "WFTextTokenAttachment",
        ]
        XCTAssertEqual(
            try imported("is.workflow.actions.getarticle", ["WFWebPage": input]),
            [#"{"action": "getarticle", "parameters": {"page": "{{Shortcut Input | as: url}}"}}"#])
        XCTAssertEqual(ValueType(name: "WFArticleContentItem"), .dictionary)
        XCTAssertEqual(ValueType(name: "WFiTunesProductContentItem"), .dictionary)
        XCTAssertEqual(ValueType(name: "WFAppStoreAppContentItem"), .dictionary)
    }

    func testArticlesFeedsAndSearchWebImport() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.getarticle", ["WFWebPage": "https://example.com/a"]),
            [#"{"action": "getarticle", "parameters": {"page": "https://example.com/a"}}"#])
        XCTAssertEqual(
            try imported("is.workflow.actions.properties.articles", ["WFContentItemPropertyName": "Published Date"]),
            [#"{"action": "properties.articles", "parameters": {"property": "Published Date"}}"#])
        XCTAssertEqual(
            try imported("is.workflow.actions.rss.extract", ["WFURLs": "https://example.com"]),
            [#"{"action": "rss.extract", "parameters": {"urls": "https://example.com"}}"#])
        XCTAssertEqual(
            try imported("is.workflow.actions.searchweb", ["WFSearchWebDestination": "Yahoo!", "WFInputText": "looms"]),
            [#"{"action": "searchweb", "parameters": {"engine": "Yahoo!", "query": "looms"}}"#])
        XCTAssertEqual(
            try imported("com.sindresorhus.Actions.GetTitleOfURLIntent", ["url": "https://example.com"]),
            [#"{"action": "url.gettitle", "parameters": {"url": "https://example.com"}}"#])
    }
}
