import Foundation
import XCTest

@testable import Inflection

/// The dictionary-built lexicon (Generated/PluralLexicon.swift): one family at a time, with
/// words that are NOT rows of plural-dev.tsv, so the tables are checked, not the fixtures.
final class DictionaryTests: IsolatedTestCase {
    let modern = Inflector()
    let classical = Inflector(classical: true)

    /// Fails when a word used here is a fixture row: these tests must stay outside the fixtures.
    private func assertNotInFixtures(_ words: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let rows = try Fixtures.pluralRows()
        let known = Set(rows.flatMap { [$0.singular.lowercased(), $0.plural.lowercased()] })
        for w in words { XCTAssertFalse(known.contains(w.lowercased()), "\(w) is a fixture row", file: file, line: line) }
    }

    /// (singular, default plural, classical plural) both ways in both modes.
    private func check(_ cases: [(String, String, String)], file: StaticString = #filePath, line: UInt = #line) throws {
        try assertNotInFixtures(cases.map(\.0), file: file, line: line)
        for (one, many, old) in cases {
            XCTAssertEqual(modern.plural(one), many, "plural(\(one))", file: file, line: line)
            XCTAssertEqual(modern.singular(many), one, "singular(\(many))", file: file, line: line)
            XCTAssertEqual(classical.plural(one), old, "classical plural(\(one))", file: file, line: line)
            XCTAssertEqual(classical.singular(old), one, "classical singular(\(old))", file: file, line: line)
            XCTAssertEqual(modern.plural(many), many, "plural is idempotent on \(many)", file: file, line: line)
        }
    }

    func testLatinA() throws {
        try check([
            ("larva", "larvae", "larvae"), ("vertebra", "vertebrae", "vertebrae"),
            ("trachea", "tracheae", "tracheae"), ("amoeba", "amoebas", "amoebae"),
        ])
    }

    func testLatinUs() throws {
        try check([
            ("genus", "genera", "genera"), ("bronchus", "bronchi", "bronchi"),
            ("hippocampus", "hippocampuses", "hippocampi"),
        ])
    }

    func testLatinUm() throws {
        try check([("ovum", "ova", "ova"), ("septum", "septa", "septa")])
    }

    func testGreekOn() throws {
        try check([("spermatozoon", "spermatozoa", "spermatozoa"), ("mitochondrion", "mitochondria", "mitochondria")])
        // WordNet pairs `protozoa` with `protozoan`; `protozoon` pluralises by the -zoon family.
        XCTAssertEqual(modern.plural("protozoon"), "protozoa")
        XCTAssertEqual(modern.singular("protozoa"), "protozoan")
    }

    func testGreekIsAndIx() throws {
        try check([("helix", "helices", "helices"), ("cervix", "cervixes", "cervices"), ("mitosis", "mitoses", "mitoses")])
    }

    func testOWords() throws {
        try check([("flamingo", "flamingoes", "flamingoes"), ("avocado", "avocados", "avocados")])
    }

    func testUncountables() throws {
        try assertNotInFixtures(["water", "milk", "training", "graffiti"])
        for word in ["water", "milk", "training", "graffiti", "Water"] {
            XCTAssertEqual(modern.plural(word), word)
            XCTAssertEqual(modern.singular(word), word)
        }
        XCTAssertEqual(modern.inflectCounted("3 milk"), "3 milk")
    }

    func testAcronymsTakeLowerCaseS() throws {
        try assertNotInFixtures(["URL", "NTSC", "CSS"])
        XCTAssertEqual(modern.plural("HTML"), "HTMLs")
        XCTAssertEqual(modern.plural("SSH"), "SSHs")
        XCTAssertEqual(modern.plural("URL"), "URLs")
        XCTAssertEqual(modern.plural("NTSC"), "NTSCs")
        XCTAssertEqual(modern.plural("CSS"), "CSSes")
        XCTAssertEqual(modern.singular("HTMLs"), "HTML")
        XCTAssertEqual(modern.singular("SSHs"), "SSH")
        // A dictionary word in capitals is still a word.
        XCTAssertEqual(modern.plural("LARVA"), "LARVAE")
    }

