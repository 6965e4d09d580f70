import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Change Case's formats from the Text Case app: MLA title case, upside down, clap case, Markdown
/// list, Markdown to HTML — each on values of our own.
final class TextFormatsTests: IsolatedTestCase {
    func changed(_ text: String, _ chosen: ChangeCaseAction.CaseType) throws -> String {
        try ChangeCaseAction.format(text, as: chosen, locale: nil)
    }

    func testMLATitleCaseKeepsEveryPrepositionLowerCase() throws {
        XCTAssertEqual(try changed("a walk through the woods", .mlaTitle), "A Walk through the Woods")
        XCTAssertEqual(
            try changed("life without limits: notes from under the floor", .mlaTitle),
            "Life without Limits: Notes from under the Floor")
        XCTAssertEqual(try changed("what dreams are made of", .mlaTitle), "What Dreams Are Made Of")
        // APA capitalises prepositions of four letters or more; MLA does not.
        XCTAssertEqual(try changed("a walk through the woods", .title), "A Walk Through the Woods")
    }

    func testUpsideDownTurnsAndReverses() throws {
        XCTAssertEqual(try changed("Hello!", .upsideDown), "¡ollǝH")
        XCTAssertEqual(try changed("abc 123", .upsideDown), "ƐᄅƖ ɔqɐ")
        XCTAssertEqual(try changed("(ok?)", .upsideDown), "(¿ʞo)")
        XCTAssertEqual(try changed("é✓", .upsideDown), "✓é", "characters without a turned form stay")
    }

    func testClapCaseJoinsTheWordsOfEachLine() throws {
        XCTAssertEqual(try changed("this is fine", .clap), "this 👏 is 👏 fine")
        XCTAssertEqual(try changed("one  two\nthree", .clap), "one 👏 two\nthree")
        XCTAssertEqual(try changed("", .clap), "")
    }

    func testMarkdownListItemsEveryNonEmptyLine() throws {
        XCTAssertEqual(try changed("milk\n  eggs \n\nbread", .markdownList), "- milk\n- eggs\n- bread")
        XCTAssertEqual(try changed("one", .markdownList), "- one")
        XCTAssertEqual(try changed("\n\n", .markdownList), "")
    }

    func testMarkdownToHTMLFollowsCommonMark() throws {
        XCTAssertEqual(try changed("# Title", .markdownHTML), "<h1>Title</h1>\n")
        XCTAssertEqual(try changed("*a* and **b**", .markdownHTML), "<p><em>a</em> and <strong>b</strong></p>\n")
        XCTAssertEqual(try changed("- x\n- y", .markdownHTML), "<ul>\n<li>x</li>\n<li>y</li>\n</ul>\n")
    }
}
