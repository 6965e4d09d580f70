extension Rasterizer {
    /// Adds a glyph's outline scaled by `scale` (pixels per font unit) with its origin at (`x`,
    /// `baseline`) in pixels (font y up becomes pixel y down). Each contour starts at an on-curve
    /// point (or, when it has none, half-way between its first two control points); two control
    /// points in a row have an implied on-curve point half-way between them.
    public mutating func fill(_ outline: GlyphOutline, scale: Double, x: Double, baseline: Double) {
        for contour in outline.contours where contour.count >= 2 {
            let points = contour.map { (x + $0.x * scale, baseline - $0.y * scale, $0.onCurve) }
            let startIndex = points.firstIndex { $0.2 } ?? 0
            let start: (Double, Double) =
                points[startIndex].2
                ? (points[startIndex].0, points[startIndex].1)
                : ((points[0].0 + points[1].0) / 2, (points[0].1 + points[1].1) / 2)
            var pen = start
            var control: (Double, Double)?
            for step in 1...points.count {
                let point = points[(startIndex + step) % points.count]
                let here = (point.0, point.1)
                if point.2 {
                    if let c = control { quad(pen, c, here) } else { line(pen.0, pen.1, here.0, here.1) }
                    pen = here
                    control = nil
                } else if let c = control {
                    let middle = ((c.0 + here.0) / 2, (c.1 + here.1) / 2)
                    quad(pen, c, middle)
                    pen = middle
                    control = here
                } else {
                    control = here
                }
            }
            if let c = control { quad(pen, c, start) } else if pen != start { line(pen.0, pen.1, start.0, start.1) }
        }
    }
}
