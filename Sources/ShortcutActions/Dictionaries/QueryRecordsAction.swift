import Foundation
import RecordQuery
import ShortcutEngine

/// Query Records with SQL: a list of dictionaries, or CSV with a header row, queried as one SQL
/// table in SQLite's dialect (Gizmo Pack's Query CSV/Dictionaries with SQL imports to it). Each
/// clause is on when its switch is, as in Gizmo Pack's editor.
public enum QueryRecordsAction: Action {
    /// The form of the result.
    public enum Output: String, Choice {
        case automatic = "Automatic"
        case dictionaries = "Dictionaries"
        case csv = "CSV"

        /// Gizmo Pack's `outputType` values.
        public var aliases: [String] {
            switch self {
            case .automatic: return ["automatic"]
            case .dictionaries: return ["json"]
            case .csv: return ["csv"]
            }
        }

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .automatic: return "CSV for CSV given as text or a file, else dictionaries"
            case .dictionaries: return "a list of dictionaries, one a row, keyed by the result's columns"
            case .csv: return "CSV text with a header row (RFC 4180, lines end with CRLF)"
            }
        }
    }

    /// The limits of a query's text and of its run, for docs/limits.md.
    public static let limits = (
        length: RecordQuery.maximumTextLength, depth: RecordQuery.maximumDepth, steps: SQLLimits.defaultMaximumSteps,
        rows: SQLLimits.defaultMaximumRows, cells: SQLLimits.defaultMaximumCells, text: SQLLimits.defaultMaximumTextLength
    )

    static let records = Parameter<Value>(
        "records",
        summary:
            "A list of dictionaries (one a row; nested values as JSON text), or CSV text or a CSV file with a header row (cells that read as numbers are numbers)."
    )
    static let fields = Parameter<[Value]>(
        "fields",
        summary: "The result's columns: names or expressions such as 'price * 2 AS total' or 'count(*)'; none: every column.",
        default: [])
    static let useWhere = Parameter<Bool>(
        "useWhere", label: "Where", summary: "Keep only the rows 'where' holds for.", default: true)
    static let whereClause = Parameter<String>(
        "where", summary: "An SQL condition, e.g. price > 10 AND city LIKE 'O%'.", default: "", parent: .init(useWhere, is: true))
    static let useGroupBy = Parameter<Bool>("useGroupBy", label: "Group By", summary: "Group the rows.", default: true)
    static let groupBy = Parameter<[Value]>(
        "groupBy", summary: "The expressions rows are grouped by (aggregates such as sum(price) then work per group).",
        default: [],
        parent: .init(useGroupBy, is: true))
    static let useOrderBy = Parameter<Bool>("useOrderBy", label: "Order By", summary: "Sort the result.", default: true)
    static let orderBy = Parameter<[Value]>(
        "orderBy", summary: "Sort terms such as 'price DESC' or 'name COLLATE NOCASE'.", default: [],
        parent: .init(useOrderBy, is: true))
    static let useLimit = Parameter<Bool>("useLimit", label: "Limit", summary: "Keep only the first rows.", default: true)
    static let limit = Parameter<Int?>("limit", summary: "How many rows at most.", minimum: 0, parent: .init(useLimit, is: true))
    static let output = Parameter<Output>("output", summary: "The form of the result.", default: .automatic)

    public static let definition = ActionDefinition(
        "org.shortcutengine.records.query", name: "Query Records with SQL",
        summary:
            "Queries a list of dictionaries or CSV as one SQL table in SQLite's dialect: result columns, where, group by (with count, sum, avg, min, max, group_concat), order by and limit, with SQLite's operators and its text, number and date functions, plus parsedate(text, pattern).",
        category: "Dictionaries",
        parameters: [records, fields, useWhere, whereClause, useGroupBy, groupBy, useOrderBy, orderBy, useLimit, limit, output],
        input: records, output: .produces(.any), outputName: "Query Results")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let given = try parameters.value(Self.records)
        let (table, fromCSV) = try RecordTable.rows(of: given, parameter: Self.records.key, context: context)
        let query = try Self.query(parameters, context: context)
        var limits = SQLLimits(now: context.host.now(), timeZone: context.host.timeZone)
        limits.shouldStop = { (try? context.checkTime()) == nil }
        let result: (columns: [String], rows: [[SQLValue]])
        do { result = try query.run(on: table, limits: limits) } catch let error as SQLRuntimeError {
            throw ActionFailure(QueryFailure.sqlFailed(error.description))
        } catch let error as SQLLimitError {
            try context.checkTime()
            throw ActionFailure(QueryFailure.sqlLimit(error.description), parameter: Self.records)
        }
        try context.checkItemCount(result.rows.count)
        let output = try parameters[Self.output]
        if output == .csv || (output == .automatic && fromCSV) {
            return .text(try RecordTable.csv(result, context: context))
        }
        return .list(result.rows.map { RecordTable.dictionary(columns: result.columns, row: $0) })
    }

    /// The query from the fields and the clauses switched on; an unreadable one names its parameter.
    static func query(_ parameters: ResolvedParameters, context: ActionContext) throws -> RecordQuery {
        func texts(_ parameter: Parameter<[Value]>) throws -> [String] {
            try parameters[parameter].flatMap(\.items).map { try context.limitedText($0) }
        }
        let whereText = try parameters[Self.useWhere] ? try parameters[Self.whereClause] : ""
        let groupBy = try parameters[Self.useGroupBy] ? try texts(Self.groupBy) : []
        let orderBy = try parameters[Self.useOrderBy] ? try texts(Self.orderBy) : []
        let limit = try parameters[Self.useLimit] ? try parameters[Self.limit] : nil
        do {
            return try RecordQuery(
                select: try texts(Self.fields), where: whereText, groupBy: groupBy, orderBy: orderBy, limit: limit)
        } catch let error as SQLSyntaxError {
            let parameter: String
            switch error.clause {
            case let clause where clause.hasPrefix("where"): parameter = Self.whereClause.key
            case let clause where clause.hasPrefix("group"): parameter = Self.groupBy.key
            case let clause where clause.hasPrefix("order"): parameter = Self.orderBy.key
            default: parameter = Self.fields.key
            }
            throw ActionFailure(QueryFailure.badSQL(error.description), parameter: parameter)
        }
    }
}
