import Foundation

/// Hyperbolic functions, their reciprocals (numbat's `sech` …) and their inverses.
extension Functions {
    static let hyperbolic: [CalcFunction] = [
        CalcFunction(["sinh"], .exactly(1)) { e, _, args in try e.real(args) { sinh($0) } },
        CalcFunction(["cosh"], .exactly(1)) { e, _, args in try e.real(args) { cosh($0) } },
        CalcFunction(["tanh"], .exactly(1)) { e, _, args in try e.real(args) { tanh($0) } },
        CalcFunction(["asinh"], .exactly(1)) { e, _, args in try e.real(args) { asinh($0) } },
        CalcFunction(["acosh"], .exactly(1)) { e, _, args in
            guard try e.fractionArg(args[0]) >= 1 else { throw CalcError(.outOfDomain(.acosh)) }
            return try e.real(args) { acosh($0) }
        },
        CalcFunction(["atanh"], .exactly(1)) { e, _, args in
            guard abs(try e.fractionArg(args[0])) < 1 else { throw CalcError(.outOfDomain(.atanh)) }
            return try e.real(args) { atanh($0) }
        },
        CalcFunction(["sech"], .exactly(1)) { e, _, args in try e.preludeReal(args) { 1 / cosh($0) } },
        CalcFunction(["csch"], .exactly(1)) { e, _, args in try e.preludeReal(args) { 1 / sinh($0) } },
        CalcFunction(["coth"], .exactly(1)) { e, _, args in try e.preludeReal(args) { 1 / tanh($0) } },
        CalcFunction(["asech"], .exactly(1)) { e, _, args in try e.preludeReal(args) { acosh(1 / $0) } },
        CalcFunction(["acsch"], .exactly(1)) { e, _, args in try e.preludeReal(args) { asinh(1 / $0) } },
        CalcFunction(["acoth"], .exactly(1)) { e, _, args in try e.preludeReal(args) { atanh(1 / $0) } },
    ]
}
