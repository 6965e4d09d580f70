import DocumentQuery
import Foundation
import JQ
import RecordQuery
import ShortcutActions

/// The query languages' part of the campaign (issue 24: jq, CSS selectors over HTML, XPath over
/// XML, SQL over records). An input is a query, a NUL byte, and the document it runs on (JSON,
/// HTML, XML, or records as CSV read as Query Records with SQL reads it: `RecordTable.csvRows`), so a mutation reaches the
/// parser, the document reader and the evaluator alike. Limits are the libraries' own, smaller:
/// a forged query cannot spend more than a few hundred thousand steps.
public enum QueryFuzzInputs {
    static var jqLimits: JQLimits { JQLimits(maximumSteps: 200_000, maximumOutputs: 10_000) }
    static let documentLimits = DocumentLimits(maximumBytes: 1 << 20, maximumDepth: 256, maximumNodes: 100_000)
    static var queryLimits: QueryLimits { QueryLimits(maximumSteps: 200_000) }

    /// Splits an input at its first NUL: the query, and the document (empty when there is none).
    static func split(_ bytes: [UInt8]) -> (query: String, document: String) {
        guard let nul = bytes.firstIndex(of: 0) else { return (String(decoding: bytes, as: UTF8.self), "") }
        return (String(decoding: bytes[..<nul], as: UTF8.self), String(decoding: bytes[(nul + 1)...], as: UTF8.self))
    }

    /// Parses and runs the query of `bytes` on its document with `target`'s language. A document
    /// that does not parse (most mutations of XML or JSON break it) still lets the query run, on
    /// a small fixed document, so the query's parser and evaluator are fed too; then the
    /// document's error is thrown.
    static func read(_ target: FuzzTarget, _ bytes: [UInt8]) throws {
        let (query, document) = split(bytes)
        switch target {
        case .jq:
            let program = try JQProgram(query)
            let input: JQValue
            do { input = document.isEmpty ? .null : try JQValue.parse(json: document) } catch {
                _ = try program.run(try JQValue.parse(json: fallbackJSON), limits: jqLimits)
                throw error
            }
            _ = try program.run(input, limits: jqLimits)
        case .htmlCSS:
            _ = try MarkupDocument(html: document, limits: documentLimits).select(css: query, limits: queryLimits)
        case .xmlXPath:
            let parsed: MarkupDocument
            do { parsed = try MarkupDocument(xml: document, limits: documentLimits) } catch {
                _ = try MarkupDocument(xml: fallbackXML).evaluate(xpath: query, limits: queryLimits)
                throw error
            }
            _ = try parsed.evaluate(xpath: query, limits: queryLimits)
        case .sql:
            let statement = try RecordQuery(statement: query)
            _ = try statement.run(on: RecordTable.csvRows(document), limits: sqlLimits())
        default: return
        }
    }

    static let fallbackJSON = #"{"a":[1,"two",{"b":null,"c":[true,false]}],"d":3.5}"#
    static let fallbackXML = "<r a=\"1\"><b>x</b><b><c>2</c></b><!-- n --><?p q?></r>"

    static func sqlLimits() -> SQLLimits {
        var limits = SQLLimits()
        limits.maximumSteps = 200_000
        limits.maximumRows = 10_000
        limits.maximumCells = 100_000
        limits.maximumTextLength = 1 << 20
        return limits
    }

