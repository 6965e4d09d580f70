import AppleFormats
import Foundation
import ShortcutEngine

/// Encode or Decode Property List (Gizmo Pack's Encode Property List): a dictionary or list
/// written as an XML or binary property list file, or a property list (XML, binary or JSON) read
/// back into a dictionary, list or value.
public enum PropertyListAction: Action {
    /// Which way.
    public enum Operation: String, Choice {
        case encode = "Encode"
        case decode = "Decode"

        /// Gizmo Pack's spellings.
        public var aliases: [String] { [rawValue.lowercased()] }
    }

    /// The file's form when encoding.
    public enum Format: String, Choice {
        case xml = "XML"
        case binary = "Binary"

        /// Gizmo Pack's spellings.
        public var aliases: [String] { [rawValue.lowercased()] }
    }

    static let input = Parameter<Value>(
        "input", summary: "Encode: a dictionary or list (nulls are left out). Decode: a property list file or its text.")
    static let operation = Parameter<Operation>("operation", summary: "Encode or decode.", default: .encode)
    static let format = Parameter<Format>(
        "format", summary: "The form of the file Encode writes.", default: .xml, parent: .init(operation, [Operation.encode]))

    public static let definition = ActionDefinition(
        "org.shortcutengine.plist.encode", name: "Encode Property List",
        summary:
            "Writes a dictionary or list as an XML or binary property list file in the download folder, or reads a property list (XML, binary or JSON) back into a dictionary, list or value (data as Base64 text).",
        category: "Files",
        parameters: [input, operation, format],
        input: input, output: .produces(.any), outputName: "Property List")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = try parameters.value(Self.input)
        guard try parameters[Self.operation] == .encode else {
            let bytes = try ContentBytes.of(value, parameter: Self.input.key, context: context)
            do { return PlistText.value(try PropertyList.parse(bytes)) } catch {
                throw ActionFailure(FileActionFailure.notReadablePropertyList(String(describing: error)), parameter: Self.input)
            }
        }
        let format: PropertyListSerialization.PropertyListFormat = try parameters[Self.format] == .xml ? .xml : .binary
        let data = try PropertyListText.data(try context.limitedJSON(value), format: format)
        guard let file = try DownloadFolder.save(data, name: "Property List.plist", context: context, parameter: Self.input.key)
        else {
            throw ActionFailure(
                EncodingFailure.bytesWithoutFolder(what: "property list", byteCount: data.count), parameter: Self.input)
        }
        return file
    }
}
