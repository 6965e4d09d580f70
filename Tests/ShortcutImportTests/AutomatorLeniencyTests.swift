import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Automator bundles the structural campaign (`StructuralAutomatorFuzzTests`) found failing the
/// import: a value that is none of the target action's choices (an emptied shell or image type)
/// now keeps the action unsupported with its reason, and an emptied bundle identifier is an
/// unknown action; the import writes a document `check` accepts. An interpreter installed
/// elsewhere is the same interpreter.
final class AutomatorLeniencyTests: IsolatedTestCase {
    func step(_ bundle: String, _ parameters: PlistDictionary) -> PropertyList {
        let action = PlistDictionary([
            (key: "BundleIdentifier", value: .string(bundle)), (key: "ActionName", value: "x"),
            (key: "ActionParameters", value: .dictionary(parameters)),
        ])
        return ["action": .dictionary(action)]
    }

    /// The import of `steps`, which must pass the check `shortcut import` and `run` make.
    func imported(_ steps: [PropertyList]) throws -> ImportResult {
        let document: PropertyList = ["AMApplicationBuild": "1", "actions": .array(steps)]
        let result = try Importer.importData(
            try document.serialized(as: .xml), name: "A", file: "a.wflow", registry: Corpus.registry)
        _ = try Compiler.compile(result.document, registry: Corpus.registry, file: "a.wflow")
        return result
    }

    func shell(_ path: String) -> PropertyList {
        step(
            "com.apple.RunShellScript",
            PlistDictionary([("COMMAND_STRING", .string("echo hi")), ("shell", .string(path)), ("inputMethod", .integer(0))]))
    }

    func testAShellTheEngineDoesNotRunKeepsTheActionUnsupported() throws {
        let values = "zsh, bash, sh, dash, ksh, csh, tcsh, python3, python, perl, ruby, swift"
        for path in ["/opt/homebrew/bin/fish", "", "text"] {
            let result = try imported([shell(path)])
            let refusal = "its shell '\(path)' is none of Run Shell Script's values (\(values)), so it is kept unsupported"
            XCTAssertEqual(result.document.actions.first?.unsupported?.reason, "Automator action x: " + refusal)
            XCTAssertEqual(result.report.warnings, ["action 1 com.apple.RunShellScript: " + refusal])
            XCTAssertEqual(result.report.mapped, 0)
        }
    }

    func testAnInterpreterInstalledElsewhereIsTheSameInterpreter() throws {
        for (path, name) in [("/opt/homebrew/bin/bash", "bash"), ("/usr/local/bin/python3", "python3"), ("bin/zsh", "zsh")] {
            let result = try imported([shell(path)])
            XCTAssertEqual(result.document.actions.first?.identifier, "runshellscript")
            let choices = try XCTUnwrap(Corpus.registry.action(for: "runshellscript")?.definition.parameter("shell")?.choices)
            XCTAssertEqual(choices.canonical(path), name)
        }
        let choices = try XCTUnwrap(Corpus.registry.action(for: "runshellscript")?.definition.parameter("shell")?.choices)
        XCTAssertNil(choices.canonical("/usr/local/bin/fish"))
        XCTAssertNil(choices.canonical("bash/"), "a path ending in a slash names no interpreter")
    }

    func testAnEmptiedImageTypeKeepsConvertImageUnsupported() throws {
        let result = try imported([step("com.apple.Automator.ChangeImageType", PlistDictionary([("imageType", .string(""))]))])
        XCTAssertEqual(
            result.document.actions.first?.unsupported?.reason,
            "Automator action x: its format '' is none of Convert Image's values (JPEG, PNG, TIFF, GIF, BMP, PDF, HEIF, JPEG-2000, Match Input), so it is kept unsupported"
        )
    }

    func testAnEmptiedBundleIdentifierIsAnUnknownAction() throws {
        for written in ["", "_ "] {
            let result = try imported([step(written, PlistDictionary([("x", .integer(1))]))])
            XCTAssertEqual(result.document.actions.first?.identifier, "unknown")
            XCTAssertEqual(
                result.document.actions.first?.unsupported?.reason, "Automator action x: will map to no engine action yet")
        }
    }
}
