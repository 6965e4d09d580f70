import AppleFormats
import Foundation
import ShortcutEngine

/// Reads any file the importers understand: `.shortcut`/`.plist`/`.wflow`/`.xml`/`.json` shortcut
/// renderings, signed shortcuts, and Automator `.workflow` bundles (or their `document.wflow`).
public enum Importer {
    /// File name endings `run`, `check`, `view` and `graph` import in memory.
    public static let extensions: Set<String> = ["shortcut", "plist", "wflow", "xml", "workflow"]

    /// Whether `path` names something to import rather than a JSON workflow document.
    public static func handles(_ path: String) -> Bool {
        extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// Imports the file or bundle at `path`. Errors name the file; a missing file exits 66,
    /// an unreadable one 65. Blocks nested deeper than `maxNesting` are refused.
    public static func importFile(
        atPath path: String, registry: ActionRegistry, maxNesting: Int = RunLimits().maxNesting, answers: ImportAnswers = .none
    ) throws(WorkflowError) -> ImportResult {
        guard let (file, inBundle) = documentFile(at: path) else { throw WorkflowError(ImportFailure.noSuchFile(path)) }
        if inBundle, !FileManager.default.fileExists(atPath: file) {
            throw WorkflowError(ImportFailure.folderWithoutDocument(path))
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw WorkflowError(ImportFailure.unreadableFile(file))
        }
        let name = stem(path)
        return try importData(data, name: name, file: file, registry: registry, maxNesting: maxNesting, answers: answers)
    }

    /// Imports bytes: a shortcut in any container, or an Automator document. `answers` answer a
    /// shortcut's import questions.
    public static func importData(
        _ data: Data, name: String, file: String, registry: ActionRegistry, maxNesting: Int = RunLimits().maxNesting,
        answers: ImportAnswers = .none
    ) throws(WorkflowError) -> ImportResult {
        let extracted: (plist: PropertyList, container: ShortcutContainer.Container)
        do {
            extracted = try ShortcutContainer.extractPlist(from: data)
        } catch FormatError.expansionLimitExceeded(let overrun) {
            throw WorkflowError(ImportFailure.expansion(overrun), file: file)
        } catch {
            throw WorkflowError(ImportFailure.unknownContainer("\(error)"), file: file)
        }
        if extracted.plist["WFWorkflowActions"] == nil, extracted.plist["actions"] != nil {
            return try AutomatorImporter(registry: registry).importDocument(extracted.plist, name: name, file: file)
        }
        let container: String
        switch extracted.container {
        case .xml: container = "XML plist"
        case .binary: container = "binary plist"
        case .json: container = "JSON plist"
        case .signed(let signed):
            container =
                "signed shortcut (\(signed.signing.rawValue) signature, \(signed.inner.rawValue) plist inside); the signature was NOT verified"
        }
        return try ShortcutImporter(registry: registry, maxNesting: maxNesting, answers: answers).importPlist(
            extracted.plist, name: name, file: file, container: container)
    }

    /// The file holding the document at `path`: the file itself, or a folder's (an Automator
    /// bundle's) `Contents/document.wflow`; nil when nothing is at `path`.
    static func documentFile(at path: String) -> (file: String, inBundle: Bool)? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return (path, false) }
        return ((path as NSString).appendingPathComponent("Contents/document.wflow"), true)
    }

    /// The file or bundle name without its extension.
    static func stem(_ path: String) -> String {
        var trimmed = path
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        return ((trimmed as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
