import Foundation

/// fend's dice: `d6` is one six-sided die, `2d6` the sum of two, as a probability distribution
/// over whole outcomes. Arithmetic combines distributions outcome by outcome (`d20 + d6 + 4`),
/// `mean d6` is the expected value (3.5), `roll d6` draws one outcome, and a distribution alone
/// is shown as its outcomes with their chances (`{ 1: 16.67%, …, 6: 16.67% }`).
struct Distribution: Sendable, Equatable {
    /// Outcomes in increasing order, each with its probability; the probabilities sum to 1. They
    /// are binary floating point: a chance is shown to two places and `100d20`'s smallest ones are
    /// below Decimal's range.
    let outcomes: [(value: Decimal, probability: Double)]

    static func == (a: Distribution, b: Distribution) -> Bool {
        a.outcomes.elementsEqual(b.outcomes) { $0.value == $1.value && $0.probability == $1.probability }
    }

    /// The most faces one die may have, the most dice one term may roll, and the most steps
    /// building them may take (`100d100` is about 5·10⁷).
    static let faceLimit = 10_000
    static let countLimit = 1_000
    static let buildLimit: Double = 50_000_000
    /// The most outcomes a distribution may hold, and the most pairs one operation may combine.
    static let outcomeLimit = 100_000
    static let workLimit = 2_000_000

    /// `count` dice of `faces` faces, summed: the single die's chances convolved `count` times.
    static func dice(count: Int, faces: Int) throws -> Distribution {
        guard count >= 1, faces >= 1 else {
            throw CalcError(.invalidDice)
        }
        let steps = Double(count - 1) * Double(count) / 2 * Double(faces) * Double(faces)
        guard faces <= faceLimit, count <= countLimit, steps <= buildLimit else { throw tooMany(count, faces) }
        let p = 1 / Double(faces)
        var chances = [Double](repeating: p, count: faces)  // chances[k] is the chance of a total of (dice so far) + k
        for _ in 1..<count {
            var next = [Double](repeating: 0, count: chances.count + faces - 1)
            for (k, c) in chances.enumerated() where c > 0 {
                for face in 0..<faces { next[k + face] += c * p }
            }
            chances = next
        }
        return Distribution(outcomes: chances.enumerated().map { (Decimal(count + $0.offset), $0.element) })
    }

    static func tooMany(_ count: Int, _ faces: Int) -> CalcError {
        CalcError(.tooManyDice("\(count)d\(faces)", summing: true))
    }

    /// A certain outcome: a plain number taking part in dice arithmetic.
    static func certain(_ n: Decimal) -> Distribution { Distribution(outcomes: [(n, 1)]) }

    /// Every pair of outcomes combined, the chances of equal results added together.
    func combined(with other: Distribution, by combine: (Decimal, Decimal) throws -> Decimal) throws -> Distribution {
        guard outcomes.count * other.outcomes.count <= Self.workLimit else {
            throw CalcError(.diceCombinations)
        }
        var chances: [Decimal: Double] = [:]
        for a in outcomes {
            for b in other.outcomes {
                chances[try combine(a.value, b.value), default: 0] += a.probability * b.probability
            }
        }
        guard chances.count <= Self.outcomeLimit else {
            throw CalcError(.diceOutcomes)
        }
        return Distribution(outcomes: chances.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The expected value: each outcome weighted by its chance, kept to 12 significant figures of
    /// the largest outcome (binary chances leave `mean (2d6 - 7)` at -1.7e-16, not 0).
    func mean() throws -> Decimal {
        let x = outcomes.reduce(0) { $0 + DecimalMath.double($1.value) * $1.probability }
        let largest = outcomes.map { abs(DecimalMath.double($0.value)) }.max() ?? 0
        let places = 12 - (largest >= 1 ? Int(log10(largest)) + 1 : 0)
        return DecimalMath.rounded(try DecimalMath.decimal(x), max(0, places))
    }

    /// One outcome drawn at its chance.
    func sample(using random: inout some RandomNumberGenerator) -> Decimal {
        var left = Double.random(in: 0..<1, using: &random)
        for o in outcomes {
            left -= o.probability
            if left < 0 { return o.value }
        }
        return outcomes.last?.value ?? 0
    }
}
