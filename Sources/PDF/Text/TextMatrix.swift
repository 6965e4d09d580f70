import Foundation

/// An affine transform [a b c d e f] as PDF writes them (§8.3.4).
struct TextMatrix: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    static let identity = TextMatrix()

    init() {}

    init(_ numbers: [Double]) {
        guard numbers.count == 6 else { return }
        (a, b, c, d, e, f) = (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5])
    }

    /// `self` then `other` (`self × other`).
    func then(_ other: TextMatrix) -> TextMatrix {
        var m = TextMatrix()
        m.a = a * other.a + b * other.c
        m.b = a * other.b + b * other.d
        m.c = c * other.a + d * other.c
        m.d = c * other.b + d * other.d
        m.e = e * other.a + f * other.c + other.e
        m.f = e * other.b + f * other.d + other.f
        return m
    }

    static func translation(_ x: Double, _ y: Double) -> TextMatrix { TextMatrix([1, 0, 0, 1, x, y]) }

    /// How much the transform scales lengths (vertical).
    var scale: Double { max(0.0001, (c * c + d * d).squareRoot()) }
}
