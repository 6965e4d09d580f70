import JSONPath
import XCTest

/// The examples of RFC 9535 (sections 1.5 and 2.2–2.7), each with its expected nodelist.
final class RFCExampleTests: IsolatedTestCase {
    private static let bookstore = #"""
        { "store": {
            "book": [
              { "category": "reference", "author": "Nigel Rees", "title": "Sayings of the Century", "price": 8.95 },
              { "category": "fiction", "author": "Evelyn Waugh", "title": "Sword of Honour", "price": 12.99 },
              { "category": "fiction", "author": "Herman Melville", "title": "Moby Dick", "isbn": "0-553-21311-3", "price": 8.99 },
              { "category": "fiction", "author": "J. R. R. Tolkien", "title": "The Lord of the Rings", "isbn": "0-395-19395-8", "price": 22.99 }
            ],
            "bicycle": { "color": "red", "price": 399 }
          }
        }
        """#

    /// (query, expected values as JSON, expected paths or nil to skip).
    private typealias Row = (query: String, values: String, paths: [String]?)

    private func check(_ document: String, _ rows: [Row], file: StaticString = #filePath, line: UInt = #line) throws {
        let root = try JSONText.parse(document)
        for row in rows {
            do {
                let query = try JSONPathQuery(row.query)
                XCTAssertEqual(
                    JSONText.render(.array(query.select(in: root))),
                    JSONText.render(try JSONText.parse(row.values)), row.query, file: file, line: line)
                if let paths = row.paths {
                    XCTAssertEqual(query.paths(in: root), paths, row.query, file: file, line: line)
                }
            } catch {
                XCTFail("\(row.query): \(error)", file: file, line: line)
            }
        }
    }

    func testBookstoreExamples() throws {
        let books = try JSONText.parse(Self.bookstore)
        let book = { (index: Int) in JSONText.render(try JSONPathQuery("$.store.book[\(index)]").select(in: books)[0]) }
        try check(
            Self.bookstore,
            [
                ("$.store.book[*].author", #"["Nigel Rees","Evelyn Waugh","Herman Melville","J. R. R. Tolkien"]"#, nil),
                ("$..author", #"["Nigel Rees","Evelyn Waugh","Herman Melville","J. R. R. Tolkien"]"#, nil),
                ("$.store..price", "[8.95,12.99,8.99,22.99,399]", nil),
                ("$..book[2]", "[\(try book(2))]", ["$['store']['book'][2]"]),
                ("$..book[2].author", #"["Herman Melville"]"#, ["$['store']['book'][2]['author']"]),
                ("$..book[2].publisher", "[]", []),
                ("$..book[-1]", "[\(try book(3))]", ["$['store']['book'][3]"]),
                ("$..book[0,1]", "[\(try book(0)),\(try book(1))]", nil),
                ("$..book[:2]", "[\(try book(0)),\(try book(1))]", nil),
                ("$..book[?@.isbn]", "[\(try book(2)),\(try book(3))]", nil),
                ("$..book[?@.price<10]", "[\(try book(0)),\(try book(2))]", nil),
            ])
        XCTAssertEqual(try JSONPathQuery("$.store.*").paths(in: books), ["$['store']['book']", "$['store']['bicycle']"])
        XCTAssertEqual(try JSONPathQuery("$..*").select(in: books).count, 27)
    }

    func testRootAndNameSelectors() throws {
        try check(#"{"k": "v"}"#, [("$", #"[{"k":"v"}]"#, ["$"])])
        try check(
            #"{ "o": {"j j": {"k.k": 3}}, "'": {"@": 2} }"#,
            [
                ("$.o['j j']", #"[{"k.k":3}]"#, ["$['o']['j j']"]),
                ("$.o['j j']['k.k']", "[3]", ["$['o']['j j']['k.k']"]),
                (#"$.o["j j"]["k.k"]"#, "[3]", ["$['o']['j j']['k.k']"]),
                (#"$["'"]["@"]"#, "[2]", [#"$['\'']['@']"#]),
            ])
    }

    func testWildcardIndexAndSliceSelectors() throws {
        try check(
            #"{ "o": {"j": 1, "k": 2}, "a": [5, 3] }"#,
            [
                ("$[*]", #"[{"j":1,"k":2},[5,3]]"#, ["$['o']", "$['a']"]),
                ("$.o[*]", "[1,2]", ["$['o']['j']", "$['o']['k']"]),
                ("$.o[*, *]", "[1,2,1,2]", nil),
                ("$.a[*]", "[5,3]", ["$['a'][0]", "$['a'][1]"]),
            ])
        try check(#"["a", "b"]"#, [("$[1]", #"["b"]"#, ["$[1]"]), ("$[-2]", #"["a"]"#, ["$[0]"])])
        try check(
            #"["a", "b", "c", "d", "e", "f", "g"]"#,
            [
                ("$[1:3]", #"["b","c"]"#, ["$[1]", "$[2]"]),
                ("$[5:]", #"["f","g"]"#, ["$[5]", "$[6]"]),
                ("$[1:5:2]", #"["b","d"]"#, ["$[1]", "$[3]"]),
                ("$[5:1:-2]", #"["f","d"]"#, ["$[5]", "$[3]"]),
                ("$[::-1]", #"["g","f","e","d","c","b","a"]"#, nil),
                ("$[0, 3]", #"["a","d"]"#, ["$[0]", "$[3]"]),
                ("$[0:2, 5]", #"["a","b","f"]"#, ["$[0]", "$[1]", "$[5]"]),
                ("$[0, 0]", #"["a","a"]"#, ["$[0]", "$[0]"]),
            ])
    }

    func testComparisonTable() throws {
        let rows: [(String, Bool)] = [
            ("$.absent1 == $.absent2", true), ("$.absent1 <= $.absent2", true),
            ("$.absent == 'g'", false), ("$.absent1 != $.absent2", false), ("$.absent != 'g'", true),
            ("1 <= 2", true), ("1 > 2", false), ("13 == '13'", false),
            ("'a' <= 'b'", true), ("'a' > 'b'", false),
            ("$.obj == $.arr", false), ("$.obj != $.arr", true), ("$.obj == $.obj", true),
            ("$.obj != $.obj", false), ("$.arr == $.arr", true), ("$.arr != $.arr", false),
            ("$.obj == 17", false), ("$.obj != 17", true), ("$.obj <= $.arr", false),
            ("$.obj < $.arr", false), ("$.obj <= $.obj", true), ("$.arr <= $.arr", true),
            ("1 <= $.arr", false), ("1 >= $.arr", false), ("1 > $.arr", false), ("1 < $.arr", false),
            ("true <= true", true), ("true > true", false),
        ]
        let root = try JSONText.parse(#"{"obj": {"x": "y"}, "arr": [2, 3], "one": [0]}"#)
        for (expression, expected) in rows {
            let selected = try JSONPathQuery("$.one[?\(expression)]").select(in: root)
            XCTAssertEqual(selected == [0], expected, expression)
        }
    }

    func testFilterExamples() throws {
        let document = #"""
            { "a": [3, 5, 1, 2, 4, 6, {"b": "j"}, {"b": "k"}, {"b": {}}, {"b": "kilo"}],
              "o": {"p": 1, "q": 2, "r": 3, "s": 5, "t": {"u": 6}},
              "e": "f" }
            """#
        try check(
            document,
            [
                ("$.a[?@.b == 'kilo']", #"[{"b":"kilo"}]"#, ["$['a'][9]"]),
                ("$.a[?(@.b == 'kilo')]", #"[{"b":"kilo"}]"#, ["$['a'][9]"]),
                ("$.a[?@>3.5]", "[5,4,6]", ["$['a'][1]", "$['a'][4]", "$['a'][5]"]),
                ("$.a[?@.b]", #"[{"b":"j"},{"b":"k"},{"b":{}},{"b":"kilo"}]"#, nil),
                ("$[?@[?@.b]]", #"[[3,5,1,2,4,6,{"b":"j"},{"b":"k"},{"b":{}},{"b":"kilo"}]]"#, ["$['a']"]),
                ("$.o[?@<3, ?@<3]", "[1,2,1,2]", ["$['o']['p']", "$['o']['q']", "$['o']['p']", "$['o']['q']"]),
                (#"$.a[?@<2 || @.b == "k"]"#, #"[1,{"b":"k"}]"#, ["$['a'][2]", "$['a'][7]"]),
                (#"$.a[?match(@.b, "[jk]")]"#, #"[{"b":"j"},{"b":"k"}]"#, ["$['a'][6]", "$['a'][7]"]),
                (#"$.a[?search(@.b, "[jk]")]"#, #"[{"b":"j"},{"b":"k"},{"b":"kilo"}]"#, nil),
                ("$.o[?@>1 && @<4]", "[2,3]", ["$['o']['q']", "$['o']['r']"]),
                ("$.o[?@.u || @.x]", #"[{"u":6}]"#, ["$['o']['t']"]),
                ("$.a[?@.b == $.x]", "[3,5,1,2,4,6]", nil),
            ])
        let root = try JSONText.parse(document)
        XCTAssertEqual(try JSONPathQuery("$[?@.*]").paths(in: root), ["$['a']", "$['o']"])
        XCTAssertEqual(try JSONPathQuery("$.a[?@ == @]").select(in: root).count, 10)
    }

    func testFunctionExamplesAndWellTypedness() throws {
        let wellTyped = [
            "$[?length(@) < 3]", "$[?count(@.*) == 1]", "$[?match(@.timezone, 'Europe/.*')]",
            "$[?value(@..color) == \"red\"]", "$[?length(@.authors) >= 5]",
            "$[?count(@.*.author) >= 5]", "$[?match(@.date, \"1974-05-..\")]",
            "$[?search(@.author, \"[BR]ob\")]",
        ]
        for text in wellTyped { XCTAssertNoThrow(try JSONPathQuery(text), text) }
        let badlyTyped = [
            "$[?length(@.*) < 3]", "$[?count(1) == 1]", "$[?count(foo(@.*)) == 1]",
            "$[?match(@.timezone, 'Europe/.*') == true]", "$[?value(@..color)]",
            "$[?bar(@.a)]", "$[?blt(1==1)]",
        ]
        for text in badlyTyped { XCTAssertThrowsError(try JSONPathQuery(text), text) }
        let people = #"""
            [ {"authors": ["a", "b", "c", "d", "e"], "date": "1974-05-01", "author": "Bob"},
              {"authors": ["a"], "date": "1974-06-01", "author": "Rob Roy", "color": "red"},
              {"x": {"color": "red"}} ]
            """#
        try check(
            people,
            [
                ("$[?length(@.authors) >= 5].date", #"["1974-05-01"]"#, ["$[0]['date']"]),
                ("$[?match(@.date, \"1974-05-..\")].author", #"["Bob"]"#, nil),
                ("$[?search(@.author, \"[BR]ob\")].date", #"["1974-05-01","1974-06-01"]"#, nil),
                ("$[?value(@..color) == \"red\"].author", #"["Rob Roy"]"#, nil),
                ("$[?count(@.*) == 1]", #"[{"x":{"color":"red"}}]"#, ["$[2]"]),
            ])
    }

    func testDescendantExamples() throws {
        let document = #"{ "o": {"j": 1, "k": 2}, "a": [5, 3, [{"j": 4}, {"k": 6}]] }"#
        try check(
            document,
            [
                ("$..j", "[1,4]", ["$['o']['j']", "$['a'][2][0]['j']"]),
                ("$..[0]", #"[5,{"j":4}]"#, ["$['a'][0]", "$['a'][2][0]"]),
                ("$.a..[0, 1]", #"[5,3,{"j":4},{"k":6}]"#, ["$['a'][0]", "$['a'][1]", "$['a'][2][0]", "$['a'][2][1]"]),
                ("$.o..[*, *]", "[1,2,1,2]", nil),
            ])
        let all = [
            "$['o']", "$['a']", "$['o']['j']", "$['o']['k']", "$['a'][0]", "$['a'][1]", "$['a'][2]",
            "$['a'][2][0]", "$['a'][2][1]", "$['a'][2][0]['j']", "$['a'][2][1]['k']",
        ]
        let root = try JSONText.parse(document)
        XCTAssertEqual(try JSONPathQuery("$..[*]").paths(in: root), all)
        XCTAssertEqual(try JSONPathQuery("$..*").paths(in: root), all)
    }

    func testNullSemantics() throws {
        try check(
            #"{"a": null, "b": [null], "c": [{}], "null": 1}"#,
            [
                ("$.a", "[null]", ["$['a']"]), ("$.a[0]", "[]", []), ("$.a.d", "[]", []),
                ("$.b[0]", "[null]", ["$['b'][0]"]), ("$.b[*]", "[null]", ["$['b'][0]"]),
                ("$.b[?@]", "[null]", ["$['b'][0]"]), ("$.b[?@==null]", "[null]", ["$['b'][0]"]),
                ("$.c[?@.d==null]", "[]", []), ("$.null", "[1]", ["$['null']"]),
            ])
    }

    func testNormalizedPathExamples() throws {
        let root = try JSONText.parse(#"{"a": {"b": [0, 1, 2]}, "\u000b": 1}"#)
        XCTAssertEqual(try JSONPathQuery("$.a").paths(in: root), ["$['a']"])
        XCTAssertEqual(try JSONPathQuery("$.a.b[-3]").paths(in: root), ["$['a']['b'][0]"])
        XCTAssertEqual(try JSONPathQuery("$.a.b[1:2]").paths(in: root), ["$['a']['b'][1]"])
        XCTAssertEqual(try JSONPathQuery(#"$["\u000B"]"#).paths(in: root), [#"$['\u000b']"#])
        XCTAssertEqual(try JSONPathQuery(#"$["\u0061"]"#).paths(in: root), ["$['a']"])
    }
}
