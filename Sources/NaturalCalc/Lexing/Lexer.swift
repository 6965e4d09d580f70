import Foundation

/// Turns text into tokens; it knows numbers, clock times, dates, words and symbols.
struct Lexer {
    let chars: [Character]
    /// The text lexed, and where each of `chars` starts in it (one more for the end), so a token's
    /// text is a cheap substring copy rather than a string rebuilt from characters.
    let source: String
    let offsets: [String.Index]
    let decimalComma: Bool
    var index = 0
    var tokens: [Token] = []

    init(_ text: String, decimalComma: Bool) {
        var chars: [Character] = []
        var offsets: [String.Index] = []
        chars.reserveCapacity(text.utf8.count)
        offsets.reserveCapacity(text.utf8.count + 1)
        var i = text.startIndex
        while i < text.endIndex {
            offsets.append(i)
            let next = text.index(after: i)
            chars.append(text[i])
            i = next
        }
        offsets.append(text.endIndex)
        self.chars = chars
        self.offsets = offsets
        source = text
        self.decimalComma = decimalComma
    }

    /// The text of characters `start..<end`.
    func slice(_ start: Int, _ end: Int) -> String {
        String(source[offsets[start]..<offsets[end]])
    }

    static func tokenize(_ text: String, decimalComma: Bool = false) throws -> [Token] {
        var lexer = Lexer(text, decimalComma: decimalComma)
        try lexer.run()
        return lexer.tokens
    }

    /// The symbols and the token each stands for.
    private static let symbolMap = CharacterTable<String>([
        ("+", "+"), ("-", "-"), ("*", "*"), ("/", "/"), ("^", "^"), ("(", "("), (")", ")"), (",", ","),
        ("=", "="), ("!", "!"), ("%", "%"), ("×", "*"), ("·", "*"), ("⋅", "*"), ("✕", "*"), ("✖", "*"), ("∗", "*"),
        ("÷", "/"), ("∕", "/"), ("−", "-"), ("–", "-"), ("ˆ", "^"), ("→", "->"), ("‰", "‰"), ("²", "²"), ("³", "³"),
        ("'", "'"), ("’", "'"), (";", ";"), (":", ":"), ("<", "<"), (">", ">"), ("|", "|"), ("@", "@"), ("&", "&"),
        ("?", "?"), ("[", "("), ("]", ")"), ("\u{2032}", "'"), ("\u{2033}", "\""), ("≤", "<="), ("≥", ">="), ("≠", "!="),
    ])

    /// Two-character comparisons in either order, and the single-character forms `≤ ≥ ≠`.
    private static let comparisonPairs: [String: String] = [
        "<=": "<=", "=<": "<=", ">=": ">=", "=>": ">=", "=!": "!=", "<>": "!=",
    ]

    static let currencySymbols = CharacterTable<String>([
        ("$", "USD"), ("€", "EUR"), ("£", "GBP"), ("¥", "JPY"), ("₹", "INR"), ("₽", "RUB"), ("₩", "KRW"),
        ("₺", "TRY"), ("฿", "THB"), ("₪", "ILS"),
    ])

    private static let dollarPrefixes: [String: String] = [
        "US": "USD", "A": "AUD", "AU": "AUD", "C": "CAD", "CA": "CAD", "NZ": "NZD",
        "HK": "HKD", "R": "BRL", "S": "SGD",
    ]

    private mutating func run() throws {
        while index < chars.count {
            let c = chars[index]
            let start = index
            if c == " " || c.isFastWhitespace { index += 1; continue }
            if c == "\"" {
                if let close = chars[(index + 1)...].firstIndex(of: "\"") {
                    let body = slice(index + 1, close)
                    add(.quoted(body), start)
                    index = close + 1
                    continue
                }
                index += 1
                add(.symbol("\""), start)
                continue
            }
            if c == "@", index + 1 < chars.count, chars[index + 1].isNumber, let date = scanISODate(from: index + 1) {
                add(.dateLiteral(date.components), start, end: date.end)
                continue
            }
            if c.asciiDigit != nil || (c == "." && !decimalComma && peekIsDigit(index + 1)) {
                try scanNumberLike(start)
                continue
            }
            // With a decimal comma, `.` only groups thousands (`1.234,5`): `1.5` and `.5` are mistakes.
            if c == ".", decimalComma, peekIsDigit(index + 1) {
                throw CalcError(.misplacedGroupSeparator, column: start + 1, token: ".")
            }
            if let code = Lexer.currencySymbols[c] {
                index += 1
                add(.currency(code), start)
                continue
            }
            if c.isFastLetter || c == "°" || c == "_" {
                scanWord(start)
                continue
            }
            if c.asciiValue == nil, scanCurlyQuote(start) { continue }
            if try scanSymbol(c, start) { continue }
            throw CalcError.unknown(String(c), column: start + 1)
        }
    }

