/// Primary keys for alphabetical order: ASCII lines are folded on the fly (lower-casing is a
/// bit operation on eight bytes at once); only non-ASCII lines get a stored folded copy, found
/// through a bitset and a binary search, so memory stays near the input size.
struct AlphabeticalKeys {
    let view: LineView
    let options: AlphabeticalOptions
    /// Folded bytes of every non-ASCII line, back to back.
    private var folded: [UInt8] = []
    /// Non-ASCII line numbers, ascending; `foldedStarts[k]..<foldedStarts[k+1]` is line `lines[k]`'s key.
    private var lines: [Int32] = []
    private var foldedStarts: [Int32] = [0]
    /// Bit `i` set when line `i` has a folded key.
    private var isFoldedBits: [UInt64]

    init(view: LineView, count: Int, options: AlphabeticalOptions) {
        self.view = view
        self.options = options
        isFoldedBits = [UInt64](repeating: 0, count: (count + 63) / 64)
        for i in 0..<count where !view.isASCII(i) {
            folded.append(contentsOf: Folding.fold(view[i]))
            lines.append(Int32(i))
            foldedStarts.append(Int32(folded.count))
            isFoldedBits[i >> 6] |= 1 << UInt64(i & 63)
        }
    }

    @inline(__always)
    private func isFolded(_ i: Int) -> Bool { isFoldedBits[i >> 6] & (1 << UInt64(i & 63)) != 0 }

    /// Runs `body` with a function giving each line's primary key bytes.
    func withKeys<R>(_ body: ((Int) -> UnsafeBufferPointer<UInt8>) -> R) -> R {
        folded.withUnsafeBufferPointer { f in
            lines.withUnsafeBufferPointer { l in
                foldedStarts.withUnsafeBufferPointer { s in
                    body { i in
                        guard isFolded(i) else { return view[i] }
                        var lo = 0, hi = l.count - 1
                        while lo < hi {
                            let mid = (lo + hi) >> 1
                            if Int(l[mid]) < i { lo = mid + 1 } else { hi = mid }
                        }
                        return UnsafeBufferPointer(start: f.baseAddress! + Int(s[lo]), count: Int(s[lo + 1] - s[lo]))
                    }
                }
            }
        }
    }

    /// For items with equal folded keys: accents if asked, then case if asked; 0 keeps input order.
    func tieBreak(_ a: Int, _ b: Int) -> Int {
        if options.accentSensitive && (isFolded(a) || isFolded(b)) {
            let x = Folding.fold(view[a], keepAccents: true), y = Folding.fold(view[b], keepAccents: true)
            let d = x.withUnsafeBufferPointer { xb in y.withUnsafeBufferPointer { ByteCompare.bytes(xb, $0) } }
            if d != 0 { return d }
        }
        guard options.caseSensitive else { return 0 }
        if !isFolded(a) && !isFolded(b) { return ByteCompare.lowerFirst(view[a], view[b]) }
        // Compare case only: accents are removed first so they do not decide this level.
        let x = Folding.fold(view[a], keepCase: true), y = Folding.fold(view[b], keepCase: true)
        return x.withUnsafeBufferPointer { xb in y.withUnsafeBufferPointer { ByteCompare.lowerFirst(xb, $0) } }
    }
}
