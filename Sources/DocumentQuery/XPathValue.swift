// XPath 1.0, 1 (the four object types), 4.2 string(), 4.4 number() and 4.3 boolean().

/// A node of the XPath data model: a tree node, or one attribute of an element.
struct NodeReference: Hashable, Comparable {
    var node: Int
    /// The attribute's position in its element, or -1.
    var attribute: Int = -1

    init(_ node: Int, attribute: Int = -1) {
        self.node = node
        self.attribute = attribute
    }

    /// Document order: an element, then its attributes, then its descendants.
    static func < (left: NodeReference, right: NodeReference) -> Bool {
        (left.node, left.attribute) < (right.node, right.attribute)
    }
}

/// An XPath value.
enum XPathValue {
    case nodes([NodeReference])
    case string(String)
    case number(Double)
    case boolean(Bool)
}

/// The context of an evaluation (1): the node, its position and the size of its node-set.
struct XPathContext {
    var node: NodeReference
    var position: Int
    var size: Int
}

extension DocumentTree {
    /// The string-value of a node (5.1–5.7).
    func stringValue(_ reference: NodeReference) -> String {
        if reference.attribute >= 0 { return nodes[reference.node].attributes[reference.attribute].value }
        return textContent(of: reference.node)
    }

    func string(_ value: XPathValue) -> String {
        switch value {
        case .nodes(let nodes): return nodes.first.map(stringValue) ?? ""
        case .string(let string): return string
        case .number(let number): return XPathNumber.string(number)
        case .boolean(let boolean): return boolean ? "true" : "false"
        }
    }

    func number(_ value: XPathValue) -> Double {
        switch value {
        case .nodes: return XPathNumber.parse(string(value))
        case .string(let string): return XPathNumber.parse(string)
        case .number(let number): return number
        case .boolean(let boolean): return boolean ? 1 : 0
        }
    }

    func boolean(_ value: XPathValue) -> Bool {
        switch value {
        case .nodes(let nodes): return !nodes.isEmpty
        case .string(let string): return !string.isEmpty
        case .number(let number): return number != 0 && !number.isNaN
        case .boolean(let boolean): return boolean
        }
    }
}

/// XPath's number syntax and its conversion of numbers to strings.
enum XPathNumber {
    /// `number()` of a string: optional blanks, an optional `-`, digits with an optional
    /// fraction, optional blanks; anything else is NaN.
    static func parse(_ text: String) -> Double {
        let trimmed = text.trimmingXPathSpace()
        var body = Substring(trimmed)
        if body.first == "-" { body = body.dropFirst() }
        guard !body.isEmpty, body.allSatisfy({ $0 == "." || ("0"..."9").contains($0) }),
            body.filter({ $0 == "." }).count <= 1, body != "."
        else { return .nan }
        return Double(trimmed.hasPrefix("-.") ? "-0" + trimmed.dropFirst() : trimmed.hasPrefix(".") ? "0" + trimmed : trimmed)
            ?? .nan
    }

    /// `string()` of a number (4.2): `NaN`, `Infinity`, an integer without a point, otherwise
    /// the shortest decimal that reads back as the number, never in exponent form.
    static func string(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        if number == 0 { return "0" }
        let shortest = abs(number).description
        let parts = shortest.split(separator: "e")
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0].split(separator: ".", omittingEmptySubsequences: false)
        let integerPart = String(mantissa[0])
        let digits = integerPart + (mantissa.count > 1 ? String(mantissa[1]) : "")
        let point = integerPart.count + exponent
        var text: String
        if point <= 0 {
            text = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            text = digits + String(repeating: "0", count: point - digits.count)
        } else {
            text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        while text.count > 1, text.hasPrefix("0"), !text.hasPrefix("0.") { text.removeFirst() }
        return (number < 0 ? "-" : "") + text
    }
}

extension StringProtocol {
    /// The text without leading and trailing XML white space (space, tab, CR, LF).
    func trimmingXPathSpace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
