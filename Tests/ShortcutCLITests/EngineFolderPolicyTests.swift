import Foundation
import XCTest

/// Issue 11 (campaign family "Base64 Encode … is outside the folders file actions may touch": 88
/// public files stopped there headless): the engine's own download folder, where decoded bytes
/// become a file, is part of the file policy with or without the network
/// (`PathPolicy.engineFolders`), and refusals still name only the user's folders.
final class EngineFolderPolicyTests: CLITestCase {
    func testADecodedFileIsSavedHeadlessWithoutTheNetwork() throws {
        // "iVBORw0KGgo=" is the PNG signature: bytes that are no text, so Base64 Decode makes a file.
        let document = write(
            "decode.json",
            #"{"format": "shortcut-engine-workflow", "version": 1, "name": "decode", "actions": [{"action": "gettext", "parameters": {"text": "iVBORw0KGgo="}}, {"action": "base64encode", "parameters": {"mode": "Decode"}}, {"action": "documentpicker.save", "parameters": {"path": "\#(folder.path)/out.png"}}, {"action": "getitemname"}]}"#
        )
        let result = run([
            "run", document, "--allow-path", folder.path, "--no-input", "--journal-dir",
            folder.appendingPathComponent("journal").path,
        ])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, "out.png\n")
        let saved = try Data(contentsOf: folder.appendingPathComponent("out.png"))
        XCTAssertEqual(Array(saved), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    func testTheUserStillCannotReadOtherPathsAndTheRefusalNamesOnlyTheirFolders() {
        let document = write(
            "read.json",
            #"{"format": "shortcut-engine-workflow", "version": 1, "name": "read", "actions": [{"action": "file", "parameters": {"file": "/etc/hostname"}}]}"#
        )
        let result = run(["run", document, "--allow-path", folder.path, "--no-input"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            """
            \(document):1:124: error: action 1 'File' (file), parameter 'file': '/etc/hostname' is outside the folders file actions may touch; allowed: '\(folder.path)'
            hint: pass --allow-path /etc to allow it

            """)
    }
}
