/// The penalty of a masked symbol (ISO/IEC 18004:2015 §7.8.3, table 11); the mask with the
/// lowest penalty is used, the first of equal ones.
enum QRPenalty {
    /// The sum of the four features' points for `dark` (`size` × `size`, row by row).
    static func score(_ dark: [Bool], size: Int) -> Int {
        var total = 0
        var row = [Bool](repeating: false, count: size)
        var column = row
        for line in 0..<size {
            for index in 0..<size {
                row[index] = dark[line * size + index]
                column[index] = dark[index * size + line]
            }
            total += runs(row) + runs(column) + finderLike(row) + finderLike(column)
        }
        for y in 0..<size - 1 {
            for x in 0..<size - 1 {
                let colour = dark[y * size + x]
                if dark[y * size + x + 1] == colour, dark[(y + 1) * size + x] == colour, dark[(y + 1) * size + x + 1] == colour {
                    total += 3
                }
            }
        }
        let darkCount = dark.reduce(0) { $0 + ($1 ? 1 : 0) }
        // 10 points for each whole 5 % the dark share is away from 50 %.
        let deviation = abs(darkCount * 100 - size * size * 50)
        total += 10 * (deviation / (size * size * 5))
        return total
    }

    /// Feature 1: 3 points for a run of five modules of one colour, one more for each module past five.
    static func runs(_ line: [Bool]) -> Int {
        var points = 0
        var length = 1
        for index in 1...line.count {
            if index < line.count, line[index] == line[index - 1] {
                length += 1
                continue
            }
            if length >= 5 { points += length - 2 }
            length = 1
        }
        return points
    }

    /// Feature 3: 40 points for each dark-light-dark-dark-dark-light-dark pattern with four light
    /// modules before or after it (beyond the symbol's edge counts as light).
    static func finderLike(_ line: [Bool]) -> Int {
        let pattern = [true, false, true, true, true, false, true]
        guard line.count >= pattern.count else { return 0 }
        func lightSpan(_ range: Range<Int>) -> Bool {
            range.allSatisfy { $0 < 0 || $0 >= line.count || !line[$0] }
        }
        var points = 0
        for start in 0...(line.count - pattern.count) where zip(line[start...], pattern).allSatisfy({ $0 == $1 }) {
            if lightSpan(start - 4..<start) || lightSpan(start + 7..<start + 11) { points += 40 }
        }
        return points
    }
}
