// The functions a query may call: SQLite's core functions (lang_corefunc.html), date and time
// functions (lang_datefunc.html) and aggregates (lang_aggfunc.html), with their argument counts;
// and Gizmo Pack's parsedate(), which its Query CSV/Dictionaries with SQL action adds.

enum ScalarFunction: String, Sendable, CaseIterable {
    case abs, coalesce, ifnull, iif, nullif, instr, length, lower, upper, ltrim, rtrim, trim
    case substr, substring, replace, round, typeof, hex, quote, printf, format, min, max
    case unicode, char, concat, concatWs = "concat_ws", sign, like, glob, octetLength = "octet_length"
    case date, time, datetime, julianday, strftime, unixepoch
    /// Gizmo Pack's extension: `parsedate(text, format)` reads text in a Unicode date pattern.
    case parsedate

    /// The argument counts it takes (upper bound nil: any number).
    var arity: (minimum: Int, maximum: Int?) {
        switch self {
        case .abs, .length, .lower, .upper, .typeof, .hex, .quote, .unicode, .sign, .octetLength: (1, 1)
        case .coalesce: (2, nil)
        case .ifnull, .nullif, .instr, .glob, .parsedate: (2, 2)
        case .iif, .replace: (3, 3)
        case .ltrim, .rtrim, .trim, .round: (1, 2)
        case .substr, .substring, .like: (2, 3)
        case .printf, .format, .concat, .strftime: (1, nil)
        case .min, .max, .concatWs: (2, nil)
        case .char, .date, .time, .datetime, .julianday, .unixepoch: (0, nil)
        }
    }
}

enum AggregateFunction: String, Sendable {
    case count, sum, total, avg, min, max, groupConcat = "group_concat", stringAgg = "string_agg"

    var arity: (minimum: Int, maximum: Int) {
        switch self {
        case .count: (0, 1)
        case .sum, .total, .avg, .min, .max: (1, 1)
        case .groupConcat: (1, 2)
        case .stringAgg: (2, 2)
        }
    }
}

enum FunctionCatalog {
    /// A name's function: an aggregate when it is one for this many arguments (min and max
    /// with one argument), else a scalar one; nil when there is none of that name.
    enum Entry { case scalar(ScalarFunction), aggregate(AggregateFunction) }

    static func lookUp(_ name: String, argumentCount: Int) -> Entry? {
        let lowered = name.lowercased()
        if lowered == "min" || lowered == "max" {
            if argumentCount == 1, let aggregate = AggregateFunction(rawValue: lowered) { return .aggregate(aggregate) }
        } else if let aggregate = AggregateFunction(rawValue: lowered) {
            return .aggregate(aggregate)
        }
        return ScalarFunction(rawValue: lowered).map { .scalar($0) }
    }

    static func describe(_ arity: (minimum: Int, maximum: Int?)) -> String {
        guard let maximum = arity.maximum else { return "\(arity.minimum) or more" }
        if maximum == arity.minimum { return "\(maximum)" }
        if maximum == arity.minimum + 1 { return "\(arity.minimum) or \(maximum)" }
        return "\(arity.minimum) to \(maximum)"
    }
}
