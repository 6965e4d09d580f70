import DigitGrouping
import JSONPath
import ShortcutEngine

/// Failures of Query JSON (JSONPath and jq).
enum JSONQueryFailure: FailureFacts, Equatable, Error {
    /// The query is not valid JSONPath (RFC 9535), with where and why.
    case invalid(query: String, error: JSONPathError)
    /// The query makes more nodes than an evaluation may (wildcards listed side by side, queries
    /// nested in filters).
    case tooManyNodes(query: String)
    /// The jq program cannot be read (the library's sentence, with the column).
    case jqInvalid(String)
    /// The jq program raised an error it did not catch.
    case jqFailed(String)
    /// The jq program passed a limit (steps, outputs, sizes, depth).
    case jqLimit(String)

    var message: String {
        switch self {
        case .invalid(let query, let error):
            return "'\(query.prefix(80))' is not a JSONPath query: \(error.message) (at character \(error.offset + 1))"
        case .tooManyNodes(let query):
            return
                "'\(query.prefix(80))' makes more than \(DigitGrouping.grouped(QueryJSONAction.limits.nodes)) nodes on the way to its result"
        case .jqInvalid(let text), .jqFailed(let text), .jqLimit(let text): return text
        }
    }

    var hint: String? {
        switch self {
        case .invalid:
            return "a query starts with $, then .name, [index], [start:end:step], .*, ..name or [?filter] (RFC 9535)"
        case .tooManyNodes:
            return "list fewer selectors side by side, or select by name or index instead of with * and .."
        case .jqInvalid: return "a jq program is filters joined by |, such as .items[] | select(.price < 10) | .name"
        case .jqFailed: return "guard the step with try, ? or //, or check the input's shape (type, has(key))"
        case .jqLimit: return "make the program do less: fewer outputs, no endless recursion or range"
        }
    }
}
