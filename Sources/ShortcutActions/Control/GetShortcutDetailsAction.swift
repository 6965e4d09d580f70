import Foundation
import SafeFiles
import ShortcutEngine

/// Get Details of Shortcut (`properties.workflow`): one detail of a workflow in the host's library
/// (Run Workflow by name's library; Get My Shortcuts lists it), found by name.
public enum GetShortcutDetailsAction: Action {
    /// The details Shortcuts offers (CHERRI's `shortcutDetail`).
    public enum Detail: String, Choice {
        case name = "Name"
        case actionCount = "Action Count"
        case filePath = "File Path"
        case fileExtension = "File Extension"
        case fileSize = "File Size"
        case creationDate = "Creation Date"
        case modificationDate = "Last Modified Date"
        case folder = "Folder"
        case icon = "Icon"

        /// What each gives here.
        public var summary: String {
            switch self {
            case .name: return "The workflow's name."
            case .actionCount: return "How many actions it has, block markers included."
            case .filePath: return "The file it was read from."
            case .fileExtension: return "That file's extension (json, shortcut…)."
            case .fileSize: return "That file's size in bytes."
            case .creationDate, .modificationDate: return "That file's date."
            case .folder: return "The name of the folder holding the file (the library has no Shortcuts folders)."
            case .icon: return "Nothing: a workflow here has no icon."
            }
        }
    }

    static let shortcut = Parameter<String>(
        "shortcut", wireKey: "WFInput", summary: "The workflow's name, as Get My Shortcuts lists it.", required: true)
    static let detail = Parameter<Detail>(
        "detail", wireKey: "WFContentItemPropertyName", label: "Detail", summary: "Which detail.", default: .name)

    public static let definition = ActionDefinition(
        "is.workflow.actions.properties.workflow", name: "Get Details of Shortcut",
        summary:
            "One detail of a workflow in the host's library (on the command line: the running file's folder, the folders given and the user library), by name.",
        category: "Control",
        parameters: [shortcut, detail],
        input: shortcut, output: .produces(.any), outputName: "Details of Shortcut")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let name = try parameters[Self.shortcut]
        guard let found = try context.host.libraryWorkflow(named: name) else {
            throw ActionFailure(
                ShortcutDetailsFailure.notInLibrary(name, known: context.host.libraryNames()), parameter: "shortcut")
        }
        let path = found.path
        let attributes = { () throws -> FileAttributes in try context.host.attributes(ofItemAt: path) }
        switch try parameters[Self.detail] {
        case .name: return .text(found.document.name.isEmpty ? name : found.document.name)
        case .actionCount: return .number(.integer(found.document.actions.count))
        case .filePath: return .text(path)
        case .fileExtension: return .text((path as NSString).pathExtension)
        case .fileSize: return .number(.integer(try attributes().size))
        case .creationDate: return try attributes().creationDate.map(Value.date) ?? .nothing
        case .modificationDate: return try attributes().modificationDate.map(Value.date) ?? .nothing
        case .folder: return .text((PathText.parent(path) as NSString).lastPathComponent)
        case .icon: return .nothing
        }
    }
}
