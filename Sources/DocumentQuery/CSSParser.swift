// Selectors Level 4, 17 "Grammar", and CSS Syntax Level 3 for identifiers, strings and escapes
// (4.3.7 "Consume an escaped code point"); An+B from CSS Syntax 6.

/// Reads a selector list; errors name the column (in characters, from 1).
struct CSSParser {
    let scalars: [Unicode.Scalar]
    var position = 0
    let maximumNesting: Int
    var nesting = 0

    /// The selector list `text`.
    static func parse(_ text: String, limits: QueryLimits) throws -> CSSSelectorList {
        try limits.check(length: text, language: "CSS selector")
        var parser = CSSParser(scalars: Array(text.unicodeScalars), maximumNesting: limits.maximumNesting)
        parser.skipSpace()
        let list = try parser.selectorList(relative: false)
        guard parser.position == parser.scalars.count else { throw parser.error("unexpected \(parser.found)") }
        return list
    }

    // MARK: Lists, complex and compound selectors

    mutating func selectorList(relative: Bool) throws -> CSSSelectorList {
        var list: CSSSelectorList = []
        repeat {
            skipSpace()
            list.append(try complexSelector(relative: relative))
            skipSpace()
        } while consume(",")
        return list
    }

    private mutating func complexSelector(relative: Bool) throws -> CSSComplexSelector {
        var selector = CSSComplexSelector(compounds: [], combinators: [])
        if relative {
            selector.compounds.append(CSSCompoundSelector(type: nil, conditions: [.scope]))
            selector.combinators.append(combinator() ?? .descendant)
            skipSpace()
        }
        selector.compounds.append(try compoundSelector())
        while let combinator = combinator() {
            skipSpace()
            guard selector.compounds.count < maximumNesting else {
                throw error("more than \(maximumNesting) compound selectors are chained, the limit")
            }
            selector.combinators.append(combinator)
            selector.compounds.append(try compoundSelector())
        }
        return selector
    }

    /// The combinator at the position, blank space included; nil at `,`, `)` or the end.
    private mutating func combinator() -> CSSCombinator? {
        let start = position
        skipSpace()
        guard let scalar = peek else { return nil }
        switch scalar {
        case ">": position += 1; return .child
        case "+": position += 1; return .nextSibling
        case "~": position += 1; return .subsequentSibling
        case ",", ")": return nil
        default:
            if position > start { return .descendant }
            return nil
        }
    }

    private mutating func compoundSelector() throws -> CSSCompoundSelector {
        var compound = CSSCompoundSelector(type: nil, conditions: [])
        let start = position
        if consume("*") {
            compound.type = nil
        } else if startsIdentifier {
            compound.type = try identifier()
        }
        if peek == "|" { throw error("namespace prefixes ('|') are not supported; write a qualified name as 'svg\\:rect'") }
        while let scalar = peek {
            switch scalar {
            case "#":
                position += 1
                guard startsIdentifier || peek.map(isNameScalar) == true else { throw error("expected a name after '#'") }
                compound.conditions.append(.id(try name()))
            case ".":
                position += 1
                guard startsIdentifier else { throw error("expected a class name after '.'") }
                compound.conditions.append(.className(try identifier()))
            case "[": compound.conditions.append(try attributeSelector())
            case ":":
                position += 1
                if peek == ":" { throw error("pseudo-elements ('::') are not supported") }
                compound.conditions.append(contentsOf: try pseudoClass())
            default:
                guard position > start else { throw error("expected a selector, found \(found)") }
                return compound
            }
        }
        guard position > start else { throw error("expected a selector, found \(found)") }
        return compound
    }

    private mutating func attributeSelector() throws -> CSSCondition {
        let open = position
        position += 1
        skipSpace()
        guard startsIdentifier else { throw error("expected an attribute name after '['") }
        let name = try identifier()
        skipSpace()
        var comparison: (CSSAttributeOperator, String)?
        var ignoreCase = false
        if let op = try attributeOperator() {
            skipSpace()
            let value: String
            if peek == "\"" || peek == "'" {
                value = try string()
            } else if startsIdentifier {
                value = try identifier()
            } else {
                throw error("expected a value after the operator of the attribute '\(name)', found \(found)")
            }
            comparison = (op, value)
            skipSpace()
            if let flag = peek, flag == "i" || flag == "I" || flag == "s" || flag == "S" {
                ignoreCase = flag == "i" || flag == "I"
                position += 1
                skipSpace()
            }
        }
        guard consume("]") else {
            throw error("expected ']' to close the attribute selector opened at column \(open + 1), found \(found)")
        }
        return .attribute(name: name, comparison: comparison, ignoreCase: ignoreCase)
    }

    private mutating func attributeOperator() throws -> CSSAttributeOperator? {
        if consume("=") { return .equals }
        let operators: [Unicode.Scalar: CSSAttributeOperator] = [
            "~": .includesWord, "|": .dashPrefix, "^": .prefix, "$": .suffix, "*": .substring,
        ]
        guard let scalar = peek, let op = operators[scalar] else { return nil }
        guard position + 1 < scalars.count, scalars[position + 1] == "=" else { throw error("expected '=' after '\(scalar)'") }
        position += 2
        return op
    }

    // MARK: Characters

    var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        guard peek == scalar else { return false }
        position += 1
        return true
    }

    mutating func skipSpace() {
        while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}" {
            position += 1
        }
    }

    func error(_ message: String, at column: Int? = nil) -> DocumentQueryError {
        .css(column: column ?? position + 1, message)
    }

    var found: String {
        guard let scalar = peek else { return "the end of the selector" }
        return "'\(Character(scalar))'"
    }
}

extension CSSSelectorList {
    /// The list with type and attribute names in lowercase, as HTML compares them.
    func foldingCase() -> CSSSelectorList {
        map { selector in
            var selector = selector
            selector.compounds = selector.compounds.map { compound in
                var compound = compound
                compound.type = compound.type?.lowercased()
                compound.conditions = compound.conditions.map { $0.foldingCase() }
                return compound
            }
            return selector
        }
    }
}

extension CSSCondition {
    func foldingCase() -> CSSCondition {
        switch self {
        case .attribute(let name, let comparison, let ignoreCase):
            return .attribute(name: name.lowercased(), comparison: comparison, ignoreCase: ignoreCase)
        case .nth(let a, let b, let ofType, let fromEnd, let of):
            return .nth(a: a, b: b, ofType: ofType, fromEnd: fromEnd, of: of?.foldingCase())
        case .not(let list): return .not(list.foldingCase())
        case .matchesAny(let list): return .matchesAny(list.foldingCase())
        case .has(let list): return .has(list.foldingCase())
        default: return self
        }
    }
}
