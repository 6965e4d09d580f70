// XPath 1.0, 3.7 "Lexical Structure", with its disambiguation rules: after a token that is not
// `@`, `::`, `(`, `[`, `,` or an operator, `*` multiplies and a name is an operator name; a name
// before `(` is a function or node type, before `::` an axis.

/// One token and the column (from 1) where it starts.
struct XPathToken {
    enum Kind: Equatable {
        case symbol(String)  // / // . .. @ , ( ) [ ] | + - = != < <= > >= :: and the multiply *
        case operatorName(String)  // and or mod div
        case nameTest(String)  // *, prefix:* or a QName
        case functionName(String)
        case nodeType(String)
        case axisName(String)
        case literal(String)
        case number(Double)
        case variable(String)
        case end
    }

    var kind: Kind
    var column: Int
}

/// Splits an expression into tokens.
enum XPathLexer {
    static func tokens(_ text: String) throws -> [XPathToken] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [XPathToken] = []
        var index = 0
        while true {
            while index < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[index]) { index += 1 }
            guard index < scalars.count else { break }
            let start = index
            let kind = try token(scalars, &index, previous: tokens.last?.kind)
            tokens.append(XPathToken(kind: kind, column: start + 1))
        }
        tokens.append(XPathToken(kind: .end, column: scalars.count + 1))
        return tokens
    }

    /// Whether a token before `*` or a name makes it an operator (3.7).
    private static func isOperand(_ previous: XPathToken.Kind?) -> Bool {
        switch previous {
        case nil, .operatorName: return false
        case .symbol(let symbol): return [")", "]", ".", ".."].contains(symbol)
        case .axisName, .functionName, .nodeType: return false
        default: return true
        }
    }

    private static func token(_ scalars: [Unicode.Scalar], _ index: inout Int, previous: XPathToken.Kind?) throws
        -> XPathToken.Kind
    {
        let scalar = scalars[index]
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        func symbol(_ text: String) -> XPathToken.Kind {
            index += text.unicodeScalars.count
            return .symbol(text)
        }
        switch scalar {
        case "/": return symbol(next == "/" ? "//" : "/")
        case ".":
            if next == "." { return symbol("..") }
            if let next, isDigit(next) { return .number(number(scalars, &index)) }
            return symbol(".")
        case "@", ",", "(", ")", "[", "]", "|", "+", "-", "=": return symbol(String(scalar))
        case "!":
            guard next == "=" else { throw DocumentQueryError.xpath(column: index + 1, "expected '=' after '!'") }
            return symbol("!=")
        case "<", ">": return symbol(next == "=" ? "\(scalar)=" : String(scalar))
        case ":":
            guard next == ":" else { throw DocumentQueryError.xpath(column: index + 1, "unexpected ':'") }
            return symbol("::")
        case "*":
            if isOperand(previous) { return symbol("*") }
            index += 1
            return .nameTest("*")
        case "\"", "'":
            guard let close = scalars[(index + 1)...].firstIndex(of: scalar) else {
                throw DocumentQueryError.xpath(column: index + 1, "the string literal is not closed")
            }
            defer { index = close + 1 }
            return .literal(String(String.UnicodeScalarView(scalars[(index + 1)..<close])))
        case "$":
            index += 1
            let name = ncName(scalars, &index)
            throw DocumentQueryError.xpath(
                column: index - name.count, "variables ('$\(name)') are not supported: no variables are bound")
        default:
            if isDigit(scalar) { return .number(number(scalars, &index)) }
            guard isNameStart(scalar) else {
                throw DocumentQueryError.xpath(column: index + 1, "unexpected '\(Character(scalar))'")
            }
            return name(scalars, &index, previous: previous)
        }
    }

    private static func name(_ scalars: [Unicode.Scalar], _ index: inout Int, previous: XPathToken.Kind?) -> XPathToken.Kind {
        var name = ncName(scalars, &index)
        if isOperand(previous), ["and", "or", "mod", "div"].contains(name) { return .operatorName(name) }
        if index + 1 < scalars.count, scalars[index] == ":" {
            if scalars[index + 1] == "*" {
                index += 2
                return .nameTest(name + ":*")
            }
            if isNameStart(scalars[index + 1]) {
                index += 1
                name += ":" + ncName(scalars, &index)
            }
        }
        var look = index
        while look < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[look]) { look += 1 }
        if look < scalars.count, scalars[look] == "(" {
            return ["comment", "text", "processing-instruction", "node"].contains(name) ? .nodeType(name) : .functionName(name)
        }
        if look + 1 < scalars.count, scalars[look] == ":", scalars[look + 1] == ":" { return .axisName(name) }
        return .nameTest(name)
    }

    private static func ncName(_ scalars: [Unicode.Scalar], _ index: inout Int) -> String {
        var text = String.UnicodeScalarView()
        while index < scalars.count,
            isNameStart(scalars[index]) || isDigit(scalars[index]) || scalars[index] == "-"
                || scalars[index] == "."
        {
            text.append(scalars[index])
            index += 1
        }
        return String(text)
    }

    private static func number(_ scalars: [Unicode.Scalar], _ index: inout Int) -> Double {
        var text = ""
        var seenDot = false
        while index < scalars.count, isDigit(scalars[index]) || (scalars[index] == "." && !seenDot) {
            seenDot = seenDot || scalars[index] == "."
            text.unicodeScalars.append(scalars[index])
            index += 1
        }
        return Double(text.hasPrefix(".") ? "0" + text : text) ?? .nan
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.value >= 0x80 || (scalar.value | 0x20 >= 0x61 && scalar.value | 0x20 <= 0x7A)
    }
}
