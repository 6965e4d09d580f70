// WHATWG HTML, 13.2.5.6–13.2.5.40: tag name, attribute name and value states.

extension HTMLLexer {
    /// A start or end tag whose name starts at `nameStart`; nil when the input ends inside it
    /// (the standard drops such a tag).
    mutating func tag(closing: Bool, nameAt nameStart: Int) -> HTMLLexToken? {
        var index = nameStart
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "/"),
            bytes[index] != UInt8(ascii: ">")
        {
            index += 1
        }
        let name = String(decoding: bytes[nameStart..<index].map(lower), as: UTF8.self)
        var attributes: [NodeAttribute] = []
        var selfClosing = false
        while true {
            guard index < bytes.count else {
                position = bytes.count
                return nil
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { break }
            if isSpace(byte) || byte == UInt8(ascii: "/") {
                selfClosing = byte == UInt8(ascii: "/")
                index += 1
                continue
            }
            selfClosing = false
            let (attribute, end) = self.attribute(at: index)
            index = end
            if !attributes.contains(where: { $0.name == attribute.name }) { attributes.append(attribute) }
        }
        position = index + 1
        if closing { return .end(name: name) }
        return .start(name: name, attributes: attributes, selfClosing: selfClosing)
    }

    /// The attribute starting at `start` and the index after it.
    private func attribute(at start: Int) -> (NodeAttribute, Int) {
        var index = start + 1  // the first character may be `=`
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "/"),
            bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "=")
        {
            index += 1
        }
        let name = String(decoding: bytes[start..<index].map(lower), as: UTF8.self)
        var look = index
        while look < bytes.count, isSpace(bytes[look]) { look += 1 }
        guard look < bytes.count, bytes[look] == UInt8(ascii: "=") else { return (NodeAttribute(name: name, value: ""), index) }
        look += 1
        while look < bytes.count, isSpace(bytes[look]) { look += 1 }
        guard look < bytes.count else { return (NodeAttribute(name: name, value: ""), look) }
        let quote = bytes[look]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            var end = look + 1
            while end < bytes.count, bytes[end] != quote { end += 1 }
            let value = HTMLCharacterReferences.decode(bytes[(look + 1)..<end], inAttribute: true)
            return (NodeAttribute(name: name, value: value), min(end + 1, bytes.count))
        }
        var end = look
        while end < bytes.count, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: ">") { end += 1 }
        return (NodeAttribute(name: name, value: HTMLCharacterReferences.decode(bytes[look..<end], inAttribute: true)), end)
    }
}
