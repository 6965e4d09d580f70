/// GIF's variable-width LZW (codes up to 12 bits, a clear code, an end code).
enum GIFLZW {
    /// Decodes up to `count` indices; missing ones (a short stream) are 0, extra ones dropped.
    static func decode(_ data: [UInt8], minimumCodeSize: Int, count: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count)
        let clear = 1 << minimumCodeSize, end = clear + 1
        var prefix = [Int](repeating: 0, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        var length = [Int](repeating: 0, count: 4096)
        for i in 0..<min(clear, 4096) {
            suffix[i] = UInt8(truncatingIfNeeded: i)
            first[i] = UInt8(truncatingIfNeeded: i)
            length[i] = 1
        }
        var codeSize = minimumCodeSize + 1
        var next = end + 1
        var previous = -1
        var bitBuffer = 0, bitCount = 0, index = 0, written = 0
        var stack = [UInt8](repeating: 0, count: 4096)
        while written < count {
            while bitCount < codeSize {
                guard index < data.count else { return out }
                bitBuffer |= Int(data[index]) << bitCount
                index += 1
                bitCount += 8
            }
            let code = bitBuffer & ((1 << codeSize) - 1)
            bitBuffer >>= codeSize
            bitCount -= codeSize
            if code == clear {
                codeSize = minimumCodeSize + 1
                next = end + 1
                previous = -1
                continue
            }
            if code == end { return out }
            var entry: Int
            if code < next && (code < clear || code > end) {
                entry = code
            } else if code == next && previous >= 0 {
                entry = previous  // KwKwK: the previous string plus its own first byte.
            } else {
                return out  // A code not yet defined: the stream is damaged; keep what was decoded.
            }
            if previous < 0 && code > end { return out }
            // Unwind the string into the stack, then copy it out.
            var depth = 0
            if code == next {
                stack[depth] = first[previous]
                depth += 1
            }
            while true {
                stack[depth] = suffix[entry]
                depth += 1
                if length[entry] <= 1 || depth >= 4096 { break }
                entry = prefix[entry]
            }
            while depth > 0, written < count {
                depth -= 1
                out[written] = stack[depth]
                written += 1
            }
            if previous >= 0, next < 4096 {
                prefix[next] = previous
                suffix[next] = code == next ? first[previous] : first[code]
                first[next] = first[previous]
                length[next] = length[previous] + 1
                next += 1
                if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            }
            previous = code
        }
        return out
    }
}
