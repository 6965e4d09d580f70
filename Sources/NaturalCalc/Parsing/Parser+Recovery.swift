import Foundation

// Lenient mode's recovery, the parser's `synchronize()` (jlox): where an operand or an operator
// step fails at a word (or the line ends early after one), that word is a comment; the parser
// skips it and reads the same construction again from where it began. Soulver's rule that words
// it cannot place are comments (`$25/hour * 14 hours of work` is $350). Only the construction
// around the word is read again, from where it began: the line's start only when the word is in
// its first operand.
extension Parser {
    /// At most this many words skipped on a line; past it the error stands.
    static let maxSkips = 8

    /// Runs `body`; in lenient mode, when it fails at a written word at or after where it began,
    /// skips that word and runs it again from there, and so again when a construction inside
    /// skipped one and still failed (`sqrt ago`: without `ago`, `sqrt` alone). Each round follows
    /// a skip, and the skips are at most `maxSkips`, so it ends.
    ///
    /// A word where a construction begins is skipped by the outermost construction beginning
    /// there (`a + 8`: the expression, not the operand inside it), as if the line never had it.
    @inline(__always)
    mutating func recovering<T>(_ body: (inout Parser) throws -> T) throws -> T {
        guard lenient else { return try body(&self) }
        let start = pos
        // Constructions nest from left to right, so an enclosing one beginning here is the last begun.
        let enclosing = recoveryStart
        let nested = enclosing == start
        recoveryStart = start
        defer { recoveryStart = enclosing }
        var skippedBefore = skipped
        while true {
            do {
                return try body(&self)
            } catch let error as CalcError {
                // A line left with nothing to calculate stays so, whoever reads it again.
                if error.isNothingToCalculate { throw error }
                if let index = skippable(error, from: start), index > start || !nested {
                    try skip(index)
                } else if skipped == skippedBefore {
                    throw error
                }
                // A word was skipped here or inside: read the construction again without it.
                skippedBefore = skipped
                pos = start
            }
        }
    }

    /// The word an error is about, when lenient mode may skip it: a written word (not a call,
    /// `foo(3)`) at the error's column, or the last word of a line that ends too early.
    private func skippable(_ error: CalcError, from start: Int) -> Int? {
        guard skipped < Parser.maxSkips else { return nil }
        if let column = error.column, let index = tokens.firstIndex(where: { $0.column == column && $0.isWritten }),
            !Normalizer.isCall(tokens, index)
        {
            return index >= start ? index : nil
        }
        guard error == CalcError.incomplete, tokens.count > 1, tokens.count - 1 >= start, tokens[tokens.count - 1].isWritten
        else { return nil }
        return tokens.count - 1
    }

    /// Skips the word at `index` as a comment; a line left with nothing that gives a value has none.
    mutating func skip(_ index: Int) throws {
        skipped += 1
        ignored.append(tokens.remove(at: index))
        guard tokens.contains(where: Normalizer.carriesValue) else { throw CalcError(.onlyComments(ignored.map(\.text))) }
    }

    /// A speculative parse (`try?` with a fallback): it fails rather than skip words, so the
    /// fallback reads the words it met (`half an hour + 20 min`).
    mutating func attempt<T>(_ body: (inout Parser) throws -> T) -> T? {
        let wasLenient = lenient
        lenient = false
        defer { lenient = wasLenient }
        return try? body(&self)
    }
}
