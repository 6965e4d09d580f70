import Foundation
import Inflection
import XCTest

final class ChangeCaseTests: IsolatedTestCase {
    func testUpperAndLowerAreUnicodeCorrect() {
        XCTAssertEqual(changeCase("straße", to: .upper), "STRASSE")
        XCTAssertEqual(changeCase("ÉCOLE", to: .lower), "école")
        XCTAssertEqual(changeCase("naïve café 😀", to: .upper), "NAÏVE CAFÉ 😀")
    }

    func testTurkishLocaleUsesDottedAndDotlessI() {
        let tr = Locale(identifier: "tr_TR")
        XCTAssertEqual(changeCase("istanbul", to: .upper, locale: tr), "İSTANBUL")
        XCTAssertEqual(changeCase("ISPARTA", to: .lower, locale: tr), "ısparta")
        XCTAssertEqual(changeCase("İZMİR", to: .lower, locale: tr), "izmir")
        XCTAssertEqual(changeCase("istanbul", to: .upper), "ISTANBUL")
        XCTAssertEqual(changeCase("istanbul ili", to: .capitalizeEveryWord, locale: tr), "İstanbul İli")
    }

    func testCapitalizeEveryWord() {
        XCTAssertEqual(changeCase("hello wORLD  again", to: .capitalizeEveryWord), "Hello World  Again")
        XCTAssertEqual(changeCase("ßtraße", to: .capitalizeEveryWord), "Sstraße")
    }

    func testTitleCaseKeepsSmallWordsLowerExceptAtTheEdges() {
        XCTAssertEqual(changeCase("the lord of the rings", to: .title), "The Lord of the Rings")
        XCTAssertEqual(changeCase("what are you looking at", to: .title), "What Are You Looking At")
        XCTAssertEqual(changeCase("a tale of two cities: the end", to: .title), "A Tale of Two Cities: The End")
        XCTAssertEqual(
            changeCase("step-by-step guide to self-driving cars", to: .title), "Step-by-Step Guide to Self-Driving Cars")
    }

    func testTitleCaseKeepsAcronymsAndMixedCase() {
        XCTAssertEqual(changeCase("how NASA uses the iPhone", to: .title), "How NASA Uses the iPhone")
        XCTAssertEqual(changeCase("THE LORD OF THE RINGS", to: .title), "The Lord of the Rings")
    }

    func testSentenceCase() {
        XCTAssertEqual(changeCase("HELLO WORLD. THIS IS IT", to: .sentence), "Hello world. This is it")
        XCTAssertEqual(changeCase("my NASA iPhone Story. and i think", to: .sentence), "My NASA iPhone story. And i think")
    }

    func testAlternatingCountsLettersOnly() {
        XCTAssertEqual(changeCase("hello world", to: .alternating), "hElLo WoRlD")
        XCTAssertEqual(changeCase("a1b c", to: .alternating), "a1B c")
    }

    func testIdentifierStyles() {
        let text = "XMLHttp request_id 2nd-try"
        XCTAssertEqual(changeCase(text, to: .camel), "xmlHttpRequestId2ndTry")
        XCTAssertEqual(changeCase(text, to: .pascal), "XmlHttpRequestId2ndTry")
        XCTAssertEqual(changeCase(text, to: .snake), "xml_http_request_id_2nd_try")
        XCTAssertEqual(changeCase(text, to: .kebab), "xml-http-request-id-2nd-try")
        XCTAssertEqual(changeCase("helloWorld 👋 ÉTÉ", to: .snake), "hello_world_été")
    }

    func testCombiningMarksStayWithTheirLetter() {
        let decomposed = "e\u{301}cole"
        XCTAssertEqual(changeCase(decomposed, to: .upper), "E\u{301}COLE")
        XCTAssertEqual(changeCase(decomposed, to: .capitalizeEveryWord), "E\u{301}cole")
        XCTAssertEqual(changeCase(decomposed + " x", to: .alternating), "e\u{301}CoLe X")
    }

    func testEveryStyleHandlesEmptyText() {
        for style in CaseStyle.allCases { XCTAssertEqual(changeCase("", to: style), "") }
    }
}
