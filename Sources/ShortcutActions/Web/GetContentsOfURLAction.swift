import Foundation
import ShortcutEngine

/// Get Contents of URL: an HTTP request (GET, POST, PUT, PATCH, DELETE) with headers and a JSON,
/// form or file body; the response is a dictionary for JSON, text for text, a file otherwise.
public enum GetContentsOfURLAction: Action {
    /// The request method (`WFHTTPMethod`).
    public enum Method: String, Choice {
        case get = "GET"
        case post = "POST"
        case put = "PUT"
        case patch = "PATCH"
        case delete = "DELETE"

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .get: return "fetch; no body is sent"
            case .post: return "send the body to create"
            case .put: return "send the body to replace"
            case .patch: return "send the body to change part"
            case .delete: return "delete (a body is sent when given)"
            }
        }
    }

    /// The request body's form (`WFHTTPBodyType`).
    public enum BodyType: String, Choice {
        case json = "JSON"
        case form = "Form"
        case file = "File"

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .json: return "the 'json' dictionary as application/json"
            case .form: return "the 'form' dictionary, URL-encoded (multipart/form-data when a value is a file)"
            case .file: return "the 'file' value's bytes as they are"
            }
        }
    }

    private static let withBody: [Method] = [.post, .put, .patch, .delete]

    static let url = Parameter<Value>(
        "url", wireKey: "WFURL", label: "URL", type: .url, summary: "The URL to request.", required: true)
    static let method = Parameter<Method>("method", wireKey: "WFHTTPMethod", summary: "The HTTP method.", default: .get)
    static let headers = Parameter<Value>(
        "headers", wireKey: "WFHTTPHeaders", type: .dictionary, summary: "Request header fields (name → value).")
    static let body = Parameter<BodyType>(
        "body", wireKey: "WFHTTPBodyType", label: "Request Body", summary: "What the request body is made of.", default: .json,
        parent: .init(method, withBody))
    static let json = Parameter<Value>(
        "json", wireKey: "WFJSONValues", label: "JSON", type: .dictionary, summary: "The JSON body's fields.",
        parent: .init(body, [BodyType.json]))
    static let form = Parameter<Value>(
        "form", wireKey: "WFFormValues", type: .dictionary, summary: "The form's fields; a file value is uploaded.",
        parent: .init(body, [BodyType.form]))
    static let file = Parameter<Value>(
        "file", wireKey: "WFRequestVariable", summary: "The file (or text) sent as the body.",
        parent: .init(body, [BodyType.file]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.downloadurl", name: "Get Contents of URL",
        summary:
            "Makes an HTTP request and outputs the response: a dictionary for JSON, text for text, a file otherwise. Needs network access; HTTP error statuses still give their body.",
        category: "Web",
        parameters: [url, method, headers, body, json, form, file],
        input: url, output: .produces(.any), outputName: "Contents of URL", eachInputItem: true)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let url = try HTTPClient.url(try context.limitedText(try parameters.value(Self.url)), parameter: "url")
        // Refused before the body is read; a data: URL carries its data and needs no network.
        if !HTTPClient.isData(url) { _ = try HTTPClient.allowedHost(of: url, context: context, parameter: "url") }
        let method = try parameters[Self.method]
        var request = HTTPRequest(method: method.rawValue, url: url)
        if case .dictionary(let headers)? = parameters.optional(Self.headers) {
            for pair in headers.pairs { request.headers.append((pair.key, try context.limitedText(pair.value))) }
        }
        if withBody.contains(method) {
            let body = try RequestBody.make(try parameters[Self.body], parameters, context: context)
            if let body {
                request.body = body.data
                if !request.headers.contains(where: { $0.name.lowercased() == "content-type" }) {
                    request.headers.append(("Content-Type", body.contentType))
                }
            }
        }
        let response = try HTTPClient.perform(request, context: context, parameter: "url")
        return try ResponseContent.value(of: response, context: context, parameter: "url")
    }
}
