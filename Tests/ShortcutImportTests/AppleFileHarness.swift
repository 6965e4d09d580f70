import AppleFormats
import Foundation
import XCTest

@testable import ShortcutCLI

/// Minimal Apple shortcut files built from Apple's format (research/shortcuts-format.md), written
/// to a temporary folder and driven through `shortcut` in-process, as a user would.
class AppleFileTestCase: IsolatedTestCase {
    /// The folder this test writes its files in; removed after the test.
    var folder: URL!

    override func setUp() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-apple-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// One action dictionary: `is.workflow.actions.` + `identifier` and its parameters.
    func action(_ identifier: String, _ parameters: [String: PropertyList] = [:]) -> PropertyList {
        let full =
            identifier.contains(".actions.") || identifier.contains("com.") ? identifier : "is.workflow.actions." + identifier
        return .dictionary(
            PlistDictionary([
                (key: "WFWorkflowActionIdentifier", value: .string(full)),
                (
                    key: "WFWorkflowActionParameters",
                    value: .dictionary(
                        PlistDictionary(parameters.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }))
                ),
            ]))
    }

    /// A named variable (the attachment dictionary).
    func variable(_ name: String) -> PropertyList { ["Type": "Variable", "VariableName": .string(name)] }

    /// An action's output, a magic variable (the attachment dictionary).
    func output(_ uuid: String, _ name: String) -> PropertyList {
        ["Type": "ActionOutput", "OutputUUID": .string(uuid), "OutputName": .string(name)]
    }

    /// An attachment as a parameter of its own (`WFTextTokenAttachment`).
    func attached(_ attachment: PropertyList) -> PropertyList {
        ["Value": attachment, "WFSerializationType": "WFTextTokenAttachment"]
    }

    /// Text with one attachment at the object replacement character.
    func text(_ before: String, _ attachment: PropertyList, _ after: String = "") -> PropertyList {
        let location = before.utf16.count
        return [
            "Value": [
                "string": .string(before + "\u{FFFC}" + after),
                "attachmentsByRange": .dictionary(PlistDictionary([(key: "{\(location), 1}", value: attachment)])),
            ],
            "WFSerializationType": "WFTextTokenString",
        ]
    }

    /// An If's `WFInput`: the `{Type: Variable, Variable: …}` wrapper modern files write.
    func ifInput(_ attachment: PropertyList) -> PropertyList { ["Type": "Variable", "Variable": attached(attachment)] }

    /// Writes a shortcut of `actions` (XML plist; `root` adds top-level keys); returns its path.
    func shortcut(_ name: String, _ actions: [PropertyList], root: [String: PropertyList] = [:]) throws -> String {
        var top = PlistDictionary([(key: "WFWorkflowActions", value: .array(actions))])
        for (key, value) in root.sorted(by: { $0.key < $1.key }) { top[key] = value }
        let path = folder.appendingPathComponent(name).path
        XCTAssertTrue(
            FileManager.default.createFile(atPath: path, contents: try PropertyList.dictionary(top).serialized(as: .xml)))
        return path
    }

    /// Runs `shortcut ARGUMENTS`; the exit code and both streams, with the folder's path shortened to `$DIR`.
    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let console = Console.captured(input: Data())
        let code = ShortcutCLI.main(arguments, console: console)
        let shorten = { (text: String) in text.replacingOccurrences(of: self.folder.path + "/", with: "") }
        return (code, shorten(console.outputText), shorten(console.errorText))
    }
}
