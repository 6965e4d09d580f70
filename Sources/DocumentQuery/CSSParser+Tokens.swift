// CSS Syntax Level 3: identifiers (4.3.9–4.3.11), strings (4.3.5), escapes (4.3.7), An+B (6);
// Selectors Level 4: the pseudo-classes (12, 13, 14, 4.2–4.5).

extension CSSParser {
    func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 || scalar == "_" || (scalar.value | 0x20 >= 0x61 && scalar.value | 0x20 <= 0x7A)
    }

    func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || scalar == "-" || (scalar.value >= 0x30 && scalar.value <= 0x39)
    }

    /// Whether an identifier starts here (a name start, `-` then one, `--`, or an escape).
    var startsIdentifier: Bool {
        guard let first = peek else { return false }
        let second = position + 1 < scalars.count ? scalars[position + 1] : nil
        if first == "\\" { return second != nil && second != "\n" }
        if first == "-", let second { return isNameStart(second) || second == "-" || second == "\\" }
        return isNameStart(first)
    }

    mutating func identifier() throws -> String { try name() }

    /// Name characters and escapes from the position.
    mutating func name() throws -> String {
        var text = String.UnicodeScalarView()
        while let scalar = peek {
            if scalar == "\\" {
                text.append(try escape())
            } else if isNameScalar(scalar) {
                text.append(scalar)
                position += 1
            } else {
                break
            }
        }
        return String(text)
    }

    /// The escape at `\`: up to six hex digits and one blank, or the next character as itself.
    private mutating func escape() throws -> Unicode.Scalar {
        position += 1
        guard let first = peek else { throw error("a '\\' ends the selector") }
        var value: UInt32 = 0
        var digits = 0
        while digits < 6, let scalar = peek, let digit = Int(String(scalar), radix: 16) {
            value = value * 16 + UInt32(digit)
            digits += 1
            position += 1
        }
        guard digits > 0 else {
            position += 1
            return first
        }
        if let blank = peek, blank == " " || blank == "\t" || blank == "\n" { position += 1 }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    /// A quoted string at `"` or `'`.
    mutating func string() throws -> String {
        let open = position
        guard let quote = peek else { throw error("expected a string") }
        position += 1
        var text = String.UnicodeScalarView()
        while let scalar = peek, scalar != quote {
            if scalar == "\n" { break }
            if scalar == "\\" {
                if position + 1 < scalars.count, scalars[position + 1] == "\n" {
                    position += 2
                    continue
                }
                text.append(try escape())
            } else {
                text.append(scalar)
                position += 1
            }
        }
        guard consume(quote) else { throw error("the string opened at column \(open + 1) is not closed", at: open + 1) }
        return String(text)
    }

    /// The pseudo-class after `:`, as conditions (`:only-child` is two).
    mutating func pseudoClass() throws -> [CSSCondition] {
        let start = position
        guard startsIdentifier else { throw error("expected a pseudo-class name after ':'") }
        let name = try identifier().lowercased()
        if !consume("(") {
            switch name {
            case "first-child": return [.nth(a: 0, b: 1, ofType: false, fromEnd: false, of: nil)]
            case "last-child": return [.nth(a: 0, b: 1, ofType: false, fromEnd: true, of: nil)]
            case "only-child":
                return [
                    .nth(a: 0, b: 1, ofType: false, fromEnd: false, of: nil),
                    .nth(a: 0, b: 1, ofType: false, fromEnd: true, of: nil),
                ]
            case "first-of-type": return [.nth(a: 0, b: 1, ofType: true, fromEnd: false, of: nil)]
            case "last-of-type": return [.nth(a: 0, b: 1, ofType: true, fromEnd: true, of: nil)]
            case "only-of-type":
                return [
                    .nth(a: 0, b: 1, ofType: true, fromEnd: false, of: nil),
                    .nth(a: 0, b: 1, ofType: true, fromEnd: true, of: nil),
                ]
            case "empty": return [.empty]
            case "root": return [.root]
            case "scope": return [.scope]
            default: throw error("unknown pseudo-class ':\(name)'", at: start + 1)
            }
        }
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= maximumNesting else { throw error("the selector nests deeper than \(maximumNesting) levels, the limit") }
        skipSpace()
        let condition = try functionalPseudoClass(name, start: start)
        skipSpace()
        guard consume(")") else { throw error("expected ')' to close ':\(name)(', found \(found)") }
        return [condition]
    }

    private mutating func functionalPseudoClass(_ name: String, start: Int) throws -> CSSCondition {
        switch name {
        case "not": return .not(try selectorList(relative: false))
        case "is", "where", "matches", "any": return .matchesAny(try selectorList(relative: false))
        case "has": return .has(try selectorList(relative: true))
        case "contains", "-soup-contains":
            guard peek == "\"" || peek == "'" else {
                if startsIdentifier { return .contains(try identifier()) }
                throw error("expected a quoted string in ':\(name)()', found \(found)")
            }
            return .contains(try string())
        case "nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type":
            let (a, b) = try anPlusB()
            var of: CSSSelectorList?
            skipSpace()
            if name.hasSuffix("child"), peek == "o" || peek == "O" {
                guard try identifier().lowercased() == "of" else { throw error("expected 'of' or ')' after An+B") }
                of = try selectorList(relative: false)
            }
            return .nth(a: a, b: b, ofType: name.hasSuffix("type"), fromEnd: name.contains("last"), of: of)
        default:
            throw error("unknown pseudo-class ':\(name)()'", at: start + 1)
        }
    }

    /// An+B: `odd`, `even`, an integer, or `[+-]?[digits]n` with an optional `[+-] digits`.
    private mutating func anPlusB() throws -> (Int, Int) {
        let start = position
        let ahead = String(String.UnicodeScalarView(scalars[position..<min(position + 4, scalars.count)])).lowercased()
        if ahead.hasPrefix("odd") {
            position += 3
            return (2, 1)
        }
        if ahead.hasPrefix("even") {
            position += 4
            return (2, 0)
        }
        var text = ""
        while let scalar = peek, "0123456789+-nN \t\n".unicodeScalars.contains(scalar), text.count < 40 {
            text.unicodeScalars.append(scalar)
            position += 1
        }
        let compact = text.lowercased().filter { !$0.isWhitespace }
        guard let nIndex = compact.firstIndex(of: "n") else {
            guard let b = Int(compact) else { throw error("expected An+B (such as 2n+1, odd or 3)", at: start + 1) }
            return (0, b)
        }
        let aText = compact[..<nIndex]
        let bText = compact[compact.index(after: nIndex)...]
        let a: Int? = aText.isEmpty || aText == "+" ? 1 : aText == "-" ? -1 : Int(aText)
        let b: Int? = bText.isEmpty ? 0 : (bText.first == "+" || bText.first == "-") ? Int(bText) : nil
        guard let a, let b, abs(a) < 1_000_000_000, abs(b) < 1_000_000_000 else {
            throw error("expected An+B (such as 2n+1, odd or 3)", at: start + 1)
        }
        return (a, b)
    }
}
