import XCTest

@testable import Images

/// The coverage rasterizer: exact areas of polygons, the non-zero rule, curves.
final class RasterizerTests: IsolatedTestCase {
    func polygon(_ points: [(Double, Double)], width: Int, height: Int) -> [Float] {
        var area = Rasterizer(width: width, height: height)
        for (index, point) in points.enumerated() {
            let next = points[(index + 1) % points.count]
            area.line(point.0, point.1, next.0, next.1)
        }
        return area.coverage()
    }

    func testSquareAtAHalfPixelOffsetCoversHalfPixels() {
        let coverage = polygon([(0.5, 0), (0.5, 2), (2.5, 2), (2.5, 0)], width: 4, height: 2)
        XCTAssertEqual(coverage, [0.5, 1, 0.5, 0, 0.5, 1, 0.5, 0])
        let vertical = polygon([(0, 0.5), (0, 1.5), (1, 1.5), (1, 0.5)], width: 1, height: 2)
        XCTAssertEqual(vertical, [0.5, 0.5])
    }

    func testDiagonalEdgeCoversHalfOfEachPixelItCrosses() {
        // The triangle below the diagonal of a 2×2 square: pixels on the diagonal half covered.
        let coverage = polygon([(0, 0), (2, 2), (0, 2)], width: 2, height: 2)
        XCTAssertEqual(coverage, [0.5, 0, 1, 0.5])
    }

    func testWindingDirectionDoesNotMatterAndOverlapsCoverOnce() {
        let clockwise = polygon([(0, 0), (2, 0), (2, 2), (0, 2)], width: 2, height: 2)
        let anticlockwise = polygon([(0, 0), (0, 2), (2, 2), (2, 0)], width: 2, height: 2)
        XCTAssertEqual(clockwise, anticlockwise)
        var area = Rasterizer(width: 2, height: 1)
        for _ in 0..<2 {
            area.line(0, 0, 0, 1)
            area.line(2, 1, 2, 0)
        }
        XCTAssertEqual(area.coverage(), [1, 1])
    }

    func testEdgesPastTheImageAreClamped() {
        XCTAssertEqual(polygon([(-3, 0), (-3, 1), (1.5, 1), (1.5, 0)], width: 3, height: 1), [1, 0.5, 0])
        XCTAssertEqual(polygon([(1, -5), (1, 9), (9, 9), (9, -5)], width: 2, height: 1), [0, 1])
        let sloped = polygon([(-1, 0), (1, 1), (3, 1), (3, 0)], width: 2, height: 1)
        // Left of x = 0 counts fully: the edge crosses pixel 0 from (0, 0.5) to (1, 1), leaving a quarter of it.
        XCTAssertEqual(sloped[0], 0.75, accuracy: 1e-6)
        XCTAssertEqual(sloped[1], 1, accuracy: 1e-6)
    }

    func testCurveIsFlattenedCloseToItsArea() {
        // A quadratic arch from (0, 10) up through control (5, -10) to (10, 10), closed by its chord.
        var area = Rasterizer(width: 10, height: 10)
        area.quad((0, 10), (5, -10), (10, 10))
        area.line(10, 10, 0, 10)
        let total = area.coverage().reduce(0, +)
        // The region between the chord y = 10 and the parabola (peak at y = 0): 2/3 × 10 × 10.
        XCTAssertEqual(Double(total), 200.0 / 3, accuracy: 0.5)
    }

    func testGlyphOutlinesFillAtTheirScale() throws {
        let font = try FontTests.testFont()
        var area = Rasterizer(width: 6, height: 6)
        // The square glyph (500 units) at 10 px per em is 5 px, sitting on a baseline at y = 5.
        area.fill(try font.outline(of: 2), scale: 0.01, x: 0.5, baseline: 5)
        let coverage = area.coverage()
        XCTAssertEqual(coverage[0..<6], [0.5, 1, 1, 1, 1, 0.5])
        XCTAssertEqual(coverage[30..<36], [0, 0, 0, 0, 0, 0])
        // The round glyph of control points only: inside its square, short of it at the corners.
        var round = Rasterizer(width: 6, height: 6)
        round.fill(try font.outline(of: 4), scale: 0.01, x: 0, baseline: 5)
        let curve = round.coverage()
        XCTAssertEqual(curve[2 * 6 + 2], 1)
        XCTAssertLessThan(curve[0], 0.5)
        // Each corner loses a third of the triangle (corner, two implied points): 25 − 4 × 3.125 / 3.
        XCTAssertEqual(Double(curve.reduce(0, +)), 25 - 4 * 3.125 / 3, accuracy: 0.3)
    }
}
