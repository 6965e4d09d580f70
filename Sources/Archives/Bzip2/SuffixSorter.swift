/// Suffix arrays by induced sorting (SA-IS: Nong, Zhang and Chan, "Linear Suffix Array
/// Construction by Almost Pure Induced-Sorting", 2009): linear time whatever the text, with an
/// implicit end marker smaller than every symbol (so a suffix sorts before every longer suffix it
/// starts). The recursion works on the text of the LMS substrings' names, at most half as long,
/// so it is at most log2(n) levels deep.
enum SuffixSorter {
    /// Writes into `sa` the start of every suffix of `text` (`count` symbols, each below
    /// `alphabet`) in increasing order.
    static func sort(_ text: UnsafePointer<Int32>, count n: Int, alphabet: Int, into sa: UnsafeMutablePointer<Int32>) {
        if n <= 1 {
            if n == 1 { sa[0] = 0 }
            return
        }
        // A suffix is S-type when it is smaller than the one after it, else L-type; the last is
        // L-type because the end marker after it is smaller.
        let isS = UnsafeMutablePointer<Bool>.allocate(capacity: n)
        defer { isS.deallocate() }
        isS[n - 1] = false
        for index in stride(from: n - 2, through: 0, by: -1) {
            isS[index] = text[index] < text[index + 1] || (text[index] == text[index + 1] && isS[index + 1])
        }
        let sizes = UnsafeMutablePointer<Int>.allocate(capacity: alphabet)
        let buckets = UnsafeMutablePointer<Int>.allocate(capacity: alphabet)
        defer {
            sizes.deallocate()
            buckets.deallocate()
        }
        sizes.initialize(repeating: 0, count: alphabet)
        for index in 0..<n { sizes[Int(text[index])] += 1 }
        let context = Context(text: text, count: n, isS: isS, sizes: sizes, buckets: buckets, alphabet: alphabet)
        // Stage 1: LMS suffixes into the ends of their buckets, then induce the rest; this sorts
        // the LMS substrings.
        sa.update(repeating: -1, count: n)
        context.setBucketEnds()
        for index in 1..<n where context.isLMS(index) { context.pushBack(index, into: sa) }
        context.induce(sa)
        var lmsCount = 0
        for index in 0..<n where context.isLMS(Int(sa[index])) {
            sa[lmsCount] = sa[index]
            lmsCount += 1
        }
        // With no LMS suffix, every suffix is L-type and the induced order is already final.
        guard lmsCount > 0 else { return }
        let sortedLMS = sortLMSSuffixes(context, sa: sa, lmsCount: lmsCount)
        defer { sortedLMS.deallocate() }
        // Stage 3: the sorted LMS suffixes into their buckets' ends, then induce the rest.
        sa.update(repeating: -1, count: n)
        context.setBucketEnds()
        for rank in stride(from: lmsCount - 1, through: 0, by: -1) { context.pushBack(Int(sortedLMS[rank]), into: sa) }
        context.induce(sa)
    }

    /// Names the sorted LMS substrings in `sa[0..<lmsCount]` (equal substrings, equal names), sorts
    /// the string of names (recursively when two names are equal) and returns the LMS suffixes in
    /// order (the caller deallocates).
    private static func sortLMSSuffixes(_ context: Context, sa: UnsafeMutablePointer<Int32>, lmsCount: Int)
        -> UnsafeMutablePointer<Int32>
    {
        let n = context.count
        // LMS positions are at least two apart, so `position / 2` gives each its own slot: first
        // the length of its LMS substring (0 for the last, which holds the end marker and is
        // unlike every other), then its name.
        (sa + lmsCount).update(repeating: -1, count: n - lmsCount)
        var next = 0
        for index in stride(from: n - 1, through: 1, by: -1) where context.isLMS(index) {
            sa[lmsCount + index / 2] = Int32(next == 0 ? 0 : next - index + 1)
            next = index
        }
        var names = 0
        var previous = -1
        var previousLength = 0
        for rank in 0..<lmsCount {
            let position = Int(sa[rank])
            let length = Int(sa[lmsCount + position / 2])
            // Equal symbols over equal lengths mean equal types too: the types follow from the
            // symbols and the last one's type, S in both.
            if previous < 0 || length == 0 || length != previousLength
                || !context.sameSymbols(previous, position, count: length)
            {
                names += 1
            }
            previous = position
            previousLength = length
            sa[lmsCount + position / 2] = Int32(names - 1)
        }
        let reduced = UnsafeMutablePointer<Int32>.allocate(capacity: lmsCount)
        defer { reduced.deallocate() }
        var filled = 0
        for slot in lmsCount..<n where sa[slot] >= 0 {
            reduced[filled] = sa[slot]
            filled += 1
        }
        let order = UnsafeMutablePointer<Int32>.allocate(capacity: lmsCount)
        if names < lmsCount {
            sort(reduced, count: lmsCount, alphabet: names, into: order)
        } else {
            for index in 0..<lmsCount { order[Int(reduced[index])] = Int32(index) }
        }
        // Reuse `reduced` for the LMS positions in text order, to map name ranks to positions.
        var found = 0
        for index in 1..<n where context.isLMS(index) {
            reduced[found] = Int32(index)
            found += 1
        }
        for rank in 0..<lmsCount { order[rank] = reduced[Int(order[rank])] }
        return order
    }

    /// The text and its types, with bucket bookkeeping (a bucket holds the suffixes starting with
    /// one symbol: L-type ones from its head, S-type ones from its end).
    private struct Context {
        let text: UnsafePointer<Int32>
        let count: Int
        let isS: UnsafeMutablePointer<Bool>
        let sizes: UnsafeMutablePointer<Int>
        let buckets: UnsafeMutablePointer<Int>
        let alphabet: Int

        /// Whether `index` starts an LMS suffix (an S-type one after an L-type one).
        @inline(__always) func isLMS(_ index: Int) -> Bool { index > 0 && isS[index] && !isS[index - 1] }

        func setBucketEnds() {
            var total = 0
            for symbol in 0..<alphabet {
                total += sizes[symbol]
                buckets[symbol] = total
            }
        }

        func setBucketHeads() {
            var total = 0
            for symbol in 0..<alphabet {
                buckets[symbol] = total
                total += sizes[symbol]
            }
        }

        @inline(__always) func pushBack(_ index: Int, into sa: UnsafeMutablePointer<Int32>) {
            let symbol = Int(text[index])
            buckets[symbol] -= 1
            sa[buckets[symbol]] = Int32(index)
        }

        /// Induces the L-type suffixes left to right from those placed (starting with the one
        /// before the end marker), then the S-type ones right to left.
        func induce(_ sa: UnsafeMutablePointer<Int32>) {
            setBucketHeads()
            let last = Int(text[count - 1])
            sa[buckets[last]] = Int32(count - 1)
            buckets[last] += 1
            for slot in 0..<count {
                let before = Int(sa[slot]) - 1
                if before >= 0 && !isS[before] {
                    let symbol = Int(text[before])
                    sa[buckets[symbol]] = Int32(before)
                    buckets[symbol] += 1
                }
            }
            setBucketEnds()
            for slot in stride(from: count - 1, through: 0, by: -1) {
                let before = Int(sa[slot]) - 1
                if before >= 0 && isS[before] { pushBack(before, into: sa) }
            }
        }

        /// Whether the `count` symbols at `first` and `second` are equal.
        @inline(__always) func sameSymbols(_ first: Int, _ second: Int, count: Int) -> Bool {
            for offset in 0..<count where text[first + offset] != text[second + offset] { return false }
            return true
        }
    }
}
