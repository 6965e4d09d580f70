// XPath 1.0, 4 "Core Function Library": node-set (4.1), string (4.2), boolean (4.3) and number
// (4.4) functions. `id()` finds elements by their `id` or `xml:id` attribute (no DTD declares
// ID types); `lang()` reads `xml:lang`, and in HTML `lang` too.

/// The core functions' names and how many arguments each takes.
enum XPathFunctions {
    static let arity: [String: ClosedRange<Int>] = [
        "last": 0...0, "position": 0...0, "count": 1...1, "id": 1...1, "local-name": 0...1, "namespace-uri": 0...1,
        "name": 0...1, "string": 0...1, "concat": 2...Int.max, "starts-with": 2...2, "contains": 2...2,
        "substring-before": 2...2, "substring-after": 2...2, "substring": 2...3, "string-length": 0...1,
        "normalize-space": 0...1, "translate": 3...3, "boolean": 1...1, "not": 1...1, "true": 0...0, "false": 0...0,
        "lang": 1...1, "number": 0...1, "sum": 1...1, "floor": 1...1, "ceiling": 1...1, "round": 1...1,
    ]
}

extension XPathEvaluator {
    func call(_ name: String, _ arguments: [XPathExpression], context: XPathContext) throws -> XPathValue {
        var values: [XPathValue] = []
        for argument in arguments { values.append(try evaluate(argument, context: context)) }
        /// The string of argument `index`, or of the context node when it is absent.
        func string(_ index: Int = 0) -> String {
            index < values.count ? tree.string(values[index]) : tree.stringValue(context.node)
        }
        switch name {
        case "last": return .number(Double(context.size))
        case "position": return .number(Double(context.position))
        case "count": return .number(Double(try nodeSet(values[0], "count() was given").count))
        case "id": return .nodes(try identified(values[0]))
        case "local-name", "name", "namespace-uri":
            let nodes = values.isEmpty ? [context.node] : try nodeSet(values[0], "\(name)() was given")
            guard let node = nodes.first else { return .string("") }
            return .string(nodeName(node, function: name))
        case "string": return .string(string())
        case "concat": return .string(values.map(tree.string).joined())
        case "starts-with": return .boolean(string(0).hasPrefix(string(1)))
        case "contains": return .boolean(string(1).isEmpty || string(0).contains(string(1)))
        case "substring-before", "substring-after":
            let text = string(0)
            guard let range = text.firstRange(of: string(1)) else { return .string("") }
            return .string(String(name == "substring-before" ? text[..<range.lowerBound] : text[range.upperBound...]))
        case "substring": return .string(substring(string(0), values.dropFirst().map(tree.number)))
        case "string-length": return .number(Double(string().unicodeScalars.count))
        case "normalize-space":
            return .string(string().split(whereSeparator: { " \t\n\r".contains($0) }).joined(separator: " "))
        case "translate": return .string(translate(string(0), string(1), string(2)))
        case "boolean": return .boolean(tree.boolean(values[0]))
        case "not": return .boolean(!tree.boolean(values[0]))
        case "true": return .boolean(true)
        case "false": return .boolean(false)
        case "lang": return .boolean(language(of: context.node, is: string(0)))
        case "number": return .number(values.isEmpty ? XPathNumber.parse(string()) : tree.number(values[0]))
        case "sum":
            return .number(try nodeSet(values[0], "sum() was given").reduce(0) { $0 + XPathNumber.parse(tree.stringValue($1)) })
        case "floor": return .number(tree.number(values[0]).rounded(.down))
        case "ceiling": return .number(tree.number(values[0]).rounded(.up))
        default: return .number(Self.round(tree.number(values[0])))
        }
    }

    /// round(): the nearest integer, halves toward positive infinity, -0 kept for -0.5…-0.
    static func round(_ number: Double) -> Double {
        guard number.isFinite else { return number }
        let floor = number.rounded(.down)
        let result = number - floor >= 0.5 ? floor + 1 : floor
        return result == 0 && (number < 0 || number.sign == .minus) ? -0.0 : result
    }

    /// substring(s, start, length?): the characters whose position p (from 1) has
    /// round(start) ≤ p < round(start) + round(length).
    private func substring(_ text: String, _ numbers: [Double]) -> String {
        let start = Self.round(numbers[0])
        let end = numbers.count > 1 ? start + Self.round(numbers[1]) : .infinity
        var result = String.UnicodeScalarView()
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            let position = Double(offset + 1)
            if position >= start, position < end { result.append(scalar) }
        }
        return String(result)
    }

    private func translate(_ text: String, _ from: String, _ to: String) -> String {
        let from = Array(from.unicodeScalars)
        let to = Array(to.unicodeScalars)
        var map: [Unicode.Scalar: Unicode.Scalar?] = [:]
        for (offset, scalar) in from.enumerated() where map[scalar] == nil {
            map[scalar] = offset < to.count ? to[offset] : .some(nil)
        }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let mapped = map[scalar] {
                if let replacement = mapped { result.append(replacement) }
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private func nodeName(_ reference: NodeReference, function: String) -> String {
        let node = tree.nodes[reference.node]
        let name: String
        if reference.attribute >= 0 {
            name = node.attributes[reference.attribute].name
        } else if node.kind == .element || node.kind == .processingInstruction {
            name = node.name
        } else {
            return ""
        }
        let prefix = name.firstIndex(of: ":").map { String(name[..<$0]) }
        switch function {
        case "name": return name
        case "local-name": return prefix.map { String(name.dropFirst($0.count + 1)) } ?? name
        default:
            guard node.kind == .element, reference.attribute < 0 || prefix != nil else { return "" }
            return namespaceURI(for: prefix, from: reference.node)
        }
    }

    /// The URI an `xmlns` or `xmlns:prefix` attribute on the element or an ancestor binds.
    private func namespaceURI(for prefix: String?, from element: Int) -> String {
        if prefix == "xml" { return "http://www.w3.org/XML/1998/namespace" }
        let attribute = prefix.map { "xmlns:" + $0 } ?? "xmlns"
        var index = element
        while index > 0 {
            if let uri = tree.attribute(attribute, of: index) { return uri }
            index = Int(tree.nodes[index].parent)
        }
        return ""
    }

    private func identified(_ value: XPathValue) throws -> [NodeReference] {
        var tokens = Set<String>()
        let texts: [String]
        if case .nodes(let nodes) = value { texts = nodes.map(tree.stringValue) } else { texts = [tree.string(value)] }
        for text in texts { tokens.formUnion(text.split(whereSeparator: { " \t\n\r".contains($0) }).map(String.init)) }
        try budget.spend(tree.nodes.count)
        return tree.nodes.indices.filter { index in
            guard tree.nodes[index].kind == .element else { return false }
            let id = tree.attribute("id", of: index) ?? tree.attribute("xml:id", of: index)
            return id.map(tokens.contains) ?? false
        }.map { NodeReference($0) }
    }

    private func language(of reference: NodeReference, is wanted: String) -> Bool {
        var index = reference.node
        while index > 0 {
            let language = tree.attribute("xml:lang", of: index) ?? (tree.isHTML ? tree.attribute("lang", of: index) : nil)
            if let language {
                let have = language.lowercased()
                let want = wanted.lowercased()
                return have == want || have.hasPrefix(want + "-")
            }
            index = Int(tree.nodes[index].parent)
        }
        return false
    }
}
