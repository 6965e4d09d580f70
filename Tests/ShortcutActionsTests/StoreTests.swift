import Foundation
import SafeFiles
import ShortcutActions
import StoreFiles
import XCTest

@testable import ShortcutEngine

/// A quiet host with a persistent store in a file.
final class StoreHost: ValueStoreHost {
    let valueStore: any ValueStore
    init(path: String, maximumBytes: Int = StoreFile.defaultMaximumBytes) {
        valueStore = FileValueStore(path: path, maximumBytes: maximumBytes)
    }
}

/// A `QuietHost` that is also a `ValueStoreHost`.
final class QuietStoreHost: QuietHost, ValueStoreHost {
    let valueStore: any ValueStore
    init(path: String, maximumBytes: Int = StoreFile.defaultMaximumBytes) {
        valueStore = FileValueStore(path: path, maximumBytes: maximumBytes)
    }
}

extension QuietStoreHost {
    /// Runs a workflow of `actions` (JSON text) against the store at `path`; the output.
    static func run(_ actions: String, store path: String, maximumBytes: Int = StoreFile.defaultMaximumBytes) throws
        -> Value
    {
        let json = "{\"version\": 1, \"actions\": [\(actions)]}"
        let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
        let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
        let host = QuietStoreHost(path: path, maximumBytes: maximumBytes)
        return try Runner(registry: BuiltinActions.registry, host: host).run(program).output
    }
}

final class StoreTests: IsolatedTestCase {
    var folder = ""
    var path: String { folder + "/store.json" }

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "store-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    /// Runs a workflow of `actions` (JSON text) against the store; the output.
    func run(_ actions: String, maximumBytes: Int = StoreFile.defaultMaximumBytes) throws -> Value {
        try QuietStoreHost.run(actions, store: path, maximumBytes: maximumBytes)
    }

    func error(_ actions: String, maximumBytes: Int = StoreFile.defaultMaximumBytes) -> String {
        do { _ = try run(actions, maximumBytes: maximumBytes); return "no error" } catch { return "\(error)" }
    }

