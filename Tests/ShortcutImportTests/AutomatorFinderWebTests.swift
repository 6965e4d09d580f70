import AppleFormats
import Foundation
import XCTest

@testable import ShortcutImport

/// Issue 24 item 8: Automator actions by what their bundles declare. Each newly mapped action is
/// imported from a minimal bundle and run (exact output); the ones declared unsupported keep their
/// reason; a parameter key no table knows is a warning and the action still runs.
final class AutomatorFinderWebTests: AppleFileTestCase {
    /// A `Name.workflow` bundle of `steps` (bundle identifier or nil, bundle path, parameters); its path.
    func bundle(_ name: String, _ steps: [(String?, String, PropertyList)]) throws -> String {
        let contents = folder.appendingPathComponent(name + ".workflow/Contents")
        try FileManager.default.createDirectory(at: contents, withIntermediateDirectories: true)
        let actions: [PropertyList] = steps.map { step in
            var action: [(key: String, value: PropertyList)] = [
                ("ActionName", .string(step.1)), ("ActionParameters", step.2),
                ("ActionBundlePath", .string("/System/Library/Automator/" + step.1)),
            ]
            if let identifier = step.0 { action.append(("BundleIdentifier", .string(identifier))) }
            return ["action": .dictionary(PlistDictionary(action))]
        }
        let document: PropertyList = ["AMApplicationBuild": "1", "actions": .array(actions)]
        XCTAssertTrue(
            FileManager.default.createFile(
                atPath: contents.appendingPathComponent("document.wflow").path, contents: try document.serialized(as: .xml)))
        return folder.appendingPathComponent(name + ".workflow").path
    }

    /// `bundle` imported to `name.json`: its path and the import report.
    func imported(_ bundle: String, _ name: String) throws -> (path: String, report: String, text: String) {
        let output = folder.appendingPathComponent(name + ".json").path
        let result = run(["import", bundle, "-o", output])
        XCTAssertEqual(result.code, 0, result.err)
        return (output, result.err, try String(contentsOfFile: output, encoding: .utf8))
    }

    func testRevealFinderItemsOpensEachFolderBehindAllowOpen() throws {
        let photos = folder.appendingPathComponent("photos").path
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        for file in ["a.jpg", "b.jpg"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: photos + "/" + file, contents: Data("x".utf8)))
        }
        let path = try bundle(
            "Reveal",
            [
                (
                    "com.apple.Automator.SpecifiedFiles", "Get Specified Finder Items.action",
                    ["fileNames": [.string(photos + "/a.jpg"), .string(photos + "/b.jpg")]]
                ),
                ("com.apple.Automator.RevealFinderItems", "Reveal Finder Items.action", [:]),
            ])
        let (output, report, text) = try imported(path, "reveal")
        XCTAssertEqual(report, "Reveal.workflow: Automator workflow (XML plist)\n  2 actions: 2 mapped, 0 kept unsupported\n")
        XCTAssertTrue(text.contains(#"{"action": "files.open", "parameters": {"reveal": true}}"#), text)
        let result = run(["run", output, "--no-input", "--allow-path", folder.path])
        XCTAssertEqual(result.code, 0, result.err)
        // Paths are shown relative to the current folder (the test's folder).
        XCTAssertEqual(result.err, "open: photos (not opened; pass --allow-open to open it)\n")
        XCTAssertEqual(result.out, "photos/a.jpg\nphotos/b.jpg\n")
    }

    func testGetSpecifiedURLsGivesTheTickedURLs() throws {
        let list: PropertyList = [
            [true, "Example", "https://example.com/a"], [false, "Skipped", "https://example.com/b"],
            [true, "Other", "https://example.org/"],
        ]
        let path = try bundle("URLs", [("com.apple.Automator.URLList", "Get Specified URLs.action", ["URLlist": list])])
        let (output, _, text) = try imported(path, "urls")
        XCTAssertTrue(
            text.contains(#"{"action": "url", "parameters": {"url": ["https://example.com/a", "https://example.org/"]}}"#), text)
        let result = run(["run", output, "--no-input"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, "https://example.com/a\nhttps://example.org/\n")
    }

    func testSpeakTextByItsBundleFileSpeaksTheInputAndWarnsOfAnUnknownKey() throws {
        let path = try bundle(
            "Speak",
            [
                ("com.apple.GetSpecifiedText", "Get Specified Text.action", ["enteredText": "Hello there"]),
                (nil, "Speak Text.action", ["voice": "Alex"]),
            ])
        let (output, report, text) = try imported(path, "speak")
        XCTAssertEqual(
            report,
            """
            Speak.workflow: Automator workflow (XML plist)
              2 actions: 2 mapped, 0 kept unsupported
              warning: action 2 /System/Library/Automator/SpeakText.action: parameter 'voice' is not known here and is ignored

            """)
        XCTAssertTrue(text.contains(#"{"action": "speaktext"}"#), text)
        let result = run(["run", output, "--no-input"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, "Hello there\n")
    }

    func testViewWithQuickLookPreviewsTheInputAndPassesItOn() throws {
        let path = try bundle(
            "Look",
            [
                ("com.apple.GetSpecifiedText", "Get Specified Text.action", ["enteredText": "Look at me"]),
                ("com.NyhthawkProductions.Automator.ViewWithQuickLook", "View with Quick Look.action", [:]),
            ])
        let (output, report, text) = try imported(path, "look")
        XCTAssertEqual(report, "Look.workflow: Automator workflow (XML plist)\n  2 actions: 2 mapped, 0 kept unsupported\n")
        XCTAssertTrue(text.contains(#"{"action": "previewdocument"}"#), text)
        let result = run(["run", output, "--no-input"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, "Look at me\n")
        XCTAssertEqual(result.err, "quick look: Look at me\n")
    }

    func testActionsThatNeedAppleKeepTheirReason() throws {
        let path = try bundle(
            "Apple",
            [
                ("com.apple.Automator.TextToAudioFile", "Text to Audio File.action", ["fileName": "a"]),
                ("com.apple.AddFinderComments", "Set Spotlight Comments for Finder Items.action", ["textToAdd": "x"]),
                (nil, "Change Case of Text.action", [:]),
                ("com.apple.Automator.Quit_Application", "Quit Application.action", ["application": "/Applications/Safari.app"]),
            ])
        let (_, report, text) = try imported(path, "apple")
        XCTAssertTrue(report.contains("4 actions: 0 mapped, 4 kept unsupported"), report)
        for reason in [
            "Automator action Text to Audio File.action: will map to nothing: an audio file of spoken text needs a speech synthesizer, which this engine has not",
            "Automator action Set Spotlight Comments for Finder Items.action: will map to nothing: a Spotlight comment is Finder metadata (an extended attribute only Finder and Spotlight read), which nothing here shows",
            "Automator action Change Case of Text.action: will map to text.changecase (which case: its keys are unknown)",
            "Automator action Quit Application.action: will map to nothing: it quits a Mac application",
        ] {
            XCTAssertTrue(text.contains(reason), reason + "\n" + text)
        }
    }
}
