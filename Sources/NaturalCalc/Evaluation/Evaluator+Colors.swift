import Foundation

/// numbat's colours: a colour is a whole number 0x000000–0xFFFFFF (red, green, blue bytes),
/// made by `0x123456 -> color`, `rgb(225, 36, 143)` or a named colour before a colour
/// conversion, and shown as `#123456`, `rgb(18, 52, 86)` or `rgb(0.071, 0.204, 0.337)`.
extension Evaluator {
    /// The colours numbat names, by word.
    static let namedColors: [String: Int] = [
        "black": 0x000000, "white": 0xFFFFFF, "red": 0xFF0000, "green": 0x00FF00, "blue": 0x0000FF,
    ]

    /// The colour a value stands for: a whole number within 24 bits.
    func colorValue(_ v: Value) throws -> Int {
        guard case .number(let n) = v.plain, let i = DecimalMath.int(n), Decimal(i) == n, (0...0xFFFFFF).contains(i) else {
            throw CalcError(.cannotConvert(v.kindName, "a colour (a whole number from 0x000000 to 0xFFFFFF)"))
        }
        return i
    }

    /// `rgb(r, g, b)`: each part a whole number from 0 to 255.
    func rgb(_ args: [Value]) throws -> Value {
        guard args.count == 3 else { throw CalcError(.rgbNeedsThreeValues) }
        var color = 0
        for a in args {
            guard case .number(let n) = a.plain, let i = DecimalMath.int(n), Decimal(i) == n, (0...255).contains(i) else {
                throw CalcError(.argumentKind(function: "rgb", wanted: .colorChannel, got: a.kindName))
            }
            color = color << 8 | i
        }
        return .styled(.number(Decimal(color)), .color)
    }

    /// `#123456`: how a colour is shown.
    static func hexText(ofColor c: Int) -> String { String(format: "#%06x", c) }

    /// The colour in the form asked for.
    func convertColor(_ v: Value, to form: ColorForm) throws -> Value {
        let c = try colorValue(v)
        let (r, g, b) = (c >> 16 & 0xFF, c >> 8 & 0xFF, c & 0xFF)
        switch form {
        case .value: return .styled(.number(Decimal(c)), .color)
        case .hex: return .text(Evaluator.hexText(ofColor: c))
        case .rgb: return .text("rgb(\(r), \(g), \(b))")
        case .rgbFloat: return .text(String(format: "rgb(%.3f, %.3f, %.3f)", Double(r) / 255, Double(g) / 255, Double(b) / 255))
        }
    }
}
