import AppleFormats
import Foundation

/// Text that is an XML property list (Get Dictionary from Input's third form: "JSON, key-value
/// pairs and XML-based plist are supported", WFActions `detect.dictionary`), read by
/// AppleFormats' one XML plist reader — the same reader the importers use, so there is no second
/// plist parser in the engine. Only text that starts as an XML document or a `<plist>` element is
/// tried, so an HTML page stays rich text that does not convert.
public enum PlistText {
    /// The dictionary an XML property list holds at its root; nil when the text is no XML plist
    /// or its root is not a dictionary.
    static func dictionary(_ text: String) -> ValueDictionary? {
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        guard trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<plist") || trimmed.hasPrefix("<!DOCTYPE plist") else {
            return nil
        }
        guard let plist = try? PropertyList.parse(Data(text.utf8), format: .xml).plist, case .dictionary = plist,
            case .dictionary(let dictionary) = value(plist)
        else { return nil }
        return dictionary
    }

    /// A property list value as an engine value: strings as text, integers and reals as numbers,
    /// booleans, dates, arrays as lists, dictionaries in their key order, data as Base64 text,
    /// archive UIDs as numbers. Nesting is the reader's, which bounds it.
    public static func value(_ plist: PropertyList) -> Value {
        switch plist {
        case .string(let text): return .text(text)
        case .integer(let number): return .number(Number(Int(clamping: number)))
        case .unsignedInteger(let number): return .number(Number(parsing: String(number)) ?? Number(Double(number)))
        case .real(let number): return number.isFinite ? .number(Number(parsing: "\(number)") ?? Number(number)) : .nothing
        case .bool(let flag): return .boolean(flag)
        case .date(let date): return .date(date)
        case .data(let data): return .text(data.base64EncodedString())
        case .uid(let uid): return .number(Number(parsing: String(uid)) ?? Number(Double(uid)))
        case .array(let items): return .list(items.map(value))
        case .dictionary(let entries):
            var dictionary = ValueDictionary()
            for entry in entries.entries { dictionary[entry.key] = value(entry.value) }
            return .dictionary(dictionary)
        }
    }
}
