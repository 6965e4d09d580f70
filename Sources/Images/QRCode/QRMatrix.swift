/// A symbol's modules while it is built: the function patterns (finder, separators, timing,
/// alignment, the dark module, format and version information, ISO/IEC 18004 §6.3) and the
/// codewords placed around them (§7.7.3).
struct QRMatrix {
    /// Modules on a side.
    let size: Int
    /// Dark modules, row by row.
    var dark: [Bool]
    /// Modules that belong to a function pattern (never masked, no codeword bits).
    var function: [Bool]

    /// An empty symbol of `version` with its function patterns drawn (format information
    /// reserved, written later with the mask).
    init(version: Int) {
        size = QRTables.size(version)
        dark = [Bool](repeating: false, count: size * size)
        function = dark
        for index in 0..<size {
            set(6, index, index % 2 == 0)
            set(index, 6, index % 2 == 0)
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] { drawFinder(x, y) }
        let centres = QRTables.alignmentCentres(version)
        for (row, y) in centres.enumerated() {
            for (column, x) in centres.enumerated() {
                let last = centres.count - 1
                if (row == 0 && column == 0) || (row == 0 && column == last) || (row == last && column == 0) { continue }
                drawAlignment(x, y)
            }
        }
        writeFormat(level: .medium, mask: 0)
        writeVersion(version)
    }

    /// Sets a function module.
    mutating func set(_ x: Int, _ y: Int, _ isDark: Bool) {
        dark[y * size + x] = isDark
        function[y * size + x] = true
    }

    /// A finder pattern and its light separator around the centre (`x`, `y`).
    mutating func drawFinder(_ x: Int, _ y: Int) {
        for dy in -4...4 {
            for dx in -4...4 where (0..<size).contains(x + dx) && (0..<size).contains(y + dy) {
                let distance = max(abs(dx), abs(dy))
                set(x + dx, y + dy, distance != 2 && distance != 4)
            }
        }
    }

    /// An alignment pattern around the centre (`x`, `y`).
    mutating func drawAlignment(_ x: Int, _ y: Int) {
        for dy in -2...2 {
            for dx in -2...2 { set(x + dx, y + dy, max(abs(dx), abs(dy)) != 1) }
        }
    }

    /// The 15 format bits (level and mask, BCH-protected and masked with 0x5412) in both places,
    /// and the dark module (§7.9).
    mutating func writeFormat(level: QRErrorCorrection, mask: Int) {
        let data = level.formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        let bits = (data << 10 | remainder) ^ 0x5412
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0...5 { set(8, index, bit(index)) }
        set(8, 7, bit(6))
        set(8, 8, bit(7))
        set(7, 8, bit(8))
        for index in 9..<15 { set(14 - index, 8, bit(index)) }
        for index in 0..<8 { set(size - 1 - index, 8, bit(index)) }
        for index in 8..<15 { set(8, size - 15 + index, bit(index)) }
        set(8, size - 8, true)
    }

    /// The 18 version bits (BCH-protected) in both 6×3 blocks, from version 7 on (§7.10).
    mutating func writeVersion(_ version: Int) {
        guard version >= 7 else { return }
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        let bits = version << 12 | remainder
        for index in 0..<18 {
            let isDark = (bits >> index) & 1 == 1
            let across = size - 11 + index % 3, down = index / 3
            set(across, down, isDark)
            set(down, across, isDark)
        }
    }

    /// Places `codewords` bit by bit in two-module columns from the bottom right, upwards and
    /// downwards in turn, skipping the vertical timing pattern; remainder bits stay light.
    mutating func place(_ codewords: [UInt8]) {
        var bitIndex = 0
        let totalBits = codewords.count * 8
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upward = (right + 1) & 2 == 0
            for step in 0..<size {
                let y = upward ? size - 1 - step : step
                for x in [right, right - 1] where !function[y * size + x] && bitIndex < totalBits {
                    dark[y * size + x] = (codewords[bitIndex >> 3] >> (7 - UInt8(bitIndex & 7))) & 1 == 1
                    bitIndex += 1
                }
            }
            right -= 2
        }
    }

    /// Flips the non-function modules where mask pattern `mask` (0–7, §7.8.2) holds; applying
    /// it twice undoes it.
    mutating func apply(mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !function[y * size + x] && Self.masks(mask, x, y) {
                dark[y * size + x].toggle()
            }
        }
    }

    /// Whether mask pattern `mask` flips the module in column `x`, row `y`.
    static func masks(_ mask: Int, _ x: Int, _ y: Int) -> Bool {
        switch mask {
        case 0: return (x + y) % 2 == 0
        case 1: return y % 2 == 0
        case 2: return x % 3 == 0
        case 3: return (x + y) % 3 == 0
        case 4: return (x / 3 + y / 2) % 2 == 0
        case 5: return x * y % 2 + x * y % 3 == 0
        case 6: return (x * y % 2 + x * y % 3) % 2 == 0
        default: return ((x + y) % 2 + x * y % 3) % 2 == 0
        }
    }
}
