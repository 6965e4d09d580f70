import ShortcutEngine

/// Parse CSV: CSV text (or a CSV file) read into rows (the Actions app's Parse CSV), the reverse of
/// Generate CSV.
public enum ParseCSVAction: Action {
    static let csv = Parameter<Value>("csv", label: "CSV", summary: "The CSV text or file.")
    static let header = Parameter<Bool>(
        "header", label: "First Row Is Header",
        summary:
            "Read the first row as column names: each other row becomes a dictionary (a missing field is empty text, an extra one is dropped). Off: each row is a list.",
        default: true)
    /// What separates fields: Generate CSV's choices, and Detect.
    public enum Delimiter: String, Choice {
        case comma = "Comma"
        case semicolon = "Semicolon"
        case tab = "Tab"
        case custom = "Custom"
        /// By the file's name, as Gizmo Pack's Parse CSV detects it: .tsv or .tab is Tab, else Comma.
        case detect = "Detect"

        /// The apps' spellings.
        public var aliases: [String] { [rawValue.lowercased()] }
    }

    static let delimiter = Parameter<Delimiter>(
        "delimiter", summary: "What separates fields (Detect: Tab for a .tsv or .tab file, else Comma).", default: .comma)
    static let customDelimiter = Parameter<String>(
        "customDelimiter", label: "Custom Delimiter", summary: "The delimiter when Custom (one character).", default: ",",
        parent: .init(delimiter, [Delimiter.custom]))

    static let fields = Parameter<[Value]>(
        "fields",
        summary:
            "The keys of each row's dictionary: with a header row, only these columns (by name, in this order; a missing one is empty text); without one, the names of the columns in order. Empty: every column of the header.",
        default: [])

    public static let definition = ActionDefinition(
        "org.shortcutengine.csv.parse", name: "Parse CSV",
        summary:
            "Reads CSV (RFC 4180: quoted fields may hold the delimiter, line breaks and doubled quotes; lines end with LF or CRLF) into a list of dictionaries keyed by the header row, or of lists.",
        category: "Text",
        parameters: [csv, header, delimiter, customDelimiter, fields],
        input: csv, output: .produces(.list), outputName: "Rows")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let given = try parameters.value(Self.csv)
        let text = try ContentBytes.text(given, parameter: Self.csv.key, context: context)
        let separator: Character
        switch try parameters[Self.delimiter] {
        case .detect:
            let name: String
            if case .file(let file) = given { name = file.path.lowercased() } else { name = "" }
            separator = name.hasSuffix(".tsv") || name.hasSuffix(".tab") ? "\t" : ","
        case .comma: separator = ","
        case .semicolon: separator = ";"
        case .tab: separator = "\t"
        case .custom:
            let given = try parameters[Self.customDelimiter]
            guard given.count == 1, let first = given.first else {
                throw ActionFailure(ToolFailure.badDelimiter(given), parameter: Self.customDelimiter.key)
            }
            separator = first
        }
        let rows = records(text, separator: separator)
        let fields = try parameters[Self.fields].flatMap(\.items).map { try context.limitedText($0) }
        let hasHeader = try parameters[Self.header]
        guard hasHeader || !fields.isEmpty else { return .list(rows.map { .list($0.map(Value.text)) }) }
        guard let first = rows.first else { return .list([]) }
        let header = hasHeader ? first : fields
        // Each key's column: by name in the header, or by position when the fields name the columns.
        let columns: [(name: String, offset: Int?)] =
            hasHeader && !fields.isEmpty ? fields.map { ($0, header.firstIndex(of: $0)) } : header.enumerated().map { ($1, $0) }
        return .list(
            rows.dropFirst(hasHeader ? 1 : 0).map { row in
                var dictionary = ValueDictionary()
                for (name, offset) in columns where dictionary[name] == nil {
                    dictionary[name] = .text(offset.map { $0 < row.count ? row[$0] : "" } ?? "")
                }
                return .dictionary(dictionary)
            })
    }

    /// The records of CSV text, each a list of fields; a final line break ends the last record.
    static func records(_ text: String, separator: Character) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var iterator = text.makeIterator()
        var pending = iterator.next()
        while let character = pending {
            pending = iterator.next()
            if quoted {
                if character == "\"" {
                    if pending == "\"" {
                        field.append("\"")
                        pending = iterator.next()
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
            } else if character == "\"" && field.isEmpty {
                quoted = true
            } else if character == separator {
                record.append(field)
                field = ""
            } else if character == "\n" || character == "\r\n" || character == "\r" {
                record.append(field)
                records.append(record)
                (record, field) = ([], "")
            } else {
                field.append(character)
            }
        }
        if !field.isEmpty || !record.isEmpty { records.append(record + [field]) }
        return records
    }
}
