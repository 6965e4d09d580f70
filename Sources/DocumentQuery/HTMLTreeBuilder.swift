// WHATWG HTML, 13.2.6 "Tree construction", the parts that shape what a scraper sees: the
// initial, before-html, before-head, in-head, after-head and in-body insertion modes; implied
// html/head/body; implied end tags (p, li, dd/dt, option, table rows and cells, headings);
// implied tbody and tr; end tags that close what they cross. Omitted: foster parenting (text and
// elements misplaced in a table stay where they are), the adoption agency (a formatting end tag
// pops the stack down to its element; formatting is not reconstructed afterwards), the
// "after body" modes (content after `</body>` or `</html>` stays in the body), templates' own
// modes, frameset modes, quirks mode, and the SVG/MathML name case adjustments (only
// self-closing tags are honoured in foreign content).

/// Builds the tree of an HTML document from its tokens.
struct HTMLTreeBuilder {
    enum Mode { case beforeHead, inHead, afterHead, inBody }

    var lexer: HTMLLexer
    var tree: TreeAssembler
    var stack: [Int] = []
    var mode = Mode.beforeHead
    var head = -1
    var body = -1
    let maximumDepth: Int
    /// The next text's leading line feed is dropped (after `<pre>`, `<listing>` and `<textarea>`).
    var dropNewline = false

    init(_ text: String, limits: DocumentLimits) {
        lexer = HTMLLexer(text)
        tree = TreeAssembler(maximumNodes: limits.maximumNodes)
        maximumDepth = max(limits.maximumDepth, 3)
    }

    /// The document's tree.
    mutating func build() throws -> DocumentTree {
        while let token = lexer.next() {
            switch token {
            case .text(let text): try insertText(text)
            case .comment(let text):
                try tree.append(TreeNode(kind: .comment, value: text), to: stack.last ?? 0)
            case .doctype(let name):
                if stack.isEmpty { try tree.append(TreeNode(kind: .doctype, name: name), to: 0) }
            case .start(let name, let attributes, let selfClosing):
                try start(name == "image" ? "img" : name, attributes, selfClosing: selfClosing)
            case .end(let name): try end(name)
            }
            dropNewline = dropNewline && token.isStartTag
        }
        try ensureBody()
        return tree.finish(isHTML: true)
    }

    var current: Int { stack.last ?? 0 }
    var currentName: String { stack.last.map { tree.name(of: $0) } ?? "" }

    // MARK: Text

