/// The five PNG scanline filters (none, sub, up, average, Paeth), both ways.
enum PNGFilter {
    /// Reverses filter `type` on `row` in place, given the previous reconstructed row.
    static func unfilter(_ type: Int, row: inout [UInt8], previous: [UInt8], stride bpp: Int) {
        let count = row.count
        row.withUnsafeMutableBufferPointer { r in
            previous.withUnsafeBufferPointer { p in
                switch type {
                case 1:
                    if count > bpp { for i in bpp..<count { r[i] &+= r[i - bpp] } }
                case 2:
                    for i in 0..<count { r[i] &+= p[i] }
                case 3:
                    for i in 0..<count {
                        let left = i >= bpp ? Int(r[i - bpp]) : 0
                        r[i] &+= UInt8((left + Int(p[i])) >> 1)
                    }
                case 4:
                    for i in 0..<count {
                        let a = i >= bpp ? r[i - bpp] : 0, c = i >= bpp ? p[i - bpp] : 0
                        r[i] &+= paeth(a, p[i], c)
                    }
                default: return
                }
            }
        }
    }

    /// The Paeth predictor: whichever of left, above and upper-left is nearest to left + above − upper-left.
    @inline(__always) static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Applies filter `type` (0…4) to `row` into `output` (without the filter-type byte, same
    /// length as `row`); returns the sum of the outputs' magnitudes as signed bytes (the adaptive heuristic).
    @discardableResult
    static func filter(_ type: Int, row: [UInt8], previous: [UInt8], stride bpp: Int, into output: inout [UInt8]) -> Int {
        let count = row.count
        if output.count != count { output = [UInt8](repeating: 0, count: count) }
        var cost = 0
        row.withUnsafeBufferPointer { r in
            previous.withUnsafeBufferPointer { p in
                output.withUnsafeMutableBufferPointer { o in
                    for i in 0..<count {
                        let a = i >= bpp ? r[i - bpp] : 0, b = p[i], c = i >= bpp ? p[i - bpp] : 0
                        let v: UInt8
                        switch type {
                        case 1: v = r[i] &- a
                        case 2: v = r[i] &- b
                        case 3: v = r[i] &- UInt8((Int(a) + Int(b)) >> 1)
                        case 4: v = r[i] &- paeth(a, b, c)
                        default: v = r[i]
                        }
                        o[i] = v
                        cost += v < 128 ? Int(v) : 256 - Int(v)
                    }
                }
            }
        }
        return cost
    }
}
