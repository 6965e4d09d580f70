import XCTest

@testable import NaturalCalc

/// numbat's functions that take a function (`Evaluator+HigherOrder`). Worked out by hand: the
/// derivative of sin at 0 is cos 0 = 1, of √x at 1 is 1/(2√1) = 0.5, of ln at 2 is 1/2, of x² at 3 m is 6 m.
final class HigherOrderTests: IsolatedTestCase {
    func testMapFilterAndFold() {
        XCTAssertEqual(calc("map(sqr, [3, 2, 1])"), "[9, 4, 1]")
        XCTAssertEqual(calc("map(uppercase, [\"a\", \"b\"])"), "[\"A\", \"B\"]")
        XCTAssertEqual(calc("map2(contains, 2, [[0], [2], [1, 2], [0, 2, 3], []])"), "[false, true, true, true, false]")
        XCTAssertEqual(calc("filter(is_finite, [0, 1e10, NaN, -inf])"), "[0, 10,000,000,000]")
        XCTAssertEqual(calc("foldl(str_append, \"\", [\"Num\", \"bat\", \"!\"])"), "Numbat!")
        XCTAssertEqual(calc("foldl(max, 0, [3, 9, 4])"), "9")
        XCTAssertEqual(calc("foldl(min, 10, [3, 9])"), "3")  // `min` leads the call, so it is the function, not minutes
        XCTAssertEqual(calc("map(sqr, [])"), "[]")
    }

    func testSortByKeyIsStable() {
        XCTAssertEqual(calc("sort_by_key(str_length, [\"aa\", \"\", \"aaaa\", \"aaa\"])"), "[\"\", \"aa\", \"aaa\", \"aaaa\"]")
        XCTAssertEqual(calc("sort_by_key(abs, [-3, 2, -1, 1])"), "[-1, 1, 2, -3]")
        XCTAssertEqual(calc("len(sort_by_key(sqr, range(1, 10000)))"), "10,000")  // the list limit, sorted once
        XCTAssertEqual(calc("sort_by_key(id, [2 m, 50 cm, 1 m])"), "[50 cm, 1 m, 2 m]")
    }

    func testDerivative() {
        XCTAssertEqual(calc("diff(sin, 0.0, 1e-10)"), "1")
        XCTAssertEqual(calc("diff(sqrt, 1.0, 1e-10)"), "0.5")
        XCTAssertEqual(calc("diff(ln, 2.0, 1e-10)"), "0.5")
        XCTAssertEqual(calc("diff(sqr, 3 m, 1 mm)"), "6 m")
    }

    func testPipesEndingInAFunctionName() {
        XCTAssertEqual(calc("range(1, 3) |> map(sqr) |> map(inspect) |> sum"), "14")
        XCTAssertEqual(calc("[1, 4, 9] |> map(sqrt) |> sum"), "6")
    }

    func testMistakesAreNamed() {
        XCTAssertEqual(calc("map(\"abc\", [1])"), "error: map takes a function's name first (as in map(sqr, [1, 2])), not text")
        XCTAssertEqual(calc("map(sqr, 5)"), "error: map takes a list, not a number")
        XCTAssertEqual(calc("filter(sqr, [1])"), "error: filter needs a function that answers true or false, not sqr")
        XCTAssertEqual(calc("foldl(max, [1])"), "error: foldl takes three values")
    }
}