    func testSetGetInsertCountKeysRemoveByKeyPath() throws {
        _ = try run(#"{"action": "store.set", "parameters": {"path": "people.ada.job", "value": "maths"}}"#)
        XCTAssertEqual(try run(#"{"action": "store.get", "parameters": {"path": "people.ada.job"}}"#), "maths")
        _ = try run(#"{"action": "store.insert", "parameters": {"path": "things", "value": "b"}}"#)
        _ = try run(#"{"action": "store.insert", "parameters": {"path": "things", "value": "a", "position": "beginning"}}"#)
        XCTAssertEqual(try run(#"{"action": "store.get", "parameters": {"path": "things"}}"#), ["a", "b"])
        XCTAssertEqual(try run(#"{"action": "store.get", "parameters": {"path": "things.-1"}}"#), "b")
        XCTAssertEqual(try run(#"{"action": "store.count", "parameters": {"path": "things"}}"#), 2)
        XCTAssertEqual(try run(#"{"action": "store.count", "parameters": {"path": "nowhere"}}"#), 0)
        XCTAssertEqual(try run(#"{"action": "store.keys"}"#), ["people", "things"])
        XCTAssertEqual(try run(#"{"action": "store.remove", "parameters": {"path": "things.1"}}"#), "a")
        XCTAssertEqual(try run(#"{"action": "store.get", "parameters": {"path": "things"}}"#), ["b"])
        XCTAssertEqual(try run(#"{"action": "store.remove", "parameters": {"path": "nothing.here"}}"#), .nothing)
        // The values outlived each run: they are in the file.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains("\"maths\""), text)
    }

    func testRemoveLeavesListsAndDictionariesWhenAskedAndFailsOnNothingWhenAsked() throws {
        _ = try run(#"{"action": "store.set", "parameters": {"path": "box", "value": {"a": 1}}}"#)
        XCTAssertEqual(
            error(#"{"action": "store.remove", "parameters": {"path": "box", "allow": "Except Lists and Dictionaries"}}"#),
            "t.json:1:94: error: action 1 'Remove Stored Value' (store.remove), parameter 'allow': the store's value at 'box' is a dictionary, and removing lists and dictionaries is not allowed\nhint: set allow to Always to remove it, or give the key path of one of its items"
        )
        XCTAssertEqual(
            try run(#"{"action": "store.remove", "parameters": {"path": "box.a", "allow": "Except Lists and Dictionaries"}}"#), 1)
        XCTAssertEqual(
            error(#"{"action": "store.remove", "parameters": {"path": "gone", "failIfMissing": true}}"#),
            "t.json:1:78: error: action 1 'Remove Stored Value' (store.remove), parameter 'path': the store has no value at 'gone'\nhint: set a value there first, or turn off failing when the value is missing"
        )
        XCTAssertEqual(
            error(#"{"action": "store.keys", "parameters": {"path": "gone", "failIfMissing": true}}"#),
            "t.json:1:76: error: action 1 'Get Stored Keys' (store.keys), parameter 'path': the store has no value at 'gone'\nhint: set a value there first, or turn off failing when the value is missing"
        )
        XCTAssertEqual(try run(#"{"action": "store.keys", "parameters": {"path": "gone"}}"#), [])
    }

    func testAddToStoredTextJoinsAtEitherEnd() throws {
        XCTAssertEqual(try run(#"{"action": "store.appendtext", "parameters": {"path": "log", "text": "one"}}"#), "one")
        XCTAssertEqual(
            try run(#"{"action": "store.appendtext", "parameters": {"path": "log", "text": "two", "newLine": true}}"#),
            "one\ntwo")
        XCTAssertEqual(
            try run(#"{"action": "store.appendtext", "parameters": {"path": "log", "text": "zero ", "position": "Beginning"}}"#),
            "zero one\ntwo")
        _ = try run(#"{"action": "store.set", "parameters": {"path": "n", "value": 4}}"#)
        XCTAssertEqual(try run(#"{"action": "store.appendtext", "parameters": {"path": "n", "text": "2"}}"#), "42")
        _ = try run(#"{"action": "store.set", "parameters": {"path": "box", "value": [1]}}"#)
        XCTAssertEqual(
            error(#"{"action": "store.appendtext", "parameters": {"path": "box", "text": "x"}}"#),
            "t.json:1:82: error: action 1 'Add to Stored Text' (store.appendtext), parameter 'path': the store's value at 'box' is a list, not text\nhint: text is added to text: give the key path of a text value, or insert into the list instead"
        )
    }

    func testFullMessagesOfTheActions() throws {
        _ = try run(#"{"action": "store.set", "parameters": {"path": "name", "value": "Ada"}}"#)
        XCTAssertEqual(
            error(#"{"action": "store.insert", "parameters": {"path": "name", "value": "x"}}"#),
            "t.json:1:78: error: action 1 'Insert Stored Value' (store.insert), parameter 'path': the store's value at 'name' is a text, not a list\nhint: insert adds to a list: set a list there first, or insert at another key path"
        )
        XCTAssertEqual(
            error(#"{"action": "store.keys", "parameters": {"path": "name"}}"#),
            "t.json:1:76: error: action 1 'Get Stored Keys' (store.keys), parameter 'path': the store's value at 'name' is a text, not a dictionary\nhint: only a dictionary has keys; count its children instead, or give a key path to a dictionary"
        )
        XCTAssertEqual(
            error(#"{"action": "store.count", "parameters": {"path": "gone", "failIfMissing": true}}"#),
            "t.json:1:77: error: action 1 'Count Stored Children' (store.count), parameter 'path': the store has no value at 'gone'\nhint: set a value there first, or turn off failing when the value is missing"
        )
        XCTAssertEqual(
            error(#"{"action": "store.set", "parameters": {"path": "name", "value": "Bo", "overwrite": "neverAllow"}}"#),
            "t.json:1:75: error: action 1 'Set Stored Value' (store.set), parameter 'path': the store already has a value at 'name', and overwriting is not allowed\nhint: set overwrite to Always to replace it, or use another key path"
        )
        XCTAssertEqual(
            failure("store.get", #"{"path": "a"}"#),
            "t.json:1:39: error: action 1 'Get Stored Value' (store.get): this host keeps no persistent store\nhint: a host provides one by conforming to ValueStoreHost"
        )
    }

    func testACorruptFileIsKeptAsItIsWithAClearError() throws {
        try Data("{\"a\": [1, 2".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(
            error(#"{"action": "store.set", "parameters": {"path": "b", "value": 1}}"#),
            "t.json:1:39: error: action 1 'Set Stored Value' (store.set): the store \(path) is not a store document: unexpected end of input, expected ',' or ']' in the array at line 1, column 12\nhint: it was left as it is and nothing was written; repair it, or move it away to start afresh (the version before the last change is kept in \(path).bak)"
        )
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "{\"a\": [1, 2")
        try Data("[1]".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(
            error(#"{"action": "store.get", "parameters": {"path": "b"}}"#),
            "t.json:1:39: error: action 1 'Get Stored Value' (store.get): the store \(path) is not a store document: its top is an array, not an object\nhint: it was left as it is and nothing was written; repair it, or move it away to start afresh (the version before the last change is kept in \(path).bak)"
        )
    }

    func testFilesThatCannotBeCreatedLockedOrReadAreNamed() throws {
        // A regular file where a folder should be.
        let blocker = folder + "/plain"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let below = QuietStoreHost(path: blocker + "/sub/store.json")
        XCTAssertThrowsError(try below.valueStore.read()) { error in
            let failure = error as? ActionFailure
            XCTAssertEqual(failure?.message, "cannot create the store's folder \(blocker)/sub: Not a directory")
            XCTAssertEqual(failure?.hint, "check the permissions of the folder above it, or keep the store in another file")
            XCTAssertEqual(failure?.exitCode, .ioError)
        }
        // The lock file's name taken by a folder.
        try FileManager.default.createDirectory(atPath: path + ".lock", withIntermediateDirectories: true)
        XCTAssertEqual(
            error(#"{"action": "store.get", "parameters": {"path": "a"}}"#),
            "t.json:1:39: error: action 1 'Get Stored Value' (store.get): cannot lock the store (lock file \(path).lock): Is a directory\nhint: check the permissions of the store's folder, or keep the store in another file"
        )
        try FileManager.default.removeItem(atPath: path + ".lock")
        // The store's name taken by a folder.
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        XCTAssertEqual(
            error(#"{"action": "store.get", "parameters": {"path": "a"}}"#),
            "t.json:1:39: error: action 1 'Get Stored Value' (store.get): cannot read the store \(path): Is a directory\nhint: check the file's permissions, or keep the store in another file"
        )
    }

    func testAWriteThatFailsLeavesNothingAndSaysSo() throws {
        // The lock file's name fits, the temporary file's (NAME.tmp-PID-RANDOM) is too long.
        let long = folder + "/" + String(repeating: "s", count: 246)
        let host = QuietStoreHost(path: long)
        XCTAssertThrowsError(try host.valueStore.update { _ in (Value.dictionary(ValueDictionary()), ()) }) { error in
            let failure = error as? ActionFailure
            XCTAssertEqual(failure?.message, "cannot write the store \(long): File name too long")
            XCTAssertEqual(failure?.hint, "nothing was changed: the previous version is as it was")
            XCTAssertEqual(failure?.exitCode, .ioError)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: long))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }, [])
    }

    func testTheReplacedVersionIsKeptAsABackup() throws {
        _ = try run(#"{"action": "store.set", "parameters": {"path": "n", "value": 1}}"#)
        _ = try run(#"{"action": "store.set", "parameters": {"path": "n", "value": 2}}"#)
        let backup = try String(contentsOfFile: path + ".bak", encoding: .utf8)
        XCTAssertEqual(backup, "{\n  \"n\": 1\n}\n")
    }

    func testATemporaryFileACrashLeftBehindIsIgnored() throws {
        _ = try run(#"{"action": "store.set", "parameters": {"path": "n", "value": 1}}"#)
        // A crash between writing the temporary file and renaming it leaves it beside the store.
        try Data("{\"n\": 99, half a wri".utf8).write(to: URL(fileURLWithPath: path + ".tmp-4242-7"))
        XCTAssertEqual(try run(#"{"action": "store.get", "parameters": {"path": "n"}}"#), 1)
        _ = try run(#"{"action": "store.set", "parameters": {"path": "m", "value": 2}}"#)
        XCTAssertEqual(try run(#"{"action": "store.keys"}"#), ["n", "m"])
    }

    /// A value holding itself twice, doubled 20 times (20,971,517 bytes of JSON), set into a 1 MB store:
    /// measured and refused before it is written out (it was written out whole, 243 MB pretty, first).
    func testAFarTooLargeChangeIsRefusedBeforeItIsWrittenOut() throws {
        let started = Date()
        let message = error(
            #"""
            {"action": "dictionary", "parameters": {"items": {"k": "v"}}},
            {"action": "setvariable", "parameters": {"name": "v"}},
            {"action": "repeat.count", "mode": "start", "parameters": {"count": 20}},
            {"action": "dictionary", "parameters": {"items": {"a": "{{v}}", "b": "{{v}}"}}},
            {"action": "setvariable", "parameters": {"name": "v"}},
            {"action": "repeat.count", "mode": "end"},
            {"action": "store.set", "parameters": {"path": "big", "value": "{{v}}"}}
            """#, maximumBytes: 1 << 20)
        XCTAssertEqual(
            message,
            "t.json:7:12: error: action 7 'Set Stored Value' (store.set): the change would make the store \(path) more than 20971517 bytes, over its limit of 1048576 bytes\nhint: nothing was written; remove values the store no longer needs, or store less"
        )
        XCTAssertLessThan(Date().timeIntervalSince(started), 3)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testTheSizeLimitStopsAWriteAndAnOversizedRead() throws {
        XCTAssertEqual(
            error(
                #"{"action": "store.set", "parameters": {"path": "big", "value": "0123456789012345678901234567890123456789"}}"#,
                maximumBytes: 40),
            "t.json:1:39: error: action 1 'Set Stored Value' (store.set): the change would make the store \(path) 56 bytes, over its limit of 40 bytes\nhint: nothing was written; remove values the store no longer needs, or store less"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        _ = try run(
            #"{"action": "store.set", "parameters": {"path": "big", "value": "0123456789012345678901234567890123456789"}}"#)
        XCTAssertEqual(
            error(#"{"action": "store.get", "parameters": {"path": "big"}}"#, maximumBytes: 40),
            "t.json:1:39: error: action 1 'Get Stored Value' (store.get): the store \(path) is 56 bytes, over its limit of 40 bytes\nhint: the store was left as it is; move \(path) away to start afresh, or keep the store in another file"
        )
    }

    func testConcurrentInsertsFromManyThreadsAreAllKept() throws {
        let writers = 4
        let each = 15
        let path = self.path
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            // Each thread opens the store on its own, as separate runs would.
            let store = FileValueStore(path: path)
            for item in 0..<each {
                _ = try? store.update { root in
                    let list = (try? KeyPath(parsing: "items").lookup(in: root))?.items ?? []
                    let next = try KeyPath(parsing: "items").setting(.list(list + [.text("\(writer)-\(item)")]), in: root)
                    return (next, ())
                }
            }
        }
        let items = try FileValueStore(path: path).read()
        XCTAssertEqual(try KeyPath(parsing: "items").lookup(in: items).items.count, writers * each)
    }

    func testAnotherProcessHoldingTheLockTakesTurnsWithUs() throws {
        // Another process following the same protocol (flock on PATH.lock, replace by rename)
        // appends 60 items while we append 60: none is lost.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { throw XCTSkip("no python3") }
        let script = """
            import fcntl, json, os, sys
            p = sys.argv[1]
            for i in range(60):
                with open(p + '.lock', 'a') as lock:
                    fcntl.flock(lock, fcntl.LOCK_EX)
                    try:
                        d = json.load(open(p))
                    except FileNotFoundError:
                        d = {}
                    d.setdefault('items', []).append('python')
                    t = p + '.tmp-py'
                    open(t, 'w').write(json.dumps(d))
                    os.rename(t, p)
            """
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        python.arguments = ["-c", script, path]
        try python.run()
        for _ in 0..<60 {
            _ = try run(#"{"action": "store.insert", "parameters": {"path": "items", "value": "swift"}}"#)
        }
        python.waitUntilExit()
        XCTAssertEqual(python.terminationStatus, 0)
        let items = try run(#"{"action": "store.get", "parameters": {"path": "items"}}"#).items
        XCTAssertEqual(items.count, 120)
        XCTAssertEqual(items.filter { $0 == "python" }.count, 60)
    }
}
