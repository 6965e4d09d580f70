/// One unfolded content line read into a property (RFC 5545 section 3.1): the name, then
/// `;NAME=value,value` parameters whose values may be quoted (a quoted value may hold `:` `;` `,`),
/// then `:` and the value as written. Parameter values decode RFC 6868's `^n` `^^` `^'`.
enum ContentLineParser {
    private static let colon = UInt8(ascii: ":")
    private static let semicolon = UInt8(ascii: ";")
    private static let comma = UInt8(ascii: ",")
    private static let equals = UInt8(ascii: "=")
    private static let quote = UInt8(ascii: "\"")

    /// The property `bytes` writes; `line` is the physical line it starts on, for errors.
    static func parse(_ bytes: [UInt8], line: Int) throws(ICalendarError) -> CalendarProperty {
        var index = 0
        while index < bytes.count, bytes[index] != colon, bytes[index] != semicolon { index += 1 }
        guard index < bytes.count else {
            throw ICalendarError(line: line, "\(quoted(bytes)) has no ':' before its value")
        }
        let name = text(bytes[0..<index]).trimmingSpaces.uppercased()
        guard !name.isEmpty else { throw ICalendarError(line: line, "\(quoted(bytes)) has no property name") }
        var parameters: [CalendarParameter] = []
        while bytes[index] == semicolon {
            index += 1
            parameters.append(try parameter(bytes, &index, line: line, property: name))
            guard index < bytes.count else {
                throw ICalendarError(line: line, "\(quoted(bytes)) has no ':' before its value")
            }
        }
        return CalendarProperty(name: name, value: text(bytes[(index + 1)...]), parameters: parameters)
    }

    /// The parameter at `index` (just after its `;`); leaves `index` on the `;` or `:` after it.
    private static func parameter(
        _ bytes: [UInt8], _ index: inout Int, line: Int, property: String
    ) throws(ICalendarError) -> CalendarParameter {
        let start = index
        while index < bytes.count, ![equals, semicolon, colon].contains(bytes[index]) { index += 1 }
        let name = text(bytes[start..<index]).trimmingSpaces.uppercased()
        guard index < bytes.count, bytes[index] == equals else { return CalendarParameter(name: name, values: []) }
        var values: [String] = []
        repeat {
            index += 1
            if index < bytes.count, bytes[index] == quote {
                let valueStart = index + 1
                index = valueStart
                while index < bytes.count, bytes[index] != quote { index += 1 }
                guard index < bytes.count else {
                    throw ICalendarError(line: line, "parameter \(name) of \(property) has an unterminated quoted value")
                }
                values.append(decode(text(bytes[valueStart..<index])))
                index += 1
                // Anything between the closing quote and the next delimiter is dropped.
                while index < bytes.count, ![comma, semicolon, colon].contains(bytes[index]) { index += 1 }
            } else {
                let valueStart = index
                while index < bytes.count, ![comma, semicolon, colon].contains(bytes[index]) { index += 1 }
                values.append(decode(text(bytes[valueStart..<index])))
            }
        } while index < bytes.count && bytes[index] == comma
        return CalendarParameter(name: name, values: values)
    }

    /// RFC 6868's caret escapes undone: `^n` a line break, `^^` a caret, `^'` a double quote.
    static func decode(_ value: String) -> String {
        guard value.contains("^") else { return value }
        var result = ""
        var caret = false
        for character in value {
            if caret {
                switch character {
                case "n", "N": result.append("\n")
                case "^": result.append("^")
                case "'": result.append("\"")
                default: result += "^\(character)"
                }
                caret = false
            } else if character == "^" {
                caret = true
            } else {
                result.append(character)
            }
        }
        if caret { result.append("^") }
        return result
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The start of the line, quoted for a message.
    private static func quoted(_ bytes: [UInt8]) -> String {
        let line = text(bytes[...])
        return line.count > 40 ? "'\(line.prefix(40))…'" : "'\(line)'"
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[first...last])
    }
}
