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

    func testEachTitleCaseStandardKeepsItsOwnMinorWords() throws {
        let title = "a trip out to the lake yet so far from home: up in arms about it"
        XCTAssertEqual(try changed(title, .apTitle), "A Trip out to the Lake yet so Far From Home: Up in Arms About It")
        XCTAssertEqual(try changed(title, .apaTitle), "A Trip out to the Lake yet so Far From Home: Up in Arms About It")
        XCTAssertEqual(try changed(title, .chicagoTitle), "A Trip out to the Lake Yet So Far from Home: Up in Arms about It")
        XCTAssertEqual(try changed(title, .amaTitle), "A Trip out to the Lake yet so Far From Home: Up in Arms About It")
        XCTAssertEqual(try changed(title, .nytTitle), "A Trip Out to the Lake Yet So Far From Home: Up in Arms About It")
        XCTAssertEqual(try changed(title, .mlaTitle), "A Trip out to the Lake yet so Far from Home: Up in Arms about It")
        // Where the standards part: as and if (APA's short conjunctions; AP, AMA capitalise if only in AMA).
        XCTAssertEqual(try changed("what if it rains as planned", .apaTitle), "What if It Rains as Planned")
        XCTAssertEqual(try changed("what if it rains as planned", .amaTitle), "What If It Rains as Planned")
        XCTAssertEqual(try changed("the man with an ax", .nytTitle), "The Man With An Ax")
        XCTAssertEqual(try changed("the man with an ax", .chicagoTitle), "The Man with an Ax")
    }

    func testShuffledUsesTheRunsSeed() throws {
        let first = try runAction("text.changecase", #"{"case": "Shuffled"}"#, input: "abcdef", seed: 7)
        XCTAssertEqual(first, try runAction("text.changecase", #"{"case": "Shuffled"}"#, input: "abcdef", seed: 7))
        guard case .text(let shuffled) = first else { return XCTFail("not text: \(first)") }
        XCTAssertEqual(shuffled.sorted(), Array("abcdef"))
        XCTAssertEqual(shuffled, "cbfeda", "the order --seed 7 gives (the same at the command line)")
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
