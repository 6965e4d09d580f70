import Foundation
import ShortcutEngine

/// Replace Text's plain (not regular-expression) find and replace, in one pass over the text.
///
/// An ASCII text with an ASCII find string (the common case) is searched as bytes with a
/// Knuth–Morris–Pratt table, so the work is linear in the text whatever the find string is. Any
/// other text is searched by Foundation (canonical equivalence and Unicode letter case, as
/// `String.range(of:options:)` compares) on a UTF-16 copy made once, by UTF-16 offsets, so no match
/// converts positions from the start of the text again. Both hold the result to the text length
/// limit as it grows and check the run's clock as they go, so `--timeout` stops a long text.
enum LiteralReplacement {
    /// Matches between two looks at the run's clock on the Foundation path.
    static let clockInterval = 1 << 12

    /// `text` with every non-overlapping `find` (not empty) replaced by `replacement`, left to right.
    static func replacing(
        _ find: String, with replacement: String, in text: String, caseSensitive: Bool, context: ActionContext
    ) throws(ActionFailure) -> String {
        let pattern = Array(find.utf8)
        if pattern.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(text.utf8)
            if bytes.allSatisfy({ $0 < 0x80 }) {
                let search = ByteSearch(pattern, caseSensitive: caseSensitive)
                return try search.replacing(in: bytes, with: Array(replacement.utf8), context: context) ?? text
            }
        }
        return try foundationReplacing(find, with: replacement, in: text, caseSensitive: caseSensitive, context: context)
    }

    /// The general path: Foundation's comparison on a UTF-16 copy of the text, by offsets.
    static func foundationReplacing(
        _ find: String, with replacement: String, in text: String, caseSensitive: Bool, context: ActionContext
    ) throws(ActionFailure) -> String {
        let units = Array(text.utf16)
        let source = NSString(characters: units, length: units.count)
        let options: NSString.CompareOptions = caseSensitive ? [] : [.caseInsensitive]
        let length = source.length
        var result = ""
        var position = 0
        var matches = 0
        while position < length {
            let found = source.range(
                of: find, options: options, range: NSRange(location: position, length: length - position))
            guard found.location != NSNotFound, found.length > 0 else { break }
            let kept = source.substring(with: NSRange(location: position, length: found.location - position))
            try context.checkTextLength(result.utf8.count + kept.utf8.count + replacement.utf8.count)
            result += kept
            result += replacement
            position = found.location + found.length
            matches += 1
            if matches % clockInterval == 0 { try context.checkTime() }
        }
        guard matches > 0 else { return text }
        let tail = source.substring(from: position)
        try context.checkTextLength(result.utf8.count + tail.utf8.count)
        return result + tail
    }
}

/// A Knuth–Morris–Pratt search for an ASCII pattern in ASCII bytes, optionally ignoring ASCII
/// letter case: each byte of the text is looked at a bounded number of times in all.
struct ByteSearch {
    let pattern: [UInt8]
    let caseSensitive: Bool
    /// For each prefix of the pattern, the length of its longest proper prefix that is also its suffix.
    let fallback: [Int]

    init(_ pattern: [UInt8], caseSensitive: Bool) {
        self.caseSensitive = caseSensitive
        self.pattern = caseSensitive ? pattern : pattern.map(Self.lower)
        var fallback = [Int](repeating: 0, count: pattern.count)
        var length = 0
        for index in self.pattern.indices.dropFirst() {
            while length > 0 && self.pattern[index] != self.pattern[length] { length = fallback[length - 1] }
            if self.pattern[index] == self.pattern[length] { length += 1 }
            fallback[index] = length
        }
        self.fallback = fallback
    }

    @inline(__always) static func lower(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// The text (UTF-8) with every non-overlapping match replaced, or nil when nothing matched.
    /// Two passes: the first counts the matches, so the result's exact length is checked against
    /// the text length limit before anything is built; the second copies into a text of that
    /// length. The clock is looked at every `block` bytes of the first pass.
    func replacing(in text: [UInt8], with replacement: [UInt8], context: ActionContext) throws(ActionFailure) -> String? {
        guard !pattern.isEmpty, text.count >= pattern.count else { return nil }
        let block = 1 << 20
        var count = 0
        var matched = 0
        var start = 0
        while start < text.count {
            try context.checkTime()
            let end = min(text.count, start + block)
            text.withUnsafeBufferPointer { bytes in scan(bytes, start..<end, &matched) { _ in count += 1 } }
            start = end
        }
        guard count > 0 else { return nil }
        let length = text.count + count * (replacement.count - pattern.count)
        try context.checkTextLength(length)
        return text.withUnsafeBufferPointer { bytes in
            replacement.withUnsafeBufferPointer { replacement in
                String(unsafeUninitializedCapacity: length) { out in
                    var written = 0
                    var kept = 0
                    var matched = 0
                    let copy = { (from: UnsafeBufferPointer<UInt8>, range: Range<Int>) in
                        guard !range.isEmpty, let source = from.baseAddress, let target = out.baseAddress else { return }
                        (target + written).update(from: source + range.lowerBound, count: range.count)
                        written += range.count
                    }
                    scan(bytes, 0..<bytes.count, &matched) { last in
                        copy(bytes, kept..<last + 1 - pattern.count)
                        copy(replacement, 0..<replacement.count)
                        kept = last + 1
                    }
                    copy(bytes, kept..<bytes.count)
                    return written
                }
            }
        }
    }

    /// Calls `found` with the index of the last byte of each non-overlapping match ending in
    /// `range`; `matched` carries how much of the pattern the bytes before `range` matched.
    @inline(__always)
    func scan(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ matched: inout Int, _ found: (Int) -> Void) {
        pattern.withUnsafeBufferPointer { pattern in
            fallback.withUnsafeBufferPointer { fallback in
                let last = pattern.count
                for index in range {
                    let byte = caseSensitive ? text[index] : Self.lower(text[index])
                    while matched > 0 && byte != pattern[matched] { matched = fallback[matched - 1] }
                    if byte == pattern[matched] { matched += 1 }
                    if matched == last {
                        found(index)
                        matched = 0
                    }
                }
            }
        }
    }
}
