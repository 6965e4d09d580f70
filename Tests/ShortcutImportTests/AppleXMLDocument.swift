import Foundation

@testable import ShortcutImport

/// Minimal `.shortcut` documents in Apple's XML form, written as text: each action's parameters
/// are the XML of their keys and values, as Apple's editor writes them.
enum AppleXMLDocument {
    /// An XML `.shortcut` of `actions` (each `<dict>…</dict>` of one action).
    static func document(_ actions: [String]) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>WFWorkflowActions</key><array>
            \(actions.joined(separator: "\n"))
            </array></dict></plist>
            """.utf8)
    }

    /// One action: its identifier (after `is.workflow.actions.`) and the XML of its parameters.
    static func action(_ identifier: String, _ parameters: String = "") -> String {
        "<dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.\(identifier)</string><key>WFWorkflowActionParameters</key><dict>\(parameters)</dict></dict>"
    }

    /// The imported document's actions as `Probe.written` writes them.
    static func imported(_ actions: [String], name: String) throws -> [String] {
        Probe.written(
            try Importer.importData(
                document(actions), name: name, file: name.lowercased() + ".shortcut", registry: Corpus.registry))
    }
}
