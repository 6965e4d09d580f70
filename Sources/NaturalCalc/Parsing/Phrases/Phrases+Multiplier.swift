import Foundation

extension PhraseTable {
    /// The words SoulverCore accepts for a multiplier: `x`, `multiplier`, `multiple`.
    static let multiplierNouns = ["x", "multiplier", "multiple"]

    /// Multipliers: `40 to 50 is what x`, `50 as x of 40`, `20 as multiplier off 50`, in every wording
    /// SoulverCore's FunctionDescriptions lists (`5 is what multiple of 1`, `10 to 20 as a multiplier`).
    static let multiplier = PhraseFamily(
        name: "multiplier",
        lines: multiplierLines
    )

    /// `_ to _ is what|as|as a N` and `_ as|as a N of|off|on _`, `_ is what N of|off|on _` for each noun N.
    static let multiplierLines: [LinePattern] = {
        var lines: [LinePattern] = []
        let relations: [(String, Phrase)] = [("of", .multiplierOf), ("off", .multiplierOff), ("on", .multiplierOn)]
        for noun in multiplierNouns {
            for lead in ["is what", "as", "as a"] {
                lines.append(LinePattern("_ to _ \(lead) \(noun)", .multiplierChange, order: [0, 1]))
                for (word, phrase) in relations {
                    lines.append(LinePattern("_ \(lead) \(noun) \(word) _", phrase, order: [0, 1]))
                }
            }
        }
        return lines
    }()
}
