import XCTest

@testable import NaturalCalc

/// Complex numbers: `i` where it sits in arithmetic, exact sums, products, quotients and whole
/// powers, the functions of a complex argument, and real functions whose answer leaves the real
/// line. Values worked out by hand (Euler's formula, principal branches) and checked against fend.
final class ComplexNumberTests: IsolatedTestCase {
    func testArithmeticIsExact() {
        XCTAssertEqual(calc("3i+4"), "4 + 3i")
        XCTAssertEqual(calc("(3i+4) + i"), "4 + 4i")
        XCTAssertEqual(calc("i*i"), "-1")
        XCTAssertEqual(calc("i*i*i"), "-i")
        XCTAssertEqual(calc("(2 + 3i) * i"), "-3 + 2i")
        XCTAssertEqual(calc("(1 + 2i) * (3 - i)"), "5 + 5i")
        XCTAssertEqual(calc("1/(2+i)"), "0.4 - 0.2i")
        XCTAssertEqual(calc("(4 + 2i) / (1 + i)"), "3 - i")
        XCTAssertEqual(calc("-1 - 0.5i + 1.5i"), "-1 + i")
        XCTAssertEqual(calc("2i/3"), "0.6666666667i")
        XCTAssertEqual(calc("5 i/2"), "2.5i")
        XCTAssertEqual(calc("i/0"), "error: division by zero")
    }

    func testWholePowersAreExactAndOthersPrincipal() {
        XCTAssertEqual(calc("(1+i)^10"), "32i")
        XCTAssertEqual(calc("i^4"), "1")
        XCTAssertEqual(calc("i^-1"), "-i")
        XCTAssertEqual(calc("(1+i)^2"), "2i")
        XCTAssertEqual(calc("i^i"), "0.2078795764")  // e^(−π/2)
        XCTAssertEqual(calc("4^i"), "0.1834569747 + 0.9830277404i")  // cos(ln 4) + i·sin(ln 4)
    }

    func testFunctionsOfAComplexArgument() {
        XCTAssertEqual(calc("abs (3 + 4i)"), "5")
        XCTAssertEqual(calc("abs (1 + i)"), "1.4142135624")
        XCTAssertEqual(calc("sqrt i"), "0.7071067812 + 0.7071067812i")
        XCTAssertEqual(calc("sqrt (-2i)"), "1 - i")
        XCTAssertEqual(calc("cbrt i"), "0.8660254038 + 0.5i")
        XCTAssertEqual(calc("sin i"), "1.1752011936i")  // i·sinh 1
        XCTAssertEqual(calc("cos i"), "1.5430806348")  // cosh 1
        XCTAssertEqual(calc("ln i"), "1.5707963268i")  // iπ/2
        XCTAssertEqual(calc("exp(i*pi)"), "-1")
        XCTAssertEqual(calc("re(3+4i)"), "3")
        XCTAssertEqual(calc("im(3+4i)"), "4")
        XCTAssertEqual(calc("conj(3+4i)"), "3 - 4i")
        XCTAssertEqual(calc("arg(-1)"), "3.1415926536")
    }

    func testCisIsTheUnitCirclePoint() {
        XCTAssertEqual(calc("cis 0"), "1")
        XCTAssertEqual(calc("cis pi"), "-1")
        XCTAssertEqual(calc("cis (pi/2)"), "i")
        XCTAssertEqual(calc("cis (3pi/2)"), "-i")
        XCTAssertEqual(calc("cis (pi/6)"), "0.8660254038 + 0.5i")
    }

    func testRealFunctionsLeavingTheRealLineAnswerComplex() {
        XCTAssertEqual(calc("sqrt(-1)"), "i")
        XCTAssertEqual(calc("sqrt(-2)"), "1.4142135624i")
        XCTAssertEqual(calc("sqrt(-9) + 1"), "1 + 3i")
        XCTAssertEqual(calc("ln(-1)"), "3.1415926536i")
        XCTAssertEqual(calc("log10 (-1)"), "1.3643763538i")  // π / ln 10
        XCTAssertEqual(calc("asin 3"), "1.5707963268 - 1.762747174i")
        XCTAssertEqual(calc("acos (-3)"), "3.1415926536 - 1.762747174i")
        XCTAssertEqual(calc("acosh 0"), "1.5707963268i")
        XCTAssertEqual(calc("atanh 3"), "0.3465735903 + 1.5707963268i")
        XCTAssertEqual(calc("atanh (-3)"), "-0.3465735903 + 1.5707963268i")
        XCTAssertEqual(calc("cbrt(-8)"), "-2")  // the real cube root stays real
        XCTAssertEqual(calc("sqrt(16)"), "4")
    }

    func testAnIOnlyNextToArithmeticIsTheImaginaryUnit() {
        XCTAssertEqual(calc("i spent $128 + $45 on clothes"), "$173.00")
        XCTAssertEqual(calc("I spent $128 + $45 on clothes"), "$173.00")
        XCTAssertEqual(calc("3 + i"), "3 + i")
        XCTAssertEqual(calc("i think 5 + 5"), "10")
    }

    func testComplexValuesMeetOtherKindsWithClearErrors() {
        XCTAssertEqual(calc("i < 2"), "error: this operation needs real numbers, not a complex number")
        XCTAssertEqual(calc("(1 + i) mod 2"), "error: this operation needs real numbers, not a complex number")
        XCTAssertEqual(calc("i + 5 kg"), "error: cannot combine a complex number with a mass")
        XCTAssertEqual(calc("floor(1 + i)"), "error: floor needs a real number, not a complex number")
        XCTAssertEqual(calc("i == i"), "true")
    }

    func testTypedValueAndJSONFields() {
        XCTAssertEqual(value("3 + 4i"), .complex(real: 3, imaginary: 4))
        XCTAssertEqual(value("i*i"), .number(-1))
    }
}
