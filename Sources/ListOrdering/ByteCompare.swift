import Foundation

/// Three-way comparisons over UTF-8 byte slices; no allocation, no String.
enum ByteCompare {
    @inline(__always)
    static func lowerASCII(_ b: UInt8) -> UInt8 { b &- 0x41 < 26 ? b | 0x20 : b }

    @inline(__always)
    static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }

    /// Whether every byte is below 0x80, eight at a time.
    @inline(__always)
    static func isASCII(_ a: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = a.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var high: UInt64 = 0, i = 0
        while i + 8 <= a.count {
            high |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i += 8
        }
        while i < a.count { high |= UInt64(a[i]); i += 1 }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// Plain byte order, shorter first on a common prefix.
    @inline(__always)
    static func bytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let n = min(a.count, b.count)
        if n > 0 {
            let c = memcmp(a.baseAddress!, b.baseAddress!, n)
            if c != 0 { return Int(c) }
        }
        return a.count - b.count
    }

    /// Case tie-break: byte order with ASCII case swapped, so lower case sorts first.
    static func lowerFirst(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let n = min(a.count, b.count)
        var i = 0
        while i < n {
            let x = swapCase(a[i]), y = swapCase(b[i])
            if x != y { return Int(x) - Int(y) }
            i += 1
        }
        return a.count - b.count
    }

    @inline(__always)
    static func swapCase(_ b: UInt8) -> UInt8 { (b | 0x20) &- 0x61 < 26 ? b ^ 0x20 : b }

    /// Natural order: digit runs by value (leading zeros ignored), other bytes ASCII-caseless.
    static func natural(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        var i = 0, j = 0
        while i < a.count && j < b.count {
            let x = a[i], y = b[j]
            if isDigit(x) && isDigit(y) {
                while i < a.count && a[i] == 0x30 { i += 1 }
                while j < b.count && b[j] == 0x30 { j += 1 }
                var ei = i, ej = j
                while ei < a.count && isDigit(a[ei]) { ei += 1 }
                while ej < b.count && isDigit(b[ej]) { ej += 1 }
                // More significant digits is larger; equal length compares digit by digit.
                if ei - i != ej - j { return (ei - i) - (ej - j) }
                while i < ei {
                    if a[i] != b[j] { return Int(a[i]) - Int(b[j]) }
                    i += 1; j += 1
                }
                continue
            }
            let lx = lowerASCII(x), ly = lowerASCII(y)
            if lx != ly { return Int(lx) - Int(ly) }
            i += 1; j += 1
        }
        return (a.count - i) - (b.count - j)
    }

    /// Key bytes `offset..<offset+8` of `a`, big-endian, zero padded; `lower` folds ASCII case.
    @inline(__always)
    static func chunk(_ a: UnsafeBufferPointer<UInt8>, _ offset: Int, lower: Bool = false) -> UInt64 {
        var word: UInt64 = 0
        if offset + 8 <= a.count {
            word = UnsafeRawPointer(a.baseAddress! + offset).loadUnaligned(as: UInt64.self)
        } else if offset < a.count {
            withUnsafeMutableBytes(of: &word) { w in
                for k in offset..<a.count { w[k - offset] = a[k] }
            }
        }
        if lower { word = lowerASCII8(word) }
        return UInt64(bigEndian: word)
    }

    /// Eight bytes lower-cased at once (SWAR): only bytes `A`–`Z` change.
    @inline(__always)
    static func lowerASCII8(_ x: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let seven = x & (0x7F * ones)
        let atLeastA = seven &+ (0x80 - 0x41) &* ones
        let aboveZ = seven &+ (0x80 - 0x5B) &* ones
        let upper = atLeastA & ~aboveZ & ~x & (0x80 * ones)
        return x | (upper >> 2)
    }

    /// Streams the natural-order encoding: each digit run becomes `0x30`, its significant length
    /// (one byte, or `0xFF` and two bytes from 255 digits on) and its digits; letters are ASCII-lower-cased. Byte order of the encoding
    /// equals natural order. `emit` returns false to stop.
    @inline(__always)
    static func naturalEncoding(_ a: UnsafeBufferPointer<UInt8>, _ emit: (UInt8) -> Bool) {
        var i = 0
        while i < a.count {
            if isDigit(a[i]) {
                while i < a.count && a[i] == 0x30 { i += 1 }
                var e = i
                while e < a.count && isDigit(a[e]) { e += 1 }
                let len = min(e - i, 0xFFFF)
                guard emit(0x30) else { return }
                if len < 0xFF {
                    guard emit(UInt8(len)) else { return }
                } else {
                    guard emit(0xFF), emit(UInt8(len >> 8)), emit(UInt8(len & 0xFF)) else { return }
                }
                while i < e { guard emit(a[i]) else { return }; i += 1 }
            } else {
                guard emit(lowerASCII(a[i])) else { return }
                i += 1
            }
        }
    }

    static func naturalLength(_ a: UnsafeBufferPointer<UInt8>) -> Int {
        var n = 0
        naturalEncoding(a) { _ in
            n += 1; return true
        }
        return n
    }

    static func naturalChunk(_ a: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt64 {
        var v: UInt64 = 0, position = 0, filled = 0
        naturalEncoding(a) { b in
            if position >= offset { v = v << 8 | UInt64(b); filled += 1 }
            position += 1
            return filled < 8
        }
        return filled == 8 ? v : v << UInt64(8 * (8 - filled))
    }
}
