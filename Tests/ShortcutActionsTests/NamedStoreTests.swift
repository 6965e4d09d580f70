import Foundation
import StoreFiles
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Named stores (the store actions' `store` parameter): each its own document beside the
/// persistent store, so an app's variables (Toolbox Pro's, Gizmo Pack's) and Data Jar's values
/// of the same name are two values; Clear Store empties one store and no other.
final class NamedStoreTests: IsolatedTestCase {
    var folder = ""
    var path: String { folder + "/store.json" }

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "named-store-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    func run(_ actions: String) throws -> Value { try QuietStoreHost.run(actions, store: path) }

    func error(_ actions: String) -> String {
        do { _ = try run(actions); return "no error" } catch { return "\(error)" }
    }

    func testTheSameKeyInTwoStoresIsTwoValues() throws {
        _ = try run(#"{"action": "store.set", "parameters": {"path": "count", "value": 1}}"#)
        _ = try run(#"{"action": "store.set", "parameters": {"path": "count", "value": 2, "store": "Toolbox Pro"}}"#)
        _ = try run(#"{"action": "store.set", "parameters": {"path": "count", "value": 3, "store": "Gizmo Pack"}}"#)
        XCTAssertEqual(try run(#"{"action": "store.get", "parameters": {"path": "count"}}"#), 1)
        XCTAssertEqual(try run(#"{"action": "store.get", "parameters": {"path": "count", "store": "Toolbox Pro"}}"#), 2)
        XCTAssertEqual(try run(#"{"action": "store.get", "parameters": {"path": "count", "store": "Gizmo Pack"}}"#), 3)
        // Case, spaces, hyphens and underscores do not tell names apart: one file each.
        XCTAssertEqual(try run(#"{"action": "store.get", "parameters": {"path": "count", "store": "toolbox_pro"}}"#), 2)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertEqual(files, ["store.gizmo-pack.json", "store.json", "store.toolbox-pro.json"])
    }

    func testEveryStoreActionReadsTheStoreItIsGiven() throws {
        let named = #""store": "Toolbox Pro""#
        _ = try run(#"{"action": "store.insert", "parameters": {"path": "list", "value": "a", \#(named)}}"#)
        _ = try run(#"{"action": "store.appendtext", "parameters": {"path": "note", "text": "hi", \#(named)}}"#)
        _ = try run(#"{"action": "store.exists", "parameters": {"path": "made", "create": true, "value": 1, \#(named)}}"#)
        XCTAssertEqual(try run(#"{"action": "store.keys", "parameters": {\#(named)}}"#), ["list", "note", "made"])
        XCTAssertEqual(try run(#"{"action": "store.count", "parameters": {"path": "list", \#(named)}}"#), 1)
        XCTAssertEqual(try run(#"{"action": "store.type", "parameters": {"path": "note", \#(named)}}"#), "Text")
        XCTAssertEqual(try run(#"{"action": "store.exists", "parameters": {"path": "made", \#(named)}}"#), true)
        XCTAssertEqual(try run(#"{"action": "store.remove", "parameters": {"path": "made", \#(named)}}"#), 1)
        XCTAssertEqual(try run(#"{"action": "store.keys"}"#), [])
    }

    func testClearStoreEmptiesOneStoreAndGivesWhatItHeld() throws {
        _ = try run(#"{"action": "store.set", "parameters": {"path": "kept", "value": "yes"}}"#)
        _ = try run(#"{"action": "store.set", "parameters": {"path": "a.b", "value": 1, "store": "Toolbox Pro"}}"#)
        XCTAssertEqual(
            try run(#"{"action": "store.clear", "parameters": {"store": "Toolbox Pro"}}"#), ["a": ["b": 1]] as Value)
        XCTAssertEqual(try run(#"{"action": "store.keys", "parameters": {"store": "Toolbox Pro"}}"#), [])
        XCTAssertEqual(try run(#"{"action": "store.get", "parameters": {"path": "kept"}}"#), "yes")
        // The version before the clear is kept beside it; an empty store is left as it is.
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/store.toolbox-pro.json.bak"))
        XCTAssertEqual(try run(#"{"action": "store.clear", "parameters": {"store": "Toolbox Pro"}}"#), [:] as Value)
        XCTAssertEqual(try run(#"{"action": "store.clear", "parameters": {"store": "Never Used"}}"#), [:] as Value)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/store.never-used.json"))
        XCTAssertEqual(try run(#"{"action": "store.clear"}"#), ["kept": "yes"] as Value)
        XCTAssertEqual(try run(#"{"action": "store.get"}"#), [:] as Value)
    }

    func testANameOutsideTheRuleIsRefusedByName() {
        let hint =
            "hint: a store's name is 1 to 64 letters a to z, digits, spaces, hyphens or underscores, with a letter or digit among them; leave it empty for the persistent store"
        XCTAssertEqual(
            error(#"{"action": "store.get", "parameters": {"path": "a", "store": "../elsewhere"}}"#),
            "t.json:1:89: error: action 1 'Get Stored Value' (store.get), parameter 'store': '../elsewhere' cannot name a store\n"
                + hint)
        XCTAssertEqual(
            error(#"{"action": "store.clear", "parameters": {"store": " - "}}"#),
            "t.json:1:78: error: action 1 'Clear Store' (store.clear), parameter 'store': ' - ' cannot name a store\n" + hint)
    }

    func testStoreNamesBecomeFileNames() {
        let cases: [(String, String?)] = [
            ("Toolbox Pro", "toolbox-pro"), ("Gizmo Pack", "gizmo-pack"), ("toolbox_pro", "toolbox-pro"),
            ("  A  b--C_ ", "a-b-c"), ("2026", "2026"), (String(repeating: "x", count: 64), String(repeating: "x", count: 64)),
            (String(repeating: "x", count: 65), nil), ("", nil), ("---", nil), ("café", nil), ("a/b", nil), ("a.b", nil),
        ]
        for (name, expected) in cases {
            XCTAssertEqual(StoreNames.fileName(of: name), expected, name)
        }
    }
}
