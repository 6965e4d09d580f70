import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Automator's PDF actions map onto the PDF actions (PDFAutomatorMappings).
final class AutomatorPDFTests: IsolatedTestCase {
    func step(_ bundle: String, _ parameters: PropertyList = [:], bundlePath: String? = nil) -> PropertyList {
        var action = PlistDictionary([
            (key: "BundleIdentifier", value: .string(bundle)), (key: "ActionName", value: "x"),
            (key: "ActionParameters", value: parameters),
        ])
        if let bundlePath { action["ActionBundlePath"] = .string(bundlePath) }
        return ["action": .dictionary(action)]
    }

    func testThePDFActionsMap() throws {
        let document: PropertyList = [
            "AMApplicationBuild": "1",
            "actions": .array([
                step("com.apple.action.joinpdf", ["joinTag": 1]),
                step("com.apple.Automator.NewPDFfromImages", ["outputName": "Scans"]),
                step("com.apple.Automator.ExtractPDFText", ["outputDirectory": "~/Desktop"]),
                step("com.apple.Automator.SplitPDF"),
                step("com.apple.action.imagepdf", ["imageFormat": "public.jpeg"]),
                step("org.example.EncryptPDF", bundlePath: "System/Library/Automator/Encrypt PDF Documents.action"),
            ]),
        ]
        let result = try Importer.importData(
            try document.serialized(as: .xml), name: "A", file: "a.wflow", registry: Corpus.registry)
        XCTAssertEqual(
            result.document.actions.map { DocumentWriter.compact(DocumentWriter.json($0)) },
            [
                #"{"action": "makepdf", "parameters": {"mergeBehavior": "Shuffle"}}"#,
                #"{"action": "makepdf"}"#,
                #"{"action": "gettextfrompdf"}"#,
                #"{"action": "splitpdf"}"#,
                #"{"action": "makeimagefrompdfpage"}"#,
                #"{"action": "pdf.encrypt"}"#,
            ])
    }
}
