import Foundation
import ShortcutEngine

/// Uniform type identifiers (Apple's UTIs) this engine knows: identifier ↔ extension ↔ what the
/// content is. One table for Get File of Type and anything else that names a type by UTI.
public enum FileTypes {
    /// What a type's content is, which says how a value becomes a file of it.
    public enum Content: Sendable, Equatable {
        /// Text: any value is written as its text.
        case text
        /// JSON: dictionaries and lists are written as JSON, text as it is.
        case json
        /// A property list: dictionaries and lists as an XML property list, text as it is.
        case propertyList
        /// Rich Text Format: text is written as an RTF document of its lines (`RTFText`).
        case richText
        /// Bytes only a file of the type already holds (a web archive): nothing converts to it here.
        case binary
    }

    /// One known type.
    public struct FileType: Sendable, Equatable {
        /// Apple's identifier, e.g. public.json.
        public let identifier: String
        /// The file extension written for it, without the dot.
        public let fileExtension: String
        /// The name Apple's messages show.
        public let displayName: String
        /// What the content is.
        public let content: Content
    }

    /// The known types.
    public static let all: [FileType] = [
        FileType(identifier: "public.plain-text", fileExtension: "txt", displayName: "Text", content: .text),
        FileType(identifier: "public.text", fileExtension: "txt", displayName: "Text", content: .text),
        FileType(identifier: "public.utf8-plain-text", fileExtension: "txt", displayName: "Text", content: .text),
        FileType(identifier: "public.html", fileExtension: "html", displayName: "HTML", content: .text),
        FileType(identifier: "public.xml", fileExtension: "xml", displayName: "XML", content: .text),
        FileType(identifier: "public.comma-separated-values-text", fileExtension: "csv", displayName: "CSV", content: .text),
        FileType(identifier: "net.daringfireball.markdown", fileExtension: "md", displayName: "Markdown", content: .text),
        FileType(identifier: "public.vcard", fileExtension: "vcf", displayName: "vCard", content: .text),
        FileType(identifier: "public.json", fileExtension: "json", displayName: "JSON", content: .json),
        FileType(identifier: "public.rtf", fileExtension: "rtf", displayName: "Rich Text", content: .richText),
        FileType(identifier: "com.apple.plist", fileExtension: "plist", displayName: "Property List", content: .propertyList),
        FileType(
            identifier: "com.apple.property-list", fileExtension: "plist", displayName: "Property List", content: .propertyList),
        FileType(identifier: "com.apple.webarchive", fileExtension: "webarchive", displayName: "Web Archive", content: .binary),
        FileType(identifier: "com.adobe.pdf", fileExtension: "pdf", displayName: "PDF", content: .binary),
        FileType(identifier: "public.png", fileExtension: "png", displayName: "PNG image", content: .binary),
        FileType(identifier: "public.jpeg", fileExtension: "jpg", displayName: "JPEG image", content: .binary),
        FileType(identifier: "com.pkware.zip-archive", fileExtension: "zip", displayName: "ZIP archive", content: .binary),
    ]

    /// The type of an identifier (any case), when known.
    public static func type(identifier: String) -> FileType? {
        let wanted = identifier.lowercased()
        return all.first { $0.identifier == wanted }
    }

    /// Whether a file's extension (any case) is one `type` is written with (jpeg and jpg alike).
    public static func matches(_ fileExtension: String, _ type: FileType) -> Bool {
        let given = fileExtension.lowercased()
        return given == type.fileExtension || (type.fileExtension == "jpg" && given == "jpeg")
            || (type.fileExtension == "html" && given == "htm")
    }
}
