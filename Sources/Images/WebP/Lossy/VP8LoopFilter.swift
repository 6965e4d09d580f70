/// The loop filter of VP8 (RFC 6386 section 15), run over a whole decoded frame: macroblock
/// by macroblock in raster order, each one's left edge, inner vertical edges, top edge, then
/// inner horizontal edges.
enum VP8LoopFilter {
    /// The filter strength of one kind of macroblock (segment × whether it uses 4×4 prediction).
    struct Strength {
        /// The edge limit of inner edges (macroblock edges add 4); 0: no filtering.
        var limit = 0
        /// The interior limit.
        var interiorLimit = 0
        /// The high-edge-variance threshold.
        var hevThreshold = 0
    }

    /// The strengths for segment `s` and 4×4-ness `i` at index `2s + i` (RFC 6386 sections 9.6 and 15.1).
    static func strengths(filter: VP8FilterSettings, segmentation: VP8Segmentation) -> [Strength] {
        var result: [Strength] = []
        for segment in 0..<4 {
            var base = filter.level
            if segmentation.isEnabled {
                base = segmentation.filterLevels[segment] + (segmentation.isAbsolute ? 0 : filter.level)
            }
            for usesSubblocks in [false, true] {
                var level = base
                if filter.usesDeltas {
                    level += filter.intraFrameDelta
                    if usesSubblocks { level += filter.subblockModeDelta }
                }
                level = min(max(level, 0), 63)
                var strength = Strength()
                if level > 0 {
                    var interior = level
                    if filter.sharpness > 0 {
                        interior >>= filter.sharpness > 4 ? 2 : 1
                        interior = min(interior, 9 - filter.sharpness)
                    }
                    interior = max(interior, 1)
                    strength.interiorLimit = interior
                    strength.limit = 2 * level + interior
                    strength.hevThreshold = level >= 40 ? 2 : level >= 15 ? 1 : 0
                }
                result.append(strength)
            }
        }
        return result
    }

    /// Filters the edges of the macroblock at column `mbX`, row `mbY` of `plane` (rows `stride`
    /// apart): `size` is 16 for luma, 8 for chroma; `inner` says whether the inner edges are filtered.
    static func filterMacroblock(
        _ plane: UnsafeMutablePointer<UInt8>, stride: Int, mbX: Int, mbY: Int, size: Int, strength: Strength,
        inner: Bool, simple: Bool
    ) {
        let origin = plane + mbY * size * stride + mbX * size
        let edgeLimit = 2 * (strength.limit + 4) + 1
        let innerLimit = 2 * strength.limit + 1
        if mbX > 0 {
            filterEdge(
                origin, across: 1, along: stride, length: size, limit: edgeLimit, strength: strength,
                kind: simple ? .simple : .macroblock)
        }
        if inner {
            for offset in Swift.stride(from: 4, to: size, by: 4) {
                filterEdge(
                    origin + offset, across: 1, along: stride, length: size, limit: innerLimit, strength: strength,
                    kind: simple ? .simple : .inner)
            }
        }
        if mbY > 0 {
            filterEdge(
                origin, across: stride, along: 1, length: size, limit: edgeLimit, strength: strength,
                kind: simple ? .simple : .macroblock)
        }
        if inner {
            for offset in Swift.stride(from: 4, to: size, by: 4) {
                filterEdge(
                    origin + offset * stride, across: stride, along: 1, length: size, limit: innerLimit,
                    strength: strength, kind: simple ? .simple : .inner)
            }
        }
    }

    /// Which filter an edge gets.
    enum EdgeKind {
        /// The simple filter (two pixels changed).
        case simple
        /// The normal filter of a macroblock edge (up to six pixels changed).
        case macroblock
        /// The normal filter of an inner edge (up to four pixels changed).
        case inner
    }

    /// Filters the `length` pixel runs across one edge: `first` is the first pixel past the edge
    /// (q0), `across` the step across the edge and `along` the step along it; `limit` is
    /// 2 × edge limit + 1, compared with 4·|p0 − q0| + |p1 − q1|.
    @inline(__always)
    static func filterEdge(
        _ first: UnsafeMutablePointer<UInt8>, across: Int, along: Int, length: Int, limit: Int, strength: Strength,
        kind: EdgeKind
    ) {
        for index in 0..<length {
            let q = first + index * along
            let p1 = Int(q[-2 * across]), p0 = Int(q[-across]), q0 = Int(q[0]), q1 = Int(q[across])
            guard 4 * abs(p0 - q0) + abs(p1 - q1) <= limit else { continue }
            if kind == .simple {
                adjustTwo(q, across: across, p1: p1, p0: p0, q0: q0, q1: q1)
                continue
            }
            let p3 = Int(q[-4 * across]), p2 = Int(q[-3 * across]), q2 = Int(q[2 * across]), q3 = Int(q[3 * across])
            let interior = strength.interiorLimit
            guard abs(p3 - p2) <= interior, abs(p2 - p1) <= interior, abs(p1 - p0) <= interior,
                abs(q3 - q2) <= interior, abs(q2 - q1) <= interior, abs(q1 - q0) <= interior
            else { continue }
            let threshold = strength.hevThreshold
            if abs(p1 - p0) > threshold || abs(q1 - q0) > threshold {
                adjustTwo(q, across: across, p1: p1, p0: p0, q0: q0, q1: q1)
            } else if kind == .macroblock {
                let a = clampSigned(3 * (q0 - p0) + clampSigned(p1 - q1))
                let a1 = (27 * a + 63) >> 7, a2 = (18 * a + 63) >> 7, a3 = (9 * a + 63) >> 7
                q[-3 * across] = VP8Prediction.clampToByte(p2 + a3)
                q[-2 * across] = VP8Prediction.clampToByte(p1 + a2)
                q[-across] = VP8Prediction.clampToByte(p0 + a1)
                q[0] = VP8Prediction.clampToByte(q0 - a1)
                q[across] = VP8Prediction.clampToByte(q1 - a2)
                q[2 * across] = VP8Prediction.clampToByte(q2 - a3)
            } else {
                let a = 3 * (q0 - p0)
                let a1 = clampSigned(a + 4) >> 3, a2 = clampSigned(a + 3) >> 3
                let a3 = (a1 + 1) >> 1
                q[-2 * across] = VP8Prediction.clampToByte(p1 + a3)
                q[-across] = VP8Prediction.clampToByte(p0 + a2)
                q[0] = VP8Prediction.clampToByte(q0 - a1)
                q[across] = VP8Prediction.clampToByte(q1 - a3)
            }
        }
    }

    /// The common filter step changing p0 and q0 only.
    @inline(__always)
    private static func adjustTwo(_ q: UnsafeMutablePointer<UInt8>, across: Int, p1: Int, p0: Int, q0: Int, q1: Int) {
        let a = 3 * (q0 - p0) + clampSigned(p1 - q1)
        let a1 = clampSigned(a + 4) >> 3, a2 = clampSigned(a + 3) >> 3
        q[-across] = VP8Prediction.clampToByte(p0 + a2)
        q[0] = VP8Prediction.clampToByte(q0 - a1)
    }

    /// `value` clamped to −128…127.
    @inline(__always)
    private static func clampSigned(_ value: Int) -> Int { value < -128 ? -128 : value > 127 ? 127 : value }
}
