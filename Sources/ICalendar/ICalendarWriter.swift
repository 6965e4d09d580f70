/// Writes components as iCalendar text (RFC 5545 section 3.1): CRLF line ends, lines folded at 75
/// octets (never inside a UTF-8 sequence), parameter values quoted when they hold `:` `;` `,`, and
/// RFC 6868's `^n` `^^` `^'` for line breaks, carets and double quotes in parameter values.
public enum ICalendarWriter {
    /// The text of `components`, each with its properties and nested components in order.
    public static func text(_ components: [CalendarComponent]) -> String {
        var output = ""
        // An explicit stack of (component, how many children written); no recursion.
        var stack: [(component: CalendarComponent, next: Int)] = []
        for root in components {
            stack.append((root, -1))
            while let (component, next) = stack.last {
                if next == -1 {
                    appendLine("BEGIN:\(component.name)", to: &output)
                    for property in component.properties { appendLine(line(property), to: &output) }
                    stack[stack.count - 1].next = 0
                } else if next < component.components.count {
                    stack[stack.count - 1].next = next + 1
                    stack.append((component.components[next], -1))
                } else {
                    appendLine("END:\(component.name)", to: &output)
                    stack.removeLast()
                }
            }
        }
        return output
    }

    /// The unfolded content line of `property`.
    public static func line(_ property: CalendarProperty) -> String {
        var line = property.name
        for parameter in property.parameters {
            line += ";" + parameter.name
            guard !parameter.values.isEmpty else { continue }
            line += "=" + parameter.values.map(parameterValue).joined(separator: ",")
        }
        return line + ":" + property.value
    }

    /// A parameter value, caret-encoded (RFC 6868) and quoted when it holds `:` `;` or `,`.
    static func parameterValue(_ value: String) -> String {
        var encoded = ""
        var needsQuotes = false
        for character in value {
            switch character {
            case "^": encoded += "^^"
            case "\n", "\r\n", "\r": encoded += "^n"
            case "\"": encoded += "^'"
            case ":", ";", ",":
                needsQuotes = true
                encoded.append(character)
            default: encoded.append(character)
            }
        }
        return needsQuotes ? "\"\(encoded)\"" : encoded
    }

    /// Appends `line` folded at 75 octets, each continuation starting with a space, and CRLF.
    static func appendLine(_ line: String, to output: inout String) {
        var octets = 0
        var limit = 75
        for scalar in line.unicodeScalars {
            let width = UTF8.width(scalar)
            if octets + width > limit {
                output += "\r\n "
                octets = 0
                limit = 74
            }
            output.unicodeScalars.append(scalar)
            octets += width
        }
        output += "\r\n"
    }
}
