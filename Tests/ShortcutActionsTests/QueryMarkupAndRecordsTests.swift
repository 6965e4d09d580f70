import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Query HTML or XML and Query Records with SQL through the engine (the libraries have their own
/// tables: DocumentQueryTests, RecordQueryTests).
final class QueryMarkupTests: IsolatedTestCase {
    let page: Value =
        #"<html><head><title>T</title></head><body><ul><li><a href="/a">One</a></li><li class="b"><a href="/b">Two &amp; more</a></li></ul></body></html>"#

    func testCSSAndXPathGiveTextMarkupOrAValue() throws {
        XCTAssertEqual(try runAction("markup.query", #"{"query": "ul > li a"}"#, input: page), ["One", "Two & more"])
        XCTAssertEqual(
            try runAction("markup.query", #"{"query": "li.b", "output": "Markup"}"#, input: page),
            [#"<li class="b"><a href="/b">Two &amp; more</a></li>"#])
        XCTAssertEqual(
            try runAction("markup.query", #"{"language": "XPath", "query": "//a/@href"}"#, input: page), ["/a", "/b"])
        XCTAssertEqual(try runAction("markup.query", #"{"language": "xpath", "query": "count(//li)"}"#, input: page), [2])
        XCTAssertEqual(try runAction("markup.query", #"{"query": "a", "firstOnly": true}"#, input: page), "One")
        XCTAssertEqual(try runAction("markup.query", #"{"query": "table", "firstOnly": true}"#, input: page), .nothing)
        XCTAssertEqual(
            try runAction(
                "markup.query", #"{"language": "XPath", "query": "/feed/entry[2]/title"}"#,
                input: "<?xml version=\"1.0\"?><feed><entry><title>a</title></entry><entry><title>b</title></entry></feed>"),
            ["b"])
    }

    func testFailuresNameTheQueryOrTheDocument() {
        XCTAssertEqual(
            failure("markup.query", #"{"query": "a:hover"}"#, input: page),
            """
            t.json:1:79: error: action 1 'Query HTML or XML' (markup.query), parameter 'query': CSS selector: column 3: unknown pseudo-class ':hover'
            hint: a CSS selector looks like 'div.note > a[href]'; an XPath expression like '//div[@class="note"]/a/@href'
            """)
        XCTAssertEqual(
            failure("markup.query", #"{"query": "a"}"#, input: "<?xml version=\"1.0\"?><a><b></a>"),
            """
            t.json:1:39: error: action 1 'Query HTML or XML' (markup.query), parameter 'document': XML document: line 1, column 28: expected '</b>' but found '</a>'
            hint: fix the document, or give HTML (a document that does not start with <?xml is read as HTML when it is not XML)
            """)
    }
}

final class QueryRecordsTests: IsolatedTestCase {
    let shop: Value = "name,city,price,when\nPen,Oslo,2.5,01/03/2024\nBook,Bergen,12,15/02/2024\nInk,Oslo,7,28/02/2024\n"

    func testCSVInGivesCSVOutWithGroupsAndAggregates() throws {
        XCTAssertEqual(
            try runAction(
                "records.query",
                #"{"fields": ["city", "count(*) AS n", "sum(price) AS total", "group_concat(name, '+') AS names"], "groupBy": ["city"], "orderBy": ["total DESC"]}"#,
                input: shop),
            "city,n,total,names\r\nBergen,1,12,Book\r\nOslo,2,9.5,Pen+Ink\r\n")
    }

    func testDictionariesClausesSwitchedOffAndParseDate() throws {
        XCTAssertEqual(
            try runAction(
                "records.query",
                #"{"fields": ["name", "date(parsedate(\"when\", 'dd/MM/yyyy')) AS day"], "where": "price > 5", "output": "Dictionaries"}"#,
                input: shop),
            [["name": "Book", "day": "2024-02-15"], ["name": "Ink", "day": "2024-02-28"]])
        XCTAssertEqual(
            try runAction(
                "records.query",
                #"{"fields": ["name"], "useWhere": false, "where": "nonsense ((", "orderBy": ["name"], "limit": 2}"#,
                input: shop),
            "name\r\nBook\r\nInk\r\n", "a clause switched off is not read")
        let people: Value = [
            ["name": "Ann", "age": 41, "admin": true], ["name": "Bo", "age": 7, "admin": false], ["name": "Cy"],
        ]
        XCTAssertEqual(
            try runAction(
                "records.query", #"{"fields": ["name", "age * 2 AS twice"], "where": "admin OR age IS NULL"}"#, input: people),
            [["name": "Ann", "twice": 82], ["name": "Cy", "twice": .nothing]])
    }

    func testFailuresNameTheClause() {
        XCTAssertEqual(
            failure("records.query", #"{"where": "prise > 5 AND"}"#, input: shop),
            """
            t.json:1:80: error: action 1 'Query Records with SQL' (records.query), parameter 'where': SQL where clause: column 14: expected an expression after 'AND'
            hint: write each field and clause as in SQLite: name, price * 2 AS total, count(*); price > 10 AND city = 'Oslo'
            """)
        XCTAssertEqual(
            failure("records.query", #"{"where": "prise > 5"}"#, input: shop),
            """
            t.json:1:39: error: action 1 'Query Records with SQL' (records.query): SQL: no such column 'prise' (the records have: name, city, price, when)
            hint: name the columns as the records spell them (case does not matter)
            """)
        XCTAssertEqual(
            failure("records.query", "{}", input: ["not a row"]),
            """
            t.json:1:39: error: action 1 'Query Records with SQL' (records.query), parameter 'records': row 1 is a text, not a dictionary or a list
            hint: give a list of dictionaries (one a row, keys as columns) or a list of lists
            """)
    }

    /// A short CSV whose first row names 5,000 columns over 2,001 short rows would make 10 million
    /// empty cells: refused by its size, quickly, instead of expanded (a 169 KB file took 14 GB).
    func testAWideCSVOverManyRowsIsRefusedNotExpanded() {
        let header = (1...5_000).map { "c\($0)" }.joined(separator: ",")
        let csv = header + "\n" + String(repeating: "x\n", count: 2_001)
        XCTAssertEqual(
            failure("records.query", "{}", input: .text(csv)),
            """
            t.json:1:39: error: action 1 'Query Records with SQL' (records.query), parameter 'records': the CSV has 5,000 columns and 2,001 rows, more than 10,000,000 cells
            hint: split the file, or keep the columns and rows you need before querying it
            """)
        XCTAssertThrowsError(try RecordTable.csvRows(csv))
        XCTAssertEqual(try RecordTable.csvRows("a,b\n1,x\n").count, 1)
    }
}
