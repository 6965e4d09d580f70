import Foundation

/// Dice (`Dice.swift`): `2d6` is read as `dice(2, 6)`; `roll d6` draws one outcome.
extension Functions {
    static let dice: [CalcFunction] = [
        CalcFunction([Evaluator.diceFunction], .exactly(2), .any, isWord: false) { e, name, args in
            let count = try e.numberArg(args[0]), faces = try e.numberArg(args[1])
            guard DecimalMath.isInteger(count), DecimalMath.isInteger(faces) else { throw CalcError(.wholeNumberNeeded(name)) }
            guard count <= Decimal(Distribution.countLimit), faces <= Decimal(Distribution.faceLimit),
                let c = DecimalMath.int(count),
                let f = DecimalMath.int(faces)
            else {
                throw CalcError(.tooManyDice("\(count)d\(faces)", summing: false))
            }
            return Evaluator.settled(try Distribution.dice(count: c, faces: f))
        },
        CalcFunction(["roll"], .exactly(1), .any) { e, _, args in
            // a plain number rolls to itself
            switch args[0].plain {
            case .distribution(let d): return .number(d.sample(using: &e.random))
            case .number(let n): return .number(n)
            default: throw CalcError(.argumentKind(function: "roll", wanted: .dice, got: args[0].kindName))
            }
        },
    ]
}
