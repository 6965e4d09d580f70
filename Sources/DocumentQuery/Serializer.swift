// WHATWG HTML, 13.3 "Serialising HTML fragments" (void elements, raw text kept, `&`, U+00A0,
// `<`, `>` and `"` escaped) and XML serialisation (empty elements as `<name/>`, `&`, `<`, `>` in
// text and `&`, `<`, `"`, tab and line ends in attribute values escaped). Iterative: a node's
// descendants are the arena range after it, so no recursion follows the document's depth.

extension DocumentTree {
    /// Elements whose text the HTML serialisation writes unescaped.
    private static let rawTextParents: Set<String> = [
        "style", "script", "xmp", "iframe", "noembed", "noframes", "plaintext", "noscript",
    ]

    /// The outer markup of `index` (a document: its children's).
    func markup(of index: Int) -> String {
        var output = ""
        var open: [Int] = []
        let first = nodes[index].kind == .document ? index + 1 : index
        for position in first..<Int(nodes[index].end) {
            while let top = open.last, position >= Int(nodes[top].end) {
                output += "</\(nodes[top].name)>"
                open.removeLast()
            }
            let node = nodes[position]
            switch node.kind {
            case .document: break
            case .element:
                output += "<" + node.name
                for attribute in node.attributes {
                    output += " \(attribute.name)=\"\(escapeAttribute(attribute.value))\""
                }
                if node.firstChild >= 0 {
                    output += ">"
                    open.append(position)
                } else if isHTML {
                    output += HTMLElementSets.void.contains(node.name) ? ">" : "></\(node.name)>"
                } else {
                    output += "/>"
                }
            case .text:
                let parent = Int(node.parent)
                let raw = isHTML && nodes[parent].kind == .element && Self.rawTextParents.contains(nodes[parent].name)
                output += raw ? node.value : escapeText(node.value)
            case .comment: output += "<!--\(node.value)-->"
            case .processingInstruction:
                output += isHTML ? "<?\(node.value)>" : "<?\(node.name)\(node.value.isEmpty ? "" : " " + node.value)?>"
            case .doctype: output += "<!DOCTYPE \(node.name)>"
            }
        }
        while let top = open.popLast() { output += "</\(nodes[top].name)>" }
        return output
    }

    func escapeText(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { "&<>\u{A0}".unicodeScalars.contains($0) }) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\u{A0}" where isHTML: output += "&nbsp;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    func escapeAttribute(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "\"": output += "&quot;"
            case "\u{A0}" where isHTML: output += "&nbsp;"
            case "<" where !isHTML: output += "&lt;"
            case "\t" where !isHTML: output += "&#9;"
            case "\n" where !isHTML: output += "&#10;"
            case "\r" where !isHTML: output += "&#13;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
