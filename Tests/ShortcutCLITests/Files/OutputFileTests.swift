import Foundation
import XCTest

@testable import ShortcutCLI

/// `-o PATH` keeps what users expect of PATH (issue 16, item 7): an existing file's mode and
/// owner, a symbolic link (followed: its target is written), device nodes and FIFOs (written into,
/// never replaced), and a file's old contents when writing fails.
final class OutputFileTests: IsolatedTestCase {
    var folder = ""
    var workflow = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-out-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        workflow = folder + "/hello.json"
        _ = FileManager.default.createFile(
            atPath: workflow,
            contents: Data(#"{"version": 1, "actions": [{"action": "gettext", "parameters": {"text": "hello"}}]}"#.utf8))
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let console = Console.captured()
        let code = ShortcutCLI.main(arguments, console: console)
        return (code, console.outputText, console.errorText)
    }

    func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        lstat(path, &info)
        return info.st_mode
    }

    func testAnExistingFileKeepsItsModeAndOwner() throws {
        let out = folder + "/secret.txt"
        _ = FileManager.default.createFile(atPath: out, contents: Data("old".utf8))
        XCTAssertEqual(chmod(out, 0o600), 0)
        if geteuid() == 0 { XCTAssertEqual(chown(out, 1234, 5678), 0) }
        XCTAssertEqual(run(["run", workflow, "-o", out]).code, 0)
        XCTAssertEqual(contents(out), "hello\n")
        XCTAssertEqual(mode(out) & 0o7777, 0o600)
        XCTAssertEqual(mode(out) & S_IFMT, S_IFREG)
        if geteuid() == 0 {
            var info = stat()
            stat(out, &info)
            XCTAssertEqual([info.st_uid, info.st_gid], [1234, 5678])
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertEqual(left, ["hello.json", "secret.txt"], "no temporary file left behind")
    }

    func testASymbolicLinkIsFollowedAndStaysALink() throws {
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/real/target.txt", contents: Data("old".utf8))
        XCTAssertEqual(chmod(folder + "/real/target.txt", 0o640), 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.txt", withDestinationPath: "real/target.txt")
        XCTAssertEqual(run(["run", workflow, "-o", folder + "/link.txt"]).code, 0)
        XCTAssertEqual(mode(folder + "/link.txt") & S_IFMT, S_IFLNK)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.txt"), "real/target.txt")
        XCTAssertEqual(contents(folder + "/real/target.txt"), "hello\n")
        XCTAssertEqual(mode(folder + "/real/target.txt") & 0o7777, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/real"), ["target.txt"])
    }

    func testADanglingLinkCreatesItsTargetAndALinkIntoNoFolderIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/new.txt", withDestinationPath: folder + "/made.txt")
        XCTAssertEqual(run(["run", workflow, "-o", folder + "/new.txt"]).code, 0)
        XCTAssertEqual(contents(folder + "/made.txt"), "hello\n")
        XCTAssertEqual(mode(folder + "/new.txt") & S_IFMT, S_IFLNK)

        try FileManager.default.createSymbolicLink(
            atPath: folder + "/nowhere.txt", withDestinationPath: folder + "/no/such/x.txt")
        let result = run(["run", workflow, "-o", folder + "/nowhere.txt"])
        XCTAssertEqual(result.code, 73)
        XCTAssertEqual(
            result.err,
            "error: cannot write the output to '\(folder)/nowhere.txt': it is a symbolic link to '\(folder)/no/such/x.txt', whose folder does not exist\nhint: create the folder first, or remove the link\n"
        )
    }

    /// A character device like `/dev/null`: made here when running as root (so a regression
    /// cannot replace the real one), else the system's own, which a non-root run cannot replace.
    func device(minor: UInt, name: String) -> String {
        guard geteuid() == 0 else { return "/dev/" + name }
        let path = folder + "/" + name
        XCTAssertEqual(mknod(path, S_IFCHR | 0o666, dev_t(0x100 | minor)), 0)  // makedev(1, minor)
        return path
    }

    func testADeviceIsWrittenIntoNotReplaced() {
        let null = device(minor: 3, name: "null")
        let result = run(["run", workflow, "-o", null])
        XCTAssertEqual([String(result.code), result.out, result.err], ["0", "", ""])
        XCTAssertEqual(mode(null) & S_IFMT, S_IFCHR, "still a device")
    }

    func testAFullDeviceIsExit73() {
        let full = device(minor: 7, name: "full")
        let result = run(["run", workflow, "-o", full])
        XCTAssertEqual(result.code, 73)
        XCTAssertEqual(
            result.err,
            "error: cannot write the output to '\(full)': No space left on device\nhint: check the device or pipe and its permissions\n"
        )
        XCTAssertEqual(mode(full) & S_IFMT, S_IFCHR, "still a device")
    }

    func testAFIFOIsWrittenIntoNotReplaced() {
        let fifo = folder + "/pipe"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let received = Received()
        let reader = Thread {
            // Plain read(2) to the end: the pipe has no size to go by.
            let descriptor = open(fifo, O_RDONLY)
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while descriptor >= 0 {
                let count = read(descriptor, &chunk, chunk.count)
                if count <= 0 { break }
                bytes += chunk[0..<count]
            }
            close(descriptor)
            received.set(Data(bytes))
        }
        reader.start()
        XCTAssertEqual(run(["run", workflow, "-o", fifo]).code, 0)
        XCTAssertEqual(received.wait().map { String(decoding: $0, as: UTF8.self) }, "hello\n")
        XCTAssertEqual(mode(fifo) & S_IFMT, S_IFIFO, "still a FIFO")
    }

    func testAFailedWriteLeavesTheOldFileAsItWas() {
        let out = folder + "/kept.txt"
        _ = FileManager.default.createFile(atPath: out, contents: Data("old contents".utf8))
        // Files may not grow past 2 bytes: the write fails with EFBIG, as a full disk fails with ENOSPC.
        var old = rlimit()
        getrlimit(Int32(RLIMIT_FSIZE.rawValue), &old)
        let previous = signal(SIGXFSZ, SIG_IGN)
        var small = old
        small.rlim_cur = 2
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &small)
        let result = run(["run", workflow, "-o", out])
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &old)
        signal(SIGXFSZ, previous)
        XCTAssertEqual(result.code, 73)
        XCTAssertEqual(
            result.err,
            "error: cannot write the output to '\(out)': File too large\nhint: '\(out)' was left as it was; free some space or check the permissions\n"
        )
        XCTAssertEqual(contents(out), "old contents")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["hello.json", "kept.txt"])
    }
}

/// Data handed from a reader thread to the test.
final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var data: Data?
    func set(_ value: Data?) {
        lock.withLock { data = value }
        done.signal()
    }
    func wait() -> Data? {
        done.wait()
        return lock.withLock { data }
    }
}
