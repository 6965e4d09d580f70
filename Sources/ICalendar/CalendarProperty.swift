/// One parameter of a content line (`TZID=Europe/Berlin`, `MEMBER="a","b"`): its uppercased name
/// and its values, unquoted.
public struct CalendarParameter: Sendable, Equatable {
    /// The parameter's name, uppercased.
    public var name: String
    /// The values, unquoted (a parameter may carry a comma list).
    public var values: [String]

    /// A parameter; the name is uppercased.
    public init(name: String, values: [String]) {
        self.name = name.uppercased()
        self.values = values
    }

    /// A parameter with one value.
    public init(name: String, value: String) {
        self.init(name: name, values: [value])
    }
}

/// One content line of a component (`SUMMARY;LANGUAGE=en:Team meeting`): its uppercased name, its
/// parameters in order, and its value as written (escapes kept).
public struct CalendarProperty: Sendable, Equatable {
    /// The property's name, uppercased.
    public var name: String
    /// The parameters in the order they were written.
    public var parameters: [CalendarParameter]
    /// The raw value as written, TEXT escapes kept (`\,` `\;` `\n`).
    public var value: String

    /// A property with a raw value, written as given.
    public init(name: String, value: String, parameters: [CalendarParameter] = []) {
        self.name = name.uppercased()
        self.value = value
        self.parameters = parameters
    }

    /// A TEXT property: `text` is escaped by the TEXT rules (backslash, semicolon, comma, newline).
    public init(name: String, text: String, parameters: [CalendarParameter] = []) {
        self.init(name: name, value: CalendarText.escape(text), parameters: parameters)
    }

    /// The first value of the named parameter (the name matched case-insensitively), or nil.
    public func parameter(_ name: String) -> String? {
        let wanted = name.uppercased()
        return parameters.first { $0.name == wanted }?.values.first
    }

    /// Sets the named parameter to one value, in place of any it had (added last when new);
    /// nil removes it.
    public mutating func setParameter(_ name: String, to value: String?) {
        let wanted = name.uppercased()
        let place = parameters.firstIndex { $0.name == wanted }
        parameters.removeAll { $0.name == wanted }
        guard let value else { return }
        parameters.insert(CalendarParameter(name: wanted, value: value), at: place ?? parameters.count)
    }

    /// The value unescaped by the TEXT rules: `\n` and `\N` a line break, `\,` `\;` `\\` the character.
    public var text: String { CalendarText.unescape(Substring(value)) }

    /// A TEXT list (CATEGORIES, RESOURCES) split on its unescaped commas, each item unescaped.
    public var texts: [String] { CalendarText.splitList(value).map { CalendarText.unescape($0) } }
}

/// The TEXT value rules of RFC 5545 section 3.3.11.
enum CalendarText {
    /// `text` with backslash, semicolon and comma escaped and line breaks written `\n`.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// `value` with the TEXT escapes undone; an unknown escape keeps its backslash.
    static func unescape(_ value: Substring) -> String {
        guard value.contains("\\") else { return String(value) }
        var result = ""
        var escaped = false
        for character in value {
            if escaped {
                switch character {
                case "n", "N": result.append("\n")
                case "\\", ";", ",", ":": result.append(character)
                default:
                    result.append("\\")
                    result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        if escaped { result.append("\\") }
        return result
    }

    /// `value` split on the commas no backslash escapes (the items still escaped).
    static func splitList(_ value: String) -> [Substring] {
        var items: [Substring] = []
        var start = value.startIndex
        var escaped = false
        var index = value.startIndex
        while index < value.endIndex {
            let character = value[index]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "," {
                items.append(value[start..<index])
                start = value.index(after: index)
            }
            index = value.index(after: index)
        }
        items.append(value[start...])
        return items
    }
}
