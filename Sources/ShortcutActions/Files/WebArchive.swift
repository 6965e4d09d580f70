import Foundation
import ShortcutEngine

/// A Web Archive (`com.apple.webarchive`), the page file Safari saves and Get File of Type makes
/// from a URL: a binary property list whose `WebMainResource` holds the page's bytes, URL, media
/// type and text encoding (`WebResourceData`, `WebResourceURL`, `WebResourceMIMEType`,
/// `WebResourceTextEncodingName`, `WebResourceFrameName`). Subresources (images, style sheets) are
/// not fetched: the archive holds the main page, as a reader of it needs.
enum WebArchive {
    /// Apple's type identifier for a Web Archive.
    static let identifier = "com.apple.webarchive"

    /// The archive of one page.
    static func data(page: Data, url: String, mediaType: String, encoding: String) throws -> Data {
        let resource: [String: Any] = [
            "WebResourceData": page, "WebResourceURL": url, "WebResourceMIMEType": mediaType,
            "WebResourceTextEncodingName": encoding, "WebResourceFrameName": "",
        ]
        do {
            return try PropertyListSerialization.data(
                fromPropertyList: ["WebMainResource": resource], format: .binary, options: 0)
        } catch {
            throw ActionFailure(FileActionFailure.notAPropertyList(String(describing: error)), parameter: "input")
        }
    }

    /// The archive of `value` saved in the run's download folder: a URL (or text that is one) is
    /// fetched, through the network permission; rich text or other text is the page's HTML itself,
    /// at `about:blank`. `name` is the file's name without its extension, if the input had one. A
    /// file is not read here: Get File of Type re-types a file it is given.
    static func make(_ value: Value, name: String?, context: ActionContext) throws -> Value {
        let (archive, stem) = try page(of: value, context: context)
        guard
            let saved = try DownloadFolder.save(
                archive, name: (name ?? stem) + ".webarchive", context: context, parameter: "input")
        else {
            throw ActionFailure(
                WebFailure.noDownloadFolder(bytes: archive.count, contentType: "a web archive"), parameter: "input")
        }
        return saved
    }

    /// The archive of `value` and the name its file would take.
    static func page(of value: Value, context: ActionContext) throws -> (Data, String) {
        var address: String?
        if case .url(let text) = value { address = text }
        if case .text(let text) = value, isWebAddress(text) || DataURL.isShaped(text) { address = text }
        if let address, let page = DataURL(address) {
            // A data: URL carries its page (`data:text/html,<script>…`): no fetch.
            return (try data(page: page.bytes, url: address, mediaType: page.mediaType, encoding: page.charset), "Web Page")
        }
        if let address {
            let url = try HTTPClient.url(address, parameter: "input")
            let response = try HTTPClient.perform(HTTPRequest(url: url), context: context, parameter: "input")
            let mediaType = response.mediaType.isEmpty ? "text/html" : response.mediaType
            let archive = try data(
                page: response.body, url: response.finalURL.absoluteString, mediaType: mediaType, encoding: charset(of: response))
            return (archive, response.finalURL.host ?? "Web Page")
        }
        let html: String
        if case .richText(let rich) = value { html = rich.html } else { html = try context.limitedText(value) }
        return (try data(page: Data(html.utf8), url: "about:blank", mediaType: "text/html", encoding: "UTF-8"), "Web Page")
    }

    /// Whether `text` is one http or https address and nothing else.
    static func isWebAddress(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.contains(where: \.isWhitespace), let url = URL(string: trimmed), url.host != nil else { return false }
        return url.scheme?.lowercased() == "http" || url.scheme?.lowercased() == "https"
    }

    /// The response's declared charset, as Web Archives name encodings (`UTF-8` when none is given).
    static func charset(of response: HTTPResponse) -> String {
        guard let type = response.header("Content-Type"), let range = type.range(of: "charset=", options: .caseInsensitive) else {
            return "UTF-8"
        }
        let name = type[range.upperBound...].prefix { $0 != ";" }.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        return name.isEmpty ? "UTF-8" : name
    }
}
