import Foundation

extension PixelBuffer {
    /// Turned `degrees` clockwise about its centre. Multiples of 90° are exact; other angles are
    /// sampled bilinearly in premultiplied alpha onto a canvas grown to hold the whole turned
    /// image, its corners transparent (Pillow's `rotate(-degrees, BILINEAR, expand=True)`).
    public func rotated(degrees: Double, limits: ImageLimits = .standard) throws -> PixelBuffer {
        guard degrees.isFinite else { throw ImageError.badEdit(operation: "rotate", "the angle must be a number of degrees") }
        let turns = degrees / 90
        if turns == turns.rounded(), abs(turns) < 1e9 { return rotated(quarterTurns: Int(turns)) }
        let map = AffineMap.rotation(clockwise: degrees, width: width, height: height)
        try limits.check(width: map.width, height: map.height)
        var source = rgba8
        Premultiplied.apply(&source)
        var out = [UInt8](repeating: 0, count: map.width * map.height * 4)
        let sampler = BilinearSampler(samples: source, width: width, height: height)
        for y in 0..<map.height {
            for x in 0..<map.width {
                let (sx, sy) = map.source(x, y)
                sampler.sample(sx, sy, into: &out, at: (y * map.width + x) * 4)
            }
        }
        Premultiplied.undo(&out)
        return PixelBuffer(checkedWidth: map.width, height: map.height, samples: .rgba8(out))
    }
}

/// Where each output pixel of a turned image reads from (output → source), and the output's size.
struct AffineMap {
    var a, b, c, d, e, f: Double
    var width, height: Int

    static func rotation(clockwise degrees: Double, width w: Int, height h: Int) -> AffineMap {
        // Pillow's matrix for an anticlockwise turn of −degrees, its 15-digit rounding kept.
        let angle = degrees * Double.pi / 180
        func round15(_ v: Double) -> Double { (v * 1e15).rounded() / 1e15 }
        let cosA = round15(cos(angle)), sinA = round15(sin(angle))
        var m = AffineMap(a: cosA, b: sinA, c: 0, d: -sinA, e: cosA, f: 0, width: w, height: h)
        let cx = Double(w) / 2, cy = Double(h) / 2
        (m.c, m.f) = m.apply(-cx, -cy)
        m.c += cx
        m.f += cy
        let corners = [(0.0, 0.0), (Double(w), 0.0), (Double(w), Double(h)), (0.0, Double(h))].map { m.apply($0.0, $0.1) }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        let nw = Int((xs.max() ?? 0).rounded(.up) - (xs.min() ?? 0).rounded(.down))
        let nh = Int((ys.max() ?? 0).rounded(.up) - (ys.min() ?? 0).rounded(.down))
        (m.c, m.f) = m.apply(-Double(nw - w) / 2, -Double(nh - h) / 2)
        m.width = max(nw, 1)
        m.height = max(nh, 1)
        return m
    }

    func apply(_ x: Double, _ y: Double) -> (Double, Double) { (a * x + b * y + c, d * x + e * y + f) }

    /// The source point output pixel (x, y)'s centre reads.
    func source(_ x: Int, _ y: Int) -> (Double, Double) { apply(Double(x) + 0.5, Double(y) + 0.5) }
}

/// Bilinear reads of RGBA8 samples; a point outside the image leaves the output untouched.
struct BilinearSampler {
    let samples: [UInt8]
    let width, height: Int

    func sample(_ xin: Double, _ yin: Double, into out: inout [UInt8], at offset: Int) {
        guard xin >= 0, yin >= 0, xin < Double(width), yin < Double(height) else { return }
        let fx = xin - 0.5, fy = yin - 0.5
        let x = Int(fx.rounded(.down)), y = Int(fy.rounded(.down))
        let dx = fx - Double(x), dy = fy - Double(y)
        let x0 = min(max(x, 0), width - 1), x1 = min(max(x + 1, 0), width - 1)
        let y0 = min(max(y, 0), height - 1)
        let y1 = y + 1 >= 0 && y + 1 < height ? y + 1 : y0
        for ch in 0..<4 {
            let p00 = Double(samples[(y0 * width + x0) * 4 + ch]), p01 = Double(samples[(y0 * width + x1) * 4 + ch])
            let p10 = Double(samples[(y1 * width + x0) * 4 + ch]), p11 = Double(samples[(y1 * width + x1) * 4 + ch])
            let top = p00 + (p01 - p00) * dx, bottom = p10 + (p11 - p10) * dx
            out[offset + ch] = UInt8(max(0, min(255, top + (bottom - top) * dy)))
        }
    }
}
