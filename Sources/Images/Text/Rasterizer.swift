/// Anti-aliased coverage of filled outlines: each line segment adds its signed area, cell by
/// cell, to an accumulation row; a running sum along the row is then each pixel's winding-
/// weighted coverage, clamped to 0…1 (non-zero winding: overlapping contours of one direction
/// cover once). Quadratic curves are flattened first into at most `maxCurveSegments` lines.
public struct Rasterizer: Sendable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// The accumulation cells: a row is `width + 2` cells (a segment at the right edge spills one).
    var cells: [Float]

    /// The most lines one quadratic curve is flattened into.
    public static let maxCurveSegments = 32
    /// How far, in pixels, a flattened curve may stray from the true one.
    static let tolerance = 0.025

    /// An empty `width`×`height` area (the caller has checked the size against `ImageLimits`).
    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = [Float](repeating: 0, count: (self.width + 2) * self.height)
    }

    /// Adds the straight edge from (x0, y0) to (x1, y1), pixel coordinates with y down.
    public mutating func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let direction: Double = y0 < y1 ? 1 : -1
        let (ax, ay, bx, by) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let slope = (bx - ax) / (by - ay)
        let first = max(Int(ay.rounded(.down)), 0), last = min(Int(by.rounded(.up)), height)
        guard first < last else { return }
        for row in first..<last {
            let top = max(ay, Double(row)), bottom = min(by, Double(row + 1))
            guard bottom > top else { continue }
            span(row, ax + (top - ay) * slope, ax + (bottom - ay) * slope, (bottom - top) * direction)
        }
    }

    /// Adds the quadratic curve from `p0` through control `p1` to `p2`, flattened.
    public mutating func quad(_ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double)) {
        let devX = p0.0 - 2 * p1.0 + p2.0, devY = p0.1 - 2 * p1.1 + p2.1
        let deviation = (devX * devX + devY * devY).squareRoot() / 4
        let wanted = (deviation / Self.tolerance).squareRoot().rounded(.up)
        let count = wanted.isFinite ? min(max(Int(wanted), 1), Self.maxCurveSegments) : 1
        var previous = p0
        for step in 1...count {
            let t = Double(step) / Double(count), u = 1 - t
            let next = (
                u * u * p0.0 + 2 * u * t * p1.0 + t * t * p2.0, u * u * p0.1 + 2 * u * t * p1.1 + t * t * p2.1
            )
            line(previous.0, previous.1, next.0, next.1)
            previous = next
        }
    }

    /// A piece of an edge inside one row: from x `xa` (its top) to `xb` (its bottom), `dy` of the
    /// row's height, signed by direction. Split at column boundaries; in each column the area
    /// right of the piece goes to that column's cell and the rest to the next.
    mutating func span(_ row: Int, _ xa: Double, _ xb: Double, _ dy: Double) {
        let limit = Double(width), base = row * (width + 2)
        let low = min(xa, xb), high = max(xa, xb), run = high - low
        guard run > 1e-9 else {
            let x = min(max(low, 0), limit)
            add(base, min(Int(x.rounded(.down)), width), x, dy)
            return
        }
        // x is linear in y along the piece: each column's share of dy is its share of the x run.
        // What lies left of the image covers every column from 0; what lies right of it, none.
        if low < 0 { add(base, 0, 0, dy * (min(high, 0) - low) / run) }
        var x = max(low, 0)
        let right = min(high, limit)
        var column = Int(x.rounded(.down))
        while x < right {
            let next = min(Double(column + 1), right)
            add(base, column, (x + next) / 2, dy * (next - x) / run)
            x = next
            column += 1
        }
    }

    @inline(__always) mutating func add(_ base: Int, _ column: Int, _ middle: Double, _ dy: Double) {
        let inside = middle - Double(column)
        cells[base + column] += Float(dy * (1 - inside))
        cells[base + column + 1] += Float(dy * inside)
    }

    /// Each pixel's coverage, 0…1, row by row.
    public func coverage() -> [Float] {
        var result = [Float](repeating: 0, count: width * height)
        for row in 0..<height {
            var sum: Float = 0
            let base = row * (width + 2)
            for column in 0..<width {
                sum += cells[base + column]
                result[row * width + column] = min(abs(sum), 1)
            }
        }
        return result
    }
}
