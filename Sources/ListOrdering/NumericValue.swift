import Foundation

/// Reading an item as a number for numeric sort.
///
/// Accepted: optional surrounding spaces, a sign (`+`, `-`, `−`), digits with an optional
/// decimal point, an exponent (`1e6`, `2.5E-3`), and `,` thousands separators in groups of three
/// (`1,234,567.5`). Not accepted (so sorted last): empty text, `inf`, `nan`, hex, units (`12kg`),
/// currency signs, and decimal commas.
public enum NumericValue {
    /// The value of `text`, or nil when it is not a number in the sense above.
    public static func parse(_ text: String) -> Double? {
        var copy = text
        return copy.withUTF8 { parse(bytes: $0) }
    }

    static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0, end = bytes.count
        while i < end && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
        while end > i && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
        guard i < end, end - i < 120 else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buf -> Double? in
            var n = 0
            if bytes[i] == 0x2D || bytes[i] == 0x2B {
                buf[n] = CChar(bytes[i]); n += 1; i += 1
            } else if end - i >= 3 && bytes[i] == 0xE2 && bytes[i + 1] == 0x88 && bytes[i + 2] == 0x92 {
                buf[n] = 0x2D; n += 1; i += 3
            }
            var intDigits = 0, groupLen = 0, sawComma = false, fracDigits = 0
            while i < end, ByteCompare.isDigit(bytes[i]) || bytes[i] == 0x2C {
                if bytes[i] == 0x2C {
                    // A separator needs 1–3 digits before the first and exactly 3 between.
                    guard intDigits > 0, sawComma ? groupLen == 3 : groupLen <= 3 else { return nil }
                    sawComma = true; groupLen = 0
                } else {
                    buf[n] = CChar(bytes[i]); n += 1; intDigits += 1; groupLen += 1
                }
                i += 1
            }
            if sawComma && groupLen != 3 { return nil }
            if i < end && bytes[i] == 0x2E {
                buf[n] = 0x2E; n += 1; i += 1
                while i < end && ByteCompare.isDigit(bytes[i]) { buf[n] = CChar(bytes[i]); n += 1; i += 1; fracDigits += 1 }
            }
            guard intDigits + fracDigits > 0 else { return nil }
            if i < end && (bytes[i] | 0x20) == 0x65 {
                buf[n] = 0x65; n += 1; i += 1
                if i < end && (bytes[i] == 0x2D || bytes[i] == 0x2B) { buf[n] = CChar(bytes[i]); n += 1; i += 1 }
                var expDigits = 0
                while i < end && ByteCompare.isDigit(bytes[i]) { buf[n] = CChar(bytes[i]); n += 1; i += 1; expDigits += 1 }
                guard expDigits > 0 else { return nil }
            }
            guard i == end else { return nil }
            buf[n] = 0
            let value = strtod(buf.baseAddress!, nil)
            return value.isFinite ? value : nil
        }
    }

    /// A `UInt64` whose unsigned order is the numeric order of `value` (−0 equals +0).
    @inline(__always)
    static func sortable(_ value: Double) -> UInt64 {
        let bits = (value == 0 ? 0.0 : value).bitPattern
        return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
    }
}
