import XCTest

@testable import NaturalCalc

/// true/false as a value: `not` and `!`, `&&` binding tighter than `||` and both looser than
/// comparisons, `<>` for not-equal, `to bool`, and equality across kinds. Values worked out by hand.
final class BooleanLogicTests: IsolatedTestCase {
    func testNegation() {
        XCTAssertEqual(calc("not true"), "false")
        XCTAssertEqual(calc("not false"), "true")
        XCTAssertEqual(calc("!true"), "false")
        XCTAssertEqual(calc("!(2 > 3)"), "true")
        XCTAssertEqual(calc("not (3 > 2)"), "false")
        XCTAssertEqual(calc("5!"), "120")  // after a value `!` is still the factorial
        XCTAssertEqual(calc("not 5"), "error: 'not' needs true/false, not a number")
    }

    func testAndOrWithComparisons() {
        XCTAssertEqual(calc("true && false"), "false")
        XCTAssertEqual(calc("true || false"), "true")
        XCTAssertEqual(calc("false || true && false"), "false")  // && first
        XCTAssertEqual(calc("false || true && !false"), "true")
        XCTAssertEqual(calc("3 > 2 && 2 > 1"), "true")
        XCTAssertEqual(calc("1 + 1 == 2 || 1 / 0 > 1"), "error: division by zero")  // both sides are worked out
        XCTAssertEqual(calc("5 && 3"), "error: '&&' needs true/false on both sides, not a number and a number")
        XCTAssertEqual(calc("6 & 3"), "2")  // one `&` stays bitwise
        XCTAssertEqual(calc("6 | 3"), "7")
    }

    func testNotEqualSpellingsAndKinds() {
        XCTAssertEqual(calc("1 + 2 <> 4"), "true")
        XCTAssertEqual(calc("3 <> 3"), "false")
        XCTAssertEqual(calc("2kg == 200cm"), "false")
        XCTAssertEqual(calc("2kg == true"), "false")
        XCTAssertEqual(calc("2 kg != 3 m"), "true")
        XCTAssertEqual(calc("20km == 20,000 m"), "true")
        XCTAssertEqual(calc("2 kg < 3 m"), "error: cannot convert a length to a mass")  // order needs one kind
    }

    func testToBool() {
        XCTAssertEqual(calc("0 to bool"), "false")
        XCTAssertEqual(calc("1 to bool"), "true")
        XCTAssertEqual(calc("-1 to boolean"), "true")
        XCTAssertEqual(calc("0.5 as bool"), "true")
        XCTAssertEqual(calc("5 kg to bool"), "error: cannot convert a mass to true/false")
    }

    func testWordsAroundNotStayComments() {
        XCTAssertEqual(calc("$5 not including tax"), "$5.00")
    }
}
