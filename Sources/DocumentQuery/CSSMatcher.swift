// Selectors Level 4: matching a selector against an element (3.3 "Evaluating a selector"),
// right to left, trying each ancestor or earlier sibling a descendant or `~` combinator allows.

/// Matches selectors against a document's elements. HTML type and attribute names were folded
/// to lowercase by `CSSParser.foldingCase`; XML names compare as written.
struct CSSMatcher {
    let tree: DocumentTree
    let budget: StepBudget
    /// How deep matching may recurse (combinators tried within nested pseudo-classes).
    private static let maximumRecursion = 2048

    /// The elements `list` matches, in document order.
    func select(_ list: CSSSelectorList) throws -> [Int] {
        var result: [Int] = []
        for index in tree.nodes.indices where tree.nodes[index].kind == .element {
            if try matches(list, index, scope: nil, depth: 0) { result.append(index) }
        }
        return result
    }

    func matches(_ list: CSSSelectorList, _ element: Int, scope: Int?, depth: Int) throws -> Bool {
        for selector in list where try matches(selector, from: selector.compounds.count - 1, element, scope: scope, depth: depth)
        {
            return true
        }
        return false
    }

    /// Whether `compounds[0...last]` match with `compounds[last]` at `element`.
    private func matches(_ selector: CSSComplexSelector, from last: Int, _ element: Int, scope: Int?, depth: Int) throws -> Bool {
        guard depth < Self.maximumRecursion else {
            throw DocumentQueryError.limit(
                "The CSS selector nests too deeply to match (more than \(Self.maximumRecursion) levels).")
        }
        guard try matches(selector.compounds[last], element, scope: scope, depth: depth) else { return false }
        if last == 0 { return true }
        switch selector.combinators[last - 1] {
        case .child:
            guard let parent = parentElement(element) else { return false }
            return try matches(selector, from: last - 1, parent, scope: scope, depth: depth + 1)
        case .descendant:
            var ancestor = parentElement(element)
            while let candidate = ancestor {
                if try matches(selector, from: last - 1, candidate, scope: scope, depth: depth + 1) { return true }
                ancestor = parentElement(candidate)
            }
            return false
        case .nextSibling:
            guard let sibling = previousElement(element) else { return false }
            return try matches(selector, from: last - 1, sibling, scope: scope, depth: depth + 1)
        case .subsequentSibling:
            var sibling = previousElement(element)
            while let candidate = sibling {
                if try matches(selector, from: last - 1, candidate, scope: scope, depth: depth + 1) { return true }
                sibling = previousElement(candidate)
            }
            return false
        }
    }

    private func matches(_ compound: CSSCompoundSelector, _ element: Int, scope: Int?, depth: Int) throws -> Bool {
        try budget.spend()
        if let type = compound.type, tree.nodes[element].name != type { return false }
        for condition in compound.conditions where try !matches(condition, element, scope: scope, depth: depth) {
            return false
        }
        return true
    }

    private func matches(_ condition: CSSCondition, _ element: Int, scope: Int?, depth: Int) throws -> Bool {
        let node = tree.nodes[element]
        switch condition {
        case .id(let id): return tree.attribute("id", of: element) == id
        case .className(let name):
            guard let classes = tree.attribute("class", of: element) else { return false }
            return classes.split(whereSeparator: isHTMLSpace).contains { $0 == name }
        case .attribute(let name, let comparison, let ignoreCase):
            guard let value = tree.attribute(name, of: element) else { return false }
            guard let (op, expected) = comparison else { return true }
            return Self.compare(value, op, expected, ignoreCase: ignoreCase)
        case .nth(let a, let b, let ofType, let fromEnd, let of):
            let position = try siblingPosition(element, ofType: ofType, fromEnd: fromEnd, of: of, depth: depth)
            guard let position else { return false }
            return Self.isNth(position, a: a, b: b)
        case .not(let list): return try !matches(list, element, scope: scope, depth: depth + 1)
        case .matchesAny(let list): return try matches(list, element, scope: scope, depth: depth + 1)
        case .has(let list): return try has(list, element, depth: depth + 1)
        case .empty:
            var child = Int(node.firstChild)
            while child >= 0 {
                let kind = tree.nodes[child].kind
                if kind == .element || (kind == .text && !tree.nodes[child].value.isEmpty) { return false }
                child = Int(tree.nodes[child].next)
            }
            return true
        case .root: return node.parent == 0
        case .scope: return scope.map { $0 == element } ?? (node.parent == 0)
        case .contains(let text):
            try budget.spend(Int(node.end) - element)
            return tree.textContent(of: element).contains(text)
        }
    }

