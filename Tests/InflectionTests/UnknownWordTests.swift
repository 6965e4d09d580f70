import XCTest

@testable import Inflection

/// Issue 25 item 9: how the rules treat words the dictionary tables do not list. A novel word takes
/// the English plural whatever its Latin-looking ending; capitals and digits are kept; and the
/// rules agree with a real dictionary on the regular nouns it lists (`dictionary-regular.tsv`).
final class UnknownWordTests: IsolatedTestCase {
    let inflector = Inflector()

    func testNovelWordsTakeTheEnglishPlural() {
        let pairs = [
            ("blorptex", "blorptexes"), ("zanix", "zanixes"), ("gorbus", "gorbuses"),
            ("klimon", "klimons"), ("snarbum", "snarbums"), ("Quibbix", "Quibbixes"), ("Zorbon", "Zorbons"),
            ("Blatum", "Blatums"), ("Xenus", "Xenuses"),
        ]
        for (one, many) in pairs {
            XCTAssertEqual(inflector.plural(one), many, one)
            XCTAssertEqual(inflector.singular(many), one, many)
        }
        // An unknown `-ises` reads as `-ise`, English's far commoner ending (premises, surprises).
        XCTAssertEqual(inflector.plural("florbis"), "florbises")
        XCTAssertEqual(inflector.singular("florbises"), "florbise")
    }

    func testCapitalisedYWordsThatAreNoCommonNounAreNames() {
        // the dictionary's common -y nouns keep -ies; any other capitalised -y word is a name
        let pairs = [
            ("Kennedy", "Kennedys"), ("Brady", "Bradys"), ("Tiffany", "Tiffanys"), ("Bentley", "Bentleys"), ("Murphy", "Murphys"),
            ("Category", "Categories"), ("Party", "Parties"), ("Company", "Companies"), ("Romany", "Romanies"),
            ("Tory", "Tories"),
        ]
        for (one, many) in pairs {
            XCTAssertEqual(inflector.plural(one), many, one)
            XCTAssertEqual(inflector.singular(many), one, many)
        }
        // in lower case a -y word is a common noun
        XCTAssertEqual(inflector.plural("brady"), "bradies")
    }

    func testCodesAndModelNamesWithDigitsTakeS() {
        let pairs = [
            ("3D", "3Ds"), ("V8", "V8s"), ("4WD", "4WDs"), ("A4", "A4s"), ("F-16", "F-16s"), ("Boeing 747", "Boeing 747s"),
            ("B-52", "B-52s"), ("Order2", "Order2s"), ("mp3", "mp3s"),
        ]
        for (one, many) in pairs {
            XCTAssertEqual(inflector.plural(one), many, one)
            XCTAssertEqual(inflector.singular(many), one, many)
        }
        // text without a Latin letter is left alone
        XCTAssertEqual(inflector.plural("747"), "747")
    }

    func testVowelFinalAndFrenchNounsSingulariseFromTheDictionary() {
        let pairs = [
            ("rabbi", "rabbis"), ("safari", "safaris"), ("kudzu", "kudzus"), ("snafu", "snafus"), ("bayou", "bayous"),
            ("crevasse", "crevasses"), ("impasse", "impasses"), ("coterie", "coteries"), ("menagerie", "menageries"),
            ("coach", "coaches"), ("cockroach", "cockroaches"), ("headache", "headaches"), ("masseuse", "masseuses"),
            ("portcullis", "portcullises"), ("tie", "ties"), ("die", "dies"),
        ]
        for (one, many) in pairs {
            XCTAssertEqual(inflector.singular(many), one, many)
            XCTAssertEqual(inflector.plural(many), many, "idempotent: \(many)")
        }
        // still: -ous adjectives are no plurals, and classes are not classe
        XCTAssertEqual(inflector.singular("famous"), "famous")
        XCTAssertEqual(inflector.singular("classes"), "class")
        XCTAssertEqual(inflector.singular("masses"), "mass")
    }

    func testRegularDictionaryNounsInBothDirections() throws {
        let rows = try Fixtures.rows("dictionary-regular.tsv")
        XCTAssertEqual(rows.count, 637)
        var plural = 0, singular = 0, singularTotal = 0
        var failures: [String] = []
        for row in rows {
            let (one, many) = (row[0], row[1])
            if inflector.plural(one) == many {
                plural += 1
            } else {
                failures.append("plural(\(one)) = \(inflector.plural(one)), want \(many)")
            }
            guard row[3] == "both" else { continue }
            singularTotal += 1
            if inflector.singular(many) == one {
                singular += 1
            } else {
                failures.append("singular(\(many)) = \(inflector.singular(many)), want \(one)")
            }
        }
        print("[dictionary] plural \(plural)/\(rows.count), singular \(singular)/\(singularTotal)")
        failures.forEach { print("  \($0)") }
        // The plurals the tables decide otherwise are uncountables and listed irregulars (audio, die → dice).
        XCTAssertGreaterThanOrEqual(Double(plural) / Double(rows.count), 0.98)
        XCTAssertGreaterThanOrEqual(Double(singular) / Double(singularTotal), 0.99)
    }
}
