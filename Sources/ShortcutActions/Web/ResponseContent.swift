import Foundation
import SafeFiles
import ShortcutEngine

/// What a response body becomes: a dictionary (or list) for JSON, text for text, and otherwise
/// a file named from the response, saved in the run's download folder.
enum ResponseContent {
    /// The body of `response` as a value.
    static func value(of response: HTTPResponse, context: ActionContext, parameter: String) throws -> Value {
        let type = response.mediaType
        if isJSON(type), let json = try? JSONParser.parseAsApple(response.body) { return Value(json: json) }
        if isText(type) || (type.isEmpty && !response.body.contains(0)) {
            if let text = String(validating: response.body, as: UTF8.self) ?? latin1(response.body, type: type) {
                try context.checkTextLength(text.utf8.count)
                return .text(text)
            }
        }
        return try save(response, context: context, parameter: parameter)
    }

    /// The body as text (a web page, a feed), whatever its declared type, when it is UTF-8 or Latin-1 text.
    static func text(of response: HTTPResponse, context: ActionContext, parameter: String) throws -> String {
        guard !response.body.contains(0),
            let text = String(validating: response.body, as: UTF8.self) ?? latin1(response.body, type: response.mediaType)
        else {
            throw ActionFailure(
                WebFailure.notText(contentType: response.mediaType.isEmpty ? "binary data" : response.mediaType),
                parameter: parameter)
        }
        try context.checkTextLength(text.utf8.count)
        return text
    }

    /// `application/json`, `text/json` and any `+json` type.
    static func isJSON(_ type: String) -> Bool {
        type == "application/json" || type == "text/json" || type.hasSuffix("+json")
    }

    /// `text/*`, XML, JavaScript and form data: types whose body is text.
    static func isText(_ type: String) -> Bool {
        type.hasPrefix("text/") || type.hasSuffix("+xml") || type.hasSuffix("/xml") || type == "application/javascript"
            || type == "application/x-www-form-urlencoded"
    }

    /// A body declared Latin-1 (`charset=iso-8859-1`), decoded; nil for any other charset.
    private static func latin1(_ data: Data, type: String) -> String? {
        guard isText(type) else { return nil }
        return String(data: data, encoding: .isoLatin1)
    }

    /// Saves the body in the download folder under the name the response gives
    /// (`Content-Disposition` filename, else the URL's last path component, else `download`),
    /// numbered when the name is taken; the saved file.
    static func save(_ response: HTTPResponse, context: ActionContext, parameter: String) throws -> Value {
        guard
            let saved = try DownloadFolder.save(
                response.body, name: fileName(of: response), context: context, parameter: parameter)
        else {
            throw ActionFailure(
                WebFailure.noDownloadFolder(
                    bytes: response.body.count, contentType: response.mediaType.isEmpty ? "binary data" : response.mediaType),
                parameter: parameter)
        }
        return saved
    }

    /// The file name a response suggests, reduced to a safe last path component.
    static func fileName(of response: HTTPResponse) -> String {
        var name = ""
        if let disposition = response.header("Content-Disposition"),
            let range = disposition.range(of: "filename=", options: .caseInsensitive)
        {
            name = String(disposition[range.upperBound...].prefix { $0 != ";" })
                .trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        }
        if name.isEmpty { name = response.finalURL.lastPathComponent }
        name = (name as NSString).lastPathComponent
        if name.isEmpty || name == "/" || name == "." || name == ".." { name = "download" }
        return name
    }
}
