import Foundation
import XCTest

@testable import NaturalCalc

/// Generality checks that do not depend on our own expected answers: every single-line
/// `calc-dev.tsv` expression we answer is rewritten in equivalent forms (spacing, word and symbol
/// operators, `in`/`to`/`as`, thousands separators, letter case) and must give the same answer;
/// and every answer we print must read back as itself.
final class EquivalentFormsTests: IsolatedTestCase {
    /// The single-line rows we answer, with their options and answer (`calc-dev.tsv`, or the table named).
    private func answeredRows(_ table: String? = nil) throws -> [(CaseRow, CalcOptions, CalcResult)] {
        let rows =
            try table.map {
                try CaseRow.load(
                    from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\($0)"))
            } ?? CaseRow.load()
        return rows.compactMap { row in
            guard !row.expression.contains("\\n"), !row.source.contains("VariableList"), !row.isContrast else { return nil }
            let options = row.options
            guard let result = try? Calculator(options: options).evaluate(row.expression) else { return nil }
            return (row, options, result)
        }
    }

    /// Equivalent spellings of an expression; each differs from it.
    static func variants(_ e: String, decimalComma: Bool) -> [String] {
        var out: [String] = []
        func add(_ v: String) { if v != e { out.append(v) } }
        // Spacing (outside quoted text).
        if !e.contains("\"") { add("  " + e.replacingOccurrences(of: " ", with: "  ") + " ") }
        // Word and symbol operators, both ways.
        for (symbol, word) in [(" + ", " plus "), (" * ", " times "), (" × ", " times "), (" - ", " minus ")] {
            add(e.replacingOccurrences(of: symbol, with: word))
            add(e.replacingOccurrences(of: word, with: symbol))
        }
        // `in`, `to`, `as` before a unit.
        if let m = e.firstMatch(of: /^(.+) (in|to|as) ([A-Za-z°$€£¥]+[²³]?)$/), m.output.1.contains(where: \.isNumber),
            UnitTable.lookup(String(m.output.3), rates: .builtIn) != nil
        {
            for keyword in ["in", "to", "as"] where keyword != m.output.2 { add("\(m.output.1) \(keyword) \(m.output.3)") }
        }
        // Thousands separators, both ways (numbers of five or more digits, not in dates or codes).
        if !decimalComma {
            add(
                mapWords(e) { w in
                    guard let m = w.wholeMatch(of: /([$€£¥(]?)(\d{1,3}(?:,\d{3})+)/) else { return String(w) }
                    return m.output.1 + m.output.2.replacingOccurrences(of: ",", with: "")
                })
            add(
                mapWords(e) { w in
                    guard let m = w.wholeMatch(of: /([$€£¥(]?)(\d{5,})/) else { return String(w) }
                    var digits = String(m.output.2)
                    var grouped = ""
                    while digits.count > 3 {
                        grouped = "," + digits.suffix(3) + grouped
                        digits.removeLast(3)
                    }
                    return m.output.1 + digits + grouped
                })
        }
        // Letter case of connecting words.
        let words: Set<String> = [
            "of", "plus", "times", "minus", "what", "is", "from", "off", "on", "in", "to", "as", "sqrt", "half", "average", "sum",
        ]
        let recased = e.split(separator: " ", omittingEmptySubsequences: false).map { w in
            words.contains(String(w)) ? String(w).uppercased() : String(w)
        }.joined(separator: " ")
        add(recased)
        return out
    }

    private static func mapWords(_ e: String, _ f: (Substring) -> String) -> String {
        e.split(separator: " ", omittingEmptySubsequences: false).map(f).joined(separator: " ")
    }

    func testEquivalentFormsGiveTheSameAnswer() throws {
        var checked = 0
        var failures: [String] = []
        for (row, options, result) in try answeredRows() {
            for v in EquivalentFormsTests.variants(row.expression, decimalComma: options.decimalSeparator == ",") {
                checked += 1
                do {
                    let other = try Calculator(options: options).evaluate(v)
                    if other.value != result.value || other.text != result.text {
                        failures.append("\(row.expression)  →  \(v): \(result.text) vs \(other.text)")
                    }
                } catch {
                    failures.append("\(row.expression)  →  \(v): \(result.text) vs error: \(error)")
                }
            }
        }
        print("equivalent forms: \(checked) checked, \(failures.count) differ")
        failures.forEach { print("  " + $0) }
        XCTAssertGreaterThan(checked, 200)
        XCTAssertEqual(failures, [])
    }

    /// The same value at the precision an answer shows: numbers to 20 significant digits (a shown
    /// `1 1/3` is not 38 digits of 4/3), instants to the minute.
    static func same(_ a: CalcValue, _ b: CalcValue) -> Bool {
        if a == b { return true }
        if let x = a.date, let y = b.date { return abs(x.timeIntervalSince(y)) < 60 }
        // An amount of time shown in parts (`235 hours 12 min`) reads back as a duration.
        if case .duration(let seconds) = a, case .quantity(let n, let unit) = b {
            return (try? Calculator(options: .test).evaluate("\(n) \(unit) in seconds").value.number) == seconds
        }
        if case .quantity = a, case .duration = b { return same(b, a) }
        // The same amount in another spelling of its unit (`7.84 L/(100 km)` reads back as L/km).
        if case .quantity(let n, let u) = a, case .quantity(let m, let v) = b, u != v {
            // either way round: a counted unit (`× (m/3)`) is read, not written after `to`
            for (x, from, y, to) in [(n, u, m, v), (m, v, n, u)] {
                guard let converted = try? Calculator(options: .test).evaluate("\(x) \(from) to \(to)").value,
                    case .quantity(let k, _) = converted
                else { continue }
                return abs(k - y) <= max(abs(y), 1) * Decimal(sign: .plus, exponent: -9, significand: 1)
            }
        }
        guard let x = a.number, let y = b.number else { return false }
        return abs(x - y) <= max(abs(x), 1) * Decimal(sign: .plus, exponent: -20, significand: 1)
    }

    /// Answers that are not meant to read back as the same value, and why.
    static func noRoundTrip(_ row: CaseRow, _ options: CalcOptions, _ result: CalcResult) -> String? {
        if case .text = result.value { return "a name (weekday, month, words), not a value" }
        if options.automaticConversion { return "automatic conversion shows the other unit on purpose" }
        if result.text.contains("month") || result.text.contains("year"), case .duration = result.value {
            return "a calendar span: months and years have no fixed length"
        }
        if row.expression.contains("base(") || row.expression.contains("to base") {
            return "digits in a base without a prefix (fend's form), `2a`, are no number on their own"
        }
        if result.text.hasSuffix(" ago") { return "time past (`3 days ago`) reads as the date it names" }
        if row.expression.contains("_and_"), result.text.contains(".") {
            return "parts with a fraction (`5 ft 10.866 in`): the last part is shown to 3 places"
        }
        return nil
    }

    func testEveryAnswerReadsBackAsItself() throws {
        try checkAnswersReadBack(try answeredRows())
    }

    /// The same over the peers' sample: fend's and numbat's notations as we print them.
    func testEveryPeerSampleAnswerReadsBackAsItself() throws {
        try checkAnswersReadBack(try answeredRows("peer-sample.tsv"))
    }

    private func checkAnswersReadBack(_ rows: [(CaseRow, CalcOptions, CalcResult)]) throws {
        var excluded: [String] = []
        var checked = 0
        var failures: [String] = []
        for (row, options, result) in rows {
            if let reason = EquivalentFormsTests.noRoundTrip(row, options, result) {
                excluded.append("\(result.text) (\(reason))")
                continue
            }
            checked += 1
            do {
                let again = try Calculator(options: options).evaluate(result.text)
                if !EquivalentFormsTests.same(again.value, result.value) && again.text != result.text {
                    failures.append("\(row.expression): \(result.text) → \(again.text)")
                }
            } catch {
                failures.append("\(row.expression): \(result.text) → error: \(error)")
            }
        }
        print(
            "round trip: \(checked) answers, \(failures.count) do not read back; not checked: \(excluded.joined(separator: "; "))"
        )
        failures.forEach { print("  " + $0) }
        XCTAssertEqual(failures, [])
    }

    /// What the round trip exposed: answer notations the reader did not know.
    func testAnswerNotationsReadBack() {
        XCTAssertEqual(calc("21 March 2027 at 10:00 + 1 day"), "22 March 2027 at 10:00")
        XCTAssertEqual(calc("1 April 2019 at 3:30 pm to iso8601"), "2019-04-01T15:30:00Z")
        XCTAssertEqual(calc("2019-04-01T15:30:00+11:00 to iso8601"), "2019-04-01T04:30:00Z")
        XCTAssertEqual(calc("7:09:56 pm + 4 seconds"), "7:10 pm")
        XCTAssertEqual(calc("2x"), "2x")
        XCTAssertEqual(calc("1.5x * $10"), "$15.00")
        XCTAssertEqual(calc("1 1/3 + 2/3"), "2")
        XCTAssertEqual(calc("2 1/2 cups in ml"), "591.47059125 mL")
    }
}
