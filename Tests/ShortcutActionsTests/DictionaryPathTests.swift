import XCTest

@testable import ShortcutEngine

final class DictionaryPathTests: IsolatedTestCase {
    let base: Value = ["people": ["alex": ["job": "dev"]], "tags": ["a", "b"], "a.b": 1]

    func testSetCreatesIntermediateDictionariesAndIndexesLists() throws {
        XCTAssertEqual(
            try runAction("dictionary.setpath", "{\"path\": \"people.sam.job\", \"value\": \"designer\"}", input: base),
            ["people": ["alex": ["job": "dev"], "sam": ["job": "designer"]], "tags": ["a", "b"], "a.b": 1])
        XCTAssertEqual(
            try runAction("dictionary.setpath", "{\"path\": \"tags.-1\", \"value\": \"z\"}", input: base)["tags"], ["a", "z"])
        XCTAssertEqual(
            try runAction("dictionary.setpath", "{\"path\": \"tags.3\", \"value\": \"c\", \"append\": true}", input: base)[
                "tags"], ["a", "b", "c"])
        XCTAssertEqual(
            try runAction("dictionary.setpath", "{\"path\": \"a\\\\.b\", \"value\": {\"deep\": [1]}}", input: base)["a.b"],
            ["deep": [1]])
    }

    func testOutOfRangeAndNonContainerSegmentsAreClearErrors() {
        XCTAssertEqual(
            failure("dictionary.setpath", "{\"path\": \"tags.5\", \"value\": 1}", input: base),
            """
            t.json:1:84: error: action 1 'Set Dictionary Value at Path' (dictionary.setpath), parameter 'path': key path 'tags.5': 'tags' has 2 items, so there is no item 5
            hint: use an index from 1 to 2, or turn on appending
            """)
        XCTAssertEqual(
            failure("dictionary.setpath", "{\"path\": \"people.alex.job.title\", \"value\": 1}", input: base),
            """
            t.json:1:84: error: action 1 'Set Dictionary Value at Path' (dictionary.setpath), parameter 'path': key path 'people.alex.job.title': 'people.alex.job' is a text, not a dictionary or list
            hint: check the path; keys that contain dots are written with \\.
            """)
    }

    func testRemoveAndHasPath() throws {
        XCTAssertEqual(
            try runAction("dictionary.removepath", "{\"path\": \"people.alex\"}", input: base)["people"],
            .dictionary(ValueDictionary()))
        XCTAssertEqual(try runAction("dictionary.removepath", "{\"path\": \"nope.x\"}", input: base), base)
        XCTAssertEqual(try runAction("dictionary.haspath", "{\"path\": \"tags.2\"}", input: base), true)
        XCTAssertEqual(try runAction("dictionary.haspath", "{\"path\": \"tags.3\"}", input: base), false)
    }

    func testRemoveFromDictionaryByKeysOrByWhatKeysAndValuesContain() throws {
        let people = #"{"name": "Ada", "Nickname": "", "city": "London", "notes": [], "born": 1815}"#
        XCTAssertEqual(
            try runAction("dictionary.removekeys", #"{"dictionary": \#(people), "keys": ["city", "gone"]}"#),
            .dictionary(ValueDictionary([("name", "Ada"), ("Nickname", ""), ("notes", []), ("born", 1815)])))
        XCTAssertEqual(
            try runAction(
                "dictionary.removekeys", #"{"dictionary": \#(people), "remove": "keyPairWithKeyContaining", "text": "NAME"}"#),
            .dictionary(ValueDictionary([("city", "London"), ("notes", []), ("born", 1815)])))
        XCTAssertEqual(
            try runAction(
                "dictionary.removekeys",
                #"{"dictionary": \#(people), "remove": "Pairs Whose Key Contains", "text": "NAME", "caseSensitive": true}"#),
            .dictionary(ValueDictionary([("name", "Ada"), ("Nickname", ""), ("city", "London"), ("notes", []), ("born", 1815)])))
        XCTAssertEqual(
            try runAction(
                "dictionary.removekeys",
                #"{"dictionary": \#(people), "remove": "Pairs Whose Value Contains", "text": "18", "removeEmpty": true}"#),
            .dictionary(ValueDictionary([("name", "Ada"), ("city", "London")])))
        // An empty text is in no pair's name here: nothing goes.
        XCTAssertEqual(
            try runAction("dictionary.removekeys", #"{"dictionary": {"a": 1}, "remove": "Pairs Whose Key Contains"}"#),
            .dictionary(ValueDictionary([("a", 1)])))
    }
}

extension Value {
    subscript(key: String) -> Value? {
        if case .dictionary(let dictionary) = self { return dictionary[key] }
        return nil
    }

}
