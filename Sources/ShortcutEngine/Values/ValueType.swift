/// The content types a value can have, with the names documents and messages use.
public enum ValueType: String, Sendable, CaseIterable, Codable {
    case nothing, text, number, boolean, date, duration, list, dictionary, file, url
    /// Formatted text; converts as its plain text does.
    case richText = "rich text"
    /// An item of a library (`LibraryItem`: a calendar event, a reminder); converts to text as its
    /// title, to a date as its date, to a dictionary as its details.
    case item
    /// An image: a file of an image kind (PNG, JPEG, GIF, HEIC, TIFF, BMP, WebP). No value is of this
    /// type; converting to it checks the file (`Get as Image`, Apple's `WFImageContentItem`).
    case image
    /// Accepts a value of any type, unchanged (parameters only).
    case any

    /// The name used in messages: "a number", "a list".
    public var article: String {
        switch self {
        case .any: return "any value"
        case .nothing: return "nothing"
        case .url: return "a URL"
        case .image: return "an image"
        default: return "a \(rawValue)"
        }
    }

    /// The bare name used in conversion messages: "number", "URL".
    public var displayName: String { self == .url ? "URL" : rawValue }

    /// Accepts the spellings documents use: `number`, `Number`, `WFNumberContentItem`.
    public init?(name: String) {
        let lowered = name.lowercased()
        if let type = ValueType(rawValue: lowered) { self = type; return }
        switch lowered {
        case "string", "wfstringcontentitem", "wfrichtextcontentitem": self = .text
        case "wfnumbercontentitem", "integer", "decimal": self = .number
        case "bool", "wfbooleancontentitem": self = .boolean
        case "wfdatecontentitem": self = .date
        case "wfdictionarycontentitem", "dict": self = .dictionary
        case "array", "wfarraycontentitem": self = .list
        case "wfgenericfilecontentitem", "wffoldercontentitem", "folder": self = .file
        case "wfurlcontentitem", "link": self = .url
        case "richtext": self = .richText
        case "wfimagecontentitem": self = .image
        case "wfquantitycontentitem", "timespan": self = .duration
        // A Safari web page is its URL here; an article, an iTunes product and an App Store app
        // are the dictionaries Get Article and the store searches make.
        case "wfsafariwebpagecontentitem": self = .url
        case "wfarticlecontentitem", "wfitunesproductcontentitem", "wfappstoreappcontentitem": self = .dictionary
        default: return nil
        }
    }
}
