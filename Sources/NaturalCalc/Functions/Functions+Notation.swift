import Foundation

/// How a number is written: `hex`, `bin`, `oct`, `base(3, 42)`, and a colour from `rgb`.
extension Functions {
    static let notation: [CalcFunction] = [
        CalcFunction(["hex"], .exactly(1)) { e, _, args in try e.convert(.number(try e.fractionArg(args[0])), to: .hex) },
        CalcFunction(["bin"], .exactly(1)) { e, _, args in try e.convert(.number(try e.fractionArg(args[0])), to: .binary) },
        CalcFunction(["oct"], .exactly(1)) { e, _, args in try e.convert(.number(try e.fractionArg(args[0])), to: .octal) },
        CalcFunction(["base"], .exactly(2), described: "a base from 2 to 36 and a number") { e, _, args in
            // numbat's `42 |> base(3)` = base(3, 42): the digits in that base
            let written = try e.numberArg(args[0].plain)
            guard let b = DecimalMath.int(written), (2...36).contains(b), Decimal(b) == written else {
                throw CalcError(.baseOutOfRange)
            }
            return try e.convert(.number(try e.numberArg(args[1].plain)), to: .base(b))
        },
        CalcFunction(["rgb"], .exactly(3), described: "three values: red, green and blue") { e, _, args in try e.rgb(args) },
    ]
}
