import AppleFormats
import Foundation

extension Importer {
    /// The workflow name an import of `path` would give (`WFWorkflowName`, else the file or
    /// bundle name), read without mapping a single action: a library name lookup reads every
    /// file of its folders, and a full import of each made a lookup in a folder of 1,400
    /// shortcuts take half a minute. Nil when the bytes are no shortcut or Automator document
    /// (what an import would refuse as a container).
    public static func workflowName(atPath path: String) -> String? {
        guard let (file, _) = documentFile(at: path), let data = FileManager.default.contents(atPath: file),
            let plist = try? ShortcutContainer.extractPlist(from: data).plist
        else { return nil }
        if let actions = plist["WFWorkflowActions"] {
            return actions.array == nil ? nil : plist["WFWorkflowName"]?.string ?? stem(path)
        }
        return plist["actions"] != nil ? stem(path) : nil
    }
}
