/// The entropy-coded pixels of a WebP lossless image (RFC 9649 §5, §6.2): prefix-coded literals,
/// LZ77 copies of earlier pixels and colour-cache references, with the prefix codes chosen per
/// block by an entropy image in the main image.
struct VP8LImageData {
    /// The five codes of one prefix code group: green/length/cache, red, blue, alpha, distance.
    struct Group {
        var green, red, blue, alpha, distance: VP8LPrefixCode
    }

    /// The neighbourhood the distance codes 1…120 name, as (x, y) offsets (RFC 9649 §5.2.2).
    static let nearby: [(Int, Int)] = [
        (0, 1), (1, 0), (1, 1), (-1, 1), (0, 2), (2, 0), (1, 2), (-1, 2), (2, 1), (-2, 1), (2, 2), (-2, 2),
        (0, 3), (3, 0), (1, 3), (-1, 3), (3, 1), (-3, 1), (2, 3), (-2, 3), (3, 2), (-3, 2), (0, 4), (4, 0),
        (1, 4), (-1, 4), (4, 1), (-4, 1), (3, 3), (-3, 3), (2, 4), (-2, 4), (4, 2), (-4, 2), (0, 5), (3, 4),
        (-3, 4), (4, 3), (-4, 3), (5, 0), (1, 5), (-1, 5), (5, 1), (-5, 1), (2, 5), (-2, 5), (5, 2), (-5, 2),
        (4, 4), (-4, 4), (3, 5), (-3, 5), (5, 3), (-5, 3), (0, 6), (6, 0), (1, 6), (-1, 6), (6, 1), (-6, 1),
        (2, 6), (-2, 6), (6, 2), (-6, 2), (4, 5), (-4, 5), (5, 4), (-5, 4), (3, 6), (-3, 6), (6, 3), (-6, 3),
        (0, 7), (7, 0), (1, 7), (-1, 7), (5, 5), (-5, 5), (7, 1), (-7, 1), (4, 6), (-4, 6), (6, 4), (-6, 4),
        (2, 7), (-2, 7), (7, 2), (-7, 2), (3, 7), (-3, 7), (7, 3), (-7, 3), (5, 6), (-5, 6), (6, 5), (-6, 5),
        (8, 0), (4, 7), (-4, 7), (7, 4), (-7, 4), (8, 1), (8, 2), (6, 6), (-6, 6), (8, 3), (5, 7), (-5, 7),
        (7, 5), (-7, 5), (8, 4), (6, 7), (-6, 7), (7, 6), (-7, 6), (8, 5), (7, 7), (-7, 7), (8, 6), (8, 7),
    ]

    /// Reads an image of `width`×`height` pixels (ARGB, one `UInt32` each). Only the main image
    /// (`isMain`) may choose its prefix codes by block.
    static func read(_ bits: inout VP8LBits, width: Int, height: Int, isMain: Bool) throws -> [UInt32] {
        var cacheBits = 0
        if bits.flag() {
            cacheBits = bits.read(4)
            guard (1...11).contains(cacheBits) else {
                throw ImageError.corrupt(format: "WebP", "a colour cache of \(cacheBits) bits (the format allows 1 to 11)")
            }
        }
        guard isMain, bits.flag() else {
            let groups = try readGroups(&bits, cacheBits: cacheBits, declared: 1, used: [0: 0])
            return try decodePixels(&bits, width: width, height: height, cacheBits: cacheBits, groups: groups, blocks: nil)
        }
        let blockBits = bits.read(3) + 2
        let blocksWide = VP8L.subsampled(width, bits: blockBits)
        let blocksHigh = VP8L.subsampled(height, bits: blockBits)
        let entropy = try read(&bits, width: blocksWide, height: blocksHigh, isMain: false)
        let numbers = groupNumbers(entropy)
        let groups = try readGroups(&bits, cacheBits: cacheBits, declared: numbers.declared, used: numbers.used)
        let blocks = Blocks(bits: blockBits, wide: blocksWide, group: numbers.groupOfBlock)
        return try decodePixels(&bits, width: width, height: height, cacheBits: cacheBits, groups: groups, blocks: blocks)
    }

    /// The main image's blocks: `1 << bits` pixels square, `wide` to a row, each with its group.
    struct Blocks {
        let bits: Int
        let wide: Int
        let group: [Int32]

        /// The group of the block holding pixel (`x`, `y`).
        @inline(__always) func group(x: Int, y: Int) -> Int { Int(group[(y >> bits) * wide + (x >> bits)]) }
    }

    /// The groups the entropy image names: how many the stream declares (its largest number + 1),
    /// each used number's place among the groups kept, and each block's kept group. Groups no block
    /// uses are read and dropped, so a few bytes naming group 65,535 cost no memory.
    private static func groupNumbers(_ entropy: [UInt32]) -> (declared: Int, used: [Int: Int], groupOfBlock: [Int32]) {
        var used: [Int: Int] = [:]
        var declared = 0
        var groupOfBlock = [Int32](repeating: 0, count: entropy.count)
        for (index, pixel) in entropy.enumerated() {
            let number = Int((pixel >> 8) & 0xFFFF)
            declared = max(declared, number + 1)
            if let kept = used[number] {
                groupOfBlock[index] = Int32(kept)
            } else {
                groupOfBlock[index] = Int32(used.count)
                used[number] = used.count
            }
        }
        return (declared, used, groupOfBlock)
    }

    /// Reads `declared` prefix code groups, keeping those in `used` in their kept order.
    private static func readGroups(_ bits: inout VP8LBits, cacheBits: Int, declared: Int, used: [Int: Int]) throws -> [Group] {
        let greenSize = 256 + 24 + (cacheBits > 0 ? 1 << cacheBits : 0)
        var kept = [Group?](repeating: nil, count: used.count)
        for number in 0..<declared {
            let group = Group(
                green: try VP8LCodeReading.code(&bits, alphabetSize: greenSize),
                red: try VP8LCodeReading.code(&bits, alphabetSize: 256),
                blue: try VP8LCodeReading.code(&bits, alphabetSize: 256),
                alpha: try VP8LCodeReading.code(&bits, alphabetSize: 256),
                distance: try VP8LCodeReading.code(&bits, alphabetSize: 40))
            if let place = used[number] { kept[place] = group }
        }
        return kept.compactMap { $0 }
    }

    /// A length or distance from its prefix symbol and extra bits (RFC 9649 §5.2.2).
    @inline(__always) static func prefixValue(_ symbol: Int, _ bits: inout VP8LBits) -> Int {
        if symbol < 4 { return symbol + 1 }
        let extra = (symbol - 2) >> 1
        return ((2 + (symbol & 1)) << extra) + bits.read(extra) + 1
    }

    /// The distance in pixels a distance code names in an image `width` pixels wide.
    @inline(__always) static func distance(code: Int, width: Int) -> Int {
        guard code <= 120 else { return code - 120 }
        let (dx, dy) = nearby[code - 1]
        return max(1, dx + dy * width)
    }
}
