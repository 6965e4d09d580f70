import Foundation
import SafeFiles
import ShortcutEngine

/// Get Details of Files: one property of each file.
public enum GetFileDetailsAction: Action {
    /// The detail to get.
    enum Detail: String, Choice {
        case name = "Name"
        case nameWithoutExtension = "Name Without Extension"
        case fileExtension = "File Extension"
        case size = "File Size"
        case creationDate = "Creation Date"
        case modificationDate = "Last Modified Date"
        case path = "File Path"
        case parent = "Parent Folder"
        case kind = "Kind"

        /// Shorter names.
        var aliases: [String] {
            switch self {
            case .fileExtension: return ["Extension"]
            case .size: return ["Size"]
            case .path: return ["Path"]
            case .parent: return ["Parent"]
            case .name, .nameWithoutExtension, .creationDate, .modificationDate, .kind: return []
            }
        }
    }

    static let files = Parameter<[Value]>(
        "files", wireKey: "WFInput", type: .any, summary: "A file, or a list of files (one detail each).")
    static let property = Parameter<Detail>(
        "property", wireKey: "WFContentItemPropertyName", label: "Detail", summary: "The detail to get.", default: .name)

    public static let definition = ActionDefinition(
        "is.workflow.actions.properties.files", name: "Get Details of Files",
        summary: "Gets one detail (name, size, dates, kind, parent…) of each file.",
        category: "Files",
        parameters: [files, property],
        input: files, output: .produces(.any), outputName: "Details of Files")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let property = try parameters[Self.property]
        let items = try parameters[Self.files]
        var details: [Value] = []
        func attributes(_ file: FileReference) throws -> FileAttributes {
            try FileRecord.load([.file(file)], parameter: "files", context: context)[0].attributes
        }
        for file in try FileInputs.references(.list(items), parameter: "files", coercion: context.coercion) {
            switch property {
            case .name: details.append(.text(file.name))
            case .nameWithoutExtension: details.append(.text(file.nameWithoutExtension))
            case .fileExtension: details.append(.text(file.fileExtension))
            case .path: details.append(.text(file.path))
            case .parent: details.append(.file(FileReference(path: file.parentPath.isEmpty ? "." : file.parentPath)))
            case .size: details.append(.number(.integer(try attributes(file).size)))
            case .creationDate: details.append(try attributes(file).creationDate.map(Value.date) ?? .nothing)
            case .modificationDate: details.append(try attributes(file).modificationDate.map(Value.date) ?? .nothing)
            case .kind: details.append(.text(try attributes(file).isDirectory ? "Folder" : "File"))
            }
        }
        if case .list = try parameters.value(Self.files) { return .list(details) }
        return details.first ?? .nothing
    }
}