    /// Queries and documents written from each language's manual: paths, filters, reductions,
    /// joins of selectors, axes and predicates, grouping and ordering.
    public static func seeds(maxSize: Int) -> [FuzzSeed] {
        var seeds: [FuzzSeed] = []
        func add(_ target: FuzzTarget, _ query: String, _ document: String) {
            let bytes = Array(query.utf8) + [0] + Array(document.utf8)
            if bytes.count <= maxSize {
                seeds.append(FuzzSeed(name: "\(target.rawValue) \(seeds.count)", target: target, bytes: bytes))
            }
        }
        let json =
            #"{"store":{"book":[{"title":"A","price":8.95,"tags":["x","y"]},{"title":"B","price":12,"isbn":"0-553"}],"open":true}}"#
        for program in [
            ".store.book[] | select(.price < 10) | .title", "[.store.book[].price] | add / length",
            "reduce .store.book[] as $b (0; . + $b.price)", "paths(type == \"number\")", ".store | to_entries | map(.key)",
            "def f(x): x * 2; [.store.book[].price | f(.)]", "[limit(3; repeat(1))]", ".store.book | sort_by(-.price) | .[0]",
            "try error(\"x\") catch ., (.. | numbers)",
            "label $out | foreach .store.book[] as $b (0; .+1; if . > 1 then ., break $out else . end)",
            "@base64 \"\\(.store.open)\" | @base64d", "[.store.book[] | .title | test(\"a\"; \"i\")]", "path(..) | length",
            "getpath([\"store\",\"book\",0]) | del(.tags) | with_entries(.value |= tostring)", "$__loc__, input_line_number?",
        ] {
            add(.jq, program, json)
        }
        let html =
            "<!DOCTYPE html><html><head><title>T</title></head><body><div id=main class=\"a b\"><p>one<p>two <a href=/x>link</a></div><ul><li>1<li>2<li class=last>3</ul><table><tr><td>c</table></body></html>"
        for selector in [
            "p", "#main > p:first-child", "li:nth-child(2n+1)", "div.a.b a[href^='/']", "ul li:not(.last)", "p ~ a, td",
            "li:nth-last-of-type(1)", "div:has(> p a)", "p:contains('two')", "*:empty", "[class~=b]",
            "body :is(p, li):last-child",
        ] {
            add(.htmlCSS, selector, html)
        }
        let xml =
            "<?xml version=\"1.0\"?><catalog xmlns:x=\"urn:x\"><book id=\"1\" x:lang=\"en\"><title>A</title><price>8.95</price></book><book id=\"2\"><title>B</title><price>12</price><!-- c --></book></catalog>"
        for path in [
            "//book[price > 10]/title", "count(//book)", "sum(//price) div count(//price)", "/catalog/book[last()]/@id",
            "//title[contains(., 'A')]/following::price", "//*[not(*)]", "string-join(//title, ',')",
            "//book[position() mod 2 = 1]",
            "ancestor-or-self::node()", "//comment()", "substring-before(concat(//title[1], '-x'), '-')",
            "//book/@*[name()='id']",
        ] {
            add(.xmlXPath, path, xml)
        }
        let csv = "name,price,qty,date\nA,8.95,3,2024-01-05\nB,12,,2024-02-01\nC,3,7,2023-12-31\n"
        for statement in [
            "SELECT * FROM t WHERE price > 5 ORDER BY price DESC",
            "SELECT name, price * qty AS total FROM t WHERE qty IS NOT NULL",
            "SELECT count(*), sum(price), avg(qty), group_concat(name, '|') FROM t",
            "SELECT substr(date, 1, 4) AS y, count(*) FROM t GROUP BY y HAVING count(*) > 0 ORDER BY 1",
            "SELECT name FROM t WHERE name LIKE '_%' ESCAPE '\\' OR name GLOB '[A-C]*' LIMIT 2 OFFSET 1",
            "SELECT CASE WHEN price > 10 THEN 'hi' ELSE 'lo' END, coalesce(qty, 0), typeof(qty) FROM t",
            "SELECT date(date, '+1 month', 'start of month'), strftime('%Y-%W', date), julianday(date) FROM t",
            "SELECT DISTINCT upper(name), round(price, 1), abs(-qty), cast(price AS INTEGER) FROM t ORDER BY name COLLATE NOCASE",
            "SELECT name FROM t WHERE price BETWEEN 3 AND 9 AND name IN ('A', 'C') AND NOT qty < 1",
            "SELECT min(price), max(name), total(qty), instr(name, 'A'), replace(name, 'A', 'Z'), printf('%5.2f', price) FROM t",
        ] {
            add(.sql, statement, csv)
        }
        return seeds
    }

    /// A generated input for `target`: deep nesting (brackets, selector and predicate chains,
    /// parenthesised expressions, nested documents), shared references (a value built from the one
    /// before it, level upon level: doubling) and huge counts (long lists, many alternatives, rows).
    static func input(for target: FuzzTarget, family: StructuredInputs.Family, scale: Int) -> [UInt8] {
        let depth = max(1, scale / 10)
        let (query, document): (String, String)
        switch (target, family) {
        case (.jq, .deepNesting):
            (query, document) = (
                String(repeating: "[", count: depth) + "." + String(repeating: "]", count: depth),
                String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            )
        case (.jq, .sharedReferences): (query, document) = ("reduce range(0; \(scale)) as $i ([1]; . + .)", "null")
        case (.jq, _): (query, document) = ("[range(0; \(scale * 100))] | map(tostring) | join(\",\") | length", "null")
        case (.htmlCSS, .deepNesting):
            (query, document) = (
                String(repeating: "div > ", count: depth) + "p", String(repeating: "<div>", count: depth) + "<p>x"
            )
        case (.htmlCSS, .sharedReferences):
            (query, document) = (String(repeating: ":not(", count: depth) + "a" + String(repeating: ")", count: depth), "<a>")
        case (.htmlCSS, _):
            (query, document) = (
                Array(repeating: "p", count: scale).joined(separator: ", "), String(repeating: "<p>x", count: scale)
            )
        case (.xmlXPath, .deepNesting):
            (query, document) = (
                String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth),
                String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
            )
        case (.xmlXPath, .sharedReferences):
            (query, document) = ("count(//*//*//*//*)", "<r>" + String(repeating: "<a><a><a></a></a></a>", count: scale) + "</r>")
        case (.xmlXPath, _):
            (query, document) = (
                Array(repeating: "//a", count: scale).joined(separator: " | "),
                "<r>" + String(repeating: "<a/>", count: scale) + "</r>"
            )
        case (.sql, .deepNesting):
            (query, document) = (
                "SELECT " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth), "a\n1"
            )
        case (.sql, .sharedReferences):
            (query, document) = (
                "SELECT a || a || a || a FROM t ORDER BY a, a, a", "a\n" + String(repeating: "xyz\n", count: scale)
            )
        default:
            (query, document) = (
                "SELECT a, count(*) FROM t GROUP BY a ORDER BY 2 DESC",
                "a\n" + (0..<scale).map { "\($0 % 97)" }.joined(separator: "\n")
            )
        }
        return Array(query.utf8) + [0] + Array(document.utf8)
    }
}
