// WHATWG HTML, 13.2.6.4.7 "in body" (start tags that end open elements; end tags) and the
// table modes' implied tbody and tr, simplified to stack operations.

extension HTMLTreeBuilder {
    /// Closes what a start tag `name` implies; false when the tag itself is dropped.
    mutating func closeImpliedElements(before name: String) throws -> Bool {
        if HTMLElementSets.closesParagraph.contains(name) { closeListItem(name) }
        if HTMLElementSets.closesParagraph.contains(name) { closeParagraph() }
        switch name {
        case _ where HTMLElementSets.headings.contains(name):
            if let top = stackNames.last, HTMLElementSets.headings.contains(top) { pop(to: stackNames.count - 1) }
        case "a", "nobr", "button", "form":
            if let position = nearest([name], within: HTMLElementSets.scopeBoundaries) { pop(to: position) }
        case "option":
            if stackNames.last == "option" { pop(to: stackNames.count - 1) }
        case "optgroup":
            if stackNames.last == "option" { pop(to: stackNames.count - 1) }
            if stackNames.last == "optgroup" { pop(to: stackNames.count - 1) }
        case "select":
            if let position = nearest(["select"], within: HTMLElementSets.scopeBoundaries) {
                pop(to: position)
                return false
            }
        case "tr", "td", "th", "tbody", "thead", "tfoot", "caption", "colgroup", "col":
            try closeTableParts(before: name)
        default:
            break
        }
        return true
    }

    /// `<li>` closes an open `li` (`<dd>`/`<dt>` an open `dd` or `dt`) unless a special element
    /// other than address, div and p lies between.
    private mutating func closeListItem(_ name: String) {
        let closes: Set<String> = name == "li" ? ["li"] : name == "dd" || name == "dt" ? ["dd", "dt"] : []
        guard !closes.isEmpty else { return }
        let names = stackNames
        for position in names.indices.reversed() {
            if closes.contains(names[position]) { return pop(to: position) }
            if HTMLElementSets.special.contains(names[position]), !["address", "div", "p"].contains(names[position]) {
                return
            }
        }
    }

    /// Rows close the open row or cell, cells the open cell; a row directly in a table gets a
    /// tbody, a cell directly in a table section a tr. Outside any table they are ordinary
    /// elements (the standard drops them; a fragment of table rows keeps its structure here).
    private mutating func closeTableParts(before name: String) throws {
        let tableLevel: Set<String> = ["table"]
        switch name {
        case "tr":
            guard let position = nearest(Set(["tr", "table"]).union(HTMLElementSets.tableSections), within: []) else { return }
            pop(to: position, including: stackNames[position] == "tr")
            if stackNames.last == "table" { try openImplied("tbody") }
        case "td", "th":
            guard var position = nearest(Set(["td", "th", "tr", "table"]).union(HTMLElementSets.tableSections), within: [])
            else { return }
            if stackNames[position] == "td" || stackNames[position] == "th" {
                pop(to: position)
                position -= 1
            }
            pop(to: position, including: false)
            if stackNames.last == "table" { try openImplied("tbody") }
            if let top = stackNames.last, HTMLElementSets.tableSections.contains(top) { try openImplied("tr") }
        case "tbody", "thead", "tfoot":
            guard let position = nearest(tableLevel.union(HTMLElementSets.tableSections), within: []) else { return }
            pop(to: position, including: stackNames[position] != "table")
        default:
            if let position = nearest(tableLevel, within: []) { pop(to: position, including: false) }
        }
    }

    // MARK: End tags

    /// An end tag closes its element and what lies above it, if it is open within its scope.
    mutating func end(_ name: String) throws {
        switch name {
        case "head":
            if mode == .inHead { closeHead() }
            return
        case "body", "html":
            return try ensureBody()
        case "br":
            return try start("br", [], selfClosing: false)
        default:
            break
        }
        if name == "p", nearest(["p"], within: HTMLElementSets.scopeBoundaries.union(["button"])) == nil {
            try start("p", [], selfClosing: false)
        }
        if let position = closablePosition(of: name) { pop(to: position) }
    }

    /// Where the open element an end tag `name` closes is, if any.
    private func closablePosition(of name: String) -> Int? {
        if HTMLElementSets.tableParts.contains(name) { return nearest([name], within: HTMLElementSets.tableScopeBoundaries) }
        if name == "li" { return nearest([name], within: HTMLElementSets.scopeBoundaries.union(["ol", "ul"])) }
        if HTMLElementSets.special.contains(name) || HTMLElementSets.formatting.contains(name) {
            return nearest([name], within: HTMLElementSets.scopeBoundaries)
        }
        // Any other end tag: the nearest element of that name, unless a special element comes first.
        return nearest([name], within: HTMLElementSets.special)
    }
}
