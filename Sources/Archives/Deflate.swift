import Foundation

/// Deflate (RFC 1951): LZ77 over a 32 KiB window with hash chains and lazy matching (the
/// settings of zlib's level 6), then for each block of up to 16,383 symbols the cheapest of a
/// dynamic-Huffman, a fixed-Huffman or stored blocks.
public enum Deflate {
    /// Most input bytes one call takes (positions are kept as 32-bit numbers).
    public static let maximumInput = Int(Int32.max) - 65_536

    /// The raw deflate stream of `data`.
    public static func compress(_ data: Data) throws -> Data {
        try data.withUnsafeBytes { Data(try compress(buffer: $0)) }
    }

    /// The raw deflate stream of the bytes in `input`. `check` runs before every block (up to
    /// 16,383 symbols): what it throws stops the work (Make Archive passes the run's clock).
    public static func compress(buffer input: UnsafeRawBufferPointer, check: () throws -> Void = {}) throws -> [UInt8] {
        guard input.count <= maximumInput else {
            throw ArchiveError.tooLargeToWrite(
                format: "deflate", "an input of \(input.count) bytes is larger than \(maximumInput)")
        }
        var encoder = BlockEncoder(capacity: input.count / 3 + 1024)
        let matcher = Matcher(input: input)
        var stopped: (any Error)?
        matcher.run { symbols, start, end, final in
            do { try check() } catch {
                stopped = error
                return false
            }
            encoder.writeBlock(symbols, input: input, start: start, end: end, final: final)
            return true
        }
        if let stopped { throw stopped }
        encoder.writer.alignToByte()
        return encoder.writer.bytes
    }
}

/// LZ77 symbols of one block: a literal is `byte`, a match is `256 + length` with its distance.
struct SymbolBlock {
    var lengths: [UInt16] = []
    var distances: [UInt16] = []
    static let capacity = 16_383

    init() {
        lengths.reserveCapacity(Self.capacity)
        distances.reserveCapacity(Self.capacity)
    }
}

/// Finds matches with hash chains and hands blocks of symbols on.
private struct Matcher {
    let input: UnsafeRawBufferPointer
    static let window = 32_768
    static let maxChain = 128
    static let goodLength = 8
    static let lazyLength = 16
    static let niceLength = 128

    init(input: UnsafeRawBufferPointer) { self.input = input }

    @inline(__always) static func hash(_ p: UnsafePointer<UInt8>, _ position: Int) -> Int {
        (Int(p[position]) << 10 ^ Int(p[position + 1]) << 5 ^ Int(p[position + 2])) & 0x7FFF
    }

    /// Hands the symbols out a block at a time to `emit`, which returns false to stop.
    func run(_ emit: (SymbolBlock, Int, Int, Bool) -> Bool) {
        var head = [Int32](repeating: -1, count: 1 << 15)
        var previous = [Int32](repeating: -1, count: 1 << 15)
        guard input.count > 0, let base = input.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            _ = emit(SymbolBlock(), 0, 0, true)
            return
        }
        head.withUnsafeMutableBufferPointer { head in
            previous.withUnsafeMutableBufferPointer { previous in
                Self.parse(HashChains(base: base, count: input.count, head: head, previous: previous), emit)
            }
        }
    }

    /// Lazy matching (zlib's): a match found at one position is kept only if the next position
    /// does not start a longer one; the symbols go out a block at a time.
    static func parse(_ chains: HashChains, _ emit: (SymbolBlock, Int, Int, Bool) -> Bool) {
        let base = chains.base
        let count = chains.count
        var block = SymbolBlock()
        var blockStart = 0
        var position = 0
        var previousLength = 0
        var previousDistance = 0
        var havePrevious = false
        var going = true
        func flushIfFull(_ upTo: Int, final: Bool) {
            if block.lengths.count >= SymbolBlock.capacity - 1 || final {
                going = emit(block, blockStart, upTo, final)
                block.lengths.removeAll(keepingCapacity: true)
                block.distances.removeAll(keepingCapacity: true)
                blockStart = upTo
            }
        }
        while position < count && going {
            let first = chains.insert(position)
            var length = 0
            var distance = 0
            if !(havePrevious && previousLength >= lazyLength) {
                (length, distance) = chains.longest(position, first: first, atLeast: havePrevious ? max(previousLength, 2) : 2)
            }
            if havePrevious && previousLength >= 3 && length <= previousLength {
                block.lengths.append(UInt16(256 + previousLength))
                block.distances.append(UInt16(previousDistance))
                let end = position - 1 + previousLength
                var next = position + 1
                while next < end {
                    _ = chains.insert(next)
                    next += 1
                }
                position = end
                havePrevious = false
                previousLength = 0
                flushIfFull(position, final: false)
            } else {
                if havePrevious {
                    block.lengths.append(UInt16(base[position - 1]))
                    block.distances.append(0)
                    flushIfFull(position, final: false)
                }
                havePrevious = true
                previousLength = length
                previousDistance = distance
                position += 1
            }
        }
        guard going else { return }
        if havePrevious {
            block.lengths.append(UInt16(base[count - 1]))
            block.distances.append(0)
        }
        flushIfFull(count, final: true)
    }
}

/// The hash chains over the input: for each hash of three bytes the newest position with it
/// (`head`), and for each position in the window the one before it with the same hash (`previous`).
private struct HashChains {
    let base: UnsafePointer<UInt8>
    let count: Int
    let head: UnsafeMutableBufferPointer<Int32>
    let previous: UnsafeMutableBufferPointer<Int32>

    /// Links `at` into its chain; the position it now follows, or -1.
    @inline(__always) func insert(_ at: Int) -> Int {
        guard at + 2 < count else { return -1 }
        let h = Matcher.hash(base, at)
        let candidate = Int(head[h])
        previous[at & 0x7FFF] = Int32(candidate)
        head[h] = Int32(at)
        return candidate
    }

    /// The longest match at `at` longer than `atLeast` along the chain from `first`, as (length,
    /// distance), or (0, 0); the chain is walked less far once a good match is in hand.
    @inline(__always) func longest(_ at: Int, first: Int, atLeast: Int) -> (Int, Int) {
        var candidate = first
        var best = atLeast
        var bestDistance = 0
        let most = min(258, count - at)
        guard most >= 3, atLeast < most else { return (0, 0) }
        var chain = atLeast >= Matcher.goodLength ? Matcher.maxChain >> 2 : Matcher.maxChain
        let limit = at - Matcher.window
        while candidate >= 0 && candidate > limit && chain > 0 {
            if base[candidate + best] == base[at + best] {
                var length = 0
                while length < most && base[candidate + length] == base[at + length] { length += 1 }
                if length > best {
                    best = length
                    bestDistance = at - candidate
                    if length >= Matcher.niceLength || length == most { break }
                }
            }
            let next = Int(previous[candidate & 0x7FFF])
            if next >= candidate { break }
            candidate = next
            chain -= 1
        }
        return best >= 3 && bestDistance > 0 ? (best, bestDistance) : (0, 0)
    }
}