    /// Operators, comments, superscript powers, single-quoted text and the other symbols: true when
    /// one was read at `start`.
    private mutating func scanSymbol(_ c: Character, _ start: Int) throws -> Bool {
        if c == "√" { index += 1; add(.word("sqrt"), start); return true }
        if c == "π" { index += 1; add(.word("pi"), start); return true }
        if c == "∞" { index += 1; add(.word("inf"), start); return true }
        if c == "*", peek(1) == "*" { index += 2; add(.symbol("^"), start); return true }
        if c == "=", peek(1) == "=" { index += 2; add(.symbol("=="), start); return true }
        if c == "!", peek(1) == "=" { index += 2; add(.symbol("!="), start); return true }
        // Soulver's fixtures accept both orders: `<=` `=<`, `>=` `=>`, `!=` `=!`.
        if c == "<" || c == ">" || c == "=", let next = peek(1), let op = Lexer.comparisonPairs[String([c, next])] {
            index += 2
            add(.symbol(op), start)
            return true
        }
        // `<<` and `>>` shift bits (`1 << 4`).
        if c == "<" || c == ">", peek(1) == c { index += 2; add(.symbol(String([c, c])), start); return true }
        if c == "-", peek(1) == ">" { index += 2; add(.symbol("->"), start); return true }
        if c == "|", peek(1) == ">" { index += 2; add(.symbol("|>"), start); return true }
        if c == "&" || c == "|", peek(1) == c { index += 2; add(.symbol(String([c, c])), start); return true }
        if c == "/", peek(1) == "/" {
            index = chars.count  // a `//` comment runs to the end of the line
            return true
        }
        // fend's `roll d20 # 20-sided die`: a `#` between spaces after something starts a comment
        // (a line that starts with `#` is a sheet's heading, and `6#100` a number in base 6).
        if c == "#", start > 0, chars[start - 1].isWhitespace, peek(1).map({ $0.isWhitespace }) ?? true {
            index = chars.count
            return true
        }
        // `2⁵`, `2⁻¹`, `10⁻⁵`, `m⁻²`: a run of superscripts is a power (a lone ² or ³ stays a symbol).
        if c.asciiValue == nil, let power = scanSuperscriptPower(start) {
            // The `^` keeps the superscripts as its text: the parser binds them to the number before.
            add(.symbol("^"), start, text: slice(start, power.end))
            if power.negative { add(.symbol("-"), start) }
            add(.number(Decimal(power.value), .decimal), start, end: power.end)
            index = power.end
            return true
        }
        if c == "'", quoteCanOpenText(), let text = try scanSingleQuoted(start) {
            add(.text(text.body), start, end: text.end)
            return true
        }
        if let sym = Lexer.symbolMap[c] {
            index += 1
            add(.symbol(sym), start)
            return true
        }
        return false
    }

    private mutating func add(_ kind: Token.Kind, _ start: Int, end: Int? = nil, text: String? = nil) {
        let stop = end ?? index
        if let end { index = end }
        tokens.append(Token(kind: kind, column: start + 1, text: text ?? slice(start, max(start, stop))))
    }

    /// Superscript digits and their values.
    private static let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]

    /// A power written in superscripts from `start`: `⁻` then digits, or two or more digits, or one
    /// digit other than ² and ³. Nil otherwise.
    private func scanSuperscriptPower(_ start: Int) -> (value: Int, negative: Bool, end: Int)? {
        var j = start
        let negative = chars[j] == "⁻"
        if negative { j += 1 }
        var value = 0, count = 0
        while j < chars.count, let d = Lexer.superscripts.firstIndex(of: chars[j]), count < 6 {
            value = value * 10 + d
            count += 1
            j += 1
        }
        guard count > 0, negative || count > 1 || (chars[start] != "²" && chars[start] != "³") else { return nil }
        return (value, negative, j)
    }

    private func peek(_ offset: Int) -> Character? {
        let i = index + offset
        return i < chars.count ? chars[i] : nil
    }

    private func peekIsDigit(_ i: Int) -> Bool {
        i < chars.count && chars[i].asciiDigit != nil
    }

    private func digitRun(_ i: Int) -> Int {
        var j = i
        while peekIsDigit(j) { j += 1 }
        return j - i
    }

    private mutating func scanWord(_ start: Int) {
        index += 1
        var curly = false
        while index < chars.count {
            let c = chars[index]
            if c.isFastLetter || c.asciiDigit != nil || c == "_" {
                index += 1
                continue
            }
            // `what's`, `Valentine’s`: an apostrophe between letters belongs to the word, written straight.
            guard c == "'" || c == "’", index + 1 < chars.count, chars[index + 1].isFastLetter, chars[index - 1].isFastLetter
            else { break }
            if c == "’" { curly = true }
            index += 1
        }
        var text = slice(start, index)
        if curly { text = text.replacingOccurrences(of: "’", with: "'") }
        if index < chars.count, chars[index] == "$", let code = Lexer.dollarPrefixes[text] {
            index += 1
            add(.currency(code), start)
            return
        }
        // fend's `approx.`: the abbreviation's point belongs to the word.
        if index < chars.count, chars[index] == ".", text == PhraseTable.approximateWord { index += 1 }
        add(.word(text), start, text: text)
    }
}

extension Character {
    /// `isLetter` with an ASCII shortcut: Unicode property lookups dominate lexing otherwise.
    var isFastLetter: Bool {
        if let a = asciiValue { return (a >= 65 && a <= 90) || (a >= 97 && a <= 122) }
        return isLetter
    }

    /// `isWhitespace` with an ASCII shortcut (tab, line feed, vertical tab, form feed, return, space).
    var isFastWhitespace: Bool {
        if let a = asciiValue { return a == 32 || (a >= 9 && a <= 13) }
        return isWhitespace
    }

    /// The value of an ASCII digit, nil for anything else (cheaper than `isNumber`).
    var asciiDigit: Int? {
        guard let a = asciiValue, a >= 48, a <= 57 else { return nil }
        return Int(a - 48)
    }
}
