import DigitGrouping
import JSONPath
import ShortcutEngine

/// Failures of Query JSON.
enum JSONQueryFailure: FailureFacts, Equatable, Error {
    /// The query is not valid JSONPath (RFC 9535), with where and why.
    case invalid(query: String, error: JSONPathError)
    /// The query makes more nodes than an evaluation may (wildcards listed side by side, queries
    /// nested in filters).
    case tooManyNodes(query: String)

    var message: String {
        switch self {
        case .invalid(let query, let error):
            return "'\(query.prefix(80))' is not a JSONPath query: \(error.message) (at character \(error.offset + 1))"
        case .tooManyNodes(let query):
            return
                "'\(query.prefix(80))' makes more than \(DigitGrouping.grouped(QueryJSONAction.limits.nodes)) nodes on the way to its result"
        }
    }

    var hint: String? {
        switch self {
        case .invalid:
            return "a query starts with $, then .name, [index], [start:end:step], .*, ..name or [?filter] (RFC 9535)"
        case .tooManyNodes:
            return "list fewer selectors side by side, or select by name or index instead of with * and .."
        }
    }
}
