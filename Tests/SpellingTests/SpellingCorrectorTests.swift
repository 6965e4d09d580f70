import Spelling
import XCTest

/// Correct Spelling's corrector over the built-in English dictionary: common slips of each kind of
/// edit, the case kept, and what is never touched.
final class SpellingCorrectorTests: IsolatedTestCase {
    private var corrector: SpellingCorrector {
        get throws { try SpellingCorrector.english.get() }
    }

    func testTheBuiltInDictionaryIsRead() throws {
        let dictionary = try SpellingDictionary.english.get()
        XCTAssertEqual(dictionary.count, 130_919, "133,745 entries, some the same word with other capitals")
        for word in ["the", "receive", "accommodate", "don't", "London", "O'Brien", "Paris", "ebullient"] {
            XCTAssertTrue(dictionary.knows(word), word)
        }
        for word in ["teh", "recieve", "london", "paris"] { XCTAssertFalse(dictionary.knows(word), word) }
    }

    /// One slip of each kind: two neighbours swapped, a letter left out, one too many, one wrong.
    func testOneEditSlipsAreCorrected() throws {
        let cases: [(String, String)] = [
            ("teh", "the"), ("recieve", "receive"), ("wiht", "with"), ("becuase", "because"), ("thier", "their"),
            ("untill", "until"), ("neccessary", "necessary"), ("occured", "occurred"), ("accomodate", "accommodate"),
            ("begining", "beginning"), ("goverment", "government"), ("adress", "address"), ("seperate", "separate"),
            ("definately", "definitely"), ("beleive", "believe"), ("dont", "don't"),
        ]
        let corrector = try corrector
        for (wrong, right) in cases { XCTAssertEqual(corrector.correction(for: wrong), right, wrong) }
    }

    func testTwoEditSlipsAreCorrectedWhenNoWordIsOneEditAway() throws {
        let corrector = try corrector
        XCTAssertEqual(corrector.correction(for: "tommorow"), "tomorrow")
        XCTAssertEqual(corrector.correction(for: "embarasment"), "embarrassment")
        XCTAssertNil(corrector.correction(for: "qzxjvkw"), "no known word is two edits away")
    }

    func testTheWordsCaseIsKept() throws {
        let corrector = try corrector
        XCTAssertEqual(corrector.correction(for: "Teh"), "The")
        XCTAssertNil(corrector.correction(for: "RECIEVE"), "words in capitals are not checked")
        XCTAssertEqual(corrector.correction(for: "london"), "London", "a name written in lower case")
        XCTAssertEqual(corrector.correction(for: "don’t"), nil, "a curly apostrophe is an apostrophe")
        XCTAssertEqual(corrector.correction(for: "dosn’t"), "doesn’t", "and is written back")
    }

    func testWordsThatAreNotCheckedStayAsTheyAre() throws {
        let corrector = try corrector
        for word in ["iPhone", "McKay", "API", "HTTPS", "a", "x", "café", "naïve", "Straße", "O'Brien", "John's", "dogs'"] {
            XCTAssertNil(corrector.correction(for: word), word)
        }
    }

    func testTextKeepsEverythingButTheMisspeltWords() throws {
        let corrector = try corrector
        let cases: [(String, String)] = [
            ("I recieve teh mail.", "I receive the mail."),
            (
                "Teh end!\nSee https://exmaple.com/teh or mail teh@exmaple.com",
                "The end!\nSee https://exmaple.com/teh or mail teh@exmaple.com"
            ),
            ("a well-knwon fact, 42 tiems: teh_var and file.txet", "a well-known fact, 42 times: teh_var and file.txet"),
            ("  spaces\tand\ttabs  stay  ", "  spaces\tand\ttabs  stay  "),
            ("“Qoute” (recieve) — teh…", "“Quote” (receive) — the…"),
            ("", ""),
        ]
        for (text, expected) in cases { XCTAssertEqual(corrector.corrected(text), expected, text) }
    }

    func testAFrontCodedListIsReadByTier() throws {
        let dictionary = SpellingDictionary(tiers: [["then"], ["than", "Thea"]])
        XCTAssertTrue(dictionary.knows("then"))
        XCTAssertTrue(dictionary.knows("THEA"))
        let corrector = SpellingCorrector(dictionary: dictionary)
        XCTAssertEqual(corrector.correction(for: "thn"), "then", "the commoner tier wins over than")
        XCTAssertEqual(corrector.correction(for: "thea"), "Thea")
    }
}

/// The corrector stops when its caller says so (a run's time limit), before the next word.
final class SpellingStopTests: IsolatedTestCase {
    func testTheCorrectorStopsWhenAsked() throws {
        let corrector = try SpellingCorrector.english.get()
        var asked = 0
        let result = corrector.corrected("teh qzxjvkw recieve") {
            asked += 1
            return asked > 1
        }
        XCTAssertNil(result)
        XCTAssertEqual(asked, 2, "asked before each new word, and stopped at the second")
        XCTAssertEqual(corrector.corrected("teh teh teh") { false }, "the the the")
    }
}
