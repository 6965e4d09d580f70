/// Finds earlier occurrences of the bytes at a position: hash chains over 4-byte hashes, plus a
/// table of the latest position of each 3-byte hash for short matches near by. Positions are
/// kept plus one (0 is "none") as 32-bit numbers; the chain is a ring as large as the dictionary.
struct MatchFinder {
    let input: UnsafePointer<UInt8>
    let count: Int
    /// The farthest a match may reach back (within the dictionary size the header declares).
    let maxDistance: Int
    /// How many chain links a search follows, and the length at which it stops looking.
    let depth: Int
    let niceLength: Int
    private let head4: UnsafeMutablePointer<Int32>
    private let head3: UnsafeMutablePointer<Int32>
    private let chain: UnsafeMutablePointer<Int32>
    private let chainMask: Int
    static let hash4Bits = 20
    static let hash3Bits = 16
    /// Found matches (longest last, lengths increasing) of the latest `find`.
    let lengths: UnsafeMutablePointer<Int>
    let distances: UnsafeMutablePointer<Int>
    static let maxMatches = 64

    init(input: UnsafePointer<UInt8>, count: Int, dictionarySize: Int, depth: Int, niceLength: Int) {
        self.input = input
        self.count = count
        self.depth = depth
        self.niceLength = niceLength
        var ring = 1 << 12
        while ring < min(count, dictionarySize) { ring <<= 1 }
        chainMask = ring - 1
        maxDistance = min(dictionarySize, ring - 1)
        head4 = .allocate(capacity: 1 << Self.hash4Bits)
        head4.initialize(repeating: 0, count: 1 << Self.hash4Bits)
        head3 = .allocate(capacity: 1 << Self.hash3Bits)
        head3.initialize(repeating: 0, count: 1 << Self.hash3Bits)
        chain = .allocate(capacity: ring)
        chain.initialize(repeating: 0, count: ring)
        lengths = .allocate(capacity: Self.maxMatches)
        distances = .allocate(capacity: Self.maxMatches)
    }

    func deallocate() {
        head4.deallocate()
        head3.deallocate()
        chain.deallocate()
        lengths.deallocate()
        distances.deallocate()
    }

    @inline(__always) private func word(_ position: Int) -> UInt32 {
        UnsafeRawPointer(input + position).loadUnaligned(as: UInt32.self)
    }

    /// How many bytes at `position` equal those at `earlier`, up to `limit`.
    @inline(__always) func matchLength(_ position: Int, _ earlier: Int, from start: Int, limit: Int) -> Int {
        var length = start
        while length + 8 <= limit {
            let a = UnsafeRawPointer(input + position + length).loadUnaligned(as: UInt64.self)
            let b = UnsafeRawPointer(input + earlier + length).loadUnaligned(as: UInt64.self)
            let difference = a ^ b
            if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
            length += 8
        }
        while length < limit && input[position + length] == input[earlier + length] { length += 1 }
        return length
    }

    /// Enters `position` in the tables (positions with fewer than 4 bytes left are not hashed).
    @inline(__always) func insert(_ position: Int) {
        guard position + 4 <= count else { return }
        let value = word(position)
        let hash4 = Int((value &* 2_654_435_761) >> UInt32(32 - Self.hash4Bits))
        let hash3 = Int(((value & 0xFF_FFFF) &* 506_832_829) >> UInt32(32 - Self.hash3Bits))
        chain[position & chainMask] = head4[hash4]
        head4[hash4] = Int32(truncatingIfNeeded: position + 1)
        head3[hash3] = Int32(truncatingIfNeeded: position + 1)
    }

    /// The matches at `position` (at least 3 bytes, each longer than the one before) into
    /// `lengths`/`distances`, longest last; enters the position. Returns how many.
    mutating func find(_ position: Int) -> Int {
        let limit = min(LZMAModel.matchLengthMax, count - position)
        guard limit >= 4 else { return 0 }
        let value = word(position)
        let hash4 = Int((value &* 2_654_435_761) >> UInt32(32 - Self.hash4Bits))
        let hash3 = Int(((value & 0xFF_FFFF) &* 506_832_829) >> UInt32(32 - Self.hash3Bits))
        var found = 0
        var best = 2
        let near = Int(head3[hash3]) - 1
        if near >= 0, position - near <= maxDistance {
            let length = matchLength(position, near, from: 0, limit: limit)
            if length >= 3 {
                lengths[0] = length
                distances[0] = position - near
                found = 1
                best = length
            }
        }
        var candidate = Int(head4[hash4]) - 1
        chain[position & chainMask] = head4[hash4]
        head4[hash4] = Int32(truncatingIfNeeded: position + 1)
        head3[hash3] = Int32(truncatingIfNeeded: position + 1)
        var links = depth
        while candidate >= 0 && links > 0 && best < niceLength && best < limit {
            let distance = position - candidate
            guard distance > 0, distance <= maxDistance else { break }
            if input[candidate + best] == input[position + best] {
                let length = matchLength(position, candidate, from: 0, limit: limit)
                if length > best {
                    if found < Self.maxMatches {
                        lengths[found] = length
                        distances[found] = distance
                        found += 1
                    }
                    best = length
                    if length == limit { break }
                }
            }
            candidate = Int(chain[candidate & chainMask]) - 1
            links -= 1
        }
        return found
    }
}
