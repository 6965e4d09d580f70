import XCTest

@testable import Inflection

/// Issue 25 item 9: compounds whose head comes first. The rule, not a word list: the noun before a
/// preposition inside the compound, before a particle when it is an agent noun (`-er`, `-or`), or
/// before a postpositive adjective carries the number; both directions keep the rest as it is.
final class HeadFirstCompoundTests: IsolatedTestCase {
    let inflector = Inflector()

    private func both(_ pairs: [(String, String)], file: StaticString = #filePath, line: UInt = #line) {
        for (one, many) in pairs {
            XCTAssertEqual(inflector.plural(one), many, one, file: file, line: line)
            XCTAssertEqual(inflector.singular(many), one, many, file: file, line: line)
            XCTAssertEqual(inflector.plural(many), many, "idempotent: \(many)", file: file, line: line)
            XCTAssertEqual(inflector.singular(one), one, "idempotent: \(one)", file: file, line: line)
        }
    }

    func testAnAgentNounBeforeAParticleIsTheHead() {
        both([
            ("runner-up", "runners-up"), ("passer-by", "passers-by"), ("hanger-on", "hangers-on"), ("looker-on", "lookers-on"),
            ("washer-up", "washers-up"), ("runner up", "runners up"), ("Runner-Up", "Runners-Up"), ("RUNNER-UP", "RUNNERS-UP"),
        ])
    }

    func testAVerbBeforeAParticleMakesOneNoun() {
        both([
            ("take-off", "take-offs"), ("check-in", "check-ins"), ("grown-up", "grown-ups"), ("stand-by", "stand-bys"),
            ("lean-to", "lean-tos"), ("cover-up", "cover-ups"), ("power-up", "power-ups"), ("hand-me-down", "hand-me-downs"),
            ("STAND-BY", "STAND-BYS"),
        ])
    }

    func testAPrepositionInsideEndsTheHead() {
        both([
            ("mother-in-law", "mothers-in-law"), ("editor-in-chief", "editors-in-chief"), ("man-of-war", "men-of-war"),
            ("jack-in-the-box", "jacks-in-the-box"), ("bride-to-be", "brides-to-be"), ("lady in waiting", "ladies in waiting"),
        ])
    }

    func testAPostpositiveAdjectiveFollowsItsNoun() {
        both([
            ("attorney-general", "attorneys-general"), ("secretary-general", "secretaries-general"),
            ("surgeon general", "surgeons general"), ("court martial", "courts martial"), ("heir apparent", "heirs apparent"),
            ("poet laureate", "poets laureate"), ("president-elect", "presidents-elect"),
            ("ambassador-designate", "ambassadors-designate"), ("battle royal", "battles royal"),
            ("knight errant", "knights errant"), ("notary public", "notaries public"), ("pound-force", "pounds-force"),
        ])
    }

    func testGeneralAfterARankIsTheNoun() {
        both([
            ("major general", "major generals"), ("Brigadier General", "Brigadier Generals"),
            ("lieutenant-general", "lieutenant-generals"), ("air force", "air forces"),
        ])
        // a determiner or an adverb before the adjective: the adjective is the noun (or the phrase has none)
        XCTAssertEqual(inflector.plural("a general"), "a generals")
        XCTAssertEqual(inflector.plural("general public"), "general publics")
    }
}
