/// "Did you mean …?" from edit distance.
public enum Suggestions {
    /// `; did you mean 'X'?` when a candidate is close to `word`, else the empty string.
    public static func didYouMean(_ word: String, among candidates: [String]) -> String {
        guard let best = closest(to: word, among: candidates) else { return "" }
        return "; did you mean '\(best)'?"
    }

    /// The candidate nearest to `word` (case-insensitive), if it is near enough to be a typo.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            let length = max(target.count, candidate.count)
            let allowed = length <= 3 ? 1 : (length <= 6 ? 2 : 3)
            if distance <= allowed, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and
    /// transpositions of neighbours ("rnu" is one edit from "run").
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