    /// `:has()`: some element after `element` (in its subtree, or for a sibling combinator in its
    /// parent's subtree) matches a relative selector anchored at `element`.
    private func has(_ list: CSSSelectorList, _ element: Int, depth: Int) throws -> Bool {
        for selector in list {
            let leading = selector.combinators.first ?? .descendant
            let siblingLed = leading == .nextSibling || leading == .subsequentSibling
            let end = siblingLed ? Int(tree.nodes[Int(tree.nodes[element].parent)].end) : Int(tree.nodes[element].end)
            let start = siblingLed ? Int(tree.nodes[element].end) : element + 1
            for candidate in start..<end where tree.nodes[candidate].kind == .element {
                if try matches(selector, from: selector.compounds.count - 1, candidate, scope: element, depth: depth) {
                    return true
                }
            }
        }
        return false
    }

    static func compare(_ value: String, _ op: CSSAttributeOperator, _ expected: String, ignoreCase: Bool) -> Bool {
        let value = ignoreCase ? value.lowercased() : value
        let expected = ignoreCase ? expected.lowercased() : expected
        switch op {
        case .equals: return value == expected
        case .includesWord:
            guard !expected.isEmpty, !expected.contains(where: { isHTMLSpace($0) }) else { return false }
            return value.split(whereSeparator: isHTMLSpace).contains { $0 == expected }
        case .dashPrefix: return value == expected || value.hasPrefix(expected + "-")
        case .prefix: return !expected.isEmpty && value.hasPrefix(expected)
        case .suffix: return !expected.isEmpty && value.hasSuffix(expected)
        case .substring: return !expected.isEmpty && value.contains(expected)
        }
    }

    /// Whether `position` (from 1) is `a·n + b` for some n ≥ 0.
    static func isNth(_ position: Int, a: Int, b: Int) -> Bool {
        if a == 0 { return position == b }
        let difference = position - b
        return difference % a == 0 && difference / a >= 0
    }
}

func isHTMLSpace(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\u{0C}"
}

extension CSSMatcher {
    func parentElement(_ element: Int) -> Int? {
        let parent = Int(tree.nodes[element].parent)
        return parent >= 0 && tree.nodes[parent].kind == .element ? parent : nil
    }

    func previousElement(_ element: Int) -> Int? {
        var sibling = Int(tree.nodes[element].previous)
        while sibling >= 0, tree.nodes[sibling].kind != .element { sibling = Int(tree.nodes[sibling].previous) }
        return sibling >= 0 ? sibling : nil
    }

    func nextElement(_ element: Int) -> Int? {
        var sibling = Int(tree.nodes[element].next)
        while sibling >= 0, tree.nodes[sibling].kind != .element { sibling = Int(tree.nodes[sibling].next) }
        return sibling >= 0 ? sibling : nil
    }

    /// The element's position (from 1) among its sibling elements counted as asked; nil when
    /// `of` is given and the element does not match it.
    func siblingPosition(_ element: Int, ofType: Bool, fromEnd: Bool, of: CSSSelectorList?, depth: Int) throws -> Int? {
        if let of, try !matches(of, element, scope: nil, depth: depth + 1) { return nil }
        let name = tree.nodes[element].name
        var position = 1
        var sibling = fromEnd ? nextElement(element) : previousElement(element)
        while let candidate = sibling {
            try budget.spend()
            if ofType {
                if tree.nodes[candidate].name == name { position += 1 }
            } else if let of {
                if try matches(of, candidate, scope: nil, depth: depth + 1) { position += 1 }
            } else {
                position += 1
            }
            sibling = fromEnd ? nextElement(candidate) : previousElement(candidate)
        }
        return position
    }
}
