import Foundation
import ShortcutEngine

/// A request body and its content type, built from Get Contents of URL's parameters.
struct RequestBody {
    /// The bytes sent.
    var data: Data
    /// The `Content-Type` sent with them (unless the headers set one).
    var contentType: String

    /// The body the parameters describe; nil when the chosen field is left out.
    static func make(
        _ type: GetContentsOfURLAction.BodyType, _ parameters: ResolvedParameters, context: ActionContext
    ) throws -> RequestBody? {
        switch type {
        case .json:
            guard let fields = parameters.optional(GetContentsOfURLAction.json) else { return nil }
            let text = try context.limitedJSONText(fields)
            return RequestBody(data: Data(text.utf8), contentType: "application/json")
        case .form:
            guard case .dictionary(let fields)? = parameters.optional(GetContentsOfURLAction.form) else { return nil }
            if fields.pairs.contains(where: { if case .file = $0.value { return true } else { return false } }) {
                return try multipart(fields, context: context)
            }
            let encoded = try fields.pairs.map { pair in
                formEncode(pair.key) + "=" + formEncode(try context.limitedText(pair.value))
            }.joined(separator: "&")
            return RequestBody(data: Data(encoded.utf8), contentType: "application/x-www-form-urlencoded")
        case .file:
            guard let value = parameters.optional(GetContentsOfURLAction.file) else { return nil }
            let data = try ContentBytes.of(value, parameter: "file", context: context)
            return RequestBody(data: data, contentType: "application/octet-stream")
        }
    }

    /// `application/x-www-form-urlencoded` escaping: unreserved characters kept, space as `+`.
    static func formEncode(_ text: String) -> String {
        URLEncodeAction.encode(text).replacingOccurrences(of: "%20", with: "+")
    }

    /// `multipart/form-data`: each text field as a part, each file with its name and bytes.
    static func multipart(_ fields: ValueDictionary, context: ActionContext) throws -> RequestBody {
        let boundary = "ShortcutEngineBoundary\(context.random.next())"
        var data = Data()
        for pair in fields.pairs {
            let name = pair.key.replacingOccurrences(of: "\"", with: "%22")
            data.append(Data("--\(boundary)\r\n".utf8))
            if case .file(let file) = pair.value {
                let fileName = file.name.replacingOccurrences(of: "\"", with: "%22")
                data.append(Data("Content-Disposition: form-data; name=\"\(name)\"; filename=\"\(fileName)\"\r\n".utf8))
                data.append(Data("Content-Type: application/octet-stream\r\n\r\n".utf8))
                data.append(try ContentBytes.of(pair.value, parameter: "form", context: context))
            } else {
                data.append(Data("Content-Disposition: form-data; name=\"\(name)\"\r\n\r\n".utf8))
                data.append(Data(try context.limitedText(pair.value).utf8))
            }
            data.append(Data("\r\n".utf8))
        }
        data.append(Data("--\(boundary)--\r\n".utf8))
        return RequestBody(data: data, contentType: "multipart/form-data; boundary=\(boundary)")
    }
}
