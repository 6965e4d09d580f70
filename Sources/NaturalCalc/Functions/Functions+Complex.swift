import Foundation

/// The parts of a complex number: `re`, `im`, `conj`, `arg`, and `cis θ`. (Every `.real`
/// function also has a complex form, in `Evaluator+Complex.swift`, which the table tries first.)
extension Functions {
    static let complex: [CalcFunction] = [
        CalcFunction(["cis", "re", "im", "conj", "arg"], .exactly(1)) { _, name, args in
            throw CalcError(.argumentKind(function: name, wanted: .number, got: args[0].plain.kindName))
        }
    ]
}
