import Foundation
import XCTest

/// Issue 11 (campaign family "Base64 Encode … is outside the folders file actions may touch", 49
/// public files): bytes Base64 Decode turns into a file are saved in the engine's own download
/// folder, which a headless run with `--allow-path` and no network may use, as Apple hands the
/// decoded file on.
final class DecodedBytesHeadlessTests: CLITestCase {
    func testDecodedBinaryBytesBecomeAFileWithoutTheNetwork() {
        // "iVBORw0KGgo=" is the PNG signature: bytes that are no text.
        let document = write(
            "decode.json",
            #"{"format": "shortcut-engine-workflow", "version": 1, "name": "decode", "actions": [{"action": "gettext", "parameters": {"text": "iVBORw0KGgo="}}, {"action": "base64encode", "parameters": {"mode": "Decode"}}, {"action": "getitemname"}]}"#
        )
        let result = run(["run", document, "--allow-path", folder.path, "--no-input"])
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.out.hasPrefix("Base64 Decoded"), result.out)
    }
}
