// XPath 1.0, 2 "Location Paths": steps [4]–[7], node tests [7], predicates [8]–[9], and the
// abbreviations of 2.5 (`//`, `.`, `..`, `@`).

extension XPathParser {
    /// Whether a location step starts here.
    var startsStep: Bool {
        switch peek {
        case .nameTest, .axisName, .nodeType, .symbol("@"), .symbol("."), .symbol(".."): return true
        default: return false
        }
    }

    /// Steps separated by `/` or `//`; `afterSlash`: the first separator is still to be read.
    mutating func relativePath(afterSlash: Bool) throws -> [XPathStep] {
        var steps: [XPathStep] = []
        var needsSeparator = afterSlash
        while true {
            if needsSeparator {
                if consume("//") {
                    steps.append(XPathStep(axis: .descendantOrSelf, test: .node, predicates: []))
                } else if !consume("/") {
                    return steps
                }
            }
            steps.append(try step())
            needsSeparator = true
        }
    }

    private mutating func step() throws -> XPathStep {
        if consume(".") { return XPathStep(axis: .self, test: .node, predicates: []) }
        if consume("..") { return XPathStep(axis: .parent, test: .node, predicates: []) }
        var axis = XPathAxis.child
        if consume("@") {
            axis = .attribute
        } else if case .axisName(let name) = peek {
            guard let named = XPathAxis(rawValue: name) else { throw error("unknown axis '\(name)'") }
            axis = named
            index += 1
            try expect("::", "after the axis name '\(name)'")
        }
        let test = try nodeTest()
        return XPathStep(axis: axis, test: test, predicates: try predicates())
    }

    private mutating func nodeTest() throws -> XPathNodeTest {
        switch peek {
        case .nameTest(let name):
            index += 1
            if name == "*" { return .anyName }
            if name.hasSuffix(":*") { return .prefixed(String(name.dropLast(2))) }
            return .name(name)
        case .nodeType(let type):
            index += 1
            try expect("(", "after '\(type)'")
            var target: String?
            if type == "processing-instruction", case .literal(let literal) = peek {
                target = literal
                index += 1
            }
            try expect(")", "to close '\(type)('")
            switch type {
            case "text": return .text
            case "comment": return .comment
            case "node": return .node
            default: return .processingInstruction(target)
            }
        default:
            throw error("expected a node test (a name, '*' or a node type such as 'text()'), found \(describe(peek))")
        }
    }

    mutating func predicates() throws -> [XPathExpression] {
        var predicates: [XPathExpression] = []
        while peek == .symbol("[") {
            let column = tokens[index].column
            index += 1
            try enter()
            defer { nesting -= 1 }
            predicates.append(try expression())
            try expect("]", "to close the predicate opened at column \(column)")
        }
        return predicates
    }
}
