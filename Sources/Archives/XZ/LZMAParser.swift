/// Chooses the symbols the encoder codes: the longest match at a position (preferring a much
/// closer one a byte shorter), a repeated distance when it is about as long (it costs far fewer
/// bits), and a one-step lazy look: a literal when the next position has a clearly better match
/// or a long repeated one. Every position is entered in the match finder once.
struct LZMAParser {
    let input: UnsafePointer<UInt8>
    let count: Int
    var finder: MatchFinder
    var coder: LZMASymbolEncoder
    /// The next position to code.
    private(set) var position = 0
    /// The match already found at `position` by the previous step's look ahead.
    private var lookahead: (length: Int, distance: Int)?

    init(input: UnsafePointer<UInt8>, count: Int, dictionarySize: Int, chunkCapacity: Int) {
        self.input = input
        self.count = count
        finder = MatchFinder(input: input, count: count, dictionarySize: dictionarySize, depth: 64, niceLength: 96)
        coder = LZMASymbolEncoder(chunkCapacity: chunkCapacity)
    }

    func deallocate() {
        finder.deallocate()
        coder.deallocate()
    }

    /// The longest match at `at`, or a match one byte shorter that is at least 128 times closer.
    private mutating func bestMatch(at: Int) -> (length: Int, distance: Int) {
        let found = finder.find(at)
        guard found > 0 else { return (0, 0) }
        var index = found - 1
        var length = finder.lengths[index]
        var distance = finder.distances[index]
        while index > 0 && finder.lengths[index - 1] + 1 == length && distance >> 7 > finder.distances[index - 1] {
            index -= 1
            length = finder.lengths[index]
            distance = finder.distances[index]
        }
        // Three bytes far back cost more than three literals.
        if length == 3 && distance > 1 << 14 { return (0, 0) }
        return (length, distance)
    }

    /// How long a match at rep distance `index` is at `at`.
    @inline(__always) private func repeatLength(_ index: Int, at: Int) -> Int {
        let distance = coder.rep(index) + 1
        let limit = min(LZMAModel.matchLengthMax, count - at)
        guard distance <= at, limit >= 2 else { return 0 }
        let earlier = at - distance
        guard input[at] == input[earlier], input[at + 1] == input[earlier + 1] else { return 0 }
        return finder.matchLength(at, earlier, from: 2, limit: limit)
    }

    /// Codes one symbol (a literal or a match) at `position` and moves past it.
    mutating func step() {
        let main = lookahead ?? bestMatch(at: position)
        lookahead = nil
        var repLength = 0
        var repIndex = 0
        for index in 0..<4 {
            let length = repeatLength(index, at: position)
            if length > repLength { (repLength, repIndex) = (length, index) }
        }
        let nice = finder.niceLength
        if repLength >= nice || (repLength >= 2 && repeatIsAsGood(repLength, main)) {
            return emitRepeat(repIndex, repLength)
        }
        if main.length >= nice { return emitMatch(main) }
        guard main.length >= 3 else { return emitLiteral() }
        let next = bestMatch(at: position + 1)
        lookahead = next
        if nextIsBetter(next, than: main) { return emitLiteral() }
        let enough = max(main.length - 1, 2)
        for index in 0..<4 where repeatLength(index, at: position + 1) >= enough { return emitLiteral() }
        emitMatch(main)
    }

    /// Whether a repeated match of `length` beats `main`: nearly as long, or the match is far.
    private func repeatIsAsGood(_ length: Int, _ main: (length: Int, distance: Int)) -> Bool {
        length + 1 >= main.length || (length + 2 >= main.length && main.distance > 1 << 9)
            || (length + 3 >= main.length && main.distance > 1 << 15)
    }

    /// Whether the match one byte later makes a literal now worth it.
    private func nextIsBetter(_ next: (length: Int, distance: Int), than main: (length: Int, distance: Int)) -> Bool {
        if next.length >= main.length && next.distance < main.distance { return true }
        if next.length == main.length + 1 && next.distance >> 7 <= main.distance { return true }
        if next.length > main.length + 1 { return true }
        return next.length + 1 >= main.length && main.length >= 3 && main.distance >> 7 > next.distance
    }

    private mutating func emitLiteral() {
        coder.literal(input, at: position, base: 0)
        position += 1
    }

    private mutating func emitMatch(_ match: (length: Int, distance: Int)) {
        coder.match(distance: match.distance, length: match.length, at: position, base: 0)
        skip(match.length)
    }

    private mutating func emitRepeat(_ index: Int, _ length: Int) {
        coder.repeatMatch(index: index, length: length, at: position, base: 0)
        skip(length)
    }

    /// Moves past a match, entering the positions it covers (the next one may be in already).
    private mutating func skip(_ length: Int) {
        var next = position + (lookahead == nil ? 1 : 2)
        lookahead = nil
        position += length
        while next < position {
            finder.insert(next)
            next += 1
        }
    }
}
