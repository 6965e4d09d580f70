import Foundation
import XCTest

@testable import ShortcutCLI

/// `shortcut store`, `--store` and `--log`, end to end.
final class StoreCommandTests: CLITestCase {
    var store: String { folder.appendingPathComponent("data/store.json").path }

    func testSetGetListRemoveByKeyPath() {
        XCTAssertEqual(run(["store", "set", "people.ada.job", "maths", "--store", store]).code, 0)
        XCTAssertEqual(run(["store", "set", "people.ada.born", "1815", "--store", store]).code, 0)
        XCTAssertEqual(run(["store", "get", "people.ada.born", "--store", store]).out, "1815\n")
        XCTAssertEqual(
            run(["store", "get", "people", "--store", store]).out,
            "{\n  \"ada\": {\n    \"job\": \"maths\",\n    \"born\": 1815\n  }\n}\n")
        XCTAssertEqual(run(["store", "list", "people.ada", "--store", store]).out, "job\nborn\n")
        XCTAssertEqual(run(["store", "remove", "people.ada.job", "--store", store]).code, 0)
        XCTAssertEqual(run(["store", "list", "people.ada", "--store", store]).out, "born\n")
    }

    /// `--in NAME` reads and changes a named store beside the persistent store (an app's own, as
    /// imported Toolbox Pro Global Variables use); `clear` empties one store.
    func testNamedStoresAndClear() {
        XCTAssertEqual(run(["store", "set", "PILL", "taken", "--store", store, "--in", "Toolbox Pro"]).code, 0)
        XCTAssertEqual(run(["store", "set", "PILL", "Data Jar's", "--store", store]).code, 0)
        XCTAssertEqual(run(["store", "get", "PILL", "--in", "Toolbox Pro", "--store", store]).out, "taken\n")
        XCTAssertEqual(
            run(["store", "list", "--store", store.replacingOccurrences(of: ".json", with: ".toolbox-pro.json")]).out, "PILL\n")
        XCTAssertEqual(run(["store", "clear", "--in", "Toolbox Pro", "--store", store]).out, "")
        XCTAssertEqual(run(["store", "list", "--in", "Toolbox Pro", "--store", store]).out, "")
        XCTAssertEqual(run(["store", "get", "PILL", "--store", store]).out, "Data Jar's\n")
        let bad = run(["store", "get", "PILL", "--in", "a/b", "--store", store])
        XCTAssertEqual(bad.code, 64)
        XCTAssertEqual(
            bad.err,
            "error: --in: 'a/b' cannot name a store\nhint: a store's name is 1 to 64 letters a to z, digits, spaces, hyphens or underscores, with a letter or digit among them; leave it empty for the persistent store\nusage: shortcut store get|set|remove|list|clear [KEYPATH] [VALUE] [--store PATH] [--in NAME]\n"
        )
        let extra = run(["store", "clear", "PILL", "--store", store])
        XCTAssertEqual(extra.code, 64)
        XCTAssertTrue(
            extra.err.hasPrefix(
                "error: store takes get [KEYPATH], set KEYPATH VALUE, remove KEYPATH, list [KEYPATH] or clear, got 'clear PILL'\n"
            ), extra.err)
    }

    /// `store get` alone prints the whole store; a missing key is exit 66 naming it (issue 25, item 7);
    /// an empty key path is refused for set and get (issue 26, item 8): `set ""` replaced the whole store.
    func testGetAloneMissingKeysAndEmptyKeyPaths() {
        XCTAssertEqual(run(["store", "set", "a.b", "1", "--store", store]).code, 0)
        let whole = run(["store", "get", "--store", store])
        XCTAssertEqual(whole.code, 0)
        XCTAssertEqual(whole.out, "{\n  \"a\": {\n    \"b\": 1\n  }\n}\n")
        let missing = run(["store", "get", "a.c", "--store", store])
        XCTAssertEqual(missing.code, 66)
        XCTAssertEqual(missing.out, "")
        XCTAssertEqual(
            missing.err,
            "error: the store has no value at 'a.c'\nhint: `shortcut store get` prints the whole store; `shortcut store list` its keys\n"
        )
        let emptySet = run(["store", "set", "", "x", "--store", store])
        XCTAssertEqual(emptySet.code, 64)
        XCTAssertEqual(
            emptySet.err,
            "error: store set needs a key path, got an empty one\nhint: give a key path (a.b.c); an empty key is not a key\nusage: shortcut store get|set|remove|list|clear [KEYPATH] [VALUE] [--store PATH] [--in NAME]\n"
        )
        let emptyGet = run(["store", "get", "", "--store", store])
        XCTAssertEqual(emptyGet.code, 64)
        XCTAssertEqual(emptyGet.out, "")
        XCTAssertEqual(
            emptyGet.err,
            "error: store get needs a key path, got an empty one\nhint: give a key path (a.b.c); `shortcut store get` with none prints the whole store\nusage: shortcut store get|set|remove|list|clear [KEYPATH] [VALUE] [--store PATH] [--in NAME]\n"
        )
        // Nothing was written by the refused set: the store is as it was.
        XCTAssertEqual(run(["store", "get", "--store", store]).out, whole.out)
    }

    func testAWorkflowSeesWhatTheCommandStored() {
        _ = run(["store", "set", "greeting", "hello", "--store", store])
        let path = write("w.json", #"{"version": 1, "actions": [{"action": "store.get", "parameters": {"path": "greeting"}}]}"#)
        XCTAssertEqual(run(["run", path, "--store", store]).out, "hello\n")
    }

    func testUsageMistakesAndACorruptStoreAreReportedInFull() {
        let wrong = run(["store", "set", "only-a-path"])
        XCTAssertEqual(wrong.code, 64)
        XCTAssertEqual(
            wrong.err,
            "error: store takes get [KEYPATH], set KEYPATH VALUE, remove KEYPATH, list [KEYPATH] or clear, got 'set only-a-path'\nusage: shortcut store get|set|remove|list|clear [KEYPATH] [VALUE] [--store PATH] [--in NAME]\n"
        )
        XCTAssertEqual(
            run(["store"]).err,
            "error: store needs a verb: get, set, remove, list or clear\nusage: shortcut store get|set|remove|list|clear [KEYPATH] [VALUE] [--store PATH] [--in NAME]\n"
        )
        let corrupt = write("bad.json", "not json")
        let result = run(["store", "get", "a", "--store", corrupt])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "error: action 1 'Get Stored Value' (store.get): the store \(corrupt) is not a store document: unexpected 'n', expected a value at line 1, column 1\nhint: it was left as it is and nothing was written; repair it, or move it away to start afresh (the version before the last change is kept in \(corrupt).bak)\n"
        )
    }

    func testLogGoesToStandardErrorOrTheLogFile() {
        let path = write(
            "w.json", #"{"version": 1, "actions": [{"action": "console.log", "parameters": {"message": "hi", "tag": "t"}}]}"#)
        XCTAssertEqual(run(["run", path]).err, "[t] hi\n")
        let log = folder.appendingPathComponent("run.log").path
        XCTAssertEqual(run(["run", path, "--log", log]).err, "")
        _ = run(["run", path, "--log", log])
        XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8), "[t] hi\n[t] hi\n")
        let failed = run(["run", path, "--log", "/no/such/folder/run.log"])
        XCTAssertEqual(failed.code, 73)
        XCTAssertEqual(
            failed.err,
            "\(path):1:39: error: action 1 'Log Message' (console.log): cannot write the log file '/no/such/folder/run.log'\nhint: check the --log path: its folder must exist and be writable\n"
        )
    }
}
