import Foundation

extension PhraseTable {
    /// Multipliers: `40 to 50 is what x`, `50 as x of 40`, `20 as multiplier off 50`.
    static let multiplier = PhraseFamily(
        name: "multiplier",
        lines: [
            LinePattern("_ to _ is what x", .multiplierChange, order: [0, 1]),
            LinePattern("_ to _ is what multiplier", .multiplierChange, order: [0, 1]),
            LinePattern("_ to _ as x", .multiplierChange, order: [0, 1]),
            LinePattern("_ as x of _", .multiplierOf, order: [0, 1]),
            LinePattern("_ as multiplier of _", .multiplierOf, order: [0, 1]),
            LinePattern("_ as x off _", .multiplierOff, order: [0, 1]),
            LinePattern("_ as multiplier off _", .multiplierOff, order: [0, 1]),
            LinePattern("_ as x on _", .multiplierOn, order: [0, 1]),
            LinePattern("_ as multiplier on _", .multiplierOn, order: [0, 1]),
        ]
    )
}
