/// The dictionary's plain words (a to z and the apostrophe, in lower case) grouped by length,
/// each group's letters in one array: the words two edits from a misspelling are found by one
/// pass over the groups of nearby lengths, stopping each comparison as soon as it is more than
/// two edits away, instead of building the hundreds of thousands of words two edits from it.
struct LengthBuckets: Sendable {
    /// One length's words: word `i` is `letters[i * length ..< (i + 1) * length]`.
    struct Bucket: Sendable {
        var letters: [UInt8] = []
        var words: [String] = []
    }

    /// The groups by length (index 0 is empty).
    let buckets: [Bucket]

    init(_ words: some Sequence<String>) {
        var buckets: [Bucket] = []
        for word in words {
            let length = word.utf8.count
            guard word.utf8.allSatisfy({ ($0 >= 97 && $0 <= 122) || $0 == 39 }) else { continue }
            if length >= buckets.count { buckets += Array(repeating: Bucket(), count: length + 1 - buckets.count) }
            buckets[length].letters.append(contentsOf: word.utf8)
            buckets[length].words.append(word)
        }
        self.buckets = buckets
    }

    /// The words at most `limit` edits from `word` (optimal string alignment distance: a letter
    /// deleted, inserted or changed, or two neighbours swapped), with their distances.
    func near(_ word: [UInt8], limit: Int) -> [(word: String, distance: Int)] {
        var found: [(word: String, distance: Int)] = []
        guard !word.isEmpty else { return found }
        var rows = Rows(width: word.count + limit + 1)
        for length in max(1, word.count - limit)...(word.count + limit) where length < buckets.count {
            let bucket = buckets[length]
            bucket.letters.withUnsafeBufferPointer { letters in
                for index in bucket.words.indices {
                    let candidate = UnsafeBufferPointer(rebasing: letters[(index * length)..<((index + 1) * length)])
                    if let distance = rows.distance(word, candidate, limit: limit) {
                        found.append((bucket.words[index], distance))
                    }
                }
            }
        }
        return found
    }

    /// The three rows of the distance table, kept from one comparison to the next.
    struct Rows {
        var before: [Int]
        var previous: [Int]
        var current: [Int]

        init(width: Int) {
            before = Array(repeating: 0, count: width)
            previous = before
            current = before
        }

        /// The optimal string alignment distance of `a` and `b` (neither empty, `b` no longer
        /// than the rows allow) when it is at most `limit`; nil as soon as every cell of a row is
        /// over it. Only the cells within `limit` of the diagonal are computed: any other is over
        /// the limit already.
        mutating func distance(_ a: [UInt8], _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
            let (m, n) = (a.count, b.count)
            let over = limit + 1
            for j in 0...n { previous[j] = min(j, over) }
            for i in 1...m {
                let (low, high) = (max(1, i - limit), min(n, i + limit))
                guard low <= high else { return nil }
                current[low - 1] = low == 1 ? min(i, over) : over
                var smallest = current[low - 1]
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
                    current[j] = min(value, over)
                    smallest = min(smallest, current[j])
                }
                if high < n { current[high + 1] = over }
                if smallest > limit { return nil }
                swap(&before, &previous)
                swap(&previous, &current)
            }
            return previous[n] <= limit ? previous[n] : nil
        }
    }
}
