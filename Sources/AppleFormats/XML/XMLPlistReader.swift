import Foundation

/// Reads the XML rendering of a property list (`<plist version="1.0">…`).
struct XMLPlistReader {
    /// Elements nested deeper than this are an error (the limits table lists it).
    static let depthLimit = 512
    private var tokens: XMLTokenizer
    private var pending: XMLToken?

    init(bytes: [UInt8]) { tokens = XMLTokenizer(bytes: bytes) }

    static func read(_ bytes: [UInt8]) throws -> PropertyList {
        var reader = XMLPlistReader(bytes: bytes)
        return try reader.document()
    }

    private mutating func document() throws -> PropertyList {
        guard case let .start(name, _, selfClosing, offset)? = try nextSignificant() else {
            throw tokens.error("expected <plist> or a value element, found the end of the input", at: tokens.position)
        }
        let value: PropertyList
        if name == "plist" {
            guard !selfClosing else { throw tokens.error("<plist/> holds no value", at: offset) }
            guard case let .start(inner, _, innerClosing, innerOffset)? = try nextSignificant() else {
                throw tokens.error("expected a value inside <plist>", at: tokens.position)
            }
            value = try self.value(inner, selfClosing: innerClosing, offset: innerOffset, depth: 0)
            try expectEnd("plist")
        } else {
            value = try self.value(name, selfClosing: selfClosing, offset: offset, depth: 0)
        }
        if let extra = try nextSignificant() {
            throw tokens.error("unexpected content after the root value", at: offsetOf(extra))
        }
        return value
    }

    private mutating func value(_ name: String, selfClosing: Bool, offset: Int, depth: Int) throws -> PropertyList {
        guard depth < Self.depthLimit else { throw tokens.error("nesting deeper than \(Self.depthLimit) levels", at: offset) }
        switch name {
        case "dict": return try dictionary(selfClosing: selfClosing, depth: depth)
        case "array":
            var items: [PropertyList] = []
            if selfClosing { return .array(items) }
            while true {
                switch try nextSignificant() {
                case .end(name: "array", _)?: return .array(items)
                case let .start(child, _, childClosing, childOffset)?:
                    items.append(try value(child, selfClosing: childClosing, offset: childOffset, depth: depth + 1))
                case let other?: throw unexpected(other, inside: "array")
                case nil: throw tokens.error("<array> is not closed", at: offset)
                }
            }
        case "true", "false":
            if !selfClosing { try expectEnd(name) }
            return .bool(name == "true")
        case "string": return .string(try text(of: name, selfClosing: selfClosing))
        case "integer":
            let text = try text(of: name, selfClosing: selfClosing)
            guard let parsed = parseInteger(text) else { throw tokens.error("'\(text)' is not an integer", at: offset) }
            return parsed
        case "real":
            let text = try text(of: name, selfClosing: selfClosing)
            guard let parsed = parseReal(text) else { throw tokens.error("'\(text)' is not a real number", at: offset) }
            return .real(parsed)
        case "date":
            let text = try text(of: name, selfClosing: selfClosing)
            guard let parsed = parseISO8601(text) else {
                throw tokens.error("'\(text)' is not an ISO 8601 date (yyyy-mm-ddThh:mm:ssZ)", at: offset)
            }
            return .date(parsed)
        case "data":
            let text = try text(of: name, selfClosing: selfClosing)
            guard let parsed = decodeBase64(text) else { throw tokens.error("<data> is not valid base64", at: offset) }
            return .data(parsed)
        case "key": throw tokens.error("<key> outside a <dict>", at: offset)
        default: throw tokens.error("unknown element <\(name)>", at: offset)
        }
    }

    private mutating func dictionary(selfClosing: Bool, depth: Int) throws -> PropertyList {
        var pairs: [(key: String, value: PropertyList)] = []
        if selfClosing { return .dictionary(PlistDictionary()) }
        while true {
            switch try nextSignificant() {
            case .end(name: "dict", _)?:
                // CoreFoundation writes NSKeyedArchiver references as a one-key dictionary.
                if pairs.count == 1, pairs[0].key == "CF$UID", case .integer(let uid) = pairs[0].value, uid >= 0 {
                    return .uid(UInt64(uid))
                }
                return .dictionary(PlistDictionary(pairs))
            case let .start("key", _, keyClosing, _)?:
                let key = try text(of: "key", selfClosing: keyClosing)
                guard case let .start(child, _, childClosing, childOffset)? = try nextSignificant() else {
                    throw tokens.error("expected a value after <key>\(key)</key>", at: tokens.position)
                }
                pairs.append(
                    (key: key, value: try value(child, selfClosing: childClosing, offset: childOffset, depth: depth + 1)))
            case let .start(child, _, _, childOffset)?:
                throw tokens.error("expected <key> in <dict>, found <\(child)>", at: childOffset)
            case let other?: throw unexpected(other, inside: "dict")
            case nil: throw tokens.error("<dict> is not closed", at: tokens.position)
            }
        }
    }

    /// Character data up to the closing tag; child elements are not allowed.
    private mutating func text(of name: String, selfClosing: Bool) throws -> String {
        if selfClosing { return "" }
        var result = ""
        while true {
            guard let token = try tokens.next() else { throw tokens.error("<\(name)> is not closed", at: tokens.position) }
            switch token {
            case .text(let text, _): result += text
            case .end(let endName, let offset):
                guard endName == name else { throw tokens.error("expected </\(name)>, found </\(endName)>", at: offset) }
                return result
            case let .start(child, _, _, offset): throw tokens.error("unexpected <\(child)> inside <\(name)>", at: offset)
            }
        }
    }

    private mutating func expectEnd(_ name: String) throws {
        switch try nextSignificant() {
        case .end(let endName, let offset)?:
            guard endName == name else { throw tokens.error("expected </\(name)>, found </\(endName)>", at: offset) }
        case let other?: throw unexpected(other, inside: name)
        case nil: throw tokens.error("expected </\(name)>, found the end of the input", at: tokens.position)
        }
    }

    /// The next token that is not whitespace-only text.
    private mutating func nextSignificant() throws -> XMLToken? {
        while let token = try tokens.next() {
            if case .text(let text, let offset) = token {
                if text.utf8.allSatisfy(isXMLSpace) { continue }
                throw tokens.error("unexpected text '\(text.prefix(20))' between elements", at: offset)
            }
            return token
        }
        return nil
    }

    private func unexpected(_ token: XMLToken, inside name: String) -> FormatError {
        switch token {
        case let .end(endName, offset): return tokens.error("expected </\(name)>, found </\(endName)>", at: offset)
        case let .start(child, _, _, offset): return tokens.error("unexpected <\(child)> in <\(name)>", at: offset)
        case let .text(_, offset): return tokens.error("unexpected text in <\(name)>", at: offset)
        }
    }

    private func offsetOf(_ token: XMLToken) -> Int {
        switch token {
        case let .start(_, _, _, offset), let .end(_, offset), let .text(_, offset): return offset
        }
    }
}