    func testManOnlyWhenTheHeadIsMan() throws {
        try assertNotInFixtures(["Norman", "talisman", "harman", "henchman", "Englishman", "yeoman", "policeman"])
        XCTAssertEqual(modern.plural("Norman"), "Normans")
        XCTAssertEqual(modern.plural("German"), "Germans")
        XCTAssertEqual(modern.plural("talisman"), "talismans")
        XCTAssertEqual(modern.plural("harman"), "harmans")
        XCTAssertEqual(modern.singular("talismans"), "talisman")
        for (one, many) in [
            ("policeman", "policemen"), ("henchman", "henchmen"), ("Englishman", "Englishmen"), ("yeoman", "yeomen"),
        ] {
            XCTAssertEqual(modern.plural(one), many)
            XCTAssertEqual(modern.singular(many), one)
        }
    }

    func testShortZWordsDoubleTheZ() throws {
        try assertNotInFixtures(["whiz", "fez", "topaz"])
        XCTAssertEqual(modern.plural("whiz"), "whizzes")
        XCTAssertEqual(modern.plural("fez"), "fezzes")
        XCTAssertEqual(modern.plural("topaz"), "topazes")
    }

    /// Every row of the generated table, both directions, both modes. Exceptions are printed
    /// with their reason class and held to a small, known number.
    func testWholeLexiconRoundTrips() {
        var rows = 0
        var exceptions: [String: [String]] = [:]
        let ambiguous = Lexicon.words(PluralLexicon.ambiguousPlurals)
        let selfSingular = Lexicon.words(PluralLexicon.pluralsThatAreSingulars)
        let handPlural = Dictionary(Lexicon.irregular + Lexicon.fToVes, uniquingKeysWith: { a, _ in a })
        for line in PluralLexicon.plurals.split(separator: "\n") {
            let f = line.split(separator: " ").map(String.init)
            guard f.count >= 3 else { continue }
            rows += 1
            let one = f[0], many = f[1], old = f[2] == "=" ? f[1] : f[2]
            func miss(_ what: String) {
                let why: String
                if handPlural[one] != nil || Lexicon.classical.contains(where: { $0.0 == one }) {
                    why = "hand table overrides"
                } else if ambiguous.contains(many) || ambiguous.contains(old) || selfSingular.contains(many) {
                    why = "plural is another noun's plural or a singular"
                } else if [modern.singular(many), classical.singular(old)].contains(where: {
                    $0 != one && PluralLexicon.plurals.contains("\n\($0) ")
                }) {
                    why = "spelling variants share a plural (first listed wins)"
                } else if WordRules.modern.isUncountable(one) || WordRules.modern.isUncountable(many) {
                    why = "uncountable by rule"
                } else {
                    why = "other"
                }
                exceptions[why, default: []].append("\(one): \(what)")
            }
            if modern.plural(one) != many { miss("plural → \(modern.plural(one)), table \(many)") }
            if modern.singular(many) != one { miss("singular(\(many)) → \(modern.singular(many))") }
            if classical.plural(one) != old { miss("classical plural → \(classical.plural(one)), table \(old)") }
            if classical.singular(old) != one { miss("classical singular(\(old)) → \(classical.singular(old))") }
        }
        let total = exceptions.values.map(\.count).reduce(0, +)
        print("[lexicon round trip] \(rows) rows, \(rows * 4) checks, \(total) exceptions")
        for (why, list) in exceptions.sorted(by: { $0.key < $1.key }) {
            print("  \(why): \(list.count)")
            list.prefix(60).forEach { print("    \($0)") }
        }
        XCTAssertLessThanOrEqual(exceptions["other", default: []].count, 15, "unexplained round-trip failures")
        XCTAssertLessThanOrEqual(total, rows * 4 / 50, "more than 2 % of the lexicon fails to round-trip")
    }

    /// The tables parse on first use; a fresh parse must stay cheap (2 ms in release, see
    /// docs/plurals.md and scripts/plural-load-time.sh; debug builds are only sanity-checked).
    func testDictionaryParsesQuickly() {
        let start = DispatchTime.now().uptimeNanoseconds
        let tables = DictionaryTables(classical: false)
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        print("[lexicon parse] \(String(format: "%.2f", ms)) ms, \(tables.toPlural.count) plurals")
        #if DEBUG
            XCTAssertLessThan(ms, 500)  // unoptimised code on a shared machine; the bar is for release
        #else
            XCTAssertLessThan(ms, 2)
        #endif
    }
}
