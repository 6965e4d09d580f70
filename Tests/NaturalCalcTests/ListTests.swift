import XCTest

@testable import NaturalCalc

/// numbat's lists and their functions, with values worked out by hand.
final class ListTests: IsolatedTestCase {
    func testListLiteralsAndShape() {
        XCTAssertEqual(calc("[4, 5, 6]"), "[4, 5, 6]")
        XCTAssertEqual(calc("len([4, 5, 6])"), "3")
        XCTAssertEqual(calc("head([4, 5, 6])"), "4")
        XCTAssertEqual(calc("tail([4, 5, 6])"), "[5, 6]")
        XCTAssertEqual(calc("is_empty([])"), "true")
        XCTAssertEqual(calc("element_at(1, [4, 5, 6])"), "5")
    }

    func testBuildingLists() {
        XCTAssertEqual(calc("cons(1, [2, 3])"), "[1, 2, 3]")
        XCTAssertEqual(calc("concat([1], [2, 3])"), "[1, 2, 3]")
        XCTAssertEqual(calc("range(3, 6)"), "[3, 4, 5, 6]")
        XCTAssertEqual(calc("linspace(0, 1 km, 3)"), "[0 km, 0.5 km, 1 km]")
        XCTAssertEqual(calc("take(2, drop(1, [9, 8, 7, 6]))"), "[8, 7]")
        XCTAssertEqual(calc("intersperse(5, [1, 2])"), "[1, 5, 2]")
    }

    func testOrderingAndStatistics() {
        XCTAssertEqual(calc("sort([2 m, 50 cm, 1 m])"), "[50 cm, 1 m, 2 m]")
        XCTAssertEqual(calc("unique([2, 2, 1, 2])"), "[2, 1]")
        XCTAssertEqual(calc("reverse([1, 2, 3])"), "[3, 2, 1]")
        XCTAssertEqual(calc("sum([1, 2, 3, 4])"), "10")
        XCTAssertEqual(calc("maximum([3 m, 20 cm])"), "3 m")
        XCTAssertEqual(calc("variance([2, 4, 6])"), "2.6666666667")
        XCTAssertEqual(calc("stdev([1, 3])"), "1")
        XCTAssertEqual(calc("[1, 2] |> contains(2)"), "true")
    }

    func testListErrors() {
        XCTAssertEqual(calc("head([])"), "error: head needs a list with at least one value")
        XCTAssertEqual(calc("element_at(3, [1, 2])"), "error: index 3 is past the end of a list of 2 values (the first is 0)")
        XCTAssertEqual(calc("range(1, 20000)"), "error: a list holds at most 10000 values: use a shorter one")
        XCTAssertEqual(calc("linspace(0, 1, 1)"), "error: linspace needs at least 2 points")
    }
}
