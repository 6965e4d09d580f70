/// The sizes of QR code symbols, ISO/IEC 18004:2015 §6 and tables 7 and 9: how many modules a
/// version has, how many of them carry codewords, and how its codewords split into blocks.
enum QRTables {
    /// Error correction codewords in each block, by level (L, M, Q, H) and version (index 0 unused).
    static let eccPerBlock: [[Int]] = [
        [
            0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30,
            30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28,
            28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
        ],
        [
            0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30,
            30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30,
            30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
    ]

    /// Error correction blocks, by level (L, M, Q, H) and version (index 0 unused).
    static let blocks: [[Int]] = [
        [
            0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19,
            19, 20, 21, 22, 24, 25,
        ],
        [
            0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33,
            35, 37, 38, 40, 43, 45, 47, 49,
        ],
        [
            0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43,
            45, 48, 51, 53, 56, 59, 62, 65, 68,
        ],
        [
            0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51,
            54, 57, 60, 63, 66, 70, 74, 77, 81,
        ],
    ]

    /// Modules on a side: 21 for version 1, 4 more for each version after it.
    static func size(_ version: Int) -> Int { 17 + 4 * version }

    /// Modules that carry codeword bits (all but the function patterns, format and version
    /// information), remainder bits included.
    static func dataModules(_ version: Int) -> Int {
        var count = (16 * version + 128) * version + 64
        if version >= 2 {
            let alignments = version / 7 + 2
            count -= (25 * alignments - 10) * alignments - 55
            if version >= 7 { count -= 36 }
        }
        return count
    }

    /// Codewords of data (not error correction) a version holds at a level.
    static func dataCodewords(_ version: Int, _ level: QRErrorCorrection) -> Int {
        dataModules(version) / 8 - eccPerBlock[level.tableIndex][version] * blocks[level.tableIndex][version]
    }

    /// The centre coordinates of the alignment patterns along each axis (none for version 1).
    static func alignmentCentres(_ version: Int) -> [Int] {
        guard version > 1 else { return [] }
        let count = version / 7 + 2
        let step = (version * 8 + count * 3 + 5) / (count * 4 - 4) * 2
        var centres: [Int] = []
        var position = size(version) - 7
        while centres.count < count - 1 {
            centres.insert(position, at: 0)
            position -= step
        }
        return [6] + centres
    }
}
