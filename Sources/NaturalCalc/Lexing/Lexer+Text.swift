import Foundation

/// fend's single-quoted text (`'hi'`, `'\u{7e}'`, `'\^A'`): a value wherever it stands, unlike a
/// double-quoted comment. A quote only opens one where a value can start (the line's start, after
/// an operator or an opening bracket) and when a closing quote follows; after a number it stays the
/// feet or arc-minute mark (`5'1`, `44° 59′`).
extension Lexer {
    /// Whether a `'` at this point can open a text rather than mark feet or minutes.
    func quoteCanOpenText() -> Bool {
        guard let last = tokens.last else { return true }
        guard case .symbol(let s) = last.kind else { return false }
        return !Lexer.valueClosingSymbols.contains(s)
    }

    /// Symbols that end a value, after which a quote is a unit mark, not a text.
    private static let valueClosingSymbols: Set<String> = [")", "'", "\"", "%", "‰", "!", "²", "³"]

    /// The text from the quote at `start` to its closing quote, with its escapes decoded, and the
    /// index after the closing quote; nil when no closing quote follows.
    func scanSingleQuoted(_ start: Int) throws -> (body: String, end: Int)? {
        var body = ""
        var j = start + 1
        while j < chars.count {
            let c = chars[j]
            if c == "'" { return (body, j + 1) }
            if c == "\\" {
                guard j + 1 < chars.count else { return nil }
                let (decoded, next) = try escape(at: j)
                body.append(contentsOf: decoded)
                j = next
                continue
            }
            body.append(c)
            j += 1
        }
        return nil
    }

    /// The characters one escape at `j` (a backslash) stands for, and the index after it.
    private func escape(at j: Int) throws -> (String, Int) {
        let code = chars[j + 1]
        let simple: [Character: String] = [
            "\\": "\\", "\"": "\"", "'": "'", "a": "\u{7}", "b": "\u{8}", "e": "\u{1b}", "f": "\u{c}",
            "n": "\n", "r": "\r", "t": "\t", "v": "\u{b}", "0": "\0",
        ]
        if let s = simple[code] { return (s, j + 2) }
        func bad(_ escape: CalcFailure.Escape) -> CalcError {
            CalcError(.badEscape(escape), column: j + 1, token: "\\\(code)")
        }
        switch code {
        case "x":
            // two hexadecimal digits, the first at most 7: an ASCII character
            guard j + 3 < chars.count, let hi = chars[j + 2].hexDigitValue, hi <= 7, let lo = chars[j + 3].hexDigitValue,
                let scalar = Unicode.Scalar(UInt32(hi * 16 + lo))
            else { throw bad(.hex) }
            return (String(Character(scalar)), j + 4)
        case "u":
            guard j + 2 < chars.count, chars[j + 2] == "{", let close = chars[(j + 3)...].prefix(7).firstIndex(of: "}"),
                close > j + 3, let value = UInt32(String(chars[(j + 3)..<close]), radix: 16),
                let scalar = Unicode.Scalar(value)
            else { throw bad(.unicode) }
            return (String(Character(scalar)), close + 1)
        case "^":
            // a control character by its caret letter: `\^A` is U+0001, `\^?` is DEL
            guard j + 2 < chars.count, let ascii = chars[j + 2].asciiValue, (63...95).contains(ascii) else {
                throw bad(.control)
            }
            let scalar = ascii == 63 ? Unicode.Scalar(UInt8(127)) : Unicode.Scalar(ascii - 64)
            return (String(Character(scalar)), j + 3)
        case "z":
            // `\z` skips the white space after it
            var k = j + 2
            while k < chars.count, chars[k].isWhitespace { k += 1 }
            return ("", k)
        default:
            throw bad(.unknown(code))
        }
    }
}

extension Lexer {
    /// `3’6”`: a curly closing double quote written against a number is the inch mark; `“lunch”`:
    /// curly quotes around text are a comment, as straight ones are. False for other characters.
    mutating func scanCurlyQuote(_ start: Int) -> Bool {
        let c = chars[start]
        if c == "”", start > 0, chars[start - 1].asciiDigit != nil {
            index += 1
            tokens.append(Token(kind: .symbol("\""), column: start + 1, text: "”"))
            return true
        }
        if c == "“", let close = chars[(start + 1)...].firstIndex(of: "”") {
            tokens.append(Token(kind: .quoted(slice(start + 1, close)), column: start + 1, text: slice(start, close + 1)))
            index = close + 1
            return true
        }
        return false
    }
}