    mutating func insertText(_ text: String) throws {
        var text = Substring(text)
        if dropNewline, text.first == "\n" { text = text.dropFirst() }
        dropNewline = false
        if mode != .inBody {
            let blank = text.prefix { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\u{0C}" }
            if mode == .inHead || mode == .afterHead { try tree.appendText(String(blank), to: current) }
            text = text.dropFirst(blank.count)
            guard !text.isEmpty else { return }
            try ensureBody()
        }
        try tree.appendText(String(text), to: current)
    }

    // MARK: Implied html, head and body

    mutating func ensureHTML(_ attributes: [NodeAttribute] = []) throws {
        if let html = stack.first {
            tree.merge(attributes, into: html)
        } else {
            stack.append(try tree.append(TreeNode(kind: .element, name: "html", attributes: attributes), to: 0))
        }
    }

    mutating func openHead(_ attributes: [NodeAttribute] = []) throws {
        try ensureHTML()
        head = try tree.append(TreeNode(kind: .element, name: "head", attributes: attributes), to: current)
        stack.append(head)
        mode = .inHead
    }

    mutating func closeHead() {
        if let position = stack.lastIndex(of: head) { stack.removeSubrange(position...) }
        mode = .afterHead
    }

    mutating func ensureBody(_ attributes: [NodeAttribute] = []) throws {
        if mode == .beforeHead { try openHead() }
        if mode == .inHead { closeHead() }
        if mode == .afterHead {
            body = try tree.append(TreeNode(kind: .element, name: "body", attributes: attributes), to: current)
            stack.append(body)
            mode = .inBody
        } else if body >= 0 {
            tree.merge(attributes, into: body)
        }
    }

    // MARK: Start tags

    mutating func start(_ name: String, _ attributes: [NodeAttribute], selfClosing: Bool) throws {
        if name == "html" { return try ensureHTML(attributes) }
        try ensureHTML()
        switch mode {
        case .beforeHead:
            if name == "head" { return try openHead(attributes) }
            try openHead()
            return try start(name, attributes, selfClosing: selfClosing)
        case .inHead:
            if name == "head" { return }
            if HTMLElementSets.headContent.contains(name) { return try insert(name, attributes, selfClosing: selfClosing) }
            closeHead()
            return try start(name, attributes, selfClosing: selfClosing)
        case .afterHead:
            if name == "body" || name == "frameset" {
                body = try tree.append(TreeNode(kind: .element, name: name, attributes: attributes), to: current)
                stack.append(body)
                mode = .inBody
                return
            }
            // Head content after `</head>` goes back into the head while nothing follows it.
            if HTMLElementSets.headContent.contains(name), let html = stack.first, tree.lastChild(of: html) == head {
                stack.append(head)
                try insert(name, attributes, selfClosing: selfClosing)
                stack.removeAll { $0 == head }
                return
            }
            try ensureBody()
        case .inBody:
            break
        }
        if name == "body" { return tree.merge(attributes, into: body) }
        if name == "head" { return }
        guard try closeImpliedElements(before: name) else { return }
        try insert(name, attributes, selfClosing: selfClosing)
    }

    /// Inserts an element at the current node and opens it (or reads its raw text).
    mutating func insert(_ name: String, _ attributes: [NodeAttribute], selfClosing: Bool) throws {
        let element = try tree.append(TreeNode(kind: .element, name: name, attributes: attributes), to: current)
        if HTMLElementSets.void.contains(name) || (selfClosing && inForeignContent) { return }
        if HTMLElementSets.rawText.contains(name) || HTMLElementSets.escapableRawText.contains(name) {
            var text = lexer.rawText(until: name, decode: HTMLElementSets.escapableRawText.contains(name))
            if name == "textarea", text.first == "\n" { text.removeFirst() }
            return try tree.appendText(text, to: element)
        }
        if name == "plaintext" { return try tree.appendText(lexer.remainder(), to: element) }
        // At the depth limit the element is kept but not opened, so its content follows it.
        guard stack.count + 1 < maximumDepth else { return }
        stack.append(element)
        dropNewline = name == "pre" || name == "listing"
    }

    var inForeignContent: Bool {
        stack.contains { tree.name(of: $0) == "svg" || tree.name(of: $0) == "math" }
    }

    // MARK: Stack helpers

    /// The stack position of the nearest open element named in `names`, looking no further than
    /// an element in `boundaries`.
    func nearest(_ names: Set<String>, within boundaries: Set<String>) -> Int? {
        for position in stack.indices.reversed() {
            let name = tree.name(of: stack[position])
            if names.contains(name) { return position }
            if boundaries.contains(name) { return nil }
        }
        return nil
    }

    /// Closes the elements from the top of the stack down to `position` (included or not).
    mutating func pop(to position: Int, including: Bool = true) {
        let from = including ? position : position + 1
        if from < stack.count, from > 0 { stack.removeSubrange(from...) }
    }

    mutating func openImplied(_ name: String) throws {
        stack.append(try tree.append(TreeNode(kind: .element, name: name), to: current))
    }

    mutating func closeParagraph() {
        if let position = nearest(["p"], within: HTMLElementSets.scopeBoundaries.union(["button"])) { pop(to: position) }
    }

    var stackNames: [String] { stack.map { tree.name(of: $0) } }
}

extension HTMLLexToken {
    var isStartTag: Bool {
        if case .start = self { return true }
        return false
    }
}
