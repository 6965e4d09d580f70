import XCTest

@testable import ShortcutEngine

final class TextToolTests: IsolatedTestCase {
    func testChangeCaseStyles() throws {
        XCTAssertEqual(
            try runAction("text.changecase", "{\"case\": \"Capitalize with Title Case\"}", input: "a tale of two cities"),
            "A Tale of Two Cities")
        XCTAssertEqual(
            try runAction("text.changecase", "{\"case\": \"snake_case\"}", input: "Hello World Again"), "hello_world_again")
        XCTAssertEqual(
            try runAction("text.changecase", "{\"case\": \"UPPERCASE\", \"locale\": \"tr\"}", input: "istanbul"), "İSTANBUL")
        XCTAssertEqual(try runAction("text.changecase", "{\"case\": \"upper\"}", input: ["ß", "a"]), ["SS", "A"])
    }

    func testChangeCaseRejectsUnknownCaseType() {
        XCTAssertEqual(
            failure("text.changecase", "{\"case\": \"Upper case\"}"),
            """
            t.json:1:81: error: action 1 'Change Case' (text.changecase), parameter 'case': unknown value 'Upper case'
            hint: use one of 'UPPERCASE', 'lowercase', 'Capitalize Every Word', 'Capitalize with Title Case', 'Capitalize with sentence case', 'cApItAlIzE wItH aLtErNaTiNg cAsE', 'camelCase', 'PascalCase', 'snake_case', 'kebab-case', 'Capitalize with MLA Title Case', 'Capitalize with AP Title Case', 'Capitalize with APA Title Case', 'Capitalize with Chicago Title Case', 'Capitalize with AMA Title Case', 'Capitalize with New York Times Title Case', 'Shuffled', 'Upside Down', 'Clap Case', 'Markdown Unordered List', 'Markdown to HTML', 'Reversed', 'ROT13', 'Hashtags', 'Slug', 'Strip Whitespace', 'CONSTANT_CASE', 'Strip Diacritics'; did you mean 'UPPERCASE'?
            """)
    }

    func testPluralizeModes() throws {
        XCTAssertEqual(try runAction("text.pluralize", input: "3 apple"), "3 apples")
        XCTAssertEqual(try runAction("text.pluralize", input: "1 people"), "1 person")
        XCTAssertEqual(try runAction("text.pluralize", input: "mother-in-law"), "mothers-in-law")
        XCTAssertEqual(
            try runAction("text.pluralize", #"{"text": "child", "mode": "By Count", "count": "21", "countInWords": true}"#),
            "twenty-one children")
        XCTAssertEqual(
            try runAction(
                "text.pluralize",
                #"{"text": "child", "mode": "By Count", "count": "1", "countInWords": true, "includeCount": false}"#),
            "child")
        XCTAssertEqual(try runAction("text.pluralize", "{\"mode\": \"Singular\"}", input: "People"), "Person")
        XCTAssertEqual(
            try runAction("text.pluralize", "{\"mode\": \"By Count\", \"count\": \"1,066\"}", input: "count"), "1,066 counts")
        XCTAssertEqual(
            try runAction("text.pluralize", "{\"mode\": \"By Count\", \"count\": 1, \"includeCount\": false}", input: "boxes"),
            "box")
        XCTAssertEqual(
            try runAction("text.pluralize", "{\"classical\": true}", input: ["cactus", "stadium"]), ["cacti", "stadia"])
        XCTAssertEqual(try runAction("text.pluralize", input: ""), "", "empty text is returned unchanged")
    }

    func testPluralizeByCountNeedsACount() {
        XCTAssertEqual(
            failure("text.pluralize", "{\"mode\": \"By Count\"}"),
            """
            t.json:1:39: error: action 1 'Pluralize' (text.pluralize), parameter 'count': needs a value
            hint: set "count": the count the noun must agree with; kept as written (1,066).
            """)
    }
}
