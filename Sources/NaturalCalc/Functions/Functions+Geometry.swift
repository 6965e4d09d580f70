import Foundation

/// numbat's geometry: `hypot2`, `hypot3`, the circle's and the sphere's area, circumference and volume.
extension Functions {
    static let geometry: [CalcFunction] = [
        CalcFunction(["hypot2"], .exactly(2)) { e, _, args in try e.hypotenuse(args.map(\.plain)) },
        CalcFunction(["hypot3"], .exactly(3)) { e, _, args in try e.hypotenuse(args.map(\.plain)) },
        CalcFunction(["circle_area", "circle_circumference", "sphere_area", "sphere_volume"], .exactly(1)) { e, name, args in
            let r = args[0].plain
            let pi = Decimal(string: "3.14159265358979323846264338327950288") ?? Decimal.pi
            switch name {
            case "circle_area": return try e.multiply(.number(pi), try e.multiply(r, r))
            case "circle_circumference": return try e.multiply(.number(2 * pi), r)
            case "sphere_area": return try e.multiply(.number(4 * pi), try e.multiply(r, r))
            default: return try e.multiply(.number(4 * pi / 3), try e.multiply(r, try e.multiply(r, r)))
            }
        },
    ]
}

extension Evaluator {
    /// The square root of the sum of the squares.
    func hypotenuse(_ sides: [Value]) throws -> Value {
        var sum = try multiply(sides[0], sides[0])
        for a in sides.dropFirst() { sum = try add(sum, try multiply(a, a)) }
        return try call("sqrt", [sum])
    }
}
