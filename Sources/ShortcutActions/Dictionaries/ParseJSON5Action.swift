import Foundation
import ShortcutEngine

/// Parse JSON5: JSON5 text (comments, trailing commas, unquoted keys, single quotes, hex and
/// signed numbers) read into a dictionary, list or value.
public enum ParseJSON5Action: Action {
    static let input = Parameter<Value>("input", summary: "JSON5 text, or a file holding it (UTF-8).")

    public static let definition = ActionDefinition(
        "org.shortcutengine.json5.parse", name: "Parse JSON5",
        summary:
            "Reads JSON5 (JSON with comments, trailing commas, unquoted keys, single-quoted strings, hex numbers, leading or trailing decimal points and a leading +) from text or a file into a dictionary, list or value. Infinity and NaN have no number here and are refused.",
        category: "Dictionaries",
        parameters: [input],
        input: input, output: .produces(.any), outputName: "Parsed JSON5")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional(Self.input) ?? .nothing
        let text = try ContentBytes.text(value, parameter: "input", context: context)
        let json: String
        do { json = try JSON5.strictJSON(text) } catch { throw ActionFailure(error, parameter: "input") }
        do { return Value(json: try JSONParser.parse(json)) } catch {
            throw ActionFailure(ToolFailure.notJSON5(error.message), parameter: "input")
        }
    }
}

/// JSON5 rewritten as strict JSON, token by token; what JSON itself rejects is left for the JSON
/// parser to report.
enum JSON5 {
    /// Strict JSON text for `text`.
    static func strictJSON(_ text: String) throws(ToolFailure) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        func peekSignificant(from start: Int) -> Unicode.Scalar? {
            var position = start
            while position < scalars.count {
                let scalar = scalars[position]
                if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                    position += 1
                } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
                    while position < scalars.count, scalars[position] != "\n" { position += 1 }
                } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
                    position += 2
                    while position + 1 < scalars.count, !(scalars[position] == "*" && scalars[position + 1] == "/") {
                        position += 1
                    }
                    position += 2
                } else {
                    return scalar
                }
            }
            return nil
        }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case Mark.slash where index + 1 < scalars.count && scalars[index + 1] == Mark.slash:
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            case Mark.slash where index + 1 < scalars.count && scalars[index + 1] == Mark.star:
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                guard index + 1 < scalars.count else { throw .notJSON5("a /* comment is not closed") }
                index += 2
            case Mark.doubleQuote, Mark.singleQuote:
                index = try string(scalars, from: index, into: &out)
            case Mark.comma:
                let next = peekSignificant(from: index + 1)
                if next != "}" && next != "]" { out.append(",") }
                index += 1
            case Mark.plus, Mark.minus, Mark.point, Mark.digits:
                index = try number(scalars, from: index, into: &out)
            default:
                if isIdentifierStart(scalar) {
                    var end = index
                    while end < scalars.count, isIdentifierPart(scalars[end]) { end += 1 }
                    let word = String(String.UnicodeScalarView(scalars[index..<end]))
                    if peekSignificant(from: end) == ":" {
                        out.append(contentsOf: "\"\(word)\"".unicodeScalars)
                    } else if word == "Infinity" || word == "NaN" {
                        throw .notJSON5("\(word) has no number here")
                    } else {
                        out.append(contentsOf: word.unicodeScalars)
                    }
                    index = end
                } else {
                    out.append(scalar == "\u{FEFF}" ? " " : scalar)
                    index += 1
                }
            }
        }
        return String(out)
    }

    /// A string in either quote, written with double quotes; returns the index after it.
    private static func string(_ scalars: [Unicode.Scalar], from start: Int, into out: inout String.UnicodeScalarView)
        throws(ToolFailure)
        -> Int
    {
        let quote = scalars[start]
        out.append("\"")
        var index = start + 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == quote {
                out.append("\"")
                return index + 1
            }
            if scalar == "\\", index + 1 < scalars.count {
                let next = scalars[index + 1]
                switch next {
                case Mark.lineFeed, Mark.lineSeparator, Mark.paragraphSeparator: index += 2
                case Mark.carriageReturn: index += index + 2 < scalars.count && scalars[index + 2] == "\n" ? 3 : 2
                case Mark.singleQuote: out.append(Mark.singleQuote); index += 2
                case Mark.hexEscape:
                    out.append(contentsOf: "\\u00".unicodeScalars)
                    index += 2
                case Mark.nulEscape: out.append(contentsOf: "\\u0000".unicodeScalars); index += 2
                case Mark.verticalTabEscape: out.append(contentsOf: "\\u000b".unicodeScalars); index += 2
                default:
                    out.append("\\")
                    out.append(next)
                    index += 2
                }
                continue
            }
            if scalar == "\"" {
                out.append(contentsOf: "\\\"".unicodeScalars)
            } else if scalar.value < 0x20 {
                out.append(contentsOf: String(format: "\\u%04x", scalar.value).unicodeScalars)
            } else {
                out.append(scalar)
            }
            index += 1
        }
        throw .notJSON5("a string is not closed")
    }

    /// A number: a leading + dropped, hex made decimal, bare decimal points given their zero.
    private static func number(_ scalars: [Unicode.Scalar], from start: Int, into out: inout String.UnicodeScalarView)
        throws(ToolFailure)
        -> Int
    {
        var index = start
        var sign = ""
        if scalars[index] == "+" || scalars[index] == "-" {
            sign = scalars[index] == "-" ? "-" : ""
            index += 1
        }
        var end = index
        while end < scalars.count,
            isIdentifierPart(scalars[end]) || scalars[end] == "." || scalars[end] == "+" || scalars[end] == "-",
            !(scalars[end] == "+" || scalars[end] == "-") || (end > index && (scalars[end - 1] == "e" || scalars[end - 1] == "E"))
        {
            end += 1
        }
        var body = String(String.UnicodeScalarView(scalars[index..<end]))
        if body == "Infinity" || body == "NaN" { throw .notJSON5("\(sign)\(body) has no number here") }
        if body.lowercased().hasPrefix("0x") {
            guard let value = UInt64(body.dropFirst(2), radix: 16) else {
                throw .notJSON5("'\(body)' is not a hexadecimal number")
            }
            body = String(value)
        } else {
            if body.hasPrefix(".") { body = "0" + body }
            body = body.replacingOccurrences(of: ".e", with: ".0e").replacingOccurrences(of: ".E", with: ".0E")
            if body.hasSuffix(".") { body += "0" }
        }
        out.append(contentsOf: (sign + body).unicodeScalars)
        return end
    }

    /// The characters the rewriting looks at.
    private enum Mark {
        static let slash: Unicode.Scalar = "/"
        static let star: Unicode.Scalar = "*"
        static let doubleQuote: Unicode.Scalar = "\""
        static let singleQuote: Unicode.Scalar = "'"
        static let comma: Unicode.Scalar = ","
        static let plus: Unicode.Scalar = "+"
        static let minus: Unicode.Scalar = "-"
        static let point: Unicode.Scalar = "."
        static let digits: ClosedRange<Unicode.Scalar> = "0"..."9"
        static let lineFeed: Unicode.Scalar = "\n"
        static let carriageReturn: Unicode.Scalar = "\r"
        static let lineSeparator: Unicode.Scalar = "\u{2028}"
        static let paragraphSeparator: Unicode.Scalar = "\u{2029}"
        /// The escape letters JSON lacks: `\x41`, `\0`, `\v`.
        static let hexEscape: Unicode.Scalar = "x"
        static let nulEscape: Unicode.Scalar = "0"
        static let verticalTabEscape: Unicode.Scalar = "v"
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }
}
