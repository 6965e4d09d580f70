/// How likely it is that typing slips turned a word into what was typed: the edits between the
/// two, each weighed by how common a slip it is (the optimal string alignment distance with
/// weights). Lower is likelier.
enum SlipCost {
    /// Every letter typed kept in a wrong arrangement: two neighbours swapped, a letter doubled
    /// or not doubled, an apostrophe left out ("teh", "comming", "untill", "dont").
    static let arrangement = 2
    /// A letter left out, or the key next to the right one pressed ("happend", "thw").
    static let missedKey = 3
    /// Any other letter added, left out or changed.
    static let other = 4

    /// The weighed cost of the edits from `candidate` (a known word) to `typed`.
    static func between(typed: [Character], candidate: [Character]) -> Int {
        let (m, n) = (typed.count, candidate.count)
        var table = [[Int]](repeating: [Int](repeating: 0, count: n + 1), count: m + 1)
        for i in 0...m where i > 0 { table[i][0] = table[i - 1][0] + extra(typed, at: i - 1) }
        for j in 0...n where j > 0 { table[0][j] = table[0][j - 1] + omitted(candidate, at: j - 1) }
        for i in 0...m where i > 0 {
            for j in 0...n where j > 0 {
                let change = typed[i - 1] == candidate[j - 1] ? 0 : substitution(typed[i - 1], candidate[j - 1])
                var best = min(
                    table[i - 1][j] + extra(typed, at: i - 1), table[i][j - 1] + omitted(candidate, at: j - 1),
                    table[i - 1][j - 1] + change)
                if i > 1, j > 1, typed[i - 1] == candidate[j - 2], typed[i - 2] == candidate[j - 1] {
                    best = min(best, table[i - 2][j - 2] + arrangement)
                }
                table[i][j] = best
            }
        }
        return table[m][n]
    }

    /// A letter typed that the word does not have: a doubled letter's second is a lighter slip.
    static func extra(_ typed: [Character], at index: Int) -> Int {
        isDoubled(typed, at: index) ? arrangement : other
    }

    /// A letter of the word that was not typed: an apostrophe or a doubled letter's second is
    /// the lightest slip, any other the next.
    static func omitted(_ word: [Character], at index: Int) -> Int {
        word[index] == "'" || isDoubled(word, at: index) ? arrangement : missedKey
    }

    static func substitution(_ typed: Character, _ meant: Character) -> Int {
        Keyboard.areNeighbours(typed, meant) ? missedKey : other
    }

    static func isDoubled(_ letters: [Character], at index: Int) -> Bool {
        (index > 0 && letters[index - 1] == letters[index])
            || (index + 1 < letters.count && letters[index + 1] == letters[index])
    }
}

/// The letter keys of a QWERTY keyboard and their neighbours in the same or the next row.
enum Keyboard {
    static let rows: [[Character]] = [Array("qwertyuiop"), Array("asdfghjkl"), Array("zxcvbnm")]

    /// Whether `a` and `b` are keys side by side or diagonally next to each other.
    static func areNeighbours(_ a: Character, _ b: Character) -> Bool {
        guard let (rowA, columnA) = position(a), let (rowB, columnB) = position(b) else { return false }
        switch rowB - rowA {
        case 0: return abs(columnA - columnB) == 1
        // Each row sits about half a key to the right of the one above it.
        case 1: return columnB == columnA || columnB == columnA - 1
        case -1: return columnA == columnB || columnA == columnB - 1
        default: return false
        }
    }

    static func position(_ key: Character) -> (Int, Int)? {
        for (row, keys) in rows.enumerated() {
            if let column = keys.firstIndex(of: key) { return (row, column) }
        }
        return nil
    }
}
