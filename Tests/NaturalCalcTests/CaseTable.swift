import Foundation

@testable import NaturalCalc

/// One row of `Fixtures/calc-dev.tsv`.
struct CaseRow {
    let expression: String
    let expected: String
    let family: String
    let source: String

    /// The fixed instant of the table: 2026-11-21T10:00:00Z (a Saturday, ISO week 47).
    static let now = Date(timeIntervalSince1970: 1_795_255_200)

    /// Reads the table. Columns are tab separated; a few fields carry CSV-style quoting
    /// (`"Boing ""747"" is $386.8M"`), which is undone here.
    static func load() throws -> [CaseRow] {
        try load(
            from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/calc-dev.tsv"))
    }

    /// Reads a table in the same layout from `url`.
    static func load(from url: URL) throws -> [CaseRow] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map { unquote(String($0)) }
            guard cols.count >= 4 else { return nil }
            return CaseRow(expression: cols[0], expected: cols[1], family: cols[2], source: cols[3])
        }
    }

    private static func unquote(_ s: String) -> String {
        guard s.count >= 2, s.hasPrefix("\""), s.hasSuffix("\""),
            s.contains("\"\"") || s.dropFirst().dropLast().contains("\"") == false
        else { return s }
        return String(s.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"")
    }

    /// The family without its bracketed or parenthesised condition, e.g. `currency`, `date`.
    var baseFamily: String {
        String(family.prefix { $0 != "[" && $0 != "(" && $0 != "@" })
    }

    var isContrast: Bool { family.hasPrefix("contrast-") }

    /// Options implied by the row: fixed now, zone, locale, rates, plain output; a fixed random
    /// seed, so rows that roll dice or draw numbers give the same figure each run.
    var options: CalcOptions {
        var o = CalcOptions(now: CaseRow.now, timeZone: TimeZone(identifier: "UTC") ?? .current)
        o.randomSeed = 20_261_127
        if let r = family.range(of: "zone:") {
            let id = family[r.upperBound...].prefix { $0 != ")" }
            o.timeZone = TimeZone(identifier: String(id)) ?? o.timeZone
        }
        if family.contains("decimal comma") || family.contains("de_DE") || source.contains("German-locale") {
            o.decimalSeparator = ","
        }
        if source.contains("notation off") { o.plain = true }
        if source.contains("resultConversionBehavior = .automatic") { o.automaticConversion = true }
        o.rates = rates
        // fend, numbat and insect reject an unknown identifier (`foo` → error), as our strict reading does.
        if ["printfn/fend", "sharkdp/numbat", "sharkdp/insect"].contains(where: source.contains) { o.strict = true }
        // The peers print more digits than Soulver's two places (fend ten, numbat and insect six
        // significant figures): their rows are read at ten places and compared at their own.
        let origin = source.prefix { $0 != " " }.lowercased()
        if !["soulver", "toolbox", "sindresorhus"].contains(where: origin.contains) { o.precision = 10 }
        return o
    }

    /// The rate a currency row names (`currency[rate: 1 GBP = 1.8145 AUD]`) on top of the built-in table.
    private var rates: CurrencyRates {
        var table = CurrencyRates.builtIn.perUSD
        let f = family
        if let m = f.firstMatch(of: /1 (\w{3}) = ([0-9.]+) (\w{3})/), let v = Decimal(string: String(m.output.2)) {
            let from = String(m.output.1), to = String(m.output.3)
            table[to] = (table[from] ?? 1) * v
        } else if let m = f.firstMatch(of: /~([0-9.]+) (\w{3}) per USD/), let v = Decimal(string: String(m.output.1)) {
            table[String(m.output.2)] = v
        } else if f.contains("test handler") {
            for m in f.matches(of: /(\w{3})=([0-9.]+)/) { table[String(m.output.1)] = Decimal(string: String(m.output.2)) }
        }
        return CurrencyRates(date: "test", perUSD: table)
    }

    /// The sheet to evaluate: `\n` separates lines; a `VariableList` note becomes assignments.
    var sheet: String {
        var text = expression.replacingOccurrences(of: "\\n", with: "\n")
        if let r = source.range(of: "VariableList: ") {
            let defs = source[r.upperBound...].prefix { $0 != "]" }
            let lines = defs.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            text = lines.joined(separator: "\n") + "\n" + text
        }
        return text
    }

    /// For `contrast-` rows: the answer Soulver's rules imply, from the `{…}` note.
    var soulverAnswer: String? {
        guard let open = source.lastIndex(of: "{"), let close = source.lastIndex(of: "}") else { return nil }
        var note = String(source[source.index(after: open)..<close])
        if let colon = note.range(of: ": ", options: .backwards) { note = String(note[colon.upperBound...]) }
        if let p = note.firstMatch(of: /\(([0-9][^)]*)\)/) { return String(p.output.1) }
        note = note.replacing(/\s*\([^)]*\)/, with: "")
        return note.trimmingCharacters(in: .whitespaces)
    }
}
