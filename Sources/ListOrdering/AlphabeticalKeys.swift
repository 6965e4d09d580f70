/// Primary keys for alphabetical order: ASCII lines are folded on the fly (lower-casing is a
/// bit operation on eight bytes at once); only non-ASCII lines get a stored folded copy, found
/// by a binary search over their ids, so memory stays near the input size.
struct AlphabeticalKeys<Lines: LineAccess> {
    let lines: Lines
    let options: AlphabeticalOptions
    /// Folded bytes of every non-ASCII line, back to back.
    private var folded: [UInt8] = []
    /// Ids of the non-ASCII lines, ascending; `foldedStarts[k]..<foldedStarts[k+1]` is `foldedIds[k]`'s key.
    private var foldedIds: [UInt32] = []
    private var foldedStarts: [Int] = [0]

    /// Keys for the lines `ids` (any order).
    init(lines: Lines, ids: UnsafeBufferPointer<UInt32>, options: AlphabeticalOptions) {
        self.lines = lines
        self.options = options
        var nonASCII = ids.filter { !lines.isASCII($0) }
        nonASCII.sort()
        for id in nonASCII {
            folded.append(contentsOf: Folding.fold(lines[id]))
            foldedStarts.append(folded.count)
        }
        foldedIds = nonASCII
    }

    /// Whether line `id` has a stored folded key: a non-ASCII line (checked on the bytes).
    @inline(__always)
    private func isFolded(_ id: UInt32) -> Bool { !foldedIds.isEmpty && !lines.isASCII(id) }

    /// Runs `body` with a function giving each line's primary key bytes.
    func withKeys<R>(_ body: ((UInt32) -> UnsafeBufferPointer<UInt8>) -> R) -> R {
        folded.withUnsafeBufferPointer { f in
            foldedIds.withUnsafeBufferPointer { ids in
                foldedStarts.withUnsafeBufferPointer { s in
                    body { id in
                        guard ids.count > 0 else { return lines[id] }
                        let (line, isASCII) = lines.lineAndASCII(id)
                        if isASCII { return line }
                        // Folding can leave nothing (a line of combining marks only).
                        guard let base = f.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
                        var lo = 0, hi = ids.count - 1
                        while lo < hi {
                            let mid = (lo + hi) >> 1
                            if ids[mid] < id { lo = mid + 1 } else { hi = mid }
                        }
                        return UnsafeBufferPointer(start: base + s[lo], count: s[lo + 1] - s[lo])
                    }
                }
            }
        }
    }

    /// For items with equal folded keys: accents if asked, then case if asked; 0 keeps input order.
    func tieBreak(_ a: UInt32, _ b: UInt32) -> Int {
        if options.accentSensitive && (isFolded(a) || isFolded(b)) {
            let x = Folding.fold(lines[a], keepAccents: true), y = Folding.fold(lines[b], keepAccents: true)
            let d = x.withUnsafeBufferPointer { xb in y.withUnsafeBufferPointer { ByteCompare.bytes(xb, $0) } }
            if d != 0 { return d }
        }
        guard options.caseSensitive else { return 0 }
        if !isFolded(a) && !isFolded(b) { return ByteCompare.lowerFirst(lines[a], lines[b]) }
        // Compare case only: accents are removed first so they do not decide this level.
        let x = Folding.fold(lines[a], keepCase: true), y = Folding.fold(lines[b], keepCase: true)
        return x.withUnsafeBufferPointer { xb in y.withUnsafeBufferPointer { ByteCompare.lowerFirst(xb, $0) } }
    }
}
