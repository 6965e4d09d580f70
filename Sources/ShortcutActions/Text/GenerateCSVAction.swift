import ShortcutEngine

/// Generate CSV: a table of rows (dictionaries or lists) as RFC 4180 CSV text.
public enum GenerateCSVAction: Action {
    /// What separates the fields.
    public enum Delimiter: String, Choice {
        case comma = "Comma"
        case semicolon = "Semicolon"
        case tab = "Tab"
        case custom = "Custom"

        /// The apps' spellings.
        public var aliases: [String] {
            switch self {
            case .comma: return ["comma", ","]
            case .semicolon: return ["semicolon", ";"]
            case .tab: return ["tab"]
            case .custom: return ["custom"]
            }
        }
    }

    static let rows = Parameter<[Value]>("rows", summary: "A list of dictionaries (keys are columns) or of lists.")
    static let fields = Parameter<[Value]>(
        "fields", summary: "The columns, in order, for dictionaries; empty: every key, in the order first seen.",
        default: .list([]))
    static let allFields = Parameter<Bool>(
        "allFields", label: "All Fields", summary: "Use every key as a column, whatever `fields` says.", default: false)
    static let delimiter = Parameter<Delimiter>("delimiter", summary: "What separates fields.", default: .comma)
    static let customDelimiter = Parameter<String>(
        "customDelimiter", label: "Custom Delimiter", summary: "The delimiter when Custom.", default: ",",
        parent: .init(delimiter, [Delimiter.custom]))
    static let header = Parameter<Bool>("header", summary: "Start with a header row (dictionaries only).", default: true)

    public static let definition = ActionDefinition(
        "org.shortcutengine.csv.generate", name: "Generate CSV",
        summary:
            "Writes rows as CSV (RFC 4180: fields holding the delimiter, quotes or line breaks are quoted, quotes doubled; lines end with CRLF). Dictionaries give a header row of their keys.",
        category: "Text",
        parameters: [rows, fields, allFields, delimiter, customDelimiter, header],
        input: rows, output: .produces(.text), outputName: "CSV")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let rows = try parameters[Self.rows]
        let delimiter: String
        switch try parameters[Self.delimiter] {
        case .comma: delimiter = ","
        case .semicolon: delimiter = ";"
        case .tab: delimiter = "\t"
        case .custom: delimiter = try parameters[Self.customDelimiter]
        }
        var fields = try parameters[Self.allFields] ? [] : try parameters[Self.fields].map { try context.limitedText($0) }
        let dictionaries = rows.contains { if case .dictionary = $0 { return true } else { return false } }
        if dictionaries && fields.isEmpty {
            var seen: Set<String> = []
            for case .dictionary(let dictionary) in rows {
                for key in dictionary.keys where seen.insert(key).inserted { fields.append(key) }
            }
        }
        var csv = ""
        if dictionaries, try parameters[Self.header] { csv = line(fields, delimiter) + "\r\n" }
        for (offset, row) in rows.enumerated() {
            // Each cell is measured before it is written out, and the whole text as it grows.
            let cells: [String]
            switch row {
            case .dictionary(let dictionary): cells = try fields.map { try dictionary[$0].map(context.limitedText) ?? "" }
            case .list(let items): cells = try items.map(context.limitedText)
            default:
                throw ActionFailure(ToolFailure.csvRowNotTable(row: offset + 1, found: row.type), parameter: "rows")
            }
            let written = line(cells, delimiter) + "\r\n"
            try context.checkTextLength(csv.utf8.count + written.utf8.count)
            csv += written
        }
        return .text(csv)
    }

    /// One CSV line.
    static func line(_ fields: [String], _ delimiter: String) -> String {
        fields.map { quoted($0, delimiter) }.joined(separator: delimiter)
    }

    /// A field, quoted when it holds the delimiter, a quote or a line break.
    static func quoted(_ field: String, _ delimiter: String) -> String {
        let needsQuotes =
            field.contains("\"") || field.contains("\n") || field.contains("\r")
            || (!delimiter.isEmpty && field.contains(delimiter))
        return needsQuotes ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
    }
}
