import XCTest

@testable import NaturalCalc

final class ParserTests: IsolatedTestCase {
    private func parse(_ s: String) throws -> Expr {
        let tokens = Normalizer(rates: .builtIn, variables: VariableNames(), lenient: false).normalize(try Lexer.tokenize(s))
        var p = Parser(tokens, rates: .builtIn)
        return try p.parseAll()
    }

    private func n(_ v: Decimal) -> Expr { .number(v, .decimal, scaled: false) }

    private func kinds(_ s: String, variables: [String] = []) throws -> [Token.Kind] {
        let normalizer = Normalizer(rates: .builtIn, variables: VariableNames(variables), lenient: false)
        return normalizer.normalize(try Lexer.tokenize(s)).map(\.kind)
    }

    func testNormalizerGivesVariablesDiceAndTheImaginaryUnitTokenKindsOfTheirOwn() throws {
        XCTAssertEqual(
            try kinds("net pay * 2", variables: ["net pay"]), [.variable("net pay"), .symbol("*"), .number(2, .decimal)])
        XCTAssertEqual(try kinds("2d6 + d4"), [.dice("2d6"), .symbol("+"), .dice("d4")])
        XCTAssertEqual(try kinds("3 + i"), [.number(3, .decimal), .symbol("+"), .imaginaryUnit])
        // next to other words `i` stays a word (`i spent $128`)
        XCTAssertEqual(try kinds("i spent").first, .word("i"))
    }

    func testParserReadsListLiteralsAsLists() throws {
        XCTAssertEqual(try parse("[1, 2]"), .list([n(1), n(2)]))
        XCTAssertEqual(try parse("[]"), .list([]))
        XCTAssertEqual(try parse("2d6"), .call(Evaluator.diceFunction, [n(2), n(6)]))
    }

    func testPipingIntoAListLiteralIsAnError() {
        // a list is not a function (numbat's `|>` applies one); the list used to be a call that took the value
        XCTAssertEqual(calc("5 |> [1, 2]"), "error: unexpected '|>' at column 3")
        XCTAssertEqual(calc("[1, 2, 3] |> sum"), "6")
    }

    func testParserGivesMultiplicationPrecedence() throws {
        XCTAssertEqual(try parse("1 + 2 * 3"), .binary(.add, n(1), .binary(.multiply, n(2), n(3))))
    }

    func testParserMakesPowerRightAssociative() throws {
        XCTAssertEqual(try parse("2 ^ 3 ^ 2"), .binary(.power, n(2), .binary(.power, n(3), n(2))))
    }

    func testParserReadsWordOperators() throws {
        XCTAssertEqual(try parse("21 divided by 7"), .binary(.divide, n(21), n(7)))
        XCTAssertEqual(try parse("3 to the power of 9"), .binary(.power, n(3), n(9)))
        XCTAssertEqual(try parse("30 plus 20 minus 5"), .binary(.subtract, .binary(.add, n(30), n(20)), n(5)))
    }

    func testParserTellsPercentFromModulo() throws {
        XCTAssertEqual(try parse("5%4"), .binary(.modulo, n(5), n(4)))
        XCTAssertEqual(try parse("5% of 100"), .binary(.of, .percent(n(5)), n(100)))
        XCTAssertEqual(try parse("90% - 40%"), .binary(.subtract, .percent(n(90)), .percent(n(40))))
    }

    func testParserBindsOfTighterThanAddition() throws {
        XCTAssertEqual(try parse("2 + 5% of 200"), .binary(.add, n(2), .binary(.of, .percent(n(5)), n(200))))
    }

    func testParserMatchesReversePercentPhrase() throws {
        XCTAssertEqual(try parse("20 is 10% of what"), .phrase(.reverseOf, [n(20), .percent(n(10))]))
    }

    func testParserReadsImplicitDurationSum() throws {
        XCTAssertEqual(
            try parse("3h 5m"), .sum([.withUnit(n(3), UnitExpr(UnitTable.hour)), .withUnit(n(5), UnitExpr(UnitTable.minute))]))
    }

    func testParserReadsInchAndInAsConversion() throws {
        guard case .convert(_, .unit(let u)) = try parse("2in to cm") else { return XCTFail("not a conversion") }
        XCTAssertEqual(u.single?.id, "cm")
        guard case .convert(let inner, _) = try parse("10 km in m"), case .withUnit(_, let km) = inner else {
            return XCTFail("not a conversion")
        }
        XCTAssertEqual(km.single?.id, "km")
    }

    func testParserRejectsUnknownWordWithColumn() {
        XCTAssertThrowsError(try parse("2 + flurb")) { XCTAssertEqual("\($0)", "cannot understand 'flurb' at column 5") }
    }

    func testParserRejectsMisplacedOperator() {
        XCTAssertThrowsError(try parse("1 +* 2")) { XCTAssertEqual("\($0)", "unexpected '*' at column 4") }
    }

    func testParserRejectsTruncatedExpression() {
        XCTAssertThrowsError(try parse("3 +")) { XCTAssertEqual("\($0)", "the expression ends too early") }
    }

    func testParenthesesOpenAtTheEndCloseThere() throws {
        XCTAssertEqual(try parse("(1 + 2"), try parse("(1 + 2)"))
        XCTAssertEqual(try parse("2*(1+3"), try parse("2*(1+3)"))
        XCTAssertEqual(try parse("sqrt(16"), try parse("sqrt(16)"))
        XCTAssertEqual(try parse("((1 + 2) * (3"), try parse("((1 + 2) * (3))"))
        XCTAssertThrowsError(try parse("(1 + 2 3")) { XCTAssertEqual("\($0)", "unexpected '3' at column 8") }
    }

    func testParserRejectsTrailingTokens() {
        XCTAssertThrowsError(try parse("1 2")) { XCTAssertEqual("\($0)", "unexpected '2' at column 3") }
    }

    func testErrorCarriesColumnAndToken() {
        var strict = CalcOptions.test
        strict.strict = true
        XCTAssertThrowsError(try Calculator(options: strict).evaluate("4 * flurb")) { error in
            guard let e = error as? CalcError else { return XCTFail("not a CalcError") }
            XCTAssertEqual(e.message, "cannot understand 'flurb'")
            XCTAssertEqual(e.column, 5)
            XCTAssertEqual(e.token, "flurb")
        }
    }
}
