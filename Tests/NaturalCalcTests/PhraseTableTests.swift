import Foundation
import XCTest

@testable import NaturalCalc

/// The phrase declarations (`Parsing/Phrases`) and the lenient vocabulary derived from them.
final class PhraseTableTests: IsolatedTestCase {
    /// Every word a declaration names, read from the declarations themselves (not through
    /// `PhraseFamily.vocabulary`), so a kind of declaration the derivation forgets shows up here.
    private func declaredWords(_ f: PhraseFamily) -> [String] {
        var words: [String] = []
        for line in f.lines { words += line.words.filter { $0 != LinePattern.slot && $0.first?.isLetter == true } }
        for line in f.lines { words += line.periods.map(\.0) }
        for o in f.operators { words += o.words + (o.optionalNext.map { [$0] } ?? []) }
        for (w, rule) in f.leading { words += [w] + rule.words }
        for (w, rule) in f.following { words += [w] + rule.words }
        words += f.targets.keys
        words += f.slotStoppers
        words += f.wordLists.flatMap { $0 }
        return words
    }

    func testDerivedVocabularyHoldsEveryDeclaredWord() {
        for family in PhraseTable.families {
            for w in declaredWords(family) {
                XCTAssertTrue(Vocabulary.known.contains(w), "'\(w)' of family \(family.name) is not in the vocabulary")
            }
        }
        XCTAssertTrue(Vocabulary.known.contains("mod"), "a rewrite's replacement word is read by the parser")
    }

    func testVocabularyFollowsTheDeclarationsNotAList() {
        // A family whose only `increase` phrase is mistyped: the vocabulary has the typo, not the word.
        var percent = PhraseTable.percent
        let typo = LinePattern("% increse from _ to _", .percentChange, order: [0, 1])
        percent.lines = percent.lines.map { $0.words == ["%", "increase", "from", "_", "to", "_"] ? typo : $0 }
        let families = PhraseTable.families.map { $0.name == "percent" ? percent : $0 }
        let derived = Vocabulary.derive(from: families)
        XCTAssertTrue(derived.contains("increse"))
        XCTAssertFalse(derived.contains("increase"))
        XCTAssertTrue(Vocabulary.known.contains("increase"))
        // Without the finance family its words are unknown.
        let noFinance = Vocabulary.derive(from: PhraseTable.families.filter { $0.name != "finance" })
        XCTAssertFalse(noFinance.contains("repayment"))
        XCTAssertFalse(noFinance.contains("compounding"))
    }

    func testRewriteWordsAreNotVocabulary() {
        // By the time lenient mode filters, a complete rewrite is a symbol; a stray word is noise.
        XCTAssertFalse(Vocabulary.known.contains("raised"))
        XCTAssertFalse(Vocabulary.known.contains("multiplied"))
    }

    func testNoWordHasTwoRulesOfOneKind() {
        var leading: [String: String] = [:], following: [String: String] = [:]
        var operators: [String: String] = [:], targets: [String: String] = [:]
        func claim(_ w: String, _ family: String, _ table: inout [String: String], _ kind: String) {
            if let other = table[w] { XCTFail("'\(w)' is a \(kind) word in both \(other) and \(family)") }
            table[w] = family
        }
        for f in PhraseTable.families {
            for w in f.leading.keys { claim(w, f.name, &leading, "leading") }
            for w in f.following.keys { claim(w, f.name, &following, "following") }
            for w in f.operators.flatMap(\.words) { claim(w, f.name, &operators, "operator") }
            for w in f.targets.keys { claim(w, f.name, &targets, "target") }
        }
    }

    func testLinePatternsNameEachSlotOnce() {
        for line in PhraseTable.lines {
            let slots = line.words.filter { $0 == LinePattern.slot }.count
            XCTAssertEqual(line.order.sorted(), Array(0..<slots), "\(line.words.joined(separator: " "))")
        }
    }

    func testEveryDeclaredPhraseHasOneComputation() {
        var used = Set<String>()
        func note(_ p: Phrase) { if case .declared(let name) = p { used.insert(name) } }
        for f in PhraseTable.families {
            f.lines.forEach { note($0.phrase) }
            for rule in f.leading.values {
                switch rule {
                case .list(let p, _), .between(let p, _), .now(let p, _), .fixed(let p, _, _): note(p)
                case .specialDay(let name): note(.declared(PhraseTable.specialDayPrefix + name))
                // `time` also reads `time difference between London and Tokyo`.
                case .nowBefore: note(.declared(PhraseTable.timeDifferencePhrase))
                // `days` also reads `days in February 2020`, `days in 2024` and `days left in the year`.
                case .daySpan:
                    note(.declared(PhraseTable.daysInMonthPhrase))
                    note(.declared(PhraseTable.daysInYearPhrase))
                    note(.declared(PhraseTable.periodEndPhrase))
                default: break
                }
            }
            for rule in f.following.values {
                switch rule {
                case .suffix(let p, _), .infix(let p, _): note(p)
                default: break
                }
            }
        }
        let computed = PhraseTable.families.flatMap(\.computations.keys)
        XCTAssertEqual(computed.count, Set(computed).count, "a computation is declared twice")
        XCTAssertEqual(used, Set(computed), "declared phrases without a computation, or computations no phrase uses")
        XCTAssertEqual(calc("is 7 prime"), "true")
        XCTAssertEqual(calc("8 is 2 to what power"), "3")
    }

    func testRepeatedFillerWordsAreSkippedWithoutRecursion() {
        // 1,999 nested `take`s overflowed the stack when each one recursed into the next.
        XCTAssertEqual(calc(String(repeating: "take ", count: 1999) + "5"), "5")
        XCTAssertEqual(calc("take take 10% off 200"), "180")
    }

    func testLenientModeKeepsTheWordsTheGrammarReads() {
        var lenient = CalcOptions.test
        lenient.lenient = true
        XCTAssertEqual(calc("pi to 3 significant figures"), "3.14")
        XCTAssertEqual(calc("pi to 3 significant figures", lenient), "3.14")
        XCTAssertEqual(calc("5 permute 2", lenient), "20")
        XCTAssertEqual(calc("% increase from 10 to 20", lenient), "100%")
    }
}
