import Inflection
import XCTest

final class InflectorTests: IsolatedTestCase {
    let inflector = Inflector()

    func testPluralKeepsCapitalisation() {
        XCTAssertEqual(inflector.plural("Person"), "People")
        XCTAssertEqual(inflector.plural("PERSON"), "PEOPLE")
        XCTAssertEqual(inflector.plural("ID"), "IDs")
        XCTAssertEqual(inflector.plural("API"), "APIs")
        XCTAssertEqual(inflector.plural("A"), "As")
        XCTAssertEqual(inflector.plural("I"), "we")
        XCTAssertEqual(inflector.plural("GoodChild"), "GoodChildren")
        XCTAssertEqual(inflector.plural("WidgetUUID"), "WidgetUUIDs")
    }

    func testPluralIsIdempotentAndSingularIsIdempotent() {
        for word in ["apples", "people", "children", "boxes", "indices", "sheep", "IDs", "mothers-in-law"] {
            XCTAssertEqual(inflector.plural(word), word)
        }
        for word in ["apple", "person", "bus", "status", "analysis", "lens", "process", "news"] {
            XCTAssertEqual(inflector.singular(word), word)
        }
    }

    func testPhrasesInflectTheHeadNoun() {
        XCTAssertEqual(inflector.plural("mother-in-law"), "mothers-in-law")
        XCTAssertEqual(inflector.plural("passer-by"), "passers-by")
        XCTAssertEqual(inflector.plural("meter per second"), "meters per second")
        XCTAssertEqual(inflector.plural("List of Moose"), "Lists of Moose")
        XCTAssertEqual(inflector.plural("my money"), "my money")
        XCTAssertEqual(inflector.plural("red apple"), "red apples")
        XCTAssertEqual(inflector.singular("attorneys general"), "attorney general")
        XCTAssertEqual(inflector.singular("passers-by"), "passer-by")
    }

    func testClassicalOptionPicksLatinForms() {
        XCTAssertEqual(inflector.plural("cactus"), "cacti")
        XCTAssertEqual(inflector.plural("octopus"), "octopuses")
        XCTAssertEqual(Inflector(classical: true).plural("octopus"), "octopodes")
        XCTAssertEqual(inflector.plural("stadium"), "stadiums")
        XCTAssertEqual(Inflector(classical: true).plural("stadium"), "stadia")
    }

    func testCountDecidesNumberAndKeepsCountText() {
        XCTAssertEqual(inflector.phrase(count: "3", noun: "apple"), "3 apples")
        XCTAssertEqual(inflector.phrase(count: "1", noun: "people"), "1 person")
        XCTAssertEqual(inflector.phrase(count: "0", noun: "box"), "0 boxes")
        XCTAssertEqual(inflector.phrase(count: "1,066", noun: "count"), "1,066 counts")
        XCTAssertEqual(inflector.phrase(count: "1.0", noun: "apples"), "1.0 apple")
        XCTAssertEqual(inflector.phrase(count: "-1", noun: "degrees"), "-1 degree")
        XCTAssertEqual(inflector.phrase(count: "1.5", noun: "hour"), "1.5 hours")
        XCTAssertEqual(inflector.inflect("child", count: "2"), "children")
        XCTAssertEqual(inflector.inflectCounted("3 apple"), "3 apples")
        XCTAssertEqual(inflector.inflectCounted("  1 geese"), "  1 goose")
    }

    func testEmptyAndNonWordTextIsReturnedUnchanged() {
        for text in ["", "   ", "42", "!?", "日本語", "😀"] {
            XCTAssertEqual(inflector.plural(text), text)
            XCTAssertEqual(inflector.singular(text), text)
        }
        XCTAssertEqual(inflector.plural("  cat  "), "  cats  ")
    }
}
