import Foundation
import RecordQuery
import ShortcutEngine

/// Query Records with SQL's table: records as SQL rows, and result rows back as values.
public enum RecordTable {
    /// The rows of `value` and whether they came from CSV: a list of dictionaries as it is, CSV
    /// text or a CSV file through Parse CSV's reader with its first row as the column names.
    static func rows(of value: Value, parameter: String, context: ActionContext) throws -> (
        rows: [[(String, SQLValue)]], fromCSV: Bool
    ) {
        switch value {
        case .nothing: return ([], false)
        case .list(let items):
            let rows = try items.enumerated().map { offset, item in
                guard case .dictionary(let dictionary) = item else {
                    throw ActionFailure(ToolFailure.csvRowNotTable(row: offset + 1, found: item.type), parameter: parameter)
                }
                return try dictionary.keys.map { key in (key, try sqlValue(dictionary[key] ?? .nothing, context: context)) }
            }
            return (rows, false)
        case .dictionary(let dictionary):
            return ([try dictionary.keys.map { ($0, try sqlValue(dictionary[$0] ?? .nothing, context: context)) }], false)
        default:
            let text = try ContentBytes.text(value, parameter: parameter, context: context)
            let separator: Character = {
                if case .file(let file) = value, file.path.lowercased().hasSuffix(".tsv") { return "\t" }
                return ","
            }()
            do {
                return (try csvRows(text, separator: separator), true)
            } catch {
                throw ActionFailure(
                    ToolFailure.csvTooManyCells(columns: error.columns, rows: error.rows, limit: maxCSVCells),
                    parameter: parameter)
            }
        }
    }

    /// The most cells a CSV table may make (its columns × its rows): every row has a cell for each
    /// column its first row names, so a short text with a wide first row and many short rows
    /// would otherwise make billions (a 169 KB file took 14 GB).
    public static let maxCSVCells = 10_000_000

    /// A CSV table of more than `maxCSVCells` cells: its columns and rows.
    public struct TooManyCells: Error, Equatable, Sendable {
        /// The columns its first row names.
        public let columns: Int
        /// The rows below the first.
        public let rows: Int
    }

    /// The rows of CSV `text` (Parse CSV's reader), its first row naming the columns, each cell
    /// read by `cell`; what the fuzz campaign feeds SQL with too.
    public static func csvRows(_ text: String, separator: Character = ",") throws(TooManyCells) -> [[(String, SQLValue)]] {
        let records = ParseCSVAction.records(text, separator: separator)
        guard let header = records.first else { return [] }
        guard header.count * (records.count - 1) <= maxCSVCells else {
            throw TooManyCells(columns: header.count, rows: records.count - 1)
        }
        return records.dropFirst().map { cells in header.enumerated().map { ($1, cell(cells, $0)) } }
    }

    /// A CSV cell: a number when it reads as one (as SQLite stores text in a column of NUMERIC
    /// affinity), else text; a missing cell is empty text.
    static func cell(_ cells: [String], _ offset: Int) -> SQLValue {
        guard offset < cells.count else { return .text("") }
        let text = cells[offset]
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let integer = Int64(trimmed) { return .integer(integer) }
        if !trimmed.isEmpty, trimmed.allSatisfy({ "0123456789.eE+-".contains($0) }), let real = Double(trimmed), real.isFinite {
            return .real(real)
        }
        return .text(text)
    }

    /// A value as SQL sees it: numbers and booleans as numbers, Nothing as NULL, dates as SQLite's
    /// UTC text, lists and dictionaries as JSON text, the rest as its text.
    static func sqlValue(_ value: Value, context: ActionContext) throws -> SQLValue {
        switch value {
        case .nothing: return .null
        case .number(let number):
            if case .integer(let integer) = number { return .integer(Int64(integer)) }
            return .real(number.double)
        case .boolean(let flag): return .integer(flag ? 1 : 0)
        case .text(let text): return .text(text)
        case .date(let date): return .dateTime(date)
        case .list, .dictionary: return .text(try context.limitedJSONText(value))
        default: return .text(try context.limitedText(value))
        }
    }

    /// A result row as a dictionary keyed by the result's column names (a repeated name keeps its first value).
    static func dictionary(columns: [String], row: [SQLValue]) -> Value {
        var dictionary = ValueDictionary()
        for (name, value) in zip(columns, row) where dictionary[name] == nil { dictionary[name] = Self.value(value) }
        return .dictionary(dictionary)
    }

    static func value(_ value: SQLValue) -> Value {
        switch value {
        case .null: return .nothing
        case .integer(let integer): return .number(.integer(Int(integer)))
        case .real(let real): return .number(Number(real))
        case .text(let text): return .text(text)
        }
    }

    /// The result as CSV: a header row of the column names, then each row, CRLF line ends.
    static func csv(_ result: (columns: [String], rows: [[SQLValue]]), context: ActionContext) throws -> String {
        var csv = GenerateCSVAction.line(result.columns, ",") + "\r\n"
        for row in result.rows {
            let written = GenerateCSVAction.line(row.map { $0.text ?? "" }, ",") + "\r\n"
            try context.checkTextLength(csv.utf8.count + written.utf8.count)
            csv += written
        }
        return csv
    }
}
