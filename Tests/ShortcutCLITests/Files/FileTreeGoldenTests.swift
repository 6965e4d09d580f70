import Foundation
import GoldenSupport
import SafeFiles
import ShortcutEngine
import XCTest

@testable import ShortcutCLI

/// File-tree goldens: `Workflows/Files/NAME.json` runs (through the same code path as the
/// binary) inside a fresh folder built from `NAME.tree.before`; the folder must then hold
/// exactly `NAME.tree.after`, and the output must be `NAME.output` (stdout, then stderr and the
/// exit code when notable; the folder's path shows as `$ROOT`, the sandbox holding it and the journal as `$BASE`). `NAME.args` adds arguments, one
/// per line. Tree lines: `path: content` for a file (`path @ISO-DATE: content` sets its
/// modification date), `path/` for a folder, sorted by bytes, hidden files included.
/// Re-record with `RECORD_GOLDENS=1 swift test --filter FileTreeGoldenTests` (the run then fails).
final class FileTreeGoldenTests: IsolatedTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
    static let folder = packageRoot.appendingPathComponent("Workflows/Files").path

    static func goldens() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".tree.before") }
            .map { String($0.dropLast(".tree.before".count)) }.sorted()
    }

    func testEveryFileTreeGoldenEndsInItsExpectedTree() throws {
        let names = Self.goldens()
        XCTAssertGreaterThanOrEqual(names.count, 25, "expected a golden per rename mode and option")
        for name in names {
            let (tree, output) = try Self.run(name)
            let base = Self.folder + "/" + name
            if let failure = try goldenFailure(tree, expectedPath: base + ".tree.after", subject: "\(name)'s tree") {
                XCTFail(failure)
            }
            if let failure = try goldenFailure(output, expectedPath: base + ".output", subject: "\(name)'s output") {
                XCTFail(failure)
            }
        }
    }

    /// Builds the tree, runs the workflow from inside it, returns the final tree and the output.
    static func run(_ name: String) throws -> (tree: String, output: String) {
        let sandbox = try FileTree.makeSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.base) }
        let before = String(
            decoding: FileManager.default.contents(atPath: folder + "/" + name + ".tree.before") ?? Data(), as: UTF8.self)
        try FileTree.build(before, in: sandbox.root)
        var arguments =
            ["run", folder + "/" + name + ".json"] + GoldenWorkflowTests.defaultArguments + [
                "--journal-dir", sandbox.base + "/journal",
            ]
        if let data = FileManager.default.contents(atPath: folder + "/" + name + ".args") {
            arguments += String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        }
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(sandbox.root)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let console = Console.captured()
        let code = ShortcutCLI.main(arguments, console: console)
        var output = console.outputText
        if code != 0 || !console.errorText.isEmpty { output += "--- stderr ---\n" + console.errorText + "--- exit \(code) ---\n" }
        output = output.replacingOccurrences(of: sandbox.root, with: "$ROOT").replacingOccurrences(of: folder + "/", with: "")
            .replacingOccurrences(of: sandbox.base, with: "$BASE")
        return (FileTree.describe(sandbox.root), output)
    }
}

/// Building and describing file trees for the golden and CLI tests.
enum FileTree {
    static func makeSandbox() throws -> (base: String, root: String) {
        let base = NSTemporaryDirectory() + "shortcut-tree-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: base + "/tree", withIntermediateDirectories: true)
        let real = try LocalFileSystem().realPath(base)
        return (real, real + "/tree")
    }

    static func build(_ description: String, in root: String) throws {
        let iso = ISO8601DateFormatter()
        for line in description.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasSuffix("/") {
                try FileManager.default.createDirectory(atPath: root + "/" + line, withIntermediateDirectories: true)
                continue
            }
            guard let colon = line.range(of: ": ") ?? (line.hasSuffix(":") ? line.range(of: ":", options: .backwards) : nil)
            else { continue }
            var path = String(line[..<colon.lowerBound])
            let content = String(line[colon.upperBound...])
            var modified: Date?
            if let at = path.range(of: " @") {
                modified = iso.date(from: String(path[at.upperBound...]))
                path = String(path[..<at.lowerBound])
            }
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: full, contents: Data(content.utf8))
            if let modified { try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: full) }
        }
    }

    /// `path: content` / `path/` lines, sorted by bytes, one per item, hidden ones included.
    static func describe(_ root: String, _ prefix: String = "") -> String {
        var lines: [String] = []
        let names = ((try? LocalFileSystem().contentsOfDirectory(at: root + (prefix.isEmpty ? "" : "/" + prefix))) ?? [])
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        for name in names {
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            if LocalFileSystem().kind(at: root + "/" + relative) == .folder {
                lines.append(relative + "/\n" + describe(root, relative))
            } else {
                lines.append(
                    relative + ": "
                        + String(decoding: FileManager.default.contents(atPath: root + "/" + relative) ?? Data(), as: UTF8.self)
                        + "\n")
            }
        }
        return lines.joined()
    }
}
