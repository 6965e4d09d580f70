import Foundation
import ShortcutEngine

/// Get Details of Files: one property of each file.
public enum GetFileDetailsAction: Action {
    static let properties = [
        "Name", "Name Without Extension", "File Extension", "File Size", "Creation Date", "Last Modified Date", "File Path",
        "Parent Folder", "Kind",
    ]

    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.properties.files", name: "Get Details of Files",
        summary: "Gets one detail (name, size, dates, kind, parent…) of each file.",
        category: "Files",
        parameters: [
            ParameterDefinition(
                "files", wireKey: "WFInput", type: .any, summary: "A file, or a list of files (one detail each)."),
            ParameterDefinition(
                "property", wireKey: "WFContentItemPropertyName", label: "Detail", type: .text, summary: "The detail to get.",
                default: "Name",
                allowed: properties,
                aliases: ["Extension": "File Extension", "Size": "File Size", "Path": "File Path", "Parent": "Parent Folder"]),
        ],
        input: "files", output: .produces(.any), outputName: "Details of Files")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let property = try parameters.choice("property")
        let items = try parameters.list("files")
        var details: [Value] = []
        for file in try FileInputs.references(.list(items), parameter: "files", coercion: context.coercion) {
            switch property {
            case "Name": details.append(.text(file.name))
            case "Name Without Extension": details.append(.text(file.nameWithoutExtension))
            case "File Extension": details.append(.text(file.fileExtension))
            case "File Path": details.append(.text(file.path))
            case "Parent Folder": details.append(.file(FileReference(path: file.parentPath.isEmpty ? "." : file.parentPath)))
            default:
                let record = try FileRecord.load([.file(file)], parameter: "files", context: context)[0]
                switch property {
                case "File Size": details.append(.number(.integer(record.attributes.size)))
                case "Creation Date": details.append(record.attributes.creationDate.map(Value.date) ?? .nothing)
                case "Last Modified Date": details.append(record.attributes.modificationDate.map(Value.date) ?? .nothing)
                default: details.append(.text(record.attributes.isDirectory ? "Folder" : "File"))
                }
            }
        }
        if case .list = try parameters.value("files") { return .list(details) }
        return details.first ?? .nothing
    }
}
