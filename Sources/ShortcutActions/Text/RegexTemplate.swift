import Foundation

/// A Replace Text template whose meaning is plain — text, and `$0`…`$9` each naming a group of
/// the pattern and not followed by another digit, no `\` — parsed once, so that each match on an
/// ASCII text costs copying its bytes instead of Foundation expanding the template (about 2 µs a
/// match). Any other template (`\` escapes, `${name}`, `$12`, a `$` naming no group) is nil here
/// and Foundation's `replacementString` expands it, so the two can never disagree.
struct RegexTemplate {
    enum Piece {
        case text([UInt8])
        case group(Int)
    }

    let pieces: [Piece]

    /// The template parsed, or nil when it is not plain for a pattern with `groups` groups.
    init?(_ template: String, groups: Int) {
        var pieces: [Piece] = []
        var text: [UInt8] = []
        var bytes = Array(template.utf8)[...]
        while let byte = bytes.popFirst() {
            if byte == UInt8(ascii: "\\") { return nil }
            guard byte == UInt8(ascii: "$") else {
                text.append(byte)
                continue
            }
            guard let digit = bytes.popFirst(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit),
                Int(digit - UInt8(ascii: "0")) <= groups,
                !(bytes.first.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false)
            else { return nil }
            if !text.isEmpty { pieces.append(.text(text)) }
            text = []
            pieces.append(.group(Int(digit - UInt8(ascii: "0"))))
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        self.pieces = pieces
    }

    /// The bytes `match` is replaced by, taken from `source` (the ASCII text matched, whose UTF-16
    /// offsets are its byte offsets); a group that took no part gives nothing.
    func expanded(_ match: NSTextCheckingResult, in source: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        for piece in pieces {
            switch piece {
            case .text(let bytes): result.append(contentsOf: bytes)
            case .group(let number):
                let range = match.range(at: number)
                guard range.location != NSNotFound else { continue }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: source[range.location..<range.location + range.length]))
            }
        }
        return result
    }

    /// Appends the expansion for a pattern with no groups: its text, and `match` for `$0`.
    func append(match: UnsafeBufferPointer<UInt8>, to result: inout [UInt8]) {
        for piece in pieces {
            switch piece {
            case .text(let bytes): result.append(contentsOf: bytes)
            case .group: result.append(contentsOf: match)
            }
        }
    }
}
