import Foundation
import ShortcutActions
import TestBudget
import XCTest

@testable import SafeFiles
@testable import ShortcutEngine

/// Swaps a folder inside the allowed folder with a symbolic link leading outside it, over and
/// over (`renameat2(RENAME_EXCHANGE)`), on another thread: the check-then-use race of issue 16.
final class FolderSwapper: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private(set) var swaps = 0
    private let thread: Thread

    init(_ first: String, _ second: String, pause: UInt32, exchange: @escaping LocalFileSystem.RenameAt2) {
        let box = Box()
        thread = Thread {
            var count = 0
            // The link is in place only for an instant (exchange, exchange back, pause), so most
            // policy checks pass and the swap lands between a check and the operation.
            while !(box.owner?.isStopped ?? true) {
                if exchange(AT_FDCWD, first, AT_FDCWD, second, 2) == 0 { count += 1 }  // RENAME_EXCHANGE
                _ = exchange(AT_FDCWD, first, AT_FDCWD, second, 2)
                usleep(pause)
            }
            box.owner?.finish(count)
        }
        box.owner = self
        thread.start()
    }

    /// Holds the swapper weakly for its thread.
    private final class Box: @unchecked Sendable { weak var owner: FolderSwapper? }

    var isStopped: Bool { lock.withLock { stopped } }
    private let done = DispatchSemaphore(value: 0)
    private func finish(_ count: Int) {
        lock.withLock { swaps = count }
        done.signal()
    }

    /// Stops the thread and waits for it; returns how many swaps it made.
    func stop() -> Int {
        lock.withLock { stopped = true }
        done.wait()
        return lock.withLock { swaps }
    }
}

final class SymlinkRaceTests: IsolatedTestCase {
    /// Save File, Rename File and Move File run over and over on `sub/` while another thread swaps
    /// `sub` with a link to a folder outside the allowed one: every file lands inside, or the
    /// action fails (refused by the policy, or the held-folder walk meets the link).
    func testASwappedFolderNeverRedirectsAWriteARenameOrAMove() throws {
        guard let exchange = LocalFileSystem.renameNoReplace else { throw XCTSkip("no renameat2 here") }
        let top = NSTemporaryDirectory() + "shortcut-race-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: top) }
        let allowed = top + "/allowed"
        let outside = top + "/outside"
        for folder in [allowed + "/sub", allowed + "/keep", outside] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(atPath: allowed + "/evil", withDestinationPath: outside)
        // RENAME_EXCHANGE is a Linux 3.15+ feature some file systems lack (overlayfs on old kernels).
        guard exchange(AT_FDCWD, allowed + "/sub", AT_FDCWD, allowed + "/evil", 2) == 0 else {
            throw XCTSkip("RENAME_EXCHANGE is not supported here")
        }
        _ = exchange(AT_FDCWD, allowed + "/sub", AT_FDCWD, allowed + "/evil", 2)

        let json = """
            {"version": 1, "actions": [
              {"action": "documentpicker.save", "id": "saved", "parameters": {"input": "x", "path": "sub/s{{Shortcut Input}}.txt"}},
              {"action": "file.rename", "id": "renamed", "parameters": {"file": "{{saved}}", "name": "r{{Shortcut Input}}.txt"}},
              {"action": "file.move", "parameters": {"files": "{{renamed}}", "destination": "keep"}},
              {"action": "documentpicker.save", "id": "kept", "parameters": {"input": "y", "path": "keep/k{{Shortcut Input}}.txt"}},
              {"action": "file.move", "parameters": {"files": "{{kept}}", "destination": "sub"}},
              {"action": "documentpicker.save", "parameters": {"input": "z", "path": "sub/o.txt", "overwrite": true}}
            ]}
            """
        let program = try Compiler.compile(
            try DocumentReader.read(Data(json.utf8), file: "race.json"), registry: BuiltinActions.registry, file: "race.json")
        let host = FileTestHost(fileSystem: LocalFileSystem(currentDirectory: allowed))
        var options = RunOptions()
        options.allowedPaths = [allowed]
        let runner = Runner(registry: BuiltinActions.registry, host: host, options: options)

        let trials = TestBudget.count(small: 200, medium: 3_000, large: 20_000, override: "SHORTCUT_RACE_TRIALS")
        var completed = 0
        var failed: [String: Int] = [:]
        let pause = UInt32(ProcessInfo.processInfo.environment["SHORTCUT_RACE_PAUSE"].flatMap(Int.init) ?? 20)
        let swapper = FolderSwapper(allowed + "/sub", allowed + "/evil", pause: pause, exchange: exchange)
        for trial in 0..<trials {
            do {
                _ = try runner.run(program, input: .text(String(trial)))
                completed += 1
            } catch {
                let message = error.message
                let kind =
                    message.contains("outside the folders")
                    ? "refused by the policy"
                    : message.contains("led outside the allowed folders")
                        ? "stopped at the swapped link"
                        // Looked up (its identity, before a rename) while its folder was swapped away.
                        : message.hasSuffix("no such file or folder") ? "not found while swapped" : "other: " + message
                failed[kind, default: 0] += 1
            }
        }
        let swaps = swapper.stop()
        let escaped = FileManager.default.enumerator(atPath: outside)?.allObjects.count ?? 0
        print(
            "symlink race (\(TestBudget.current) budget): \(trials) runs of 6 file actions, \(swaps) swaps; "
                + "\(completed) completed, failures \(failed.sorted { $0.key < $1.key }); files outside: \(escaped)")
        XCTAssertEqual(escaped, 0, "files written outside the allowed folder")
        XCTAssertGreaterThan(swaps, 0)
        XCTAssertTrue(failed.keys.allSatisfy { !$0.hasPrefix("other") }, "\(failed)")
    }
}
