import Foundation
import ShortcutEngine

/// Get Status of URL: what a server answers to a HEAD request: its status code, the code's
/// description, its headers, whether it is a success (Toolbox Pro's Query Server).
public enum GetStatusOfURLAction: Action {
    /// What is given back.
    public enum Detail: String, Choice {
        case code = "Status Code"
        case description = "Status Description"
        case headers = "Headers"
        case isOK = "Is OK"
        case all = "Status Dictionary"
    }

    static let url = Parameter<Value>("url", label: "URL", type: .url, summary: "The URL to ask.", required: true)
    static let detail = Parameter<Detail>(
        "detail",
        summary:
            "The status code (200), its reason phrase (OK, Not Found: RFC 9110's), the headers, whether the code is 200–299, or a dictionary of code, description and OK.",
        default: .code)

    /// RFC 9110's reason phrases (and RFC 6585's 429).
    static let reasons: [Int: String] = [
        100: "Continue", 101: "Switching Protocols", 200: "OK", 201: "Created", 202: "Accepted",
        203: "Non-Authoritative Information", 204: "No Content", 205: "Reset Content", 206: "Partial Content",
        300: "Multiple Choices", 301: "Moved Permanently", 302: "Found", 303: "See Other", 304: "Not Modified",
        307: "Temporary Redirect", 308: "Permanent Redirect", 400: "Bad Request", 401: "Unauthorized",
        402: "Payment Required", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 406: "Not Acceptable",
        407: "Proxy Authentication Required", 408: "Request Timeout", 409: "Conflict", 410: "Gone", 411: "Length Required",
        412: "Precondition Failed", 413: "Content Too Large", 414: "URI Too Long", 415: "Unsupported Media Type",
        416: "Range Not Satisfiable", 417: "Expectation Failed", 421: "Misdirected Request", 422: "Unprocessable Content",
        426: "Upgrade Required", 429: "Too Many Requests", 500: "Internal Server Error", 501: "Not Implemented",
        502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout", 505: "HTTP Version Not Supported",
    ]
    /// The classes' names, for a code without a phrase of its own.
    static let classes: [Int: String] = [
        1: "Informational", 2: "Successful", 3: "Redirection", 4: "Client Error", 5: "Server Error",
    ]

    public static let definition = ActionDefinition(
        "org.shortcutengine.url.status", name: "Get Status of URL",
        summary:
            "Makes a HEAD request and gives the response's status code, its description, its header fields, whether it succeeded (200–299), or all of them; an error status is an answer, not a failure. Needs network access.",
        category: "Web",
        parameters: [url, detail],
        input: url, output: .produces(.any), outputName: "Status of URL")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let url = try HTTPClient.url(try context.limitedText(try parameters.value(Self.url)), parameter: Self.url.key)
        let response = try HTTPClient.perform(HTTPRequest(method: "HEAD", url: url), context: context, parameter: Self.url.key)
        let code = Value.number(Number(response.status))
        let description = Value.text(reasons[response.status] ?? classes[response.status / 100] ?? "Unknown")
        let isOK = Value.boolean((200...299).contains(response.status))
        switch try parameters[Self.detail] {
        case .code: return code
        case .description: return description
        case .isOK: return isOK
        case .headers: return response.headerDictionary
        case .all: return .dictionary(ValueDictionary([("code", code), ("description", description), ("ok", isOK)]))
        }
    }
}
