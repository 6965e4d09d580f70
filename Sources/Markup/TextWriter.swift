/// Builds converted text line by line: block separation, line prefixes for quotes and list items,
/// collapsed whitespace, and Markdown escaping of text that would otherwise read as syntax.
struct TextWriter {
    /// A prefix written at the start of each line while a container is open.
    struct Prefix {
        var first: String
        var rest: String
        var usedFirst = false
    }

    let markdown: Bool
    var output = ""
    var prefixes: [Prefix] = []
    var pendingNewlines = 0
    var pendingSpace = false
    var atLineStart = true
    /// Set after an opening marker: a space right after it is dropped (`** x**` is not emphasis).
    var suppressSpace = false
    /// How many digits the current line started with (-1 once anything else came).
    var lineDigits = -1
    /// Inside inline code: text is written without Markdown escapes.
    var verbatim = 0

    init(markdown: Bool) { self.markdown = markdown }

    /// Ends the current line and asks for `lines` line endings (2: a blank line) before the next text.
    mutating func block(_ lines: Int) {
        pendingSpace = false
        // A line ending already written (preformatted text) counts as the first.
        let written = atLineStart && output.last == "\n" ? 1 : 0
        if !output.isEmpty || !atLineStart { pendingNewlines = max(pendingNewlines, lines - written) }
    }

    /// A forced line break inside a block.
    mutating func lineBreak() {
        pendingSpace = false
        if markdown { output += atLineStart ? "" : "\\" }
        pendingNewlines = max(pendingNewlines, 1)
    }

    mutating func startLine() {
        if pendingNewlines > 0, !output.isEmpty {
            for count in 0..<pendingNewlines {
                output += "\n"
                if count < pendingNewlines - 1 { output += currentPrefix(blankLine: true) }
            }
            atLineStart = true
        }
        pendingNewlines = 0
        if atLineStart {
            output += currentPrefix(blankLine: false)
            atLineStart = false
        }
    }

    mutating func currentPrefix(blankLine: Bool) -> String {
        var text = ""
        for index in prefixes.indices {
            // A container opened since the last line has no part in the blank line before it.
            if blankLine, !prefixes[index].usedFirst { break }
            if !blankLine, !prefixes[index].usedFirst {
                text += prefixes[index].first
                prefixes[index].usedFirst = true
            } else {
                text += prefixes[index].rest
            }
        }
        if blankLine {
            while text.last == " " { text.removeLast() }
        }
        return text
    }

    /// Writes markup (a marker such as `**`) as it is; an opening marker takes a pending space
    /// before it, a closing one leaves it for after.
    mutating func raw(_ text: String, closing: Bool = false) {
        if pendingSpace, !closing {
            pendingSpace = false
            if !atLineStart, pendingNewlines == 0, output.last != " " { output += " " }
        }
        startLine()
        output += text
        if !closing { suppressSpace = true }
    }

    /// Writes document text: whitespace runs collapse to one space; in Markdown, syntax is escaped
    /// (an `&` too when what follows would read as a character reference).
    mutating func text(_ text: String) {
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if character.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace {
                pendingSpace = false
                if !atLineStart, pendingNewlines == 0, !suppressSpace, output.last != " " { output += " " }
            }
            suppressSpace = false
            let lineStart = atLineStart || pendingNewlines > 0
            startLine()
            // Digits opening a line then `.` or `)` would read as an ordered list item.
            if lineStart { lineDigits = 0 }
            if markdown, verbatim == 0, lineDigits > 0, character == "." || character == ")" {
                output += "\\"
            }
            lineDigits = (lineStart || lineDigits > 0) && character.isASCII && character.isNumber ? lineDigits + 1 : -1
            if markdown, verbatim == 0,
                needsEscape(character, lineStart: lineStart)
                    || (character == "&" && Self.startsReference(characters, at: index))
            {
                output += "\\"
            }
            output.append(character)
        }
    }

    /// Writes preformatted text: every character kept, each line prefixed.
    mutating func preformatted(_ text: String) {
        for character in text {
            if character == "\n" {
                startLine()
                output += "\n"
                atLineStart = true
            } else {
                startLine()
                output.append(character)
            }
        }
    }

    /// Whether `&` at `index` starts `&name;` or `&#digits;` (which Markdown would decode).
    static func startsReference(_ characters: [Character], at index: Int) -> Bool {
        var end = index + 1
        while end < characters.count, end - index <= 33, characters[end].isASCII,
            characters[end].isLetter || characters[end].isNumber || characters[end] == "#"
        {
            end += 1
        }
        return end > index + 1 && end < characters.count && characters[end] == ";"
    }

    func needsEscape(_ character: Character, lineStart: Bool) -> Bool {
        switch character {
        case "\\", "*", "_", "`", "[", "]", "<": return true
        case "#", ">", "+", "-": return lineStart
        default: return false
        }
    }

    /// The finished text: no trailing spaces or blank lines, one final line ending when not empty.
    mutating func finish() -> String {
        var text = output
        while let last = text.last, last == "\n" || last == " " { text.removeLast() }
        return text
    }
}
