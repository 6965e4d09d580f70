import Foundation
import ShortcutActions
import XCTest

@testable import SafeFiles
@testable import ShortcutEngine

/// A host whose file system is the real disk pinned to a temporary folder.
final class FileTestHost: WorkflowHost {
    let timeZone = TimeZone(identifier: "UTC") ?? .current
    var shown: [String] = []
    var fileSystem: any FileSystem
    init(fileSystem: any FileSystem) { self.fileSystem = fileSystem }
    func now() -> Date { Date(timeIntervalSince1970: 1_795_255_200) }  // 2026-11-21T10:00:00Z, a Saturday
    func readClipboard() throws(ActionFailure) -> Value { .nothing }
    func writeClipboard(_ value: Value) throws(ActionFailure) {}
    /// Answers given in turn (none left: "no answer"); the questions asked are kept.
    var answers: [String] = []
    var asked: [Question] = []
    func answer(_ question: Question) throws(ActionFailure) -> String {
        asked.append(question)
        guard !answers.isEmpty else { throw ActionFailure("no answer") }
        return answers.removeFirst()
    }
    func show(_ text: String) { shown.append(text) }
    /// What Open Files and Open URLs handed to the opener.
    var opened: [String] = []
    func open(_ target: String) throws(ActionFailure) { opened.append(target) }
    /// What the run presented (Share's hand-outs among them).
    var presented: [Presentation] = []
    func present(_ presentation: Presentation) { presented.append(presentation) }
    func sleep(seconds: Double) {}
    func readFile(at path: String) throws(ActionFailure) -> Data { throw ActionFailure("no such file '\(path)'") }
    func attributes(ofItemAt path: String) throws(ActionFailure) -> FileAttributes {
        do { return try fileSystem.attributes(at: PathPolicy.absolute(path, in: fileSystem.currentDirectory)) } catch {
            throw ActionFailure("\(error)")
        }
    }
}

/// Wraps a file system and fails chosen moves with "permission denied", as a host would.
final class FailingFileSystem: FileSystem {
    let base: any FileSystem
    /// Moves counted from 1; the move with this number fails (and every later one while `failAllAfter`).
    var failingMove: Int
    var failAllAfter = false
    var moves = 0
    init(_ base: any FileSystem, failingMove: Int) {
        self.base = base
        self.failingMove = failingMove
    }
    var currentDirectory: String { base.currentDirectory }
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] { try base.contentsOfDirectory(at: path) }
    func kind(at path: String) -> FileKind? { base.kind(at: path) }
    func attributes(at path: String) throws(FileSystemError) -> FileAttributes { try base.attributes(at: path) }
    func identity(at path: String) throws(FileSystemError) -> FileIdentity { try base.identity(at: path) }
    func read(at path: String) throws(FileSystemError) -> Data { try base.read(at: path) }
    func write(_ data: Data, to path: String, options: WriteOptions) throws(FileSystemError) {
        try base.write(data, to: path, options: options)
    }
    func createDirectory(at path: String, intermediate: Bool) throws(FileSystemError) {
        try base.createDirectory(at: path, intermediate: intermediate)
    }
    func move(from source: String, to destination: String) throws(FileSystemError) {
        moves += 1
        if moves == failingMove || (failAllAfter && moves > failingMove) {
            throw FileSystemError(.permissionDenied, path: source)
        }
        try base.move(from: source, to: destination)
    }
    func copy(from source: String, to destination: String) throws(FileSystemError) {
        try base.copy(from: source, to: destination)
    }
    func remove(at path: String) throws(FileSystemError) { try base.remove(at: path) }
    func realPath(_ path: String) throws(FileSystemError) -> String { try base.realPath(path) }
}

/// A temporary folder with files in it, and runs of file actions against it.
final class Sandbox {
    let root: String
    let journal: String
    var fileSystem: any FileSystem
    var host: FileTestHost
    var dryRun = false
    var allowed: [String]?
    /// The photo library, the address book, the outbox and the opener switch the run gets (`RunOptions`).
    var photoLibrary: String?
    var contactsFolder: String?
    var calendarFolder: String?
    /// Your own email addresses (`RunOptions.myAddresses`, `--me`).
    var myAddresses: [String] = []
    var outbox: String?
    var openShared = false
    /// Apple's storage locations mapped to folders (`RunOptions.locations`).
    var locations: [String: String] = [:]
    /// Run warnings stop the run (`RunOptions.strict`).
    var strict = false
    /// Where actions write the files they make (`RunOptions.downloadDirectory`).
    var downloads: String?
    /// Where the text-drawing actions look for fonts (`RunOptions.fontFolders`).
    var fontFolders: [String] = []
    /// The program that renders PDF pages (`RunOptions.pdfRenderer`).
    var pdfRenderer: String?

