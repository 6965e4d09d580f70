import Foundation

extension PhraseTable {
    /// Bitwise operators in words: `5 xor 3` (the symbols `&`, `|`, `<<`, `>>` are read by the parser).
    static let bitwise = PhraseFamily(
        name: "bitwise",
        operators: [WordOperator(words: ["xor"], op: .bitXor, power: 7, condition: .operandFollows)]
    )
}
