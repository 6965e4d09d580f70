/// Which way a word is being inflected.
enum Number: Sendable { case plural, singular }

extension WordRules {
    /// Inflects one token with no separators, keeping its capitalisation and camelCase prefix.
    func inflect(token: Substring, to number: Number) -> String {
        guard token.contains(where: { $0.isLatinLetter }) else { return String(token) }
        if let acronym = acronymPlural(token) {
            return number == .plural ? String(token) : String(acronym)
        }
        if let split = camelBoundary(token) {
            let prefix = token[..<split], last = token[split...]
            if WordCase(of: last) == .upper {
                return String(prefix) + acronymForm(last, to: number)
            }
            return String(prefix) + inflect(word: last, to: number)
        }
        if WordCase(of: token) == .upper, !isKnown(token.lowercased()), token.count <= 3 || !token.contains(where: Self.isVowel) {
            return acronymForm(token, to: number)
        }
        // Capitals with digits are a code or model name (`3D`, `V8`, `4WD`): a lower-case `s`.
        if token.contains(where: \.isNumber), !token.contains(where: \.isLower) {
            return acronymForm(token, to: number)
        }
        return inflect(word: token, to: number)
    }

    private func inflect(word: Substring, to number: Number) -> String {
        let shape = WordCase(of: word)
        let lower = word.lowercased()
        let title = shape == .title
        let result = number == .plural ? plural(lower, capitalized: title) : singular(lower, capitalized: title)
        // The pronoun I is the one single capital that is not Title case: I ↔ we.
        if word == "I" { return number == .plural ? result : "I" }
        if result == "i" { return "I" }
        return shape.apply(to: result, original: word)
    }

    /// Acronyms take a lower-case ending: ID → IDs, HTML → HTMLs, SSH → SSHs; `-es` only after
    /// a final S, X or Z (DNS → DNSes), where a bare `s` would merge with the letter.
    private func acronymForm(_ word: Substring, to number: Number) -> String {
        guard number == .plural else { return String(word) }
        let sibilant = ["S", "X", "Z"].contains { word.hasSuffix($0) }
        return String(word) + (sibilant ? "es" : "s")
    }

    /// A vowel letter (Y counts): an all-caps token without one (HTML, SSH) is read as an acronym.
    private static func isVowel(_ c: Character) -> Bool { "AEIOUYaeiouy".contains(c) }

    /// `IDs`, `APIs`, `IDSes`: an upper-case run followed by a lower-case plural ending.
    private func acronymPlural(_ token: Substring) -> Substring? {
        for tail in ["es", "s"] where token.hasSuffix(tail) {
            let run = token.dropLast(tail.count)
            let upper = run.reversed().prefix { $0.isUpper || $0.isNumber }
            guard upper.contains(where: \.isLetter) else { continue }
            let lettersBefore = run.dropLast(upper.count)
            // "As" (A + s) is an acronym plural only when nothing precedes it.
            if upper.count < 2 && !(lettersBefore.isEmpty && tail == "s") { continue }
            if tail == "es" && !["S", "X", "Z", "H"].contains(where: { run.hasSuffix($0) }) { continue }
            return run
        }
        return nil
    }

    /// Start of the last camelCase segment (`GoodChild` → `Child`, `XMLAxis` → `Axis`), if any.
    private func camelBoundary(_ token: Substring) -> Substring.Index? {
        var best: Substring.Index?
        var i = token.index(after: token.startIndex)
        while i < token.endIndex {
            let prev = token[token.index(before: i)], ch = token[i]
            if ch.isUpper {
                let next = token.index(after: i)
                let nextLower = next < token.endIndex && token[next].isLower
                if prev.isLower || prev.isNumber || (prev.isUpper && nextLower) {
                    // A lone trailing capital ("axiS") is a typo, not a new word.
                    if token.distance(from: i, to: token.endIndex) >= 2 { best = i }
                }
            }
            i = token.index(after: i)
        }
        return best
    }
}