    /// `memory`: in /dev/shm when there is one (the property test's thousands of batches).
    init(memory: Bool = false) {
        let folder = memory && FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory()
        let base = folder + "shortcut-files-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: base + "/work", withIntermediateDirectories: true)
        root = (try? LocalFileSystem().realPath(base + "/work")) ?? base + "/work"
        journal = (root as NSString).deletingLastPathComponent + "/journal"
        fileSystem = LocalFileSystem(currentDirectory: root)
        host = FileTestHost(fileSystem: fileSystem)
    }

    deinit { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }

    func use(_ fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
        host = FileTestHost(fileSystem: fileSystem)
    }

    var options: RunOptions {
        var options = RunOptions()
        options.seed = 1
        options.allowedPaths = allowed ?? [root]
        options.dryRun = dryRun
        options.journalDirectory = journal
        options.trashDirectory = (root as NSString).deletingLastPathComponent + "/Trash"
        options.photoLibrary = photoLibrary
        options.contactsFolder = contactsFolder
        options.calendarFolder = calendarFolder
        options.myAddresses = myAddresses
        options.outbox = outbox
        options.openShared = openShared
        options.locations = locations
        options.strict = strict
        options.downloadDirectory = downloads
        options.fontFolders = fontFolders
        options.pdfRenderer = pdfRenderer
        return options
    }

    /// Creates files (content: the path itself unless given) and folders (paths ending in /).
    func make(_ paths: [String], contents: [String: String] = [:]) {
        for path in paths {
            let full = root + "/" + path
            if path.hasSuffix("/") {
                try? FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
            } else {
                try? FileManager.default.createDirectory(
                    atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                _ = FileManager.default.createFile(atPath: full, contents: Data((contents[path] ?? path).utf8))
            }
        }
    }

    /// Every file under the root as `path: contents`, folders as `path/`, sorted; hidden ones included.
    func tree(_ folder: String = "") -> [String] {
        var lines: [String] = []
        let base = folder.isEmpty ? root : root + "/" + folder
        for name in ((try? LocalFileSystem().contentsOfDirectory(at: base)) ?? []).sorted(by: {
            Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
        }) {
            let relative = folder.isEmpty ? name : folder + "/" + name
            let kind = LocalFileSystem().kind(at: root + "/" + relative)
            if kind == .symbolicLink {
                lines.append(
                    relative + " -> "
                        + ((try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + relative)) ?? "?"))
            } else if kind == .folder {
                lines.append(relative + "/")
                lines += tree(relative)
            } else {
                lines.append(
                    relative + ": "
                        + String(decoding: FileManager.default.contents(atPath: root + "/" + relative) ?? Data(), as: UTF8.self))
            }
        }
        return lines
    }

    /// Runs one action; parameters as JSON object text.
    func run(_ identifier: String, _ parameters: String = "{}", input: Value = .nothing) throws -> Value {
        let json = "{\"version\": 1, \"actions\": [{\"action\": \"\(identifier)\", \"parameters\": \(parameters)}]}"
        let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
        let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
        return try Runner(registry: BuiltinActions.registry, host: host, options: options).run(program, input: input).output
    }

    /// The error text, or "no error".
    func failure(_ identifier: String, _ parameters: String = "{}", input: Value = .nothing) -> String {
        do { _ = try run(identifier, parameters, input: input); return "no error" } catch let errors as CompileErrors {
            return errors.errors.map(\.description).joined(separator: "\n")
        } catch { return "\(error)" }
    }

    /// Output file paths.
    func paths(_ value: Value) -> [String] {
        value.items.compactMap { if case .file(let file) = $0 { return file.path } else { return nil } }
    }

    func journals() -> [(path: String, undone: Bool)] { Journal.list(in: journal, fileSystem: LocalFileSystem()) }
}
