// Comparison and sort order (https://www.sqlite.org/datatype3.html sections 4 and 7): NULL sorts
// before numbers, numbers (integer and real compared by value) before text; text compares by
// its UTF-8 bytes (BINARY), with ASCII letters folded (NOCASE), or without trailing spaces (RTRIM).

enum SQLOrdering {
    /// Negative, zero or positive as `left` sorts before, with or after `right`.
    static func compare(_ left: SQLValue, _ right: SQLValue, _ collation: Collation) -> Int {
        switch (left, right) {
        case (.null, .null): return 0
        case (.null, _): return -1
        case (_, .null): return 1
        case (.integer(let a), .integer(let b)): return a < b ? -1 : a > b ? 1 : 0
        case (.real(let a), .real(let b)): return a < b ? -1 : a > b ? 1 : 0
        case (.integer(let a), .real(let b)): return compare(integer: a, real: b)
        case (.real(let a), .integer(let b)): return -compare(integer: b, real: a)
        case (.text(let a), .text(let b)): return compare(text: a, b, collation)
        case (.text, _): return 1
        case (_, .text): return -1
        }
    }

    static func compare(integer: Int64, real: Double) -> Int {
        if real >= 9.223372036854775808e18 { return -1 }
        if real < -9.223372036854775808e18 { return 1 }
        let converted = Double(integer)
        if converted < real { return -1 }
        if converted > real { return 1 }
        let truncated = Int64(real)
        return integer < truncated ? -1 : integer > truncated ? 1 : 0
    }

    static func compare(text left: String, _ right: String, _ collation: Collation) -> Int {
        var a = Array(left.utf8)
        var b = Array(right.utf8)
        switch collation {
        case .binary: break
        case .nocase:
            a = a.map(foldASCII)
            b = b.map(foldASCII)
        case .rtrim:
            while a.last == 0x20 { a.removeLast() }
            while b.last == 0x20 { b.removeLast() }
        }
        for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
        return a.count < b.count ? -1 : a.count > b.count ? 1 : 0
    }

    static func foldASCII(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }

    /// Equal for grouping and DISTINCT: NULLs are equal to each other.
    static func same(_ left: SQLValue, _ right: SQLValue, _ collation: Collation = .binary) -> Bool {
        compare(left, right, collation) == 0
    }

    /// The affinity conversions a comparison applies to its operands (datatype3.html section 4.2):
    /// a numeric side makes a text or affinity-less side numeric; a TEXT side makes an
    /// affinity-less side text.
    static func applyAffinities(_ left: SQLValue, _ leftAffinity: Affinity, _ right: SQLValue, _ rightAffinity: Affinity)
        -> (SQLValue, SQLValue)
    {
        if leftAffinity.isNumeric, !rightAffinity.isNumeric {
            return (left, SQLNumeric.numericAffinity(right))
        }
        if rightAffinity.isNumeric, !leftAffinity.isNumeric {
            return (SQLNumeric.numericAffinity(left), right)
        }
        if leftAffinity == .text, rightAffinity == .none { return (left, SQLNumeric.textAffinity(right)) }
        if rightAffinity == .text, leftAffinity == .none { return (SQLNumeric.textAffinity(left), right) }
        return (left, right)
    }
}
