import Foundation
import ShortcutEngine

/// Get File of Type (`gettypeaction`): the input as a file of a type Apple names by identifier
/// (`FileTypes`): a dictionary or list as JSON or an XML property list, anything as text for a
/// text type, a file already of the type as it is, and a file of another type re-typed (its name
/// takes the type's extension; its content is not converted). A Web Archive is made of a page
/// (`WebArchive`: a URL is fetched, behind the network permission). What needs a converter this
/// engine lacks (text to a PDF or an image) fails with Apple's "couldn't convert" shape.
public enum GetFileOfTypeAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "The item to type.")
    static let type = Parameter<String>(
        "type", wireKey: "WFFileType", label: "Type",
        summary:
            "Apple's type identifier, e.g. public.json, com.apple.plist, public.plain-text, public.html; Apple's default is public.rtf (Rich Text).",
        default: "public.rtf")

    public static let definition = ActionDefinition(
        "is.workflow.actions.gettypeaction", name: "Get File of Type",
        summary:
            "The input as a file of the given type (public.json, com.apple.plist, public.plain-text, public.html, …), named with the type's extension. com.apple.webarchive makes a Web Archive in the download folder of a URL (fetched: needs network access) or of HTML text (main page only, no subresources).",
        category: "Files",
        parameters: [input, type],
        input: input, output: .produces(.any), outputName: "File of Type")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let identifier = try parameters[Self.type]
        guard let type = FileTypes.type(identifier: identifier) else {
            throw ActionFailure(
                FileActionFailure.unknownFileType(identifier, known: FileTypes.all.map(\.identifier)), parameter: "type")
        }
        let input = try parameters.namedValue(Self.input)
        let name: String? = if case .named(let item) = input { (item.name as NSString).deletingPathExtension } else { nil }
        let value = input.unnamed
        if type.identifier == WebArchive.identifier, !isFile(value) {
            return try WebArchive.make(value, name: name, context: context)
        }
        if case .file(let file) = value {
            if FileTypes.matches(file.fileExtension, type) { return input }
            return .named(NamedItem(name: (name ?? file.nameWithoutExtension) + "." + type.fileExtension, value: value))
        }
        let content = try convert(value, to: type, context: context)
        return .named(NamedItem(name: (name ?? defaultName(of: value)) + "." + type.fileExtension, value: content))
    }

    /// Whether `value` is a file (kept, or re-typed, never converted).
    static func isFile(_ value: Value) -> Bool {
        if case .file = value { return true }
        return false
    }

    /// The name an unnamed item's file gets, as Apple names made files.
    static func defaultName(of value: Value) -> String {
        switch value {
        case .dictionary: return "Dictionary"
        case .list: return "List"
        case .url: return "URL"
        default: return "Text"
        }
    }

    /// The content of a value as a file of `type`.
    static func convert(_ value: Value, to type: FileTypes.FileType, context: ActionContext) throws -> Value {
        switch (type.content, value) {
        case (.json, .dictionary), (.json, .list): return .text(try context.limitedJSONText(value, pretty: true))
        case (.propertyList, .dictionary), (.propertyList, .list):
            return .text(try PropertyListText.xml(try context.limitedJSON(value)))
        case (.text, _), (.json, _), (.propertyList, _): return .text(try context.limitedText(value))
        case (.richText, _): return .text(RTFText.document(try context.limitedText(value)))
        case (.binary, _):
            throw ActionFailure(
                FileActionFailure.cannotConvertToType(
                    from: value.type, preview: Rendering.preview(try context.limitedText(value)), to: type.displayName),
                parameter: "type")
        }
    }
}

/// JSON as an XML property list (Foundation's serialiser): nulls are left out, as plists have none.
enum PropertyListText {
    /// The XML property list text.
    static func xml(_ json: JSON) throws -> String {
        String(decoding: try data(json, format: .xml), as: UTF8.self)
    }

    /// The property list's bytes, XML or binary.
    static func data(_ json: JSON, format: PropertyListSerialization.PropertyListFormat) throws -> Data {
        let object = foundation(json) ?? [String: Any]()
        do {
            return try PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0)
        } catch {
            throw ActionFailure(FileActionFailure.notAPropertyList(String(describing: error)), parameter: "input")
        }
    }

    /// A Foundation property-list object for a JSON value; nil for null.
    static func foundation(_ json: JSON) -> Any? {
        switch json {
        case .null: return nil
        case .bool(let flag): return flag
        case .string(let text): return text
        case .number(let text):
            if let integer = Int(text) { return integer }
            return Double(text) ?? text
        case .array(let items): return items.compactMap { foundation($0) }
        case .object(let pairs):
            var dictionary: [String: Any] = [:]
            for (key, value) in pairs { if let value = foundation(value) { dictionary[key] = value } }
            return dictionary
        }
    }
}
